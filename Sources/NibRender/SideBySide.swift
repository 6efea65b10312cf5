import CPangoCairo
import NibLayout
import NibModel

/// Two roots drawn side by side under a title each (a diff's before and after): one PNG.
public struct SideBySide {
    public struct Panel {
        let renderer: Renderer
        let root: NibObject
        let overlay: Overlay?
        let bars: SceneBars?
        let title: String

        public init(renderer: Renderer, root: NibObject, overlay: Overlay?, bars: SceneBars?, title: String) {
            (self.renderer, self.root, self.overlay, self.bars, self.title) = (renderer, root, overlay, bars, title)
        }

        var size: Rect? { renderer.frames[root.id] }
    }

    static let margin = 24.0
    static let titleHeight = 28.0

    /// Writes the panels at `scale` pixels per point; false when a panel has no frame, the
    /// picture would be too large, or the file cannot be written.
    public static func writePNG(_ panels: [Panel], to path: String, scale: Double) -> Bool {
        let sizes = panels.compactMap(\.size)
        guard sizes.count == panels.count, !panels.isEmpty else { return false }
        let width = sizes.reduce(margin) { $0 + $1.width + margin }
        let height = (sizes.map(\.height).max() ?? 0) + titleHeight + 2 * margin
        let (pixelsWide, pixelsHigh) = ((width * scale).rounded(.up), (height * scale).rounded(.up))
        guard pixelsWide <= Renderer.maximumPixels, pixelsHigh <= Renderer.maximumPixels else { return false }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelsWide), Int32(pixelsHigh))
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        cairo_set_source_rgb(cr, 0.93, 0.93, 0.94)
        cairo_paint(cr)
        var x = margin
        for (panel, size) in zip(panels, sizes) {
            title(panel.title, at: x, width: size.width, cr)
            cairo_save(cr)
            cairo_translate(cr, x, margin + titleHeight)
            cairo_rectangle(cr, 0, 0, size.width, size.height)
            cairo_clip(cr)
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            panel.renderer.draw(panel.root, in: cr)
            if let bars = panel.bars { panel.renderer.drawBars(bars, size: size, in: cr) }
            if let overlay = panel.overlay { panel.renderer.drawOverlay(overlay, in: cr) }
            cairo_restore(cr)
            x += size.width + margin
        }
        return cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS
    }

    private static func title(_ text: String, at x: Double, width: Double, _ cr: OpaquePointer) {
        PangoSetup.withLayout(for: cr) { layout in
            PangoSetup.set(text, in: FontDescription(kind: .boldSystem, pointSize: 15), on: layout)
            pango_layout_set_width(layout, PangoSetup.pangoUnits(width))
            pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
            cairo_set_source_rgb(cr, 0.2, 0.2, 0.22)
            cairo_move_to(cr, x, margin)
            pango_cairo_show_layout(cr, layout)
        }
    }
}
