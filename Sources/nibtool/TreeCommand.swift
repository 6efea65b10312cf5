import ArgumentParser
import NibModel

/// `nibtool tree FILE`: the document outline, as Xcode's outline names the objects.
struct Tree: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the document outline: one object a line, indented, with its class, id and name.")

    @Argument(help: "A .xib or .storyboard file.")
    var file: String

    func run() throws {
        let loaded = try DocumentFiles.load(file)
        var lines: [String] = []
        func walk(_ object: NibObject, depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + "\(object.className) \(object.id) \"\(object.outlineName)\"")
            for child in object.children { walk(child, depth: depth + 1) }
        }
        for root in loaded.document.roots { walk(root, depth: 0) }
        print(lines.joined(separator: "\n"))
    }
}
