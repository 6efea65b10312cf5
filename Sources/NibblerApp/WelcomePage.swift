import CGtk
import GtkKit

/// What a window shows with no document: open a file, or the bundled example.
@MainActor
enum WelcomePage {
    static func make() -> Widget {
        let icon = gtk_image_new_from_icon_name(NibblerApplication.id)!
        gtk_image_set_pixel_size(OpaquePointer(icon), 128)
        let title = Gtk.label("Nibbler", xalign: 0.5, classes: ["title-1"])
        let subtitle = Gtk.label("Open a .xib or .storyboard file, or drop one on this window.", xalign: 0.5, classes: ["dim-label"])
        let open = Gtk.button("_Open a Document…", action: "win.open", classes: ["suggested-action", "pill"])
        let example = Gtk.button("Open the _Example", action: "win.open-example", classes: ["pill"])
        let new = Gtk.button("_New Document", classes: ["pill"])
        gtk_actionable_set_detailed_action_name(OpaquePointer(new), "win.new('\(NibblerApplication.newDocumentDevice.id)')")
        let buttons = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 12, [open, new, example])
        gtk_widget_set_halign(buttons, GTK_ALIGN_CENTER)
        let page = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 12, margin: 48, [icon, title, subtitle, buttons])
        gtk_widget_set_valign(page, GTK_ALIGN_CENTER)
        return page
    }
}
