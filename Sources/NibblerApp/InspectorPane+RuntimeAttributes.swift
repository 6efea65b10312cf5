import CGtk
import GtkKit
import NibDesign
import NibModel

/// The Identity inspector's User Defined Runtime Attributes table: each key path with its
/// type and value, editable (Enter applies), with a button that removes it; and a row that adds
/// one of any type Xcode offers.
extension InspectorPane {
    func showRuntimeAttributes(of id: String, _ session: DesignSession) {
        Gtk.append(content, Gtk.label("User Defined Runtime Attributes", classes: ["dim-label", "caption-heading"]))
        let apply: (String, String, String, String?) -> Bool = { [unowned self, unowned session] keyPath, type, text, previous in
            guard let value = RuntimeValue(text: text, type: type) else {
                onError?("“\(text)” is not a \(type) value")
                return false
            }
            do {
                try session.document.setRuntimeAttribute(keyPath, to: value, of: id, renaming: previous)
                return true
            } catch {
                onError?("\(error)")
                return false
            }
        }
        for (keyPath, type, value) in session.document.runtimeAttributes(of: id) {
            let valueText = value.map(InspectorValues.text(of:)) ?? ""
            let key = textEntry(live: false, current: { keyPath }) { apply($0, type, valueText, keyPath) }
            Gtk.accessibleLabel(key, "Key Path \(keyPath)")
            let remove = gtk_button_new_from_icon_name("list-remove-symbolic")!
            gtk_widget_add_css_class(remove, "flat")
            Gtk.accessibleLabel(remove, "Remove \(keyPath)")
            Signal.on(gpointerOf(remove), "clicked") { [unowned self, unowned session] in
                do { try session.document.removeRuntimeAttribute(keyPath, of: id) } catch { onError?("\(error)") }
            }
            Gtk.append(content, Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [key, Gtk.label(type, classes: ["dim-label"]), remove]))
            if type != "nil" {
                let entry = textEntry(live: false, current: { valueText }) { apply(keyPath, type, $0, nil) }
                Gtk.accessibleLabel(entry, "Value of \(keyPath)")
                field("Value", entry)
            }
        }
        // A new one: key path, type, value, Add.
        let newKey = gtk_entry_new()!
        gtk_entry_set_placeholder_text(cast(newKey), "keyPath")
        Gtk.accessibleLabel(newKey, "New Key Path")
        let types = RuntimeValue.typeNames
        let type = Gtk.dropDown(types.map { $0.prefix(1).uppercased() + $0.dropFirst() }, selected: 1)
        Gtk.accessibleLabel(type, "New Type")
        let newValue = gtk_entry_new()!
        gtk_entry_set_placeholder_text(cast(newValue), "value")
        Gtk.accessibleLabel(newValue, "New Value")
        let add = Gtk.button("Add Attribute")
        Gtk.accessibleLabel(add, "Add Runtime Attribute")
        let adding: Handler = {
            let keyPath = string(gtk_editable_get_text(OpaquePointer(newKey))) ?? ""
            let text = string(gtk_editable_get_text(OpaquePointer(newValue))) ?? ""
            _ = apply(keyPath, types[Int(gtk_drop_down_get_selected(OpaquePointer(type)))], text, nil)
        }
        Signal.on(gpointerOf(add), "clicked", adding)
        Signal.on(gpointerOf(newValue), "activate", adding)   // Enter in the value adds it too
        gtk_widget_set_hexpand(newKey, 1)
        Gtk.append(content, Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [newKey, type]))
        gtk_widget_set_hexpand(newValue, 1)
        Gtk.append(content, Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, [newValue, add]))
    }
}
