import CPangoCairo
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

/// A navigation or tab bar controller's scene, as Xcode's canvas draws it.
@Suite("Container scenes on the canvas")
struct ContainerScenesTests {
    @Test("a tab bar controller's scene is its screen with its tab bar, a navigation controller's has its bar on top: no class name in the middle")
    func containers() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.containerStoryboard))
        let map = StoryboardMap(document: document, screen: (393, 852))
        let overview = OverviewRenderer(document: document, map: map)
        let image = try RenderedImage(overview: overview)
        let origin = overview.pictureOrigin()
        func at(_ x: Double, _ y: Double) -> (r: UInt8, g: UInt8, b: UInt8) { image.pixel(Int(x + origin.x), Int(y + origin.y)) }
        let tabs = map.scenes[0].frame, explore = map.scenes[1].frame
        // The first tab's icon is selected (blue), the second's gray, in the bar's top 49 pt.
        let selected = at(tabs.x + tabs.width / 4, tabs.y + tabs.height - 83 + 17)
        #expect(selected.b > 200 && selected.r < 60, "the selected tab: \(selected)")
        let other = at(tabs.x + tabs.width * 3 / 4, tabs.y + tabs.height - 83 + 17)
        #expect(other.r == other.b && other.r < 200, "the other tab: \(other)")
        // The screen above is empty: white where the placeholder's name was drawn.
        for dx in stride(from: -80.0, through: 80, by: 4) {
            let middle = at(tabs.x + tabs.width / 2 + dx, tabs.y + tabs.height / 2)
            #expect(middle.r > 250 && middle.g > 250 && middle.b > 250, "\(dx): \(middle)")
        }
        // The navigation controller's bar under the status bar, the bars' gray, not the screen's white.
        let bar = at(explore.x + explore.width / 2, explore.y + 59 + 22)
        #expect(bar.r < 250 && bar.r > 220, "the navigation bar: \(bar)")
        let below = at(explore.x + explore.width / 2, explore.y + 300)
        #expect(below.r > 250, "\(below)")
        // Its tab bar, with its own tab selected.
        let own = at(explore.x + explore.width / 4, explore.y + explore.height - 83 + 17)
        #expect(own.b > 200 && own.r < 60, "\(own)")
    }
}

/// The designer's storyboard canvas draws other scenes from pictures kept at the zoom.
@Suite("Storyboard canvas pictures")
struct OverviewCanvasTests {
    @Test("a frame makes pictures for its time budget only, the rest of the scenes blank until the next frames")
    func budget() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.storyboard))
        let map = StoryboardMap(document: document, screen: (393, 852))
        let canvas = OverviewCanvas(document: document, map: map)
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 400, 300))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        #expect(!canvas.drawScenes(visible: map.bounds, zoom: 0.25, skipping: nil, budget: .zero, in: cr), "nothing made: not complete")
        #expect(canvas.cachedBytes == 0)
        #expect(canvas.drawScenes(visible: map.bounds, zoom: 0.25, skipping: nil, budget: .seconds(60), in: cr))
        let made = canvas.cachedBytes
        #expect(canvas.drawScenes(visible: map.bounds, zoom: 0.5, skipping: nil, exact: false, budget: .seconds(60), in: cr),
                "while zooming every scene is painted from the pictures it has")
        #expect(canvas.cachedBytes == made && !canvas.isExact(at: 0.5), "and none is made")
    }

    @Test("scenes on screen are drawn from pictures made once per zoom; an edited scene's picture is made again; a new zoom starts afresh")
    func pictures() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.storyboard))
        let map = StoryboardMap(document: document, screen: (393, 852))
        let canvas = OverviewCanvas(document: document, map: map)
        let zoom = 0.25
        let size = (Int32(canvas.overview.size.width * zoom), Int32(canvas.overview.size.height * zoom))
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size.0, size.1))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        cairo_scale(cr, zoom, zoom)
        let origin = canvas.overview.pictureOrigin()
        cairo_translate(cr, origin.x, origin.y)
        let everything = map.bounds
        canvas.drawScenes(visible: everything, zoom: zoom, skipping: nil, budget: .seconds(60), in: cr)
        let all = canvas.cachedBytes
        #expect(all > 0)
        canvas.drawScenes(visible: everything, zoom: zoom, skipping: nil, budget: .seconds(60), in: cr)
        #expect(canvas.cachedBytes == all, "drawn again from the same pictures")
        // The list's red view is in the picture, where the scene is.
        cairo_surface_flush(surface)
        let data = try #require(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let list = map.scenes[1].frame
        let (x, y) = (Int((list.x + 150 + origin.x) * zoom), Int((list.y + 400 + origin.y) * zoom))
        let pixel = data.advanced(by: y * stride + x * 4)
        #expect(pixel[2] > 200 && pixel[1] < 60, "red at the list's red view: \(pixel[2]), \(pixel[1])")
        canvas.invalidate(scene: 1)
        #expect(canvas.cachedBytes < all)
        // Only what is on screen is drawn: the detail scene alone.
        canvas.clear()
        canvas.drawScenes(visible: map.scenes[2].frame, zoom: zoom, skipping: nil, budget: .seconds(60), in: cr)
        let one = canvas.cachedBytes
        #expect(one > 0 && one < all)
        // While zooming, the picture at the old zoom is painted scaled; once it pauses, afresh.
        canvas.drawScenes(visible: map.scenes[2].frame, zoom: 0.5, skipping: nil, exact: false, in: cr)
        #expect(canvas.cachedBytes == one && !canvas.isExact(at: 0.5))
        canvas.drawScenes(visible: map.scenes[2].frame, zoom: 0.5, skipping: nil, budget: .seconds(60), in: cr)
        #expect(canvas.cachedBytes > one && canvas.isExact(at: 0.5), "a picture at the new zoom, larger")
    }
}
