import CGtk
import GtkKit
import NibLayout

/// Layout issues in words, one row each with its severity, like Xcode's issue navigator.
/// Activating a row tells which object it names (a view, or a constraint of a conflict).
@MainActor
final class IssueList {
    let widget: Widget
    private var objectIDs: [String] = []
    var onChoose: ((String) -> Void)?

    init(placeholder: String? = nil) {
        widget = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(OpaquePointer(widget), GTK_SELECTION_NONE)
        gtk_list_box_set_activate_on_single_click(OpaquePointer(widget), 1)
        if let placeholder {
            let label = Gtk.label(placeholder, xalign: 0.5, classes: ["dim-label"])
            gtk_widget_set_margin_top(label, 24)
            gtk_list_box_set_placeholder(OpaquePointer(widget), label)
        }
        Signal.onPointer(gpointerOf(widget), "row-activated") { [unowned self] row in
            guard let row else { return }
            let index = Int(gtk_list_box_row_get_index(cast(row)))
            if objectIDs.indices.contains(index) { onChoose?(objectIDs[index]) }
        }
    }

    func show(_ issues: [LayoutIssue], wrapAt characters: Int32) {
        while let row = gtk_widget_get_first_child(widget) { gtk_list_box_remove(OpaquePointer(widget), row) }
        // A long list is cut: the list is for reading, `nibtool check` prints them all.
        let shown = issues.prefix(200)
        objectIDs = shown.map(\.objectID)
        for issue in shown {
            let icon = gtk_image_new_from_icon_name(issue.severity == .error ? "dialog-error-symbolic" : "dialog-warning-symbolic")!
            gtk_widget_set_valign(icon, GTK_ALIGN_START)
            let label = Gtk.label(issue.message)
            gtk_label_set_wrap(OpaquePointer(label), 1)
            gtk_label_set_max_width_chars(OpaquePointer(label), characters)
            gtk_list_box_append(OpaquePointer(widget), Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, margin: 6, [icon, label]))
        }
    }

    /// "2 errors, 1 warning", or "No layout issues".
    static func summary(_ issues: [LayoutIssue]) -> String {
        let errors = issues.filter { $0.severity == .error }.count
        let warnings = issues.count - errors
        guard !issues.isEmpty else { return "No layout issues" }
        return [errors > 0 ? "\(errors) error\(errors == 1 ? "" : "s")" : nil, warnings > 0 ? "\(warnings) warning\(warnings == 1 ? "" : "s")" : nil]
            .compactMap { $0 }.joined(separator: ", ")
    }
}
