import ArgumentParser
import Foundation
import NibSource

/// `nibtool bench index`: the project source index on a generated project.
struct IndexBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "index",
        abstract: "Index a generated project of --files Swift files (a designable view of some 90 lines each), or DIR.",
        discussion: "Prints the median of --runs of reading and indexing every file, in ms, with the classes and inspectables found.")

    @Argument(help: "A project folder; without it, a generated one.")
    var folder: String?

    @Option(help: "Swift files in the generated project.")
    var files = 2000

    @Option(help: "Runs; the median is printed.")
    var runs = 3

    func run() throws {
        var generated: URL?
        defer { generated.map { try? FileManager.default.removeItem(at: $0) } }
        let root: String
        if let folder {
            root = folder
        } else {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-index-\(UUID().uuidString)")
            try GeneratedProject.write(files: files, to: url)
            (generated, root) = (url, url.path)
        }
        var times: [Double] = []
        var found = (classes: 0, inspectables: 0)
        for _ in 0..<max(1, runs) {
            var index: SourceIndex?
            times.append(ContinuousClock().measure { index = SourceIndex(folder: root) }.milliseconds)
            found = (index!.types.count, index!.types.reduce(0) { $0 + $1.inspectables.count })
        }
        print("index files=\(files) classes=\(found.classes) inspectables=\(found.inspectables) index_ms=\(String(format: "%.0f", times.sorted()[times.count / 2]))")
    }
}
