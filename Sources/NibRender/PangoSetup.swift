import CPangoCairo

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
}
