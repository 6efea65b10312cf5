import CPangoCairo
import NibModel

/// Measures one line of Latin text with HarfBuzz directly, as pango shapes it: the same font
/// (pango's own `hb_font_t`), the same segment properties, glyph advances unrounded as pango's
/// layouts leave them (`PangoSetup`), and the letter spacing between clusters. A first
/// layout measures every label: pango's layout, itemizing and line breaking cost as much
/// again as the shaping, for a line that needs none of them.
///
/// It answers only for text pango would set in one font on one line (printable Latin, with
/// every character in the font); anything else is pango's. Over the corpus's 4,795 Latin
/// texts, in Inter, Inter Display and Liberation Sans at several sizes, weights and letter
/// spacings, its widths equal pango's to the pango unit (`LineShaperTests`).
final class LineShaper {
    private let context: OpaquePointer
    private let buffer: OpaquePointer
    private let language: OpaquePointer?
    private var fonts: [FontKey: LoadedFont?] = [:]
    /// The font of the last text measured: a document's labels mostly share one, and comparing
    /// is cheaper than hashing the description again for each.
    private var lastFont: (key: FontKey, font: LoadedFont?)?

    /// A pango font and what measuring with it needs.
    private struct LoadedFont {
        let font: UnsafeMutablePointer<PangoFont>
        let shaping: OpaquePointer
        /// A line's logical height in this font alone, in pango units.
        let lineHeight: Int32
    }

    private struct FontKey: Hashable {
        let font: FontDescription
        let family: String?
    }

    /// `context`: the pango context of the layout whose measurements these must equal.
    init(context: OpaquePointer) {
        self.context = context
        buffer = hb_buffer_create()
        language = hb_language_from_string(pango_language_to_string(pango_language_get_default()), -1)
    }

    deinit {
        hb_buffer_destroy(buffer)
        forgetFonts()
    }

    /// Lets go of the fonts loaded so far: the font map's fonts changed (`ProjectFonts`).
    func forgetFonts() {
        for case let font? in fonts.values { g_object_unref(UnsafeMutableRawPointer(font.font)) }
        fonts = [:]
        lastFont = nil
    }

    /// The text's width and line height in pango units, in `font` set in `family` (see
    /// `PangoSetup.fontDescription`) with `letterSpacing` (pango units) between clusters; nil
    /// where pango must measure it.
    func measure(_ text: String, font description: FontDescription, family: String? = nil, letterSpacing: Int32) -> (width: Int, height: Int32)? {
        guard !text.isEmpty, text.utf8.count <= PangoSetup.maximumCharacters,
              text.unicodeScalars.allSatisfy(Self.isPlainLatin), let font = loadedFont(description, family) else { return nil }
        hb_buffer_clear_contents(buffer)
        text.withCString { hb_buffer_add_utf8(buffer, $0, -1, 0, -1) }
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        for i in 0..<Int(count) where !hasGlyph(font.shaping, infos[i].codepoint) { return nil }
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_set_language(buffer, language)
        hb_buffer_guess_segment_properties(buffer)
        // pango turns ligatures off where letters are spaced (they would not be spaced).
        // PangoSetup turns Inter's contextual alternates off.
        let spaced = letterSpacing != 0
        let features = PangoSetup.hasOwnAlternates(family ?? SystemFont.standIn(for: description))
            ? (spaced ? Self.noLigaturesOrAlternates : Self.noAlternates) : (spaced ? Self.noLigatures : [])
        hb_shape(font.shaping, buffer, features, UInt32(features.count))
        let glyphs = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        var width = 0, clusters = 0
        var cluster: UInt32?
        for i in 0..<Int(count) {
            width += Int(positions[i].x_advance)
            if glyphs[i].cluster != cluster { (clusters, cluster) = (clusters + 1, glyphs[i].cluster) }
        }
        return (width + Int(letterSpacing) * max(0, clusters - 1), font.lineHeight)
    }

    private func hasGlyph(_ font: OpaquePointer, _ codepoint: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, codepoint, &glyph) != 0
    }

    /// Printable Latin and the general punctuation of dashes and quotes: one script, one
    /// direction, no line break.
    private static func isPlainLatin(_ scalar: Unicode.Scalar) -> Bool {
        (0x20..<0x7F).contains(scalar.value) || (0xA0..<0x250).contains(scalar.value) || (0x2010...0x2027).contains(scalar.value)
    }

    private static let noLigatures = featuresOff(["liga", "clig", "dlig", "hlig"])
    private static let noAlternates = featuresOff(["calt"])
    private static let noLigaturesOrAlternates = noLigatures + noAlternates

    private static func featuresOff(_ tags: [String]) -> [hb_feature_t] {
        tags.map { tag in
            var feature = hb_feature_t()
            _ = hb_feature_from_string("\(tag)=0", -1, &feature)
            return feature
        }
    }

    private func loadedFont(_ font: FontDescription, _ family: String?) -> LoadedFont? {
        let key = FontKey(font: font, family: family)
        if let last = lastFont, last.key == key { return last.font }
        if let known = fonts[key] {
            lastFont = (key, known)
            return known
        }
        let description = PangoSetup.fontDescription(for: font, family: family)
        defer { pango_font_description_free(description) }
        var loaded: LoadedFont?
        if let font = pango_context_load_font(context, description) {
            if let shaping = pango_font_get_hb_font(font) {
                loaded = LoadedFont(font: font, shaping: shaping, lineHeight: lineHeight(of: description))
            } else {
                g_object_unref(UnsafeMutableRawPointer(font))   // kept only with its shaping font
            }
        }
        fonts[key] = loaded
        lastFont = (key, loaded)
        return loaded
    }

    /// A one-line layout's logical height in the font: its ascent and descent, whatever the text.
    private func lineHeight(of description: OpaquePointer) -> Int32 {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, "x", -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return logical.height
    }
}
