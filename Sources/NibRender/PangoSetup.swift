import CPangoCairo
import NibModel

/// The same text settings for measuring and drawing: unhinted metrics, so a label's text fits the
/// width it was measured at whatever the drawing scale.
enum PangoSetup {
    static func layout(for cr: OpaquePointer) -> OpaquePointer {
        let layout = pango_cairo_create_layout(cr)!
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
        cairo_font_options_destroy(options)
        pango_layout_context_changed(layout)
        return layout
    }

    /// A pango font for a XIB font: the stand-in family for the system fonts, the named family
    /// otherwise, at the point size in pixels. The caller frees it.
    static func fontDescription(for font: FontDescription) -> OpaquePointer {
        let description = pango_font_description_new()!
        if case .named(let name) = font.kind {
            pango_font_description_set_family(description, name.split(separator: "-").first.map(String.init) ?? SystemFont.family)
        } else {
            pango_font_description_set_family(description, SystemFont.family)
        }
        pango_font_description_set_weight(description, font.kind == .boldSystem ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(description, font.pointSize * Double(PANGO_SCALE))
        return description
    }
}
