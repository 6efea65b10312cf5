import ArgumentParser
import NibLayout
import NibModel
import NibRender

/// `nibtool check FILE`: layout problems, one a line, as ibtool prints them.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List constraint problems: unsatisfiable, ambiguous, misplaced, and views with no constraints.",
        discussion: "Prints FILE:ID: error: … or FILE:ID: warning: …; exits 1 when there is an error.")

    @Argument(help: "A .xib or .storyboard file.")
    var file: String

    @Option(name: .customLong("content-size"), help: ContentSizeCategory.help)
    var contentSize: ContentSizeCategory?

    func run() throws {
        let loaded = try DocumentFiles.load(file)
        // As the Issues page judges them: text at Xcode's measure where the stand-in is within
        // its error, unless another text size is asked for.
        let measured = MeasuredSizing(contentSize: contentSize)
        let sizing = contentSize == nil ? LayoutSizing.issues(over: measured) : measured
        let issues = DocumentLayout(document: loaded.document, sizing: sizing).issues()
        for issue in issues { print("\(file):\(issue.objectID): \(issue.severity.rawValue): \(issue.message)") }
        if issues.contains(where: { $0.severity == .error }) { throw ExitStatus.documentError }
    }
}
