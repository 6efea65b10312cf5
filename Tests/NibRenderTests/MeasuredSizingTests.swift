import Foundation
import NibLayout
import NibModel
import NibRender
import SharedFiles
import Testing
import XMLTree

@Suite("Text measurement and layout with it")
struct MeasuredSizingTests {
    @Test("pango measures text in the stand-in system font, wider for longer text and bigger fonts")
    func measures() {
        let measurer = TextMeasurer()
        let body = FontDescription(kind: .system, pointSize: 17)
        let short = measurer.size(of: "Image label", font: body)
        #expect((80...95).contains(short.width), "\(short)")  // Xcode stored 89 (Helvetica Neue)
        #expect((18...23).contains(short.height), "\(short)")
        #expect(measurer.size(of: "Image label that grew", font: body).width > short.width + 60)
        #expect(measurer.size(of: "Image label", font: FontDescription(kind: .boldSystem, pointSize: 34)).width > 2 * short.width)
        let wrapped = measurer.size(of: "one two three four five six seven", font: body, maxWidth: 80, lines: 0)
        #expect(wrapped.width <= 80 && wrapped.height >= 3 * short.height)
    }

    @Test("the seed demo lays out close to Xcode's frames with measured text, the group centred",
          SharedFiles.needsCorpus)
    func seedDemo() throws {
        let document = try NibDocument(xml: XMLReader.parse(Array(try Data(contentsOf: SharedFiles.seedDemo))))
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let (entries, refused) = layout.frames()
        #expect(refused.isEmpty, "\(refused)")
        #expect(entries.first?.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        for entry in entries {
            let saved = try #require(entry.object.frame)
            #expect(abs(entry.frame.width - saved.width) <= 5 && abs(entry.frame.x - saved.x) <= 5, "\(entry.object.id): \(entry.frame) vs \(saved)")
        }
        let container = try #require(entries.first { $0.object.id == "8wR-AV-Hws" }?.frame)
        #expect(abs(container.x + container.width / 2 - 160) < 1e-6)
        #expect(abs(container.y + container.height / 2 - (240 - 75)) < 1e-6)
    }
}

@Suite("The bundled example")
struct BundledExampleTests {
    @Test("Resources/examples/SeedDemo.xib loads, round-trips, and its frames are the ones Auto Layout solves")
    func example() throws {
        let url = SharedFiles.projectRoot.appendingPathComponent("Resources/examples/SeedDemo.xib")
        let text = try String(contentsOf: url, encoding: .utf8)
        let document = try NibDocument(xml: XMLReader.parse(text))
        #expect(document.xml.serialized() == text)
        let (entries, refused) = DocumentLayout(document: document, sizing: MeasuredSizing()).frames()
        #expect(refused.isEmpty, "\(refused)")
        #expect(entries.count == 6)
        for entry in entries {
            let saved = try #require(entry.object.frame)
            let misplaced = [entry.frame.x - saved.x, entry.frame.y - saved.y, entry.frame.width - saved.width, entry.frame.height - saved.height]
            #expect(misplaced.allSatisfy { abs($0) <= 0.5 }, "\(entry.object.outlineName): solved \(entry.frame), saved \(saved)")
        }
        #expect(Inspectables.runtimeValue("borderWidth", of: try #require(document.objectsByID["Nb1-cv-GRP"])) == .number(1))
    }
}

@Suite("Live layout")
struct LiveLayoutTests {
    @Test("typing into the label re-solves incrementally, names the views that moved, and keeps the group centred")
    func typing() throws {
        let url = SharedFiles.projectRoot.appendingPathComponent("Resources/examples/SeedDemo.xib")
        let document = try NibDocument(xml: XMLReader.parse(try String(contentsOf: url, encoding: .utf8)))
        let root = try #require(document.objectsByID["Nb1-rt-VW1"])
        let screen = try #require(Device.named("retina4_7"))
        let engine = LayoutEngine(document: document, root: root, screen: screen, sizing: MeasuredSizing())
        _ = engine.solve()
        let before = try #require(engine.frames["Nb1-cv-GRP"])
        var text = "Image label"
        for ch in " that grows" {
            text.append(ch)
            try document.set("text", to: text, on: "Nb1-lb-IMG")
            let moved = engine.updateIntrinsicSize(of: "Nb1-lb-IMG")
            #expect(!moved.contains("Nb1-tf-IN1") && !moved.contains("Nb1-lb-TX1"), "\(moved)")
            let container = try #require(engine.frames["Nb1-cv-GRP"])
            #expect(abs(container.x + container.width / 2 - screen.width / 2) < 1e-6)
            #expect(abs(container.y + container.height / 2 - (screen.height / 2 - 75)) < 1e-6)
        }
        let after = try #require(engine.frames["Nb1-cv-GRP"])
        #expect(after.width > before.width + 60)
        let moved = engine.updateIntrinsicSize(of: "Nb1-lb-IMG")
        #expect(moved.isEmpty)  // nothing changed since the last keystroke
    }

    @Test("after each keystroke every frame is the one a fresh layout of the edited document gives")
    func liveFramesMatchAFreshLayout() throws {
        let document = try GeneratedDocuments.nestedLabels(60)
        let root = try #require(document.objectsByID["root"])
        let screen = try #require(Device.named("retina4_7"))
        let engine = LayoutEngine(document: document, root: root, screen: screen, sizing: MeasuredSizing())
        _ = engine.solve()
        for (k, id) in ["L0-0", "L3-7", "L5-9", "L0-0"].enumerated() {
            try document.set("text", to: "Edited label \(k) " + String(repeating: "w", count: 3 * k), on: id)
            let moved = engine.updateIntrinsicSize(of: id)
            #expect(moved.contains(id))
            let fresh = LayoutEngine(document: document, root: root, screen: screen, sizing: MeasuredSizing()).solve().frames
            #expect(engine.frames.count == fresh.count)
            for (view, frame) in fresh {
                let live = try #require(engine.frames[view])
                #expect(live.within(0.01, of: frame), "\(view): live \(live), fresh \(frame)")
            }
        }
    }
}

@Suite("The seed demo, as the issue states it")
struct SeedDemoLayoutTests {
    @Test("after a longer label text the container is wider and still centred 75 pt above the middle", SharedFiles.needsCorpus)
    func longerText() throws {
        let document = try NibDocument(xml: XMLReader.parse(Array(try Data(contentsOf: SharedFiles.seedDemo))))
        func container() throws -> Rect {
            let (entries, refused) = DocumentLayout(document: document, sizing: MeasuredSizing()).frames()
            #expect(refused.isEmpty)
            let root = try #require(entries.first { $0.superview == nil }?.frame)
            let c = try #require(entries.first { $0.object.id == "8wR-AV-Hws" }?.frame)
            #expect(abs(c.x + c.width / 2 - root.width / 2) < 1e-6)
            #expect(abs(c.y + c.height / 2 - (root.height / 2 - 75)) < 1e-6)
            return c
        }
        let before = try container()
        try document.set("text", to: "A much longer label text", on: "9ti-sA-vbi")
        let after = try container()
        #expect(after.width > before.width + 50)
        #expect(DocumentLayout(document: document, sizing: MeasuredSizing()).issues().allSatisfy { $0.severity == .warning })
    }
}
