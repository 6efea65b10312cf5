import CPangoCairo
import Synchronization

/// What a `TextMeasurer` measures with: a pango layout in a font map of its own, and the shaper
/// over it. A measurer may be made on one thread and used on another (a layout's helper, the
/// warmed one), and pango gives each thread one default font map, whose objects may be used by
/// one thread at a time: in its maker's default map it raced what that thread measured or
/// drew next, and a map emptying its caches for new fonts freed tables another thread was
/// reading. A measurer that is gone gives its layout back for the next one, which starts with
/// the fonts it loaded; no map's fonts are freed while other threads use the same cairo fonts.
final class MeasuringLayout: @unchecked Sendable {
    let layout: OpaquePointer
    let shaper: LineShaper
    /// The layout's font map.
    let fontMap: OpaquePointer
    /// The count of project font loads this layout's font map knows of (`ProjectFonts`).
    var fontGeneration = 0
    private let surface: OpaquePointer
    private let context: OpaquePointer

    private init() {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        context = cairo_create(surface)
        layout = PangoSetup.layoutOfItsOwn(for: context)
        shaper = LineShaper(context: pango_layout_get_context(layout))
        fontMap = OpaquePointer(pango_context_get_font_map(pango_layout_get_context(layout)))!
    }

    /// A layout no measurer uses: one given back, or a new one.
    static func take() -> MeasuringLayout {
        spares.withLock { $0.popLast() } ?? MeasuringLayout()
    }

    /// Gives back the layout of a measurer that is gone, for the next to take.
    static func giveBack(_ layout: MeasuringLayout) {
        spares.withLock { $0.append(layout) }
    }

    /// As many as measurers were ever alive at once: a few.
    private static let spares = Mutex<[MeasuringLayout]>([])
}
