import ArgumentParser
import NibXML

/// Loading and saving documents for the commands, with the shared messages and exit codes.
enum DocumentFiles {
    static func load(_ file: String) throws -> InterfaceBuilderFile {
        do {
            return try InterfaceBuilderFile.load(file)
        } catch {
            printError("\(error)")
            throw error.exitStatus
        }
    }

    static func save(_ document: InterfaceBuilderFile, to output: String?) throws {
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
