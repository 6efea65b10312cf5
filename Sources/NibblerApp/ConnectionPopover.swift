import CGtk
import GtkKit
import NibSource

/// The popover Ctrl+drag ends in, as Interface Builder's: the owner's outlets that can hold
/// the dragged object, its outlet collections, and, from a control, its actions.
@MainActor
enum ConnectionPopover {
    enum Choice {
        case outlet(ConnectionChoices.Outlet)
        case action(String)
    }

    static func show(_ choices: ConnectionChoices, pointingAt anchor: Widget, choose: @escaping @MainActor (Choice) -> Void) {
        let popover = gtk_popover_new()!
        let box = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 2, margin: 6)
        func section(_ title: String, _ items: [(String, Choice)]) {
            guard !items.isEmpty else { return }
            Gtk.append(box, Gtk.label(title, classes: ["dim-label", "caption-heading"]))
            for (name, choice) in items {
                let button = gtk_button_new_with_label(name)!
                gtk_widget_add_css_class(button, "flat")
                if let label = gtk_button_get_child(cast(button)) { gtk_label_set_xalign(OpaquePointer(label), 0) }
                Signal.on(gpointerOf(button), "clicked") {
                    gtk_popover_popdown(cast(popover))
                    choose(choice)
                }
                Gtk.append(box, button)
            }
        }
        section("Outlets", choices.outlets.filter { !$0.isCollection }.map { ($0.property, .outlet($0)) })
        section("Outlet Collections", choices.outlets.filter(\.isCollection).map { ($0.property, .outlet($0)) })
        section("Actions" + (choices.eventType.map { " (\($0))" } ?? ""), choices.actions.map { ($0, .action($0)) })
        gtk_popover_set_child(cast(popover), box)
        gtk_widget_set_parent(popover, anchor)
        Signal.on(gpointerOf(popover), "closed") {
            // After the click that closed it has been handled.
            MainLoop.after(0) { gtk_widget_unparent(popover) }
        }
        gtk_popover_popup(cast(popover))
    }
}
