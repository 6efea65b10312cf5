import ArgumentParser
import NibModel

/// `nibtool tree FILE`: the document outline, as Xcode's outline names the objects.
struct Tree: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the document outline: one object a line, indented, with its class, id and name; a storyboard's scenes with their ids.")

    @Argument(help: "A .xib or .storyboard file.")
    var file: String

    func run() throws {
        let loaded = try DocumentFiles.load(file)
        var lines: [String] = []
        func walk(_ object: NibObject, depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + "\(object.className) \(object.id) \"\(object.outlineName)\"")
            for child in object.children { walk(child, depth: depth + 1) }
        }
        let document = loaded.document
        if document.isStoryboard {
            // Each scene with its id, for `--scene`, and its objects under it.
            for scene in document.scenes {
                lines.append("scene \(scene.id) \"\(scene.title ?? scene.objects.first?.outlineName ?? "")\"")
                for object in scene.objects { walk(object, depth: 1) }
            }
        } else {
            for root in document.roots { walk(root, depth: 0) }
        }
        print(lines.joined(separator: "\n"))
    }
}
