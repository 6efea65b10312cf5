import CGtk
import GtkKit

/// A message across the top of the window, for errors the user should read (a file that cannot
/// be opened or saved; the document stays as it was), or a word about the document opened.
@MainActor
final class Banner {
    let widget: Widget
    private let label: Widget

    init() {
        label = Gtk.label("")
        gtk_label_set_wrap(OpaquePointer(label), 1)
        gtk_label_set_selectable(OpaquePointer(label), 1)
        gtk_widget_set_hexpand(label, 1)
        widget = gtk_info_bar_new()!
        gtk_info_bar_set_message_type(OpaquePointer(widget), GTK_MESSAGE_ERROR)
        gtk_info_bar_set_show_close_button(OpaquePointer(widget), 1)
        gtk_info_bar_add_child(OpaquePointer(widget), label)
        gtk_info_bar_set_revealed(OpaquePointer(widget), 0)
        gtk_widget_set_visible(widget, 0)
        Signal.onInt(gpointerOf(widget), "response") { [unowned self] _ in hide() }
    }

    /// `type`: an error by default; GTK_MESSAGE_INFO for what the user should know of a document.
    func show(_ message: String, type: GtkMessageType = GTK_MESSAGE_ERROR) {
        gtk_info_bar_set_message_type(OpaquePointer(widget), type)
        gtk_label_set_text(OpaquePointer(label), message)
        gtk_widget_set_visible(widget, 1)
        gtk_info_bar_set_revealed(OpaquePointer(widget), 1)
    }

    func hide() {
        gtk_info_bar_set_revealed(OpaquePointer(widget), 0)
        gtk_widget_set_visible(widget, 0)
    }
}
