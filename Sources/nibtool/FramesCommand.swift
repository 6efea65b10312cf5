import ArgumentParser
import Foundation
import NibLayout
import NibModel
import NibRender

/// `nibtool frames FILE`: every view's solved frame, relative to its superview.
struct Frames: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Lay the document out with Auto Layout and print each view's frame relative to its superview.",
        discussion: "JSON: an array, one object per view in document order over every root: {\"id\", \"class\", \"name\", \"superview\", \"frame\": {\"x\", \"y\", \"width\", \"height\"}}.")

    enum Format: String, ExpressibleByArgument { case json, text }

    @Argument(help: "A .xib or .storyboard file.")
    var file: String

    @Option(help: "Only the root of this storyboard scene (its sceneID).")
    var scene: String?

    @Option(help: "Lay out at WIDTHxHEIGHT points instead of the document's device.")
    var size: String?

    @Option(name: .customLong("content-size"), help: ContentSizeCategory.help)
    var contentSize: ContentSizeCategory?

    @Option(help: "json or text.")
    var format: Format = .json

    func run() throws {
        DocumentFiles.startLoadingFonts(for: file)   // while the document is read
        let screenSize = try Self.parseSize(size)
        let loaded = try DocumentFiles.load(file)
        try DocumentFiles.checkScene(scene, in: loaded.document, file: file)
        let sizing = MeasuredSizing(contentSize: contentSize, screen: SizedScreen.of(loaded.document, size: screenSize))
        let layout = DocumentLayout(document: loaded.document, sizing: sizing)
        let (entries, refused) = layout.frames(sceneID: scene, size: screenSize)
        for (constraint, reason) in refused { printError("\(file):\(constraint): warning: \(reason)") }
        switch format {
        case .json:
            let objects: [[String: Any]] = entries.map { e in
                ["id": e.object.id, "class": e.object.className, "name": e.object.outlineName,
                 "superview": e.superview ?? NSNull(),
                 "frame": ["x": e.frame.x, "y": e.frame.y, "width": e.frame.width, "height": e.frame.height]]
            }
            let data = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys])
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        case .text:
            var depth: [String: Int] = [:]
            for e in entries {
                let d = e.superview.flatMap { depth[$0].map { $0 + 1 } } ?? 0
                depth[e.object.id] = d
                let f = e.frame
                print(String(repeating: "  ", count: d) + "\(e.object.className) \(e.object.id) \"\(e.object.outlineName)\": x=\(fmt(f.x)) y=\(fmt(f.y)) width=\(fmt(f.width)) height=\(fmt(f.height))")
            }
        }
    }

    /// `375x667` as a size in points.
    static func parseSize(_ text: String?) throws -> (width: Double, height: Double)? {
        guard let text else { return nil }
        let parts = text.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 > 0 && $0 <= 100_000 }) else {
            throw ValidationError("--size must look like 375x667")
        }
        return (parts[0], parts[1])
    }

    private func fmt(_ x: Double) -> String { String(format: "%g", (x * 1000).rounded() / 1000) }
}
