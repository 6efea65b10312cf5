import Foundation
import NibDesign
import NibLayout
import NibModel
import NibRender
import SharedFiles
import Testing

/// The seed demo made again from an empty 320×480 document with the designer's own commands
/// (the GUI test does the same with mouse and keys): its solved frames match the seed
/// storyboard's, solved the same way, within a point.
@Suite("Rebuilding the seed demo")
struct SeedRebuildTests {
    @Test("the Size inspector's frame is one step, and refuses what is not a frame")
    func setFrame() throws {
        let session = DesignSession(newFor: try #require(Device.named("retina3_5")))
        let id = try session.addFromLibrary("view")
        try session.setFrame(id, to: Rect(x: 76, y: 138.5, width: 168, height: 53))
        #expect(session.frames[id] == Rect(x: 76, y: 138.5, width: 168, height: 53))
        #expect(session.document.xml.serialized().contains(#"<rect key="frame" x="76" y="138.5" width="168" height="53"/>"#))
        #expect(throws: EditError.self) { try session.setFrame(id, to: Rect(x: .nan, y: 0, width: 1, height: 1)) }
        #expect(throws: EditError.self) { try session.setFrame(id, to: Rect(x: 0, y: 0, width: -1, height: 1)) }
        #expect(throws: EditError.self) { try session.setFrame(try #require(session.root?.id), to: Rect(x: 0, y: 0, width: 1, height: 1)) }
        #expect(session.undo())
        #expect(session.frames[id] == Rect(x: 40, y: 176, width: 240, height: 128))
    }

    @Test("library, frames, pins, sizes, alignments and constants rebuild the seed demo's layout", SharedFiles.needsCorpus)
    func rebuild() throws {
        let session = DesignSession(newFor: try #require(Device.named("retina3_5")))
        let root = try #require(session.root?.id)
        func add(_ className: String, into container: String, at frame: Rect) throws -> String {
            session.selection = container
            let id = try session.addFromLibrary(className)
            try session.setFrame(id, to: frame)
            return id
        }
        /// Types a constant into the newest constraint, as the GUI test does where Auto Layout
        /// resized a view (a label to its text) after the frame was placed.
        func setNewestConstant(_ value: Double) throws {
            let newest = try #require(session.document.constraints.last { !ids.contains($0.constraint.id) })
            ids.insert(newest.constraint.id)
            try session.setConstraint(newest.constraint.id, constant: value)
        }
        var ids: Set<String> = []
        func settle() { ids.formUnion(session.document.constraints.map(\.constraint.id)) }

        // The container, centred 75 pt above the middle where it was placed.
        let container = try add("view", into: root, at: Rect(x: 76, y: 138.5, width: 168, height: 53))
        try session.center(.centerX, of: container, keepingOffset: true)
        try session.center(.centerY, of: container, keepingOffset: true)
        #expect(session.document.constraints.contains { $0.constraint.firstAttribute == .centerY && $0.constraint.constant == -75 })
        // The image view: its size, and its leading, top and bottom edges on the container's.
        let image = try add("imageView", into: container, at: Rect(x: 0, y: 0, width: 69, height: 53))
        try session.fixSize(NibConstraint.Attribute.width, of: image)
        try session.fixSize(NibConstraint.Attribute.height, of: image)
        for edge in [DesignSession.Edge.leading, .top, .bottom] { try session.pin(edge, of: image) }
        // The label: 5 pt after the image, 5 pt before the container's edge, centred on the image.
        let label = try add("label", into: container, at: Rect(x: 74, y: 16, width: 89, height: 21))
        try session.set("text", to: "Image label", on: label)
        try session.pin(.leading, of: label)
        settle()
        try session.pin(.trailing, of: label)
        try setNewestConstant(5)
        try session.align(.centerY, label, image)
        try setNewestConstant(0)
        // The caption and the text field beside it, 30 pt from the top.
        let caption = try add("label", into: root, at: Rect(x: 5, y: 30, width: 75, height: 21))
        try session.set("text", to: "label text:", on: caption)
        let field = try add("textField", into: root, at: Rect(x: 84, y: 30, width: 231, height: 21))
        try session.fixSize(NibConstraint.Attribute.height, of: field)
        try session.pin(.leading, of: caption)
        try session.pin(.top, of: field)
        settle()
        try session.pin(.leading, of: field)
        try setNewestConstant(4)
        try session.pin(.trailing, of: field)
        try setNewestConstant(5)
        try session.align(.centerY, field, caption)
        try setNewestConstant(0)
        try session.updateFrames(of: root)

        #expect(session.currentIssues().map(\.message) == [])
        let seed = try DesignSession(opening: SharedFiles.seedDemo.path).frames
        let pairs: [(String, String)] = [(container, "8wR-AV-Hws"), (image, "Ibg-Po-zMe"), (label, "9ti-sA-vbi"),
                                         (caption, "yPZ-lh-K84"), (field, "5MU-9A-cVy")]
        for (ours, theirs) in pairs {
            let a = try #require(session.frames[ours]), b = try #require(seed[theirs])
            #expect(abs(a.x - b.x) <= 1 && abs(a.y - b.y) <= 1 && abs(a.width - b.width) <= 1 && abs(a.height - b.height) <= 1,
                    "\(theirs): rebuilt \(a), seed \(b)")
        }
    }
}
