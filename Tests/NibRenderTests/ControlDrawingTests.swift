import CPangoCairo
import Foundation
import NibLayout
import NibModel
import NibRender
import SharedFiles
import Testing
import XMLTree

/// Every UIKit view of IBDecodable's test storyboard (`Tests/Fixtures`), drawn: each control,
/// bar and picker shows something where the layout puts it, as on Interface Builder's canvas.
@Suite("Drawing every kind of view")
struct ControlDrawingTests {
    /// The rendered scene, with each view's frame in its root's coordinates.
    struct Picture {
        let surface: OpaquePointer
        let frames: [String: Rect]

        /// How many pixels inside the view's frame pass `test`.
        func count(in id: String, _ test: (Double, Double, Double) -> Bool) -> Int {
            frames[id].map { count(in: $0, test) } ?? 0
        }

        func count(in f: Rect, _ test: (Double, Double, Double) -> Bool) -> Int {
            let (stride, data) = (Int(cairo_image_surface_get_stride(surface)), cairo_image_surface_get_data(surface)!)
            let (width, height) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
            var n = 0
            for y in max(0, Int(f.y))..<min(height, Int(f.y + f.height)) {
                for x in max(0, Int(f.x))..<min(width, Int(f.x + f.width)) {
                    let p = data.advanced(by: y * stride + x * 4)
                    if test(Double(p[2]) / 255, Double(p[1]) / 255, Double(p[0]) / 255) { n += 1 }
                }
            }
            return n
        }

        func dark(in id: String) -> Int { count(in: id) { r, g, b in r < 0.4 && g < 0.4 && b < 0.4 } }
        func gray(in id: String) -> Int { count(in: id) { r, g, b in r < 0.97 && abs(r - g) < 0.03 && abs(g - b) < 0.05 } }
        func blue(in id: String) -> Int { count(in: id) { r, g, b in b > 0.8 && r < 0.3 } }
    }

    static func render() throws -> Picture {
        let url = SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/StoryboardAllViews.storyboard")
        let document = try NibDocument(xml: XMLReader.parse(Array(try Data(contentsOf: url))))
        let (entries, _) = DocumentLayout(document: document, sizing: MeasuredSizing()).frames()
        var frames: [String: Rect] = [:], absolute: [String: Rect] = [:]
        for e in entries {
            frames[e.object.id] = e.frame
            let origin = e.object.parent.flatMap { absolute[$0.id] }
            absolute[e.object.id] = Rect(x: (origin?.x ?? 0) + e.frame.x, y: (origin?.y ?? 0) + e.frame.y, width: e.frame.width, height: e.frame.height)
        }
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: png) }
        let root = try #require(document.objectsByID["dvP-Ai-cMz"])
        #expect(Renderer(document: document, frames: frames).writePNG(root: root, to: png, scale: 1))
        return Picture(surface: try #require(cairo_image_surface_create_from_png(png)), frames: absolute)
    }

    @Test("controls: segmented control, stepper, progress view, activity indicator")
    func controls() throws {
        let picture = try Self.render()
        defer { cairo_surface_destroy(picture.surface) }
        #expect(picture.gray(in: "XtW-S7-w5S") > 200, "the segmented control's track")
        #expect(picture.dark(in: "XtW-S7-w5S") > 20, "its titles First and Second")
        #expect(picture.dark(in: "dbs-5q-aC9") > 10, "the stepper's minus and plus")
        #expect(picture.blue(in: "qS2-Pq-g7P") > 20, "the progress view's first half")
        #expect(picture.gray(in: "3UC-t4-gNH") > 10, "the activity indicator's spokes")
    }

    @Test("text and pickers: a text view's text on several lines, wheels with their rows")
    func textAndPickers() throws {
        let picture = try Self.render()
        defer { cairo_surface_destroy(picture.surface) }
        // Wrapped lines: dark text in the lower half of the text view too (its upper left lies
        // under another view, as in the file).
        let textView = try #require(picture.frames["BSL-Ge-uca"])
        let lowerHalf = Rect(x: textView.x, y: textView.y + textView.height / 2, width: textView.width, height: textView.height / 2)
        let lower = picture.count(in: lowerHalf) { r, g, b in r < 0.4 && g < 0.4 && b < 0.4 }
        #expect(lower > 100, "dark text pixels in the lower half of the text view: \(lower)")
        #expect(picture.dark(in: "xMT-rr-TfZ") > 100, "the picker view's sample rows")
        #expect(picture.dark(in: "NJY-rr-Dc9") > 100, "the date picker's rows")
    }

    @Test("bars: a search field with its placeholder, a navigation bar's title, toolbar and tab bar items")
    func bars() throws {
        let picture = try Self.render()
        defer { cairo_surface_destroy(picture.surface) }
        #expect(picture.gray(in: "p7x-CH-PtG") > 1000, "the search field")
        #expect(picture.dark(in: "oWy-fD-b1a") > 20, "the navigation bar's title")
        #expect(picture.blue(in: "gBU-IZ-TRd") > 20, "the toolbar's item in the tint colour")
        #expect(picture.blue(in: "lLP-8K-quc") > 100, "the selected tab bar item")
    }
}
