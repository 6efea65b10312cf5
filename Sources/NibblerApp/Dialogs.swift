import CGtk
import GtkKit

/// Save / Discard / Cancel before unsaved changes would be lost.
@MainActor
enum UnsavedChangesDialog {
    enum Answer { case save, discard, cancel }

    static func ask(over window: UnsafeMutablePointer<GtkWindow>, name: String, _ answer: @escaping @MainActor (Answer) -> Void) {
        let dialog = nib_message_dialog_new(window, GTK_MESSAGE_QUESTION, "Save changes to “\(name)”?",
                                            "If you don’t save, your changes will be lost.")!
        gtk_dialog_add_button(cast(dialog), "_Cancel", GTK_RESPONSE_CANCEL.rawValue)
        gtk_dialog_add_button(cast(dialog), "_Discard", GTK_RESPONSE_REJECT.rawValue)
        let save = gtk_dialog_add_button(cast(dialog), "_Save", GTK_RESPONSE_ACCEPT.rawValue)!
        gtk_widget_add_css_class(save, "suggested-action")
        gtk_dialog_set_default_response(cast(dialog), GTK_RESPONSE_ACCEPT.rawValue)
        Signal.onInt(gpointerOf(dialog), "response") { response in
            gtk_window_destroy(cast(dialog))
            answer(response == GTK_RESPONSE_ACCEPT.rawValue ? .save : response == GTK_RESPONSE_REJECT.rawValue ? .discard : .cancel)
        }
        gtk_window_present(cast(dialog))
    }
}

/// Cancel / Replace before saving over a file without write permission, as GNOME apps ask.
@MainActor
enum ReadOnlyFileDialog {
    static func ask(over window: UnsafeMutablePointer<GtkWindow>, name: String, _ replace: @escaping @MainActor (Bool) -> Void) {
        let dialog = nib_message_dialog_new(window, GTK_MESSAGE_WARNING, "“\(name)” is read-only",
                                            "Replacing it makes a new file with your changes in its place.")!
        gtk_dialog_add_button(cast(dialog), "_Cancel", GTK_RESPONSE_CANCEL.rawValue)
        let button = gtk_dialog_add_button(cast(dialog), "_Replace", GTK_RESPONSE_ACCEPT.rawValue)!
        gtk_widget_add_css_class(button, "destructive-action")
        gtk_dialog_set_default_response(cast(dialog), GTK_RESPONSE_CANCEL.rawValue)
        Signal.onInt(gpointerOf(dialog), "response") { response in
            gtk_window_destroy(cast(dialog))
            replace(response == GTK_RESPONSE_ACCEPT.rawValue)
        }
        gtk_window_present(cast(dialog))
    }
}

@MainActor
enum AboutDialog {
    static func show(over window: UnsafeMutablePointer<GtkWindow>) {
        let about = gtk_about_dialog_new()!
        let dialog = OpaquePointer(about)
        gtk_about_dialog_set_program_name(dialog, "Nibbler")
        gtk_about_dialog_set_logo_icon_name(dialog, NibblerApplication.id)
        gtk_about_dialog_set_comments(dialog, "Interface Builder for Linux: open, lay out and edit Xcode’s XIB and storyboard files.")
        gtk_about_dialog_set_version(dialog, "0.1")
        gtk_about_dialog_set_license_type(dialog, GTK_LICENSE_MIT_X11)
        gtk_window_set_transient_for(cast(about), window)
        gtk_window_set_modal(cast(about), 1)
        gtk_window_present(cast(about))
    }
}
