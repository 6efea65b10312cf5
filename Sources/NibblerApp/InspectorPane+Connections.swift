import CGtk
import GtkKit
import NibDesign

/// Xcode's Connections inspector, below the others: the object's outlets, sent events,
/// triggered segues and the outlets that reference it, each with its other end and a button
/// that deletes it (one undo step).
extension InspectorPane {
    func showConnections(of id: String, _ session: DesignSession) {
        let rows = session.connectionRows(of: id)
        guard !rows.isEmpty else { return }
        section("Connections")
        var current: ConnectionRow.Section?
        for row in rows {
            if row.section != current {
                current = row.section
                Gtk.append(content, Gtk.label(row.section.rawValue, classes: ["dim-label", "caption-heading"]))
            }
            let text = Gtk.label("\(row.name) → \(row.other)")
            gtk_label_set_ellipsize(OpaquePointer(text), PANGO_ELLIPSIZE_MIDDLE)
            gtk_widget_set_hexpand(text, 1)
            gtk_widget_set_tooltip_text(text, "\(row.name) → \(row.other)")
            let remove = gtk_button_new_from_icon_name("window-close-symbolic")!
            gtk_widget_add_css_class(remove, "flat")
            gtk_widget_set_tooltip_text(remove, "Delete this connection")
            Gtk.accessibleLabel(remove, "Delete connection \(row.name)")
            let connectionID = row.id
            Signal.on(gpointerOf(remove), "clicked") { [unowned self, unowned session] in
                do { try session.removeConnection(connectionID) } catch { onError?("\(error)") }
            }
            Gtk.append(content, Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [text, remove]))
        }
    }
}
