import Foundation
import NibLayout
import NibModel
import XMLTree

/// Everything a document's bytes can make Nibbler do without a window: read, lay out its first
/// root, check it, draw it small. The fuzz target (`Fuzz/`) runs it on every input, and the
/// regression test on every input that once crashed or hung; it must return for any bytes.
public enum DocumentExercise {
    /// Returns how far the input got: 0 unreadable, 1 read, 2 laid out and drawn.
    @discardableResult
    public static func run(_ bytes: [UInt8]) -> Int {
        guard let xml = try? XMLReader.parse(bytes), let document = try? NibDocument(xml: xml) else { return 0 }
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let (entries, _) = layout.frames()
        _ = layout.issues()
        guard let root = entries.first(where: { $0.superview == nil })?.object else { return 1 }
        var frames: [String: Rect] = [:]
        for e in entries { frames[e.object.id] = e.frame }
        let renderer = Renderer(document: document, frames: frames)
        _ = renderer.writePNG(root: root, to: "/dev/null", scale: 0.25, bars: layout.bars(for: root))
        return 2
    }
}
