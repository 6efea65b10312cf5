import CGtk
import GtkKit
import NibSource

/// The popover Ctrl+drag onto an owner ends in, as Interface Builder's: the owner's outlets
/// that can hold the dragged object, its outlet collections, and, from a control, its actions.
@MainActor
enum ConnectionPopover {
    enum Choice {
        case outlet(ConnectionChoices.Outlet)
        case action(String)
    }

    static func show(_ choices: ConnectionChoices, pointingAt anchor: Widget, choose: @escaping @MainActor (Choice) -> Void) {
        ChoicePopover.show([
            ("Outlets", choices.outlets.filter { !$0.isCollection }.map { ($0.property, Choice.outlet($0)) }),
            ("Outlet Collections", choices.outlets.filter(\.isCollection).map { ($0.property, Choice.outlet($0)) }),
            ("Actions" + (choices.eventType.map { " (\($0))" } ?? ""), choices.actions.map { ($0, Choice.action($0)) }),
        ], pointingAt: anchor, choose: choose)
    }
}

/// A popover of choices in titled sections, each a flat button; choosing one closes it.
@MainActor
enum ChoicePopover {
    static func show<Choice>(_ sections: [(title: String, items: [(name: String, choice: Choice)])], pointingAt anchor: Widget,
                             at point: (x: Double, y: Double)? = nil, choose: @escaping @MainActor (Choice) -> Void) {
        let popover = gtk_popover_new()!
        let box = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 2, margin: 6)
        for (title, items) in sections where !items.isEmpty {
            Gtk.append(box, Gtk.label(title, classes: ["dim-label", "caption-heading"]))
            for (name, choice) in items {
                let button = gtk_button_new_with_label(name)!
                gtk_widget_add_css_class(button, "flat")
                if let label = gtk_button_get_child(cast(button)) { gtk_label_set_xalign(OpaquePointer(label), 0) }
                Signal.on(gpointerOf(button), "clicked") {
                    gtk_popover_popdown(cast(popover))
                    // After the popover has left its anchor ("closed" queues that first): the
                    // choice may rebuild the outline row it points at, which must not be
                    // finalized with the popover still inside it.
                    MainLoop.after(0) { choose(choice) }
                }
                Gtk.append(box, button)
            }
        }
        gtk_popover_set_child(cast(popover), box)
        gtk_widget_set_parent(popover, anchor)
        if let point {
            var rect = GdkRectangle(x: Int32(point.x), y: Int32(point.y), width: 1, height: 1)
            gtk_popover_set_pointing_to(cast(popover), &rect)
        }
        Signal.on(gpointerOf(popover), "closed") {
            // After the click that closed it has been handled.
            MainLoop.after(0) { gtk_widget_unparent(popover) }
        }
        gtk_popover_popup(cast(popover))
    }
}
