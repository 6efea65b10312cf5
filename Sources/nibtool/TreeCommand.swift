import ArgumentParser
import Foundation
import NibLayout
import NibModel
import NibRender

/// `nibtool tree FILE`: the document outline, as Xcode's outline names the objects.
struct Tree: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the document outline: one object a line, indented, with its class, id and name; a storyboard's scenes with their ids.")

    @Argument(help: "A .xib or .storyboard file.")
    var file: String

    @Flag(help: "For a storyboard, print its canvas as JSON instead: each scene's frame and each arrow's ends, in the points of the canvas picture (`render --overview` at scale 1; the designer's canvas at zoom 1).")
    var canvas = false

    func run() throws {
        let loaded = try DocumentFiles.load(file)
        if canvas { return try printCanvas(loaded.document) }
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

    private func printCanvas(_ document: NibDocument) throws {
        guard document.isStoryboard else {
            printError("\(file): --canvas prints a storyboard's scenes; a XIB has none")
            throw ExitStatus.documentError
        }
        let map = StoryboardMap(document: document)
        let overview = OverviewRenderer(document: document, map: map)
        let (origin, size) = (overview.pictureOrigin(), overview.size)
        func point(_ p: (x: Double, y: Double)) -> [Double] { [p.x + origin.x, p.y + origin.y] }
        let scenes: [[String: Any]] = map.scenes.map { scene in
            ["id": scene.id, "controller": scene.controller.id, "title": scene.title,
             "frame": [scene.frame.x + origin.x, scene.frame.y + origin.y, scene.frame.width, scene.frame.height]]
        }
        let links: [[String: Any]] = map.links.map { link in
            let (start, end) = map.arrow(link)
            return ["id": link.id, "kind": link.kind, "from": map.scenes[link.from].id, "to": map.scenes[link.to].id,
                    "start": point(start), "end": point(end)]
        }
        let json: [String: Any] = ["size": [size.width, size.height], "scenes": scenes, "links": links]
        let data = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }
}
