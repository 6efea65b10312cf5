import CGtk
import Foundation
import GtkKit
import NibDesign

/// The navigator's Project page: the project's XIBs and storyboards by folder, localised copies
/// named under their Base file, as Xcode's project navigator lists them. Activating a file
/// opens it.
@MainActor
final class ProjectPane {
    let widget: Widget
    private let list: Widget
    private let heading: Widget
    private var paths: [Int: String] = [:]
    var onChoose: ((String) -> Void)?

    init() {
        list = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(OpaquePointer(list), GTK_SELECTION_SINGLE)
        gtk_list_box_set_activate_on_single_click(OpaquePointer(list), 1)
        let placeholder = Gtk.label("No project: open a folder or an .xcodeproj", xalign: 0.5, classes: ["dim-label"])
        gtk_label_set_wrap(OpaquePointer(placeholder), 1)
        gtk_widget_set_margin_top(placeholder, 24)
        gtk_list_box_set_placeholder(OpaquePointer(list), placeholder)
        heading = Gtk.label("", classes: ["heading"])
        gtk_widget_set_margin_start(heading, 6)
        gtk_label_set_ellipsize(OpaquePointer(heading), PANGO_ELLIPSIZE_MIDDLE)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(OpaquePointer(scroller), list)
        gtk_widget_set_vexpand(scroller, 1)
        widget = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [heading, scroller])
        Signal.onPointer(gpointerOf(list), "row-activated") { [unowned self] row in
            guard let row, let path = paths[Int(gtk_list_box_row_get_index(cast(row)))] else { return }
            onChoose?(path)
        }
    }

    func show(_ project: ProjectDocuments, opened: String?) {
        while let row = gtk_widget_get_first_child(list) { gtk_list_box_remove(OpaquePointer(list), row) }
        paths = [:]
        gtk_label_set_text(OpaquePointer(heading), URL(fileURLWithPath: project.folder).lastPathComponent)
        var index = 0
        for folder in project.folders {
            let title = Gtk.label(folder.path.isEmpty ? "/" : folder.path, classes: ["dim-label", "caption-heading"])
            gtk_widget_set_margin_top(title, 8)
            gtk_widget_set_margin_start(title, 6)
            gtk_list_box_append(OpaquePointer(list), title)
            if let row = gtk_widget_get_parent(title) {
                gtk_list_box_row_set_activatable(cast(row), 0)
                gtk_list_box_row_set_selectable(cast(row), 0)
            }
            index += 1
            for document in folder.documents {
                let icon = gtk_image_new_from_icon_name(document.name.hasSuffix(".storyboard") ? "view-grid-symbolic" : "view-paged-symbolic")!
                var parts = [icon, Gtk.label(document.name)]
                if !document.localizations.isEmpty {
                    parts.append(Gtk.label(document.localizations.map(\.language).joined(separator: ", "), classes: ["dim-label"]))
                }
                let row = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, margin: 4, parts)
                gtk_widget_set_tooltip_text(row, document.path)
                gtk_list_box_append(OpaquePointer(list), row)
                let path = project.folder + "/" + document.path
                paths[index] = path
                if path == opened, let listRow = gtk_widget_get_parent(row) { gtk_list_box_select_row(OpaquePointer(list), cast(listRow)) }
                index += 1
            }
        }
    }
}
