import Foundation
import NibLayout
import NibModel
import NibRender
import SharedFiles
import Testing
import XMLTree

/// The storyboard's whole canvas, as `nibtool render --overview` draws it.
@Suite("Storyboard overview")
struct OverviewRendererTests {
    @Test("every scene is drawn at its place, with its views at their stored frames, and arrows between the right scenes")
    func overview() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.storyboard))
        let map = StoryboardMap(document: document, screen: (393, 852))
        let overview = OverviewRenderer(document: document, map: map)
        let image = try RenderedImage(overview: overview)
        let origin = overview.pictureOrigin()
        func at(_ x: Double, _ y: Double) -> (r: UInt8, g: UInt8, b: UInt8) { image.pixel(Int(x + origin.x), Int(y + origin.y)) }
        let list = map.scenes[1].frame, detail = map.scenes[2].frame
        // The list's red view, at its stored frame inside the scene.
        let red = at(list.x + 150, list.y + 400)
        #expect(red.r > 200 && red.g < 60 && red.b < 60, "\(red)")
        // The detail scene is white; the canvas between scenes gray.
        let white = at(detail.x + 200, detail.y + 700)
        #expect(white.r > 250 && white.g > 250 && white.b > 250, "\(white)")
        let gap = at(list.x + list.width + 40, list.y + 100)
        #expect(gap.r < 245 && gap.r > 220, "the canvas: \(gap)")
        // The show segue's line, halfway between the list's right edge and the detail's left,
        // a little off the sign's circle, is the arrows' gray.
        let line = at(list.x + list.width + 30, 0)
        #expect(line.r < 140 && abs(Int(line.r) - Int(line.b)) < 20, "the arrow: \(line)")
        // No arrow runs above or below the scenes' middle there.
        let off = at(list.x + list.width + 30, 100)
        #expect(off.r > 220, "\(off)")
        // The entry point: a thick arrow into the navigation controller's left edge.
        let entry = at(map.scenes[0].frame.x - 60, 0)
        #expect(entry.r < 140, "\(entry)")
    }
}
