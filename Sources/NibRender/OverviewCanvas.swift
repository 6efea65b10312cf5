import CPangoCairo
import NibLayout
import NibModel

/// The designer's storyboard canvas, drawn fast enough to pan and zoom: each scene is drawn
/// once into a picture at the current zoom and painted from it afterwards; an edit redraws only
/// its scene (`invalidate`). While the zoom changes, pictures made at another zoom are painted
/// scaled, and drawn afresh when asked for `exact`ly (once zooming pauses). Pictures of scenes
/// off screen are let go beyond a memory budget.
public final class OverviewCanvas {
    public let overview: OverviewRenderer
    public var map: StoryboardMap { overview.map }
    private let layout: DocumentLayout
    private var pictures: [Int: (surface: OpaquePointer, bytes: Int, zoom: Double)] = [:]
    /// Bytes of pictures kept; beyond it, those not on screen go.
    public static let budget = 256 << 20

    public init(document: NibDocument, map: StoryboardMap, imageFolders: [String] = [], appearance: Appearance? = nil) {
        overview = OverviewRenderer(document: document, map: map, imageFolders: imageFolders, appearance: appearance)
        layout = DocumentLayout(document: document, sizing: MeasuredSizing())
    }

    deinit { clear() }

    public var cachedBytes: Int { pictures.values.reduce(0) { $0 + $1.bytes } }

    /// Takes over another canvas's pictures (of the same document before an edit, whose
    /// scenes stayed where they were), all but the edited scene's.
    public func adoptPictures(from old: OverviewCanvas, except edited: Int?) {
        for (index, picture) in old.pictures where index != edited {
            pictures[index] = picture
        }
        old.pictures = [:]
    }

    /// A scene changed: its picture is drawn again when next shown.
    public func invalidate(scene index: Int) {
        if let picture = pictures.removeValue(forKey: index) { cairo_surface_destroy(picture.surface) }
    }

    public func clear() {
        for picture in pictures.values { cairo_surface_destroy(picture.surface) }
        pictures = [:]
    }

    /// Draws the scenes that meet `visible` (map coordinates), all but `skipping` (the scene
    /// being edited, drawn live), from their pictures; `cr` is in map coordinates, scaled by
    /// `zoom`. Not `exact` (while zooming), a picture made at another zoom is painted scaled and
    /// none is made. New pictures are made for at most `budget` of the frame; the scenes still
    /// without one are drawn as blank boxes, and false is returned: another frame will draw them.
    @discardableResult
    public func drawScenes(visible: Rect, zoom: Double, skipping: Int?, exact: Bool = true, budget: Duration = .milliseconds(8),
                           in cr: OpaquePointer) -> Bool {
        let clock = ContinuousClock(), start = clock.now
        // While zooming no picture is made: scenes without one wait, blank, for the pause.
        let budget = exact ? budget : .zero
        var shown = Set<Int>(), complete = true
        for (index, scene) in map.scenes.enumerated() where index != skipping {
            let f = Self.outline(of: scene)
            guard f.x < visible.x + visible.width, f.x + f.width > visible.x, f.y < visible.y + visible.height, f.y + f.height > visible.y else { continue }
            if let old = pictures[index], exact, old.zoom != zoom, clock.now - start < budget { invalidate(scene: index) }
            let inTime = clock.now - start < budget
            let picture = pictures[index] ?? (inTime ? picture(of: index, zoom: zoom) : nil)
            guard let picture else {
                // Out of time: the next frame draws it. A scene too large (or empty) for a
                // picture stays a blank box, and never keeps frames coming.
                if !inTime { complete = false }
                blank(scene, in: cr)
                continue
            }
            if picture.zoom != zoom && exact { complete = false }
            shown.insert(index)
            cairo_save(cr)
            cairo_translate(cr, f.x, f.y)
            cairo_scale(cr, 1 / picture.zoom, 1 / picture.zoom)
            cairo_set_source_surface(cr, picture.surface, 0, 0)
            // A picture of another zoom is painted fast while zooming; the exact frame follows.
            if picture.zoom != zoom { cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_FAST) }
            cairo_paint(cr)
            cairo_restore(cr)
        }
        if cachedBytes > Self.budget {
            for index in pictures.keys where !shown.contains(index) { invalidate(scene: index) }
        }
        return complete
    }

    /// A scene not drawn yet: its box, the screen's colour under its header.
    private func blank(_ scene: StoryboardMap.Scene, in cr: OpaquePointer) {
        let f = Self.outline(of: scene)
        let screen = Renderer.screenColor(overview.appearance)
        cairo_set_source_rgb(cr, screen.red, screen.green, screen.blue)
        cairo_rectangle(cr, f.x, f.y, f.width, f.height)
        cairo_fill(cr)
    }

    /// Whether every picture on screen is at `zoom` (else an exact frame is worth drawing).
    public func isExact(at zoom: Double) -> Bool { pictures.values.allSatisfy { $0.zoom == zoom } }

    /// A scene with its header, as a picture at `zoom`.
    private func picture(of index: Int, zoom: Double) -> (surface: OpaquePointer, bytes: Int, zoom: Double)? {
        let f = Self.outline(of: map.scenes[index])
        let (width, height) = (Int32((f.width * zoom).rounded(.up)) + 1, Int32((f.height * zoom).rounded(.up)) + 1)
        guard width > 0, height > 0, Double(width) <= Renderer.maximumPixels, Double(height) <= Renderer.maximumPixels,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        let cr = cairo_create(surface)!
        cairo_scale(cr, zoom, zoom)
        cairo_translate(cr, -f.x, -f.y)
        overview.drawScene(map.scenes[index], layout: layout, in: cr)
        cairo_destroy(cr)
        let picture = (surface, Int(cairo_image_surface_get_stride(surface)) * Int(height), zoom)
        pictures[index] = picture
        return picture
    }

    /// A scene's frame with its header above it.
    public static func outline(of scene: StoryboardMap.Scene) -> Rect {
        Rect(x: scene.frame.x, y: scene.frame.y - StoryboardMap.headerHeight, width: scene.frame.width,
             height: scene.frame.height + StoryboardMap.headerHeight)
    }
}

extension OverviewCanvas {
    /// One frame of the canvas as the designer paints it, for measuring: the part of the
    /// picture a viewport shows at `zoom`, scrolled by `scroll` pixels, into `surface`.
    @discardableResult
    public func drawFrame(into surface: OpaquePointer, viewport: (width: Double, height: Double), zoom: Double,
                          scroll: (x: Double, y: Double), exact: Bool) -> Bool {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let gray = OverviewRenderer.canvasGray
        cairo_set_source_rgb(cr, gray.red, gray.green, gray.blue)
        cairo_paint(cr)
        cairo_translate(cr, -scroll.x, -scroll.y)
        cairo_scale(cr, zoom, zoom)
        let origin = overview.pictureOrigin()
        cairo_translate(cr, origin.x, origin.y)
        let visible = Rect(x: scroll.x / zoom - origin.x, y: scroll.y / zoom - origin.y, width: viewport.width / zoom, height: viewport.height / zoom)
        let complete = drawScenes(visible: visible, zoom: zoom, skipping: nil, exact: exact, in: cr)
        overview.drawLinks(in: cr, visible: visible)
        cairo_surface_flush(surface)
        return complete
    }
}
