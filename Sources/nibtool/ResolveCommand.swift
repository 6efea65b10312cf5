import ArgumentParser
import NibDesign
import NibLayout
import NibModel
import NibXML

/// `nibtool resolve FILE --update-frames | --update-constants | --add-missing [--id ID] [-o OUT]`:
/// Interface Builder's Resolve Auto Layout Issues commands, headless, so that CI can fix a file.
struct Resolve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Update Frames, Update Constraint Constants, Add Missing Constraints, Reset to Suggested Constraints or Clear Constraints, as Interface Builder's Resolve menu does, and save.",
        discussion: """
            Without --id, the command applies to every root (each scene's view, each top-level view), as \
            "All Views" does in Xcode; with --id, to that view and the views inside it. Frames are written \
            on the device's pixel grid, as Xcode writes them; nothing else in the file changes.
            """)

    enum Command: String, EnumerableFlag {
        case updateFrames, updateConstants, addMissing, resetToSuggested, clearConstraints
    }

    @Argument(help: "A .xib or .storyboard file.")
    var file: String

    @Flag(help: "The command.")
    var command: Command

    @Option(parsing: .unconditional, help: "The view to resolve, with the views inside it.")
    var id: String?

    @Option(name: .short, help: "Where to save; the input file itself when omitted.")
    var output: String?

    func run() throws {
        let session: DesignSession
        do {
            session = try DesignSession(opening: file)
        } catch {
            printError("\(error)")
            throw error.exitStatus
        }
        // A macOS or watchOS document is not laid out: nothing to resolve, and it says so.
        if let notice = session.notice { printError("\(file): \(notice)") }
        let roots = session.roots.indices.filter { index in
            guard let id else { return true }
            return Self.contains(session.roots[index], id)
        }
        guard !roots.isEmpty || (id == nil && session.roots.isEmpty) else {
            printError("\(file): no view has the id \"\(id ?? "")\"")
            throw ExitStatus.documentError
        }
        do {
            for index in roots {
                session.showRoot(index)
                guard let root = session.root else { continue }
                try resolve(id ?? root.id, in: session)
            }
            try session.save(to: output)
        } catch let error as FileError {
            printError("\(error)")
            throw ExitStatus.documentError
        } catch {
            printError("\(file): \(error)")
            throw ExitStatus.documentError
        }
    }

    private func resolve(_ id: String, in session: DesignSession) throws {
        switch command {
        case .updateFrames:
            try session.updateFrames(of: id)
        case .updateConstants:
            for view in session.viewsWithIssues(inside: id, where: \.isMisplaced) { try session.updateConstraints(of: view) }
        case .addMissing, .resetToSuggested, .clearConstraints:
            do {
                switch command {
                case .addMissing: try session.addMissingConstraints(to: id)
                case .resetToSuggested: try session.resetToSuggestedConstraints(of: id)
                default: try session.clearConstraints(of: id)
                }
            } catch .notApplicable(let reason) {
                if self.id != nil { print("\(file): \(reason)") }   // every root: one that needs nothing is fine
            }
        }
    }

    private static func contains(_ view: NibObject, _ id: String) -> Bool {
        view.id == id || view.children.contains { contains($0, id) }
    }
}
