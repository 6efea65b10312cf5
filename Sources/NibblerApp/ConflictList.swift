import CGtk
import GtkKit
import NibMerge

/// A merge's conflicts, one row each: what differs, in words, with Ours and Theirs to choose a
/// side (the file holds ours until theirs is chosen), and under the list the chosen conflict's
/// object drawn as each side has it, side by side.
@MainActor
final class ConflictList {
    let widget: Widget
    private let list: Widget
    private let oursPicture: Widget
    private let theirsPicture: Widget
    private var conflicts: [MergeConflict] = []
    /// A side was chosen; returns whether it could be applied.
    var onChoose: ((MergeConflict, ConflictChoice.Side) -> Bool)?
    /// A row was activated: its object, and the row's index for `showSides`.
    var onActivate: ((Int) -> Void)?

    init() {
        list = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(OpaquePointer(list), GTK_SELECTION_SINGLE)
        gtk_list_box_set_activate_on_single_click(OpaquePointer(list), 1)
        let placeholder = Gtk.label("No conflicts left", xalign: 0.5, classes: ["dim-label"])
        gtk_widget_set_margin_top(placeholder, 24)
        gtk_list_box_set_placeholder(OpaquePointer(list), placeholder)
        Gtk.accessibleLabel(list, "Merge Conflicts")
        (oursPicture, theirsPicture) = (gtk_picture_new()!, gtk_picture_new()!)
        var sides: [Widget] = []
        for (picture, title) in [(oursPicture, "Ours"), (theirsPicture, "Theirs")] {
            gtk_picture_set_content_fit(OpaquePointer(picture), GTK_CONTENT_FIT_CONTAIN)
            gtk_widget_set_size_request(picture, 110, 180)
            Gtk.accessibleLabel(picture, "\(title) as drawn")
            sides.append(Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 4, [Gtk.label(title, xalign: 0.5, classes: ["heading"]), picture]))
        }
        let pictures = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, margin: 6, sides)
        gtk_box_set_homogeneous(cast(pictures), 1)
        let scrolled = Gtk.scrolled(list)
        gtk_widget_set_vexpand(scrolled, 1)
        widget = Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 6, [scrolled, pictures])
        Signal.onPointer(gpointerOf(list), "row-activated") { [unowned self] row in
            guard let row else { return }
            onActivate?(Int(gtk_list_box_row_get_index(cast(row))))
        }
    }

    func show(_ conflicts: [MergeConflict]) {
        self.conflicts = conflicts
        while let row = gtk_widget_get_first_child(list) { gtk_list_box_remove(OpaquePointer(list), row) }
        for conflict in conflicts { gtk_list_box_append(OpaquePointer(list), row(for: conflict)) }
    }

    /// The two sides' pictures (PNG files; nil where that side has no such object).
    func showSides(ours: String?, theirs: String?) {
        gtk_picture_set_filename(OpaquePointer(oursPicture), ours)
        gtk_picture_set_filename(OpaquePointer(theirsPicture), theirs)
    }

    private func row(for conflict: MergeConflict) -> Widget {
        let label = Gtk.label(conflict.description)
        gtk_label_set_wrap(OpaquePointer(label), 1)
        gtk_label_set_max_width_chars(OpaquePointer(label), 30)
        let ours = gtk_toggle_button_new_with_label("Ours")!
        let theirs = gtk_toggle_button_new_with_label("Theirs")!
        gtk_toggle_button_set_group(cast(theirs), cast(ours))
        gtk_toggle_button_set_active(cast(ours), 1)
        Gtk.accessibleLabel(ours, "Use ours: \(conflict.description)")
        Gtk.accessibleLabel(theirs, "Use theirs: \(conflict.description)")
        gtk_widget_set_sensitive(theirs, conflict.theirsCanBeChosen ? 1 : 0)
        for (button, side) in [(ours, ConflictChoice.Side.ours), (theirs, .theirs)] {
            Signal.on(gpointerOf(button), "toggled") { [unowned self] in
                guard gtk_toggle_button_get_active(cast(button)) != 0 else { return }
                if onChoose?(conflict, side) == false {
                    gtk_toggle_button_set_active(cast(side == .ours ? theirs : ours), 1)
                }
            }
        }
        let choice = Gtk.box(GTK_ORIENTATION_HORIZONTAL, [ours, theirs])
        gtk_widget_add_css_class(choice, "linked")
        gtk_widget_set_halign(choice, GTK_ALIGN_END)
        return Gtk.box(GTK_ORIENTATION_VERTICAL, spacing: 6, margin: 6, [label, choice])
    }
}
