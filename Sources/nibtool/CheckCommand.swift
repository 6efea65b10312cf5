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
        let issues = DocumentLayout(document: loaded.document, sizing: MeasuredSizing(contentSize: contentSize)).issues()
        for issue in issues { print("\(file):\(issue.objectID): \(issue.severity.rawValue): \(issue.message)") }
        if issues.contains(where: { $0.severity == .error }) { throw ExitStatus.documentError }
    }
}
