import ArgumentParser
import NibLayout
import NibModel
import NibRender
import NibSource

/// `nibtool check FILE`: layout problems, one a line, as ibtool prints them.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List constraint problems (unsatisfiable, ambiguous, misplaced) and, with --project, connections the code does not have.",
        discussion: "Prints FILE:ID: error: … or FILE:ID: warning: …; exits 1 when there is an error.")

    @Argument(help: "A .xib or .storyboard file.")
    var file: String

    @Option(name: .customLong("content-size"), help: ContentSizeCategory.checkHelp)
    var contentSize: ContentSizeCategory?

    @Option(help: "The project's folder: check outlets, actions, runtime attributes and custom classes against its Swift and Objective-C source.")
    var project: String?

    func run() throws {
        DocumentFiles.startLoadingFonts(for: file, project: project)   // while the document is read
        let loaded = try DocumentFiles.load(file)
        // The project's code sizes its custom views and says which classes are designable, as
        // in the designer.
        let index = project.map { SourceIndex(folder: $0) }
        if let index { loaded.document.useProject(index) }
        // As the Issues page judges them: text at Xcode's measure where the stand-in is within
        // its error. At another text size, conflicts and ambiguity are that size's; misplacement
        // stays the document's own size's, as when the designer previews one: its frames are
        // stored for its own size, and Xcode lays a preview out afresh.
        let ownSize = DocumentLayout(document: loaded.document, sizing: LayoutSizing.issues(over: MeasuredSizing()))
        if let notice = DocumentLayout.notice(for: loaded.document) { printError("\(file): \(notice)") }
        var issues = ownSize.issues()
        if let contentSize {
            let previewed = DocumentLayout(document: loaded.document, sizing: MeasuredSizing(contentSize: contentSize)).issues()
            issues = previewed.filter { !$0.isMisplaced } + issues.filter(\.isMisplaced)
        }
        for issue in issues { print("\(file):\(issue.objectID): \(issue.severity.rawValue): \(issue.message)") }
        var sourceErrors = false
        if let project, let index {
            for (source, reason) in index.skipped { printError("\(project)/\(source): \(reason); skipped") }
            for issue in ProjectChecks(index: index, projectFolder: project).issues(in: loaded.document) {
                let place = issue.sourceFile.map { "\(project)/\($0):\(issue.line):" } ?? "\(file):\(issue.line): \(issue.objectID):"
                print("\(place) \(issue.severity.rawValue): \(issue.message)")
                sourceErrors = sourceErrors || issue.severity == .error
            }
        }
        if sourceErrors || issues.contains(where: { $0.severity == .error }) { throw ExitStatus.documentError }
    }
}
