import ArgumentParser
import Foundation
import SolverWorkloads

/// `nibtool solve FILE.json`: solves every system of a file in the oracle's schema.
struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Solve every system in a JSON file of the oracle's schema (../shared/solver/WORKLOADS.md).",
        discussion: "Prints {\"systems\": [{\"name\", \"solution\"} or {\"name\", \"unsatisfiable_at\"}]}.")

    @Argument(help: "A JSON file with a \"systems\" array.")
    var file: String

    func run() throws {
        let systems: SystemFile
        do {
            systems = try SystemFile(contentsOf: URL(fileURLWithPath: file))
        } catch let error as DecodingError {
            printError("\(file): not a constraint-system file: \(describe(error))")
            throw ExitStatus.unreadable
        } catch {
            printError("\(file): \(error.localizedDescription)")
            throw ExitStatus.unreadable
        }
        var results: [SystemResult] = []
        for system in systems.systems {
            do {
                results.append(try system.solve())
            } catch {
                printError("\(file): \(error)")
                throw ExitStatus.documentError
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(["systems": results])
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data("nibtool: \(message)\n".utf8))
}

private func describe(_ error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context), .keyNotFound(_, let context),
         .typeMismatch(_, let context), .valueNotFound(_, let context):
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        return path.isEmpty ? context.debugDescription : "at \(path): \(context.debugDescription)"
    @unknown default:
        return "\(error)"
    }
}
