import CPangoCairo
import Foundation
import NibLayout
import NibModel
import NibRender
import Testing

/// A root drawn to a PNG at 1 pixel per point (through `writePNG`, as `nibtool render` draws)
/// and read back, to look at what was drawn where.
final class RenderedImage {
    private let surface: OpaquePointer
    private let stride: Int
    private let data: UnsafeMutablePointer<UInt8>
    let width: Int, height: Int

    init(_ renderer: Renderer, root: NibObject, overlay: Overlay? = nil, bars: SceneBars? = nil) throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: png) }
        #expect(renderer.writePNG(root: root, to: png, scale: 1, overlay: overlay, bars: bars))
        surface = try #require(cairo_image_surface_create_from_png(png))
        (stride, data) = (Int(cairo_image_surface_get_stride(surface)), try #require(cairo_image_surface_get_data(surface)))
        (width, height) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
    }

    /// A storyboard's overview, drawn at 1 pixel per point.
    init(overview: OverviewRenderer) throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: png) }
        #expect(overview.writePNG(to: png, scale: 1))
        surface = try #require(cairo_image_surface_create_from_png(png))
        (stride, data) = (Int(cairo_image_surface_get_stride(surface)), try #require(cairo_image_surface_get_data(surface)))
        (width, height) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
    }

    /// A PNG written by someone else (`nibtool render --diff`).
    init(png: String) throws {
        surface = try #require(cairo_image_surface_create_from_png(png))
        (stride, data) = (Int(cairo_image_surface_get_stride(surface)), try #require(cairo_image_surface_get_data(surface)))
        (width, height) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
    }

    deinit { cairo_surface_destroy(surface) }

    /// The pixel at (x, y), white outside the image.
    func pixel(_ x: Int, _ y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        guard (0..<width).contains(x), (0..<height).contains(y) else { return (255, 255, 255) }
        let p = data.advanced(by: y * stride + x * 4)
        return (p[2], p[1], p[0])
    }

    /// How many pixels inside `rect` pass `test`.
    func count(in rect: Rect, _ test: ((r: UInt8, g: UInt8, b: UInt8)) -> Bool) -> Int {
        var n = 0
        for y in max(0, Int(rect.y))..<max(0, min(height, Int(rect.y + rect.height))) {
            for x in max(0, Int(rect.x))..<max(0, min(width, Int(rect.x + rect.width))) where test(pixel(x, y)) { n += 1 }
        }
        return n
    }

    /// Frames relative to superviews, as `DocumentLayout.frames` gives them, and the same frames
    /// in their root's coordinates.
    static func frames(_ entries: [DocumentLayout.Entry]) -> (relative: [String: Rect], absolute: [String: Rect]) {
        var relative: [String: Rect] = [:], absolute: [String: Rect] = [:]
        for e in entries {
            relative[e.object.id] = e.frame
            let origin = e.object.parent.flatMap { absolute[$0.id] }
            absolute[e.object.id] = Rect(x: (origin?.x ?? 0) + e.frame.x, y: (origin?.y ?? 0) + e.frame.y, width: e.frame.width, height: e.frame.height)
        }
        return (relative, absolute)
    }
}
