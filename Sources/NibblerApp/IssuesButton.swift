import CGtk
import GtkKit
import NibLayout

/// The issue count on the canvas toolbar, as a button whose popover lists every layout issue.
/// Choosing one selects its object.
@MainActor
final class IssuesButton {
    let widget: Widget
    private let list = IssueList()
    var onChoose: ((String) -> Void)?

    init() {
        let scrolled = Gtk.scrolled(list.widget)
        gtk_scrolled_window_set_min_content_width(OpaquePointer(scrolled), 420)
        gtk_scrolled_window_set_max_content_height(OpaquePointer(scrolled), 400)
        gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(scrolled), 1)
        let popover = gtk_popover_new()!
        gtk_popover_set_child(cast(popover), scrolled)
        widget = gtk_menu_button_new()!
        gtk_menu_button_set_popover(OpaquePointer(widget), popover)
        gtk_widget_set_halign(widget, GTK_ALIGN_END)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_add_css_class(widget, "flat")
        g_object_ref_sink(gpointerOf(widget))   // kept while the toolbar is rebuilt
        list.onChoose = { [unowned self] id in
            gtk_menu_button_popdown(OpaquePointer(widget))
            onChoose?(id)
        }
        show([])
    }

    func show(_ issues: [LayoutIssue]) {
        let text = IssueList.summary(issues)
        gtk_menu_button_set_label(OpaquePointer(widget), text)
        Gtk.accessibleLabel(widget, "Layout issues: " + text)
        gtk_widget_set_sensitive(widget, issues.isEmpty ? 0 : 1)
        list.show(issues, wrapAt: 60)
    }
}
