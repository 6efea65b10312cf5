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

/// A project of Swift files like a real app's: each a designable view with inspectables,
/// outlets, actions and some methods.
enum GeneratedProject {
    static func write(files: Int, to folder: URL) throws {
        for i in 0..<files {
            let module = folder.appendingPathComponent("Module\(i % 20)")
            try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
            try source(i).write(to: module.appendingPathComponent("View\(i).swift"), atomically: false, encoding: .utf8)
        }
    }

    static func source(_ i: Int) -> String {
        var text = "import UIKit\n\n/// View number \(i).\n@IBDesignable\nfinal class View\(i): UIView {\n"
        for p in 0..<6 {
            text += "    @IBInspectable var value\(p): CGFloat = \(p) {\n        didSet { layer.cornerRadius = value\(p); setNeedsLayout() }\n    }\n"
        }
        text += "    @IBInspectable var tint\(i): UIColor = .red\n"
        for o in 0..<3 { text += "    @IBOutlet weak var label\(o): UILabel!\n" }
        for a in 0..<2 { text += "    @IBAction func tapped\(a)(_ sender: Any) {\n        label\(a).text = \"Tapped \\(\(a))\"\n    }\n" }
        for m in 0..<4 {
            text += """
                    private func compute\(m)(values: [CGFloat]) -> CGFloat {
                        var total: CGFloat = 0
                        for (k, value) in values.enumerated() where k % 2 == 0 {
                            total += value * CGFloat(k + \(m))
                        }
                        return total > 100 ? total / 2 : total
                    }

                """
        }
        text += "    override var intrinsicContentSize: CGSize { CGSize(width: \(100 + i % 50), height: 44) }\n}\n"
        return text
    }
}
