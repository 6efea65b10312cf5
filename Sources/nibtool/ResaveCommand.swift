import ArgumentParser
import NibXML

/// `nibtool resave FILE -o OUT`: load and save with no edit.
struct Resave: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Load a XIB or storyboard and save it again unedited (byte for byte the same).")

    @Argument(help: "A .xib or .storyboard file.")
    var file: String

    @Option(name: .short, help: "Where to save; the input file itself when omitted.")
    var output: String?

    func run() throws {
        let document: InterfaceBuilderFile
        do {
            document = try InterfaceBuilderFile.load(file)
        } catch {
            printError("\(error)")
            throw error.exitStatus
        }
        do {
            try document.save(to: output)
        } catch {
            printError("\(error)")
            throw ExitStatus.documentError
        }
    }
}

extension InterfaceBuilderFile.LoadError {
    /// 1 for a file that is XML but not a valid document, 2 for one that cannot be read as XML.
    var exitStatus: ExitCode {
        switch self {
        case .notADocument, .invalid: return ExitStatus.documentError
        case .unreadable, .malformed: return ExitStatus.unreadable
        }
    }
}
