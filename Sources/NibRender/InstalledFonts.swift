import CPangoCairo
import NibModel
import Synchronization

/// Which fonts text is measured in with their own metrics: the system fonts, whose stand-ins are
/// fitted to San Francisco (`SystemFont`); Helvetica's and Arial's, set in the metric-compatible
/// Liberation Sans; and named fonts this machine has, or the project bundles (`ProjectFonts`).
/// Any other named font, one an app bundles (Muli, Montserrat) or one iOS has and Linux lacks
/// (Avenir, Menlo), is set in the stand-in, of another design (`PangoSetup.fontDescription`).
enum InstalledFonts {
    /// The font families fontconfig lists here, read once; a project's are added apart.
    static let families: Set<String> = listed()

    /// The families projects' fonts added (`ProjectFonts.load`).
    private static let fromProjects = Mutex(Set<String>())

    static func add(_ families: [String]) {
        fromProjects.withLock { $0.formUnion(families) }
    }

    /// Whether a project's fonts hold `font`'s family: the Mac Xcode ran on had it then, where
    /// one merely installed here says nothing of that Mac.
    static func isFromProject(_ font: FontDescription) -> Bool {
        PangoSetup.ownFamily(of: font).map(isProjectFamily) ?? false
    }

    private static func isProjectFamily(_ family: String) -> Bool {
        fromProjects.withLock { $0.contains(family) }
    }

    private static func listed() -> Set<String> {
        let map = pango_cairo_font_map_get_default()
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(map, &list, &count)
        defer { g_free(list) }
        guard let list else { return [] }
        return Set((0..<Int(count)).compactMap { list[$0].flatMap(pango_font_family_get_name).map { String(cString: $0) } })
    }

    static func measuresOwnMetrics(_ font: FontDescription) -> Bool {
        guard let own = PangoSetup.ownFamily(of: font) else { return true }
        return families.contains(own) || isProjectFamily(own)
    }
}
