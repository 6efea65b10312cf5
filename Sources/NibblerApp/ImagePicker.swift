import CGtk
import GtkKit

/// Xcode's image field: the name typed, or picked from a searchable list of the images in the
/// asset catalogs of the file's project (and those the document already names), each with its
/// picture where the catalog has one.
@MainActor
enum ImagePicker {
    /// A button that opens the list under `anchor`; `choose` gets the name picked.
    static func button(names: @escaping @MainActor () -> [String], file: @escaping @MainActor (String) -> String?,
                       choose: @escaping @MainActor (String) -> Void) -> Widget {
        let button = gtk_button_new_from_icon_name("view-list-symbolic")!
        gtk_widget_set_tooltip_text(button, "Choose an image from the asset catalogs")
        Gtk.accessibleLabel(button, "Choose Image")
        Signal.on(gpointerOf(button), "clicked") { show(names(), file: file, under: button, choose: choose) }
        return button
    }

    /// The most rows shown at once: a search narrows a large catalog down.
    static let shownAtMost = 200

    private static func show(_ names: [String], file: @escaping @MainActor (String) -> String?, under anchor: Widget,
                             choose: @escaping @MainActor (String) -> Void) {
        let popover = gtk_popover_new()!
        let search = gtk_search_entry_new()!
        Gtk.accessibleLabel(search, "Search Images")
        let list = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 2)
        let scrolled = Gtk.scrolled(list)
        gtk_widget_set_size_request(scrolled, 260, 320)
        let fill: @MainActor (String) -> Void = { query in
            while let child = gtk_widget_get_first_child(list) { gtk_box_remove(cast(list), child) }
            let matches = names.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }
            if matches.isEmpty {
                Gtk.append(list, Gtk.label(names.isEmpty ? "No asset catalog in this file's project" : "No image matches", classes: ["dim-label"]))
            }
            for name in matches.prefix(shownAtMost) {
                let row = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8)
                let picture: Widget = file(name).flatMap { gtk_image_new_from_file($0) } ?? gtk_image_new_from_icon_name("image-missing-symbolic")!
                gtk_image_set_pixel_size(OpaquePointer(picture), 24)
                Gtk.append(row, picture, Gtk.label(name))
                let button = gtk_button_new()!
                gtk_button_set_child(cast(button), row)
                gtk_widget_add_css_class(button, "flat")
                Gtk.accessibleLabel(button, name)
                Signal.on(gpointerOf(button), "clicked") {
                    gtk_popover_popdown(cast(popover))
                    MainLoop.after(0) { choose(name) }   // after the popover has left its anchor
                }
                Gtk.append(list, button)
            }
        }
        Signal.on(gpointerOf(search), "search-changed") {
            fill(String(cString: gtk_editable_get_text(OpaquePointer(search))))
        }
        fill("")
        gtk_popover_set_child(cast(popover), Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 6, margin: 6, [search, scrolled]))
        gtk_widget_set_parent(popover, anchor)
        Signal.on(gpointerOf(popover), "closed") { MainLoop.after(0) { gtk_widget_unparent(popover) } }
        gtk_popover_popup(cast(popover))
        gtk_widget_grab_focus(search)
    }
}
