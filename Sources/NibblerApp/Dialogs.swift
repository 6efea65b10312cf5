import CGtk
import GtkKit

/// A message dialog over `window` with its buttons (label, response, style class) and default
/// response; answers with the response chosen.
@MainActor
private func askInDialog(over window: UnsafeMutablePointer<GtkWindow>, _ type: GtkMessageType, _ primary: String, _ secondary: String,
                         buttons: [(label: String, response: GtkResponseType, style: String?)], defaultResponse: GtkResponseType,
                         _ answer: @escaping @MainActor (Int32) -> Void) {
    let dialog = nib_message_dialog_new(window, type, primary, secondary)!
    for button in buttons {
        let widget = gtk_dialog_add_button(cast(dialog), button.label, button.response.rawValue)!
        if let style = button.style { gtk_widget_add_css_class(widget, style) }
    }
    gtk_dialog_set_default_response(cast(dialog), defaultResponse.rawValue)
    Signal.onInt(gpointerOf(dialog), "response") { response in
        // Unparented first: the answer may close the window, and a dialog finalized after its
        // parent would disconnect from a dead object (a GLib critical).
        gtk_window_set_transient_for(cast(dialog), nil)
        gtk_window_destroy(cast(dialog))
        answer(response)
    }
    gtk_window_present(cast(dialog))
}

/// Save / Discard / Cancel before unsaved changes would be lost.
@MainActor
enum UnsavedChangesDialog {
    enum Answer { case save, discard, cancel }

    static func ask(over window: UnsafeMutablePointer<GtkWindow>, name: String, _ answer: @escaping @MainActor (Answer) -> Void) {
        askInDialog(over: window, GTK_MESSAGE_QUESTION, "Save changes to “\(name)”?", "If you don’t save, your changes will be lost.",
                    buttons: [("_Cancel", GTK_RESPONSE_CANCEL, nil), ("_Discard", GTK_RESPONSE_REJECT, nil), ("_Save", GTK_RESPONSE_ACCEPT, "suggested-action")],
                    defaultResponse: GTK_RESPONSE_ACCEPT) { response in
            answer(response == GTK_RESPONSE_ACCEPT.rawValue ? .save : response == GTK_RESPONSE_REJECT.rawValue ? .discard : .cancel)
        }
    }
}

/// Cancel / Replace before saving over a file without write permission, as GNOME apps ask.
@MainActor
enum ReadOnlyFileDialog {
    static func ask(over window: UnsafeMutablePointer<GtkWindow>, name: String, _ replace: @escaping @MainActor (Bool) -> Void) {
        askInDialog(over: window, GTK_MESSAGE_WARNING, "“\(name)” is read-only", "Replacing it makes a new file with your changes in its place.",
                    buttons: [("_Cancel", GTK_RESPONSE_CANCEL, nil), ("_Replace", GTK_RESPONSE_ACCEPT, "destructive-action")],
                    defaultResponse: GTK_RESPONSE_CANCEL) { response in
            replace(response == GTK_RESPONSE_ACCEPT.rawValue)
        }
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
