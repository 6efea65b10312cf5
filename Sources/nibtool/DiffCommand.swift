import ArgumentParser
import Foundation
import NibMerge
import NibXML

/// `nibtool diff A B [--format text|json]` and `nibtool diff --textconv FILE`: what changed
/// between two versions of a document, in words.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Describe what changed between two versions of a .xib or .storyboard, object by object.",
        discussion: """
            Changes are grouped by scene and object: views added, removed and moved, properties with \
            their old and new values, constraints as equations, connections and segues. Frames that \
            moved because of layout are counted, not listed. With --textconv FILE, prints a stable, \
            line-oriented description of one file for git's diff.textconv (see `nibtool git-setup`).
            """)

    enum Format: String, ExpressibleByArgument { case text, json }

    @Argument(help: "The old and the new file (one file with --textconv).")
    var files: [String]

    @Flag(help: "Print one file's description for git's textconv.")
    var textconv = false

    @Option(help: "text or json.")
    var format: Format = .text

    func validate() throws {
        guard files.count == (textconv ? 1 : 2) else {
            throw ValidationError(textconv ? "--textconv takes one file" : "diff takes two files: the old and the new")
        }
    }

    func run() throws {
        if textconv {
            // One textconv that fails stops `git diff` for every file: a file Nibbler cannot read
            // (a conflict's markers, an Xcode 3 archive, a reference Xcode left dangling) is
            // shown as it is, as git shows a file without one.
            do {
                print(DocumentDescription.text(of: try InterfaceBuilderFile.load(files[0]).document), terminator: "")
            } catch {
                let bytes: [UInt8]
                do { bytes = try AtomicFile.read(files[0]) } catch {
                    printError("\(error)")
                    throw ExitStatus.unreadable
                }
                printError("\(error); shown as its text")
                FileHandle.standardOutput.write(Data(bytes))
            }
            return
        }
        let (old, new) = (try DocumentFiles.load(files[0]).document, try DocumentFiles.load(files[1]).document)
        let changes = DocumentDiff.changes(from: old, to: new)
        switch format {
        case .text:
            print(DocumentDiff.text(changes), terminator: "")
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(changes), as: UTF8.self))
        }
    }
}
