import CGtk
import GtkKit
import NibLayout

/// The issue count on the canvas toolbar, as a button whose popover lists every layout issue in
/// words, like Xcode's issue navigator. Choosing one selects its object (a view, or a constraint
/// of a conflict).
@MainActor
final class IssuesButton {
    let widget: Widget
    private let list: Widget
    private var objectIDs: [String] = []
    var onChoose: ((String) -> Void)?

    init() {
        list = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(OpaquePointer(list), GTK_SELECTION_NONE)
        gtk_list_box_set_activate_on_single_click(OpaquePointer(list), 1)
        let scrolled = Gtk.scrolled(list)
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
        Signal.onPointer(gpointerOf(list), "row-activated") { [unowned self] row in
            guard let row else { return }
            let index = Int(gtk_list_box_row_get_index(cast(row)))
            gtk_menu_button_popdown(OpaquePointer(widget))
            if objectIDs.indices.contains(index) { onChoose?(objectIDs[index]) }
        }
        show([])
    }

    func show(_ issues: [LayoutIssue]) {
        let errors = issues.filter { $0.severity == .error }.count
        let warnings = issues.count - errors
        let text = issues.isEmpty ? "No layout issues"
            : [errors > 0 ? "\(errors) error\(errors == 1 ? "" : "s")" : nil, warnings > 0 ? "\(warnings) warning\(warnings == 1 ? "" : "s")" : nil]
                .compactMap { $0 }.joined(separator: ", ")
        gtk_menu_button_set_label(OpaquePointer(widget), text)
        Gtk.accessibleLabel(widget, "Layout issues: " + text)
        gtk_widget_set_sensitive(widget, issues.isEmpty ? 0 : 1)
        while let row = gtk_widget_get_first_child(list) { gtk_list_box_remove(OpaquePointer(list), row) }
        // A long list is cut: the popover is for reading, `nibtool check` prints them all.
        let shown = issues.prefix(200)
        objectIDs = shown.map(\.objectID)
        for issue in shown {
            let icon = gtk_image_new_from_icon_name(issue.severity == .error ? "dialog-error-symbolic" : "dialog-warning-symbolic")!
            let label = Gtk.label(issue.message)
            gtk_label_set_wrap(OpaquePointer(label), 1)
            gtk_label_set_max_width_chars(OpaquePointer(label), 60)
            gtk_list_box_append(OpaquePointer(list), Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, margin: 6, [icon, label]))
        }
    }
}
