import CPangoCairo
import Foundation
import NibLayout
import NibModel
import NibRender
import SharedFiles
import Testing
import XMLTree

@Suite("Rendering")
struct RendererTests {
    /// The ARGB pixel at (x, y) of a PNG, in pixels.
    private func pixel(_ png: String, _ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let surface = cairo_image_surface_create_from_png(png)!
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let p = data.advanced(by: y * stride + x * 4)
        return (p[2], p[1], p[0])
    }

    @Test("the example draws its texts and a red 3 pt border set in the inspector, on the grown container")
    func borderAndText() throws {
        let url = SharedFiles.projectRoot.appendingPathComponent("Resources/examples/SeedDemo.xib")
        let document = try NibDocument(xml: XMLReader.parse(try String(contentsOf: url, encoding: .utf8)))
        try document.set("borderWidth", to: "3", on: "Nb1-cv-GRP")
        try document.set("borderColor", to: "#FF0000", on: "Nb1-cv-GRP")
        try document.set("text", to: "A much longer image label", on: "Nb1-lb-IMG")
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let (entries, _) = layout.frames()
        var frames: [String: Rect] = [:]
        for e in entries { frames[e.object.id] = e.frame }
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: png) }
        let root = try #require(document.objectsByID["Nb1-rt-VW1"])
        #expect(Renderer(document: document, frames: frames).writePNG(root: root, to: png, scale: 1))

        let container = try #require(frames["Nb1-cv-GRP"])
        #expect(container.width > 250)
        let edge = pixel(png, Int(container.x + 1), Int(container.y + container.height / 2))
        #expect(edge.r > 200 && edge.g < 60 && edge.b < 60, "the border is \(edge)")
        let outside = pixel(png, Int(container.x - 4), Int(container.y + container.height / 2))
        #expect(outside.r > 240 && outside.g > 240 && outside.b > 240, "outside the border is \(outside)")
        // Some dark text pixels inside the label.
        let label = try #require(frames["Nb1-lb-IMG"])
        var dark = 0
        for x in stride(from: Int(container.x + label.x), to: Int(container.x + label.x + label.width), by: 1) {
            let p = pixel(png, x, Int(container.y + label.y + label.height / 2))
            if p.r < 100 && p.g < 100 && p.b < 100 { dark += 1 }
        }
        #expect(dark > 10)
    }

    @Test("a button shows its image from the asset catalog beside its title")
    func buttonImage() throws {
        let document = try NibDocument(xml: XMLReader.parse("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <button id="b"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                <state key="normal" title="Go" image="Nibbler icon"/></button>
                        </subviews>
                    </view>
                </objects>
                <resources><image name="Nibbler icon" width="64" height="64"/></resources>
            </document>
            """))
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: png) }
        let folder = SharedFiles.projectRoot.appendingPathComponent("Resources/examples").path
        let frames = ["root": Rect(x: 0, y: 0, width: 200, height: 100), "b": Rect(x: 0, y: 0, width: 200, height: 100)]
        #expect(Renderer(document: document, frames: frames, imageFolders: [folder]).writePNG(root: try #require(document.objectsByID["root"]), to: png, scale: 1))
        // The image's 64 pt sit left of centre, the title right of it: colour where the image is.
        var coloured = 0
        for x in 60..<120 {
            let p = pixel(png, x, 50)
            if abs(Int(p.r) - Int(p.b)) > 40 || p.r < 200 { coloured += 1 }
        }
        #expect(coloured > 10, "the icon is drawn: \(coloured) pixels")
        let right = pixel(png, 195, 50)
        #expect(right.r > 240 && right.g > 240 && right.b > 240, "nothing past the title")
    }

    @Test("a label of any number of lines fills its frame with wrapped lines, not one truncated line")
    func multiLineLabel() throws {
        let document = try NibDocument(xml: XMLReader.parse("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <label numberOfLines="0" text="One two three four five six seven eight nine ten eleven twelve" id="l">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            </label>
                        </subviews>
                    </view>
                </objects>
            </document>
            """))
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: png) }
        let frames = ["root": Rect(x: 0, y: 0, width: 200, height: 100), "l": Rect(x: 0, y: 0, width: 200, height: 100)]
        #expect(Renderer(document: document, frames: frames).writePNG(root: try #require(document.objectsByID["root"]), to: png, scale: 1))
        // Three lines centred in 100 pt: text above and below the middle line.
        func darkRows(_ rows: Range<Int>) -> Int {
            rows.reduce(0) { sum, y in sum + (0..<200).filter { x in pixel(png, x, y).r < 100 }.count }
        }
        #expect(darkRows(20..<40) > 20 && darkRows(60..<80) > 20, "text above \(darkRows(20..<40)), below \(darkRows(60..<80))")
    }

    @Test("the selection shows blue handles, and views with problems an orange outline")
    func overlays() throws {
        let url = SharedFiles.projectRoot.appendingPathComponent("Resources/examples/SeedDemo.xib")
        let document = try NibDocument(xml: XMLReader.parse(try String(contentsOf: url, encoding: .utf8)))
        let (entries, _) = DocumentLayout(document: document, sizing: MeasuredSizing()).frames()
        var frames: [String: Rect] = [:]
        for e in entries { frames[e.object.id] = e.frame }
        let renderer = Renderer(document: document, frames: frames)
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: png) }
        let overlay = Overlay(selection: "Nb1-cv-GRP", conflicting: [], problemViews: ["Nb1-lb-TX1"])
        #expect(renderer.writePNG(root: try #require(document.objectsByID["Nb1-rt-VW1"]), to: png, scale: 1, overlay: overlay))
        /// Whether some pixel within 3 px of (x, y) passes `test`.
        func near(_ x: Double, _ y: Double, _ test: ((r: UInt8, g: UInt8, b: UInt8)) -> Bool) -> Bool {
            (-3...3).contains { dx in (-3...3).contains { dy in test(pixel(png, Int(x) + dx, Int(y) + dy)) } }
        }
        let container = try #require(renderer.absoluteFrame("Nb1-cv-GRP"))
        #expect(near(container.x + container.width, container.y + container.height / 2) { $0.b > 200 && $0.r < 60 && $0.g < 150 })
        let label = try #require(renderer.absoluteFrame("Nb1-lb-TX1"))
        #expect(near(label.x + 4, label.y) { $0.r > 200 && $0.g < 230 && Int($0.b) + 40 < Int($0.g) })
        #expect(!near(label.x + 4, label.y + 60) { $0.r > 200 && $0.g < 230 && Int($0.b) + 40 < Int($0.g) })
    }
}
