import CPangoCairo
#if canImport(Glibc)
import Glibc
#endif
import NibLayout
import NibModel

/// The whole storyboard as Xcode's canvas shows it: each scene at its place, drawn at the
/// frames the file stores under its simulated bars and a header naming its controller;
/// navigation and tab bar controllers as boxes with their name; storyboard references as
/// reference boxes; the segues and relationships as arrows with their kind's sign; the entry
/// point's arrow into the initial scene.
public struct OverviewRenderer {
    let document: NibDocument
    public let map: StoryboardMap
    let imageFolders: [String]
    /// The appearance the scenes are drawn in: the document's own, or the one previewed.
    public let appearance: Appearance
    /// Canvas points around the scenes.
    static let margin = 160.0
    public static let canvasGray = RGBAColor(red: 0.93, green: 0.93, blue: 0.94)
    static let arrowGray = RGBAColor(red: 0.45, green: 0.45, blue: 0.48)

    public init(document: NibDocument, map: StoryboardMap, imageFolders: [String] = [], appearance: Appearance? = nil) {
        (self.document, self.map, self.imageFolders) = (document, map, imageFolders)
        self.appearance = appearance ?? document.appearance
    }

    /// The canvas's size in points, margins included.
    public var size: (width: Double, height: Double) {
        (map.bounds.width + 2 * Self.margin, map.bounds.height + 2 * Self.margin)
    }

    /// Where a canvas point lands in the picture (at scale 1).
    public func pictureOrigin() -> (x: Double, y: Double) {
        (Self.margin - map.bounds.x, Self.margin - map.bounds.y)
    }

    /// Writes the overview to a PNG at `scale` pixels per point; false when it cannot (too
    /// large for cairo, or the file cannot be written).
    public func writePNG(to path: String, scale: Double) -> Bool {
        guard let surface = image(scale: scale) else { return false }
        defer { cairo_surface_destroy(surface) }
        return cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS
    }

    /// Draws the overview into an image in memory at `scale`, as a window draws it before
    /// showing it (for measuring); false when it is too large.
    public func drawOffscreen(scale: Double) -> Bool {
        guard let surface = image(scale: scale) else { return false }
        cairo_surface_destroy(surface)
        return true
    }

    /// The overview drawn into a new image surface at `scale`; nil when it is too large.
    private func image(scale: Double) -> OpaquePointer? {
        let (width, height) = ((size.width * scale).rounded(.up), (size.height * scale).rounded(.up))
        guard width >= 1, height >= 1, width <= Renderer.maximumPixels, height <= Renderer.maximumPixels else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        draw(in: cr)
        cairo_destroy(cr)
        return surface
    }

    /// Draws the canvas, its top-left corner at the context's origin.
    public func draw(in cr: OpaquePointer) {
        Self.fill(cr, Rect(x: 0, y: 0, width: size.width, height: size.height), Self.canvasGray)
        let origin = pictureOrigin()
        cairo_save(cr)
        cairo_translate(cr, origin.x, origin.y)
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        for scene in map.scenes { drawScene(scene, layout: layout, in: cr) }
        drawLinks(in: cr)
        cairo_restore(cr)
    }

    /// The segues and relationships, and the entry point, in map coordinates; only those that
    /// cross `visible` when given.
    public func drawLinks(in cr: OpaquePointer, selected: String? = nil, visible: Rect? = nil) {
        for link in map.links {
            if let v = visible {
                let (a, b) = map.arrow(link)
                if max(a.x, b.x) < v.x || min(a.x, b.x) > v.x + v.width || max(a.y, b.y) < v.y || min(a.y, b.y) > v.y + v.height { continue }
            }
            drawArrow(link, selected: link.id == selected, in: cr)
        }
        if let initial = map.initialScene { drawEntryPoint(map.scenes[initial].frame, in: cr) }
    }

    /// A scene's header: a white strip above it naming it (blue while it is the one edited).
    public func drawHeader(_ scene: StoryboardMap.Scene, active: Bool = false, in cr: OpaquePointer) {
        let f = scene.frame
        let header = Rect(x: f.x, y: f.y - StoryboardMap.headerHeight, width: f.width, height: StoryboardMap.headerHeight - 4)
        Self.fill(cr, header, active ? RGBAColor(red: 0.82, green: 0.89, blue: 1) : RGBAColor(red: 1, green: 1, blue: 1))
        Self.label(scene.title, size: 13, in: header, cr)
    }

    /// A scene with its header, as the file stores it, in map coordinates.
    public func drawScene(_ scene: StoryboardMap.Scene, layout: DocumentLayout, in cr: OpaquePointer) {
        let f = scene.frame
        drawHeader(scene, in: cr)
        cairo_save(cr)
        cairo_rectangle(cr, f.x, f.y, f.width, f.height)
        cairo_clip(cr)
        Self.fill(cr, f, Renderer.screenColor(appearance))
        if let root = scene.root, let stored = root.frame {
            // As the designer opens it: every view at the frame the file stores.
            var frames = Renderer.storedFrames(inside: root)
            frames[root.id] = Rect(x: 0, y: 0, width: stored.width, height: stored.height)
            let renderer = Renderer(document: document, frames: frames, imageFolders: imageFolders, appearance: appearance)
            renderer.contentTops[root.id] = ContentInset.top(of: root, screen: layout.screen(for: root))
            let bars = layout.bars(for: root)
            cairo_translate(cr, f.x, f.y)
            cairo_save(cr)
            cairo_translate(cr, 0, bars.rootTop)
            renderer.draw(root, in: cr)
            cairo_restore(cr)
            renderer.drawBars(bars, size: Rect(x: 0, y: 0, width: f.width, height: f.height), in: cr)
        } else if !scene.isReference, let bars = layout.containerBars(for: scene.controller) {
            // A navigation or tab bar controller: its bars over the empty screen.
            cairo_translate(cr, f.x, f.y)
            Renderer(document: document, frames: [:], imageFolders: imageFolders, appearance: appearance)
                .drawBars(bars, size: Rect(x: 0, y: 0, width: f.width, height: f.height), in: cr)
        } else {
            Self.fill(cr, f, scene.isReference ? RGBAColor(red: 0.97, green: 0.97, blue: 0.98) : RGBAColor(red: 0.98, green: 0.98, blue: 0.98))
            Self.label(scene.isReference ? scene.title : scene.controller.outlineName, size: scene.isReference ? 14 : 20, in: f, cr)
        }
        cairo_restore(cr)
        Self.stroke(cr, f, RGBAColor(red: 0.6, green: 0.6, blue: 0.64), width: 1)
    }

    /// A segue's line with an arrowhead at its destination and its kind's sign in the middle
    /// (a relationship's dashed).
    private func drawArrow(_ link: StoryboardMap.Link, selected: Bool, in cr: OpaquePointer) {
        let (a, b) = map.arrow(link)
        let color = selected ? RGBAColor(red: 0, green: 0.45, blue: 0.95) : Self.arrowGray
        cairo_save(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, 1)
        // Zoomed far out a line stays at least 1.5 pixels wide, as Xcode keeps its arrows seen.
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let grow = max(1, 1.5 / max(0.01, 3 * hypot(matrix.xx, matrix.yx)))
        cairo_set_line_width(cr, 3 * grow)
        if link.relationship != nil {
            var dash: [Double] = [10 * grow, 6 * grow]
            cairo_set_dash(cr, &dash, 2, 0)
        }
        cairo_move_to(cr, a.x, a.y)
        cairo_line_to(cr, b.x, b.y)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
        Self.arrowhead(at: b, from: a, cr)
        // The kind's sign, in a circle halfway; too small to read far out, where it is left out.
        guard grow < 3 else { return cairo_restore(cr) }
        let (mx, my) = ((a.x + b.x) / 2, (a.y + b.y) / 2)
        cairo_arc(cr, mx, my, 16, 0, 2 * .pi)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_fill_preserve(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, 1)
        cairo_set_line_width(cr, 2)
        cairo_stroke(cr)
        Self.label(Self.sign(of: link), size: 16, in: Rect(x: mx - 16, y: my - 16, width: 32, height: 32), cr)
        cairo_restore(cr)
    }

    /// Xcode's entry point: a thick arrow from the left into the initial scene.
    private func drawEntryPoint(_ f: Rect, in cr: OpaquePointer) {
        let end = (x: f.x, y: f.y + f.height / 2), start = (x: f.x - 120, y: f.y + f.height / 2)
        cairo_save(cr)
        cairo_set_source_rgba(cr, Self.arrowGray.red, Self.arrowGray.green, Self.arrowGray.blue, 1)
        cairo_set_line_width(cr, 6)
        cairo_move_to(cr, start.x, start.y)
        cairo_line_to(cr, end.x - 12, end.y)
        cairo_stroke(cr)
        Self.arrowhead(at: end, from: start, cr, size: 22)
        cairo_restore(cr)
    }

    /// The sign a link's kind is shown with.
    static func sign(of link: StoryboardMap.Link) -> String {
        if link.relationship != nil { return "∞" }
        switch link.kind {
        case "show", "push": return "→"
        case "showDetail", "replace": return "⇥"
        case "presentation", "modal": return "□"
        case "popoverPresentation", "popover": return "◇"
        case "embed": return "⊂"
        case "unwind": return "↩"
        default: return "✱"
        }
    }

    private static func arrowhead(at tip: (x: Double, y: Double), from tail: (x: Double, y: Double), _ cr: OpaquePointer, size: Double = 16) {
        let angle = atan2(tip.y - tail.y, tip.x - tail.x)
        cairo_move_to(cr, tip.x, tip.y)
        cairo_line_to(cr, tip.x - size * cos(angle - 0.45), tip.y - size * sin(angle - 0.45))
        cairo_line_to(cr, tip.x - size * cos(angle + 0.45), tip.y - size * sin(angle + 0.45))
        cairo_close_path(cr)
        cairo_fill(cr)
    }

    private static func fill(_ cr: OpaquePointer, _ f: Rect, _ color: RGBAColor) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_rectangle(cr, f.x, f.y, f.width, f.height)
        cairo_fill(cr)
    }

    private static func stroke(_ cr: OpaquePointer, _ f: Rect, _ color: RGBAColor, width: Double) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_set_line_width(cr, width)
        cairo_rectangle(cr, f.x, f.y, f.width, f.height)
        cairo_stroke(cr)
    }

    /// One line of text centred in `f`.
    private static func label(_ text: String, size: Double, in f: Rect, _ cr: OpaquePointer) {
        PangoSetup.withLayout(for: cr) { layout in
            PangoSetup.set(text, in: FontDescription(kind: .system, pointSize: size), on: layout)
            pango_layout_set_width(layout, PangoSetup.pangoUnits(max(1, f.width - 8)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let height = Double(logical.height) / Double(PANGO_SCALE)
            cairo_set_source_rgb(cr, 0.2, 0.2, 0.22)
            cairo_move_to(cr, f.x + 4, f.y + (f.height - height) / 2)
            pango_cairo_show_layout(cr, layout)
        }
    }
}
