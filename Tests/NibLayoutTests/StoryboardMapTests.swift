import Foundation
import NibLayout
import NibModel
import NibXML
import SharedFiles
import Testing
import XMLTree

/// The storyboard's canvas: scenes at their `canvasLocation`, the arrows between them.
@Suite("Storyboard map")
struct StoryboardMapTests {
    static func map() throws -> (NibDocument, StoryboardMap) {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.storyboard))
        return (document, StoryboardMap(document: document, screen: (393, 852)))
    }

    @Test("every scene sits centred on its canvasLocation, at its view's size or the device's")
    func placement() throws {
        let (_, map) = try Self.map()
        #expect(map.scenes.map(\.id) == ["nav-00-scn", "lst-00-scn", "dtl-00-scn", "ref-00-scn"])
        #expect(map.scenes[0].frame == Rect(x: -796.5, y: -426, width: 393, height: 852), "a navigation controller: the device's size")
        #expect(map.scenes[1].frame == Rect(x: -96.5, y: -426, width: 393, height: 852))
        #expect(map.scenes[3].isReference && map.scenes[3].title == "Settings · Privacy")
        #expect(map.scenes[3].frame.width == 200 && map.scenes[3].frame.x + 100 == 100)
        #expect(map.scenes[1].title == "List")
        #expect(map.initialScene == 0)
        let bounds = map.bounds
        #expect(bounds.x == -796.5 && bounds.y == -426 - StoryboardMap.headerHeight)
    }

    @Test("in a landscape document a navigation controller's scene is the device turned, as Xcode shows every scene (xdripswift's, Xcode 26)")
    func landscapeContainerScene() throws {
        let landscape = InlineDocuments.storyboard.replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#)
        let document = try NibDocument(xml: XMLReader.parse(landscape))
        let map = StoryboardMap(document: document)
        #expect(map.scenes[0].frame.width == 852 && map.scenes[0].frame.height == 393)
        let bars = try #require(DocumentLayout(document: document, sizing: FileFrameSizing()).containerBars(for: map.scenes[0].controller))
        #expect(bars.statusBar == 0, "a phone held sideways hides its status bar")
    }

    @Test("segues and relationships link the right scenes, and arrows run between facing edges")
    func links() throws {
        let (_, map) = try Self.map()
        let described = map.links.map { "\($0.from)→\($0.to) \($0.kind) \($0.relationship ?? "")" }
        #expect(described == ["0→1 relationship rootViewController", "1→2 show ", "1→3 presentation "])
        let show = try #require(map.links.first { $0.kind == "show" })
        let (start, end) = map.arrow(show)
        #expect(start.x == map.scenes[1].frame.x + 393 && start.y == 0, "from the list's right edge, halfway down")
        #expect(end.x == map.scenes[2].frame.x && end.y == 0, "to the detail's left edge")
        let present = try #require(map.links.first { $0.kind == "presentation" })
        let (down, into) = map.arrow(present)
        #expect(down.y == map.scenes[1].frame.y + 852, "down from the list's bottom edge")
        #expect(into.y == map.scenes[3].frame.y, "into the reference's top edge")
    }

    @Test("a XIB's top-level views sit on the canvas at their own canvasLocation, or in a row")
    func xibTopLevelViews() throws {
        let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <view contentMode="scaleToFill" id="one"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/><point key="canvasLocation" x="100" y="50"/></view>
            <view contentMode="scaleToFill" id="two"><rect key="frame" x="0.0" y="0.0" width="300" height="60"/><point key="canvasLocation" x="600" y="-40"/></view>
            <view contentMode="scaleToFill" id="three"><rect key="frame" x="0.0" y="0.0" width="50" height="50"/></view>
            </objects></document>
            """
        let document = try NibDocument(xml: XMLReader.parse(xib))
        let map = StoryboardMap(document: document)
        #expect(map.scenes.map(\.id) == ["one", "two", "three"] && map.links.isEmpty && map.initialScene == nil)
        #expect(map.scenes[0].frame == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(map.scenes[1].frame == Rect(x: 450, y: -70, width: 300, height: 60))
        #expect(map.scenes[2].frame == Rect(x: 0, y: 0, width: 50, height: 50), "without a place: in a row from the origin")
        #expect(map.scenes[1].root?.id == "two" && map.scenes[1].title == document.objectsByID["two"]!.outlineName)
        // Moving one writes its own point.
        try document.moveScene("two", by: 10, 10, from: (600, -40))
        #expect(document.xml.serialized().contains(#"<point key="canvasLocation" x="610" y="-30"/>"#))
    }

    @Test("a point picks the scene under it (its header apart), or the arrow it is near")
    func picking() throws {
        let (_, map) = try Self.map()
        #expect(map.scene(at: (100, 0))?.index == 1 && map.scene(at: (100, 0))?.onHeader == false)
        #expect(map.scene(at: (100, -426 - 10))?.onHeader == true, "the header above the list")
        #expect(map.scene(at: (400, 0)) == nil, "the canvas between the list and the detail")
        let show = try #require(map.links.firstIndex { $0.kind == "show" })
        #expect(map.link(near: (450, 3), tolerance: 8) == show, "on the show arrow, 3 pt off its line")
        #expect(map.link(near: (450, 40), tolerance: 8) == nil)
    }

    @Test("every corpus storyboard: one scene per controller scene, every segue to another scene linked", SharedFiles.needsCorpus)
    func corpus() throws {
        var (storyboards, scenes, links) = (0, 0, 0)
        for url in [SharedFiles.corpus, SharedFiles.moreCorpus].flatMap({ CorpusFiles.list($0.path) }) where url.name.hasSuffix(".storyboard") {
            guard let document = try? InterfaceBuilderFile.load(url.path).document else { continue }
            let map = StoryboardMap(document: document, screen: (375, 667))
            let expected = document.scenes.filter { $0.objects.contains { $0.className.hasSuffix("Controller") || $0.className == "viewControllerPlaceholder" } }
            #expect(map.scenes.count == expected.count, "\(url.name)")
            for link in map.links {
                #expect(link.from != link.to && map.scenes.indices.contains(link.to), "\(url.name): \(link.id)")
                let (a, b) = map.arrow(link)
                #expect(a.x.isFinite && a.y.isFinite && b.x.isFinite && b.y.isFinite, "\(url.name): \(link.id)")
            }
            (storyboards, scenes, links) = (storyboards + 1, scenes + map.scenes.count, links + map.links.count)
        }
        print("storyboard map: \(storyboards) storyboards, \(scenes) scenes, \(links) links")
        #expect(storyboards > 200 && links > 300)
    }
}
