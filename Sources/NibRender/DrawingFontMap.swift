import CPangoCairo

/// The font map text is drawn in: one for the process, used by one thread at a time (drawing
/// holds `FontLock`), and told of a project's fonts when they are added, as measurers' maps are.
/// A thread's default map, on the designer's main thread GTK's own for the window's text, has
/// the fonts of when it first set text: the canvas drew opentrace's Muli labels in the stand-in
/// though they were measured in Muli.
final class DrawingFontMap: @unchecked Sendable {
    static let shared = DrawingFontMap()

    private let map = pango_cairo_font_map_new()!
    /// The count of project font loads the map knows of (`ProjectFonts`).
    private var fontGeneration = 0

    private init() {}

    /// A pango context for drawing on `cr`, which the caller unrefs; the caller holds the font lock.
    func context(for cr: OpaquePointer) -> OpaquePointer {
        _ = ProjectFonts.tell(OpaquePointer(map), known: &fontGeneration)
        let context = pango_font_map_create_context(map)!
        pango_cairo_update_context(cr, context)
        return context
    }
}
