import CPangoCairo
import NibModel

/// The same text settings for measuring and drawing: unhinted metrics, so a label's text fits the
/// width it was measured at whatever the drawing scale, and glyphs at their fractional advances,
/// as Core Text sets them: pango rounds each glyph's position to its whole unit, a point here,
/// which put a word up to a point or two off (17 pt "Label", Xcode's 42 pt, measured 43.5;
/// 18 pt measured as wide as 17).
enum PangoSetup {
    /// Runs `body` with a layout for drawing on `cr` (`DrawingFontMap`), holding the font lock
    /// (`FontLock`).
    static func withLayout<T>(for cr: OpaquePointer, _ body: (OpaquePointer) throws -> T) rethrows -> T {
        try FontLock.held {
            let context = DrawingFontMap.shared.context(for: cr)
            let layout = configured(pango_layout_new(context)!)
            g_object_unref(UnsafeMutableRawPointer(context))
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return try body(layout)
        }
    }

    /// A layout for `cr` in a new font map of its own, for a measurer (`MeasuringLayout` says why).
    static func layoutOfItsOwn(for cr: OpaquePointer) -> OpaquePointer {
        let map = pango_cairo_font_map_new()!
        let context = pango_font_map_create_context(map)!
        g_object_unref(UnsafeMutableRawPointer(map))
        pango_cairo_update_context(cr, context)
        let layout = pango_layout_new(context)!
        g_object_unref(UnsafeMutableRawPointer(context))
        return configured(layout)
    }

    private static func configured(_ layout: OpaquePointer) -> OpaquePointer {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(pango_layout_get_context(layout), 0)
        pango_layout_context_changed(layout)
        return layout
    }

    /// The most characters of one text that are laid out: more than any frame up to 10,000,000
    /// points shows on one line, and several screens' worth wrapped. pango's line breaking and
    /// ellipsizing take time that grows faster than the text: 70,000 characters took 36 s.
    static let maximumCharacters = 10_000

    /// Sets `layout` to show `text` in `font`, with the system font's tracking and without
    /// Inter's contextual alternates (`hasOwnAlternates`); in `family` instead of the stand-in's
    /// when given.
    static func set(_ text: String, in font: FontDescription, on layout: OpaquePointer, family: String? = nil) {
        let description = fontDescription(for: font, family: family)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        let shown = text.utf8.count > maximumCharacters ? String(text.prefix(maximumCharacters)) : text
        pango_layout_set_text(layout, shown, -1)
        // A text style's lines are drawn its leading apart, as they are measured.
        let gap = SystemFont.lineSpacing(font).flatMap { spacing in SystemFont.lineHeight(font).map { spacing - $0 } } ?? 0
        pango_layout_set_spacing(layout, pangoUnits(gap))
        let tracking = SystemFont.tracking(font)
        let widening = SystemFont.spaceWidening(font, family: family)
        let alternates = hasOwnAlternates(family ?? SystemFont.standIn(for: font))
        guard tracking != 0 || widening != 0 || alternates else {
            pango_layout_set_attributes(layout, nil)
            return
        }
        let attributes = pango_attr_list_new()
        if alternates { pango_attr_list_insert(attributes, pango_attr_font_features_new("calt 0")) }
        if tracking != 0 { pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(pangoUnits(tracking))) }
        if widening != 0 { widenSpaces(of: shown, by: widening, tracking: tracking, in: attributes) }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }

    /// Spaces each space of `text` `widening` points more than its letters: pango gives a run
    /// half its letter spacing on either side, so the space's own run adds the difference once.
    private static func widenSpaces(of text: String, by widening: Double, tracking: Double, in attributes: OpaquePointer?) {
        for (offset, byte) in text.utf8.enumerated() where byte == 0x20 {
            let attribute = pango_attr_letter_spacing_new(pangoUnits(tracking + widening))!
            attribute.pointee.start_index = UInt32(offset)
            attribute.pointee.end_index = UInt32(offset + 1)
            pango_attr_list_insert(attributes, attribute)
        }
    }

    /// Whether `family` is Inter's, whose contextual alternates San Francisco does not have
    /// (`x` between digits set as a multiplication sign, arrows from `->`).
    static func hasOwnAlternates(_ family: String?) -> Bool {
        family == SystemFont.textFamily || family == SystemFont.displayFamily
    }

    /// Lets `layout`'s lines be `width` wide for text in `font`. Pango fits a line with its
    /// letter spacing at both ends, which a measured width leaves out: without the room, text as
    /// wide as it measured would lose its last letters, or wrap a word early.
    static func setWidth(_ width: Double, for font: FontDescription, on layout: OpaquePointer) {
        pango_layout_set_width(layout, pangoUnits(width + abs(SystemFont.tracking(font))))
    }

    /// Points in pango units, clamped to what pango's 32-bit integers hold (a frame may be up to
    /// 10,000,000 points; pango's limit is about 2,000,000).
    static func pangoUnits(_ points: Double) -> Int32 {
        let units = (points * Double(PANGO_SCALE)).rounded()
        return units.isNaN ? 0 : Int32(max(Double(Int32.min), min(Double(Int32.max), units)))
    }

    /// A pango font for a XIB font: the stand-in family for the system fonts and Helvetica's
    /// (metric-compatible); a named font's family, or the stand-in where it is not installed;
    /// at its weight and point size in pixels. The caller frees it.
    static func fontDescription(for font: FontDescription, family stated: String? = nil) -> OpaquePointer {
        let description = pango_font_description_new()!
        var family = stated ?? SystemFont.standIn(for: font) ?? SystemFont.family
        if let own = ownFamily(of: font) { family = "\(own),\(SystemFont.family)" }
        pango_font_description_set_family(description, family)
        pango_font_description_set_weight(description, weight(of: font, in: family))
        if font.kind == .italicSystem { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
        pango_font_description_set_absolute_size(description, font.pointSize * Double(PANGO_SCALE))
        return description
    }

    /// The family a named font asks for: the file's, or its name up to the style. Nil for the
    /// system fonts and Helvetica's and Arial's, set in their metric-compatible stand-ins.
    static func ownFamily(of font: FontDescription) -> String? {
        guard case .named(let name) = font.kind, !name.hasPrefix("Helvetica"), !name.hasPrefix("Arial") else { return nil }
        return font.family ?? String(name.prefix { $0 != "-" })
    }

    /// The weight `family` sets `font` in. San Francisco's semibold and bold are as wide as
    /// Inter's bold and extra bold, set with San Francisco's tracking: of the corpus's semibold
    /// texts below 20 pt sized by their text (95, 15 repositories), Inter Bold put 64 within a
    /// point of Xcode's width, Inter SemiBold 49 and Liberation Sans Bold 34; of its bold ones
    /// (49, 12 repositories), Inter ExtraBold 38, Liberation Sans Bold 33 and Inter Bold 26, each
    /// better on both halves of the repositories. At display sizes, in Inter Display, the medians
    /// of the texts of 10 repositories come within 1.5% (Liberation Sans Bold was 2 to 7% wide).
    static func weight(of font: FontDescription, in family: String) -> PangoWeight {
        if family == SystemFont.textFamily || family == SystemFont.displayFamily {
            if font.weight == .semibold { return PANGO_WEIGHT_BOLD }
            if font.weight == .bold { return PANGO_WEIGHT_ULTRABOLD }
        }
        return weights[font.weight] ?? PANGO_WEIGHT_NORMAL
    }

    private static let weights: [FontDescription.Weight: PangoWeight] = [
        .ultraLight: PANGO_WEIGHT_ULTRALIGHT, .thin: PANGO_WEIGHT_THIN, .light: PANGO_WEIGHT_LIGHT, .regular: PANGO_WEIGHT_NORMAL,
        .medium: PANGO_WEIGHT_MEDIUM, .semibold: PANGO_WEIGHT_SEMIBOLD, .bold: PANGO_WEIGHT_BOLD, .heavy: PANGO_WEIGHT_HEAVY,
        .black: PANGO_WEIGHT_ULTRAHEAVY,
    ]
}
