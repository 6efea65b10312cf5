import ArgumentParser
import NibMerge
import NibXML

/// `nibtool merge BASE OURS THEIRS [-o OUT]`: git's merge driver for Interface Builder files
/// (`nibtool merge %O %A %B --path %P`).
struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Three-way merge of a .xib or .storyboard, object by object; git's merge driver.",
        discussion: """
            The result is written over OURS (or to -o OUT), atomically. Objects are matched by id, \
            attributes merge one by one, and both sides' insertions are kept. Where both sides changed \
            the same thing differently, the file keeps ours and the conflict is listed on stderr. \
            Exit status: 0 merged cleanly, 1 conflicts remain, 2 an input cannot be read (OURS is \
            then untouched). An empty BASE means both sides added the file.
            """)

    @Argument(help: "The common ancestor (git's %O).")
    var base: String

    @Argument(help: "Our version (git's %A); the result replaces it.")
    var ours: String

    @Argument(help: "Their version (git's %B).")
    var theirs: String

    @Option(name: .short, help: "Where to write the result instead of OURS.")
    var output: String?

    @Option(help: "The file's path in the repository (git's %P), for messages, the conflict record, and the project's fonts, in which layout settles frames.")
    var path: String?

    func run() throws {
        let name = path ?? ours
        let result: MergeResult
        do {
            result = try FileMerge.merge(base: base, ours: ours, theirs: theirs, path: path)
        } catch .unreadable(let why) {
            printError(why)
            throw ExitStatus.unreadable
        } catch {
            printError("\(name): not merged: \(error); ours is left as it was")
            throw ExitStatus.documentError
        }
        do {
            try AtomicFile.write(Array(result.text.utf8), to: output ?? ours)
        } catch {
            printError("\(error)")
            throw ExitStatus.unreadable
        }
        for note in result.notes { printError("\(name): \(note)") }
        for conflict in result.conflicts { printError("\(name):\(conflict.line): conflict: \(conflict)") }
        do {
            try ConflictRecord.save(result.conflicts, for: path ?? output ?? ours)
        } catch {
            printError("\(error)")
        }
        if !result.conflicts.isEmpty {
            printError("\(name): \(result.conflicts.count) conflict\(result.conflicts.count == 1 ? "" : "s") left; the file keeps ours for each")
            throw ExitStatus.documentError
        }
    }
}
