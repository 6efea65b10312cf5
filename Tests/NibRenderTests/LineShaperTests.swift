import CPangoCairo
import NibModel
import Testing
@testable import NibRender

/// The direct HarfBuzz measure must give pango's widths to the pango unit, or layouts would
/// differ by which path measured a text.
@Suite struct LineShaperTests {
    /// Kerning pairs (AV, To, Wa, 11 in Liberation Sans, which only the Latin script kerns),
    /// ligatures (ffi, off where letters are spaced), accents, curly quotes, dashes and
    /// ellipses, digits, spaces at the ends.
    static let texts = ["Label 1", "AVATAR To Wa", "11", "office ffi fl", "Café Crème brûlée", "“Quoted” — dash – and…",
                        "12:45 PM", "  padded  ", "Sign In", "UPPERCASE TITLE", "x", "ÆØÅ æøå ß", "@#$%^&*()_+={}[]|\\;'<>,.?/~`"]

    @Test("Its widths and line heights equal pango's layout's, in every stand-in family, weight, size and letter spacing, with Inter's contextual alternates off as PangoSetup sets them")
    func equalsPango() throws {
        try Self.withShaper { layout, shaper in try compareWithPango(layout, shaper) }
    }

    private func compareWithPango(_ layout: OpaquePointer, _ shaper: LineShaper) throws {
        var compared = 0
        for family in [SystemFont.textFamily, SystemFont.displayFamily, SystemFont.family] {
            for weight in [FontDescription.Weight.regular, .light, .semibold, .bold] {
                for size in [11.0, 17, 24.5] {
                    for spacing: Int32 in [0, -437, 300] {
                        let font = FontDescription(kind: .system, pointSize: size, weight: weight)
                        let description = PangoSetup.fontDescription(for: font, family: family)
                        defer { pango_font_description_free(description) }
                        for text in Self.texts {
                            pango_layout_set_font_description(layout, description)
                            pango_layout_set_text(layout, text, -1)
                            let attributes = pango_attr_list_new()
                            if spacing != 0 { pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(spacing)) }
                            if PangoSetup.hasOwnAlternates(family) { pango_attr_list_insert(attributes, pango_attr_font_features_new("calt 0")) }
                            pango_layout_set_attributes(layout, attributes)
                            pango_attr_list_unref(attributes)
                            var ink = PangoRectangle(), logical = PangoRectangle()
                            pango_layout_get_extents(layout, &ink, &logical)
                            let shaped = try #require(shaper.measure(text, font: font, family: family, letterSpacing: spacing), "\(text) in \(family)")
                            #expect(shaped.width == Int(logical.width) && shaped.height == logical.height,
                                    "\(text) in \(family) \(weight) \(size) pt, spacing \(spacing): \(shaped) against pango's \(logical.width) × \(logical.height)")
                            compared += 1
                        }
                    }
                }
            }
        }
        #expect(compared == 3 * 4 * 3 * 3 * Self.texts.count)
    }

    @Test("It leaves to pango what pango sets in other fonts or on other lines: Han, emoji, Greek, line breaks, nothing")
    func leavesTheRestToPango() {
        Self.withShaper { _, shaper in
            let font = FontDescription(kind: .system, pointSize: 17)
            for text in ["个人主页", "Go 😀", "Ωmega", "two\nlines", "tab\there", ""] {
                #expect(shaper.measure(text, font: font, letterSpacing: 0) == nil, "\(text)")
            }
            #expect(shaper.measure("Latin", font: font, letterSpacing: 0) != nil)
        }
    }

    /// A measuring layout, as TextMeasurer makes it, and a shaper on its context, holding the
    /// font lock as measurers do.
    private static func withShaper(_ body: (OpaquePointer, LineShaper) throws -> Void) rethrows {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        try FontLock.held {
            let layout = PangoSetup.layoutOfItsOwn(for: cr)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            try body(layout, LineShaper(context: pango_layout_get_context(layout)))
        }
    }
}
