import CGtk

/// Small constructors for the widgets the designer builds again and again.
public enum Gtk {
    public static func label(_ text: String, xalign: Float = 0, classes: [String] = []) -> Widget {
        let label = gtk_label_new(text)!
        gtk_label_set_xalign(OpaquePointer(label), xalign)
        classes.forEach { gtk_widget_add_css_class(label, $0) }
        return label
    }

    public static func box(_ orientation: GtkOrientation, spacing: Int32 = 0, margin: Int32 = 0, _ children: [Widget] = []) -> Widget {
        let box = gtk_box_new(orientation, spacing)!
        setMargins(box, margin)
        children.forEach { gtk_box_append(cast(box), $0) }
        return box
    }

    public static func append(_ box: Widget, _ children: Widget...) {
        children.forEach { gtk_box_append(cast(box), $0) }
    }

    /// Removes every child of a box.
    public static func removeAll(_ box: Widget) {
        while let child = gtk_widget_get_first_child(box) { gtk_box_remove(cast(box), child) }
    }

    public static func setMargins(_ widget: Widget, _ margin: Int32) {
        gtk_widget_set_margin_top(widget, margin)
        gtk_widget_set_margin_bottom(widget, margin)
        gtk_widget_set_margin_start(widget, margin)
        gtk_widget_set_margin_end(widget, margin)
    }

    /// A button showing an icon, with a tooltip and, if given, the action it triggers.
    public static func iconButton(_ icon: String, tooltip: String, action: String? = nil) -> Widget {
        let button = gtk_button_new_from_icon_name(icon)!
        gtk_widget_set_tooltip_text(button, tooltip)
        nib_set_accessible_label(button, tooltip)
        if let action { gtk_actionable_set_action_name(OpaquePointer(button), action) }
        return button
    }

    public static func button(_ text: String, action: String? = nil, classes: [String] = []) -> Widget {
        let button = gtk_button_new_with_mnemonic(text)!
        if let action { gtk_actionable_set_action_name(OpaquePointer(button), action) }
        classes.forEach { gtk_widget_add_css_class(button, $0) }
        return button
    }

    public static func scrolled(_ child: Widget) -> Widget {
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), child)
        gtk_widget_set_vexpand(scrolled, 1)
        gtk_widget_set_hexpand(scrolled, 1)
        return scrolled
    }

    /// A drop-down of strings, showing `selected`. Its items may be shown ellipsized where room is
    /// short, so that a long scene name cannot push the toolbar past its pane; each is at most
    /// `maxCharacters` wide.
    public static func dropDown(_ items: [String], selected: Int, maxCharacters: Int32 = 48) -> Widget {
        let list = gtk_string_list_new(nil)!
        items.forEach { gtk_string_list_append(list, $0) }
        let factory = gtk_signal_list_item_factory_new()!
        Signal.onPointer(gpointerOf(factory), "setup") { item in
            let label = Gtk.label("")
            gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
            gtk_label_set_max_width_chars(OpaquePointer(label), maxCharacters)
            gtk_label_set_xalign(OpaquePointer(label), 0)
            gtk_list_item_set_child(OpaquePointer(item), label)
        }
        Signal.onPointer(gpointerOf(factory), "bind") { item in
            guard let item, let string = gtk_list_item_get_item(OpaquePointer(item)),
                  let label = gtk_list_item_get_child(OpaquePointer(item)) else { return }
            let text = gtk_string_object_get_string(OpaquePointer(string))
            gtk_label_set_text(OpaquePointer(label), text)
            gtk_widget_set_tooltip_text(label, text)
        }
        let dropDown = gtk_drop_down_new(list, nil)!   // takes the list
        gtk_drop_down_set_factory(OpaquePointer(dropDown), factory)
        g_object_unref(gpointerOf(factory))
        gtk_drop_down_set_selected(OpaquePointer(dropDown), UInt32(max(0, selected)))
        return dropDown
    }

    public static func accessibleLabel(_ widget: Widget, _ text: String) { nib_set_accessible_label(widget, text) }

    /// Adds style rules for every window of the application, over the theme's.
    public static func addStyle(_ css: String) {
        guard let display = gdk_display_get_default(), let provider = gtk_css_provider_new() else { return }
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(gpointerOf(provider))   // the display keeps its own reference
    }
}

public enum Keys {
    /// Calls `f` when Delete or Backspace is pressed while `widget` has the focus.
    public static func onDelete(_ widget: Widget, _ f: @escaping Handler) {
        on(widget, [(UInt32(GDK_KEY_Delete), false, f), (UInt32(GDK_KEY_BackSpace), false, f)])
    }

    /// Keys handled by a widget while it has the focus (not application shortcuts, which would
    /// take them from text fields too): each a key value, whether Ctrl is held, and the handler.
    public static func on(_ widget: Widget, _ keys: [(keyval: UInt32, control: Bool, handler: Handler)]) {
        let controller = gtk_event_controller_key_new()!
        Signal.onKey(gpointerOf(controller)) { keyval, state in
            let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
            let lower = gdk_keyval_to_lower(keyval)
            guard let match = keys.first(where: { $0.keyval == lower && $0.control == control }) else { return false }
            match.handler()
            return true
        }
        gtk_widget_add_controller(widget, controller)
    }
}

extension Keys {
    /// Calls `f` with an arrow key's direction (each of x and y −1, 0 or 1) and whether Shift
    /// is held, when one is pressed without Ctrl while `widget` has the focus.
    public static func onArrows(_ widget: Widget, _ f: @escaping @MainActor (Double, Double, Bool) -> Void) {
        let directions: [UInt32: (Double, Double)] = [
            UInt32(GDK_KEY_Left): (-1, 0), UInt32(GDK_KEY_Right): (1, 0), UInt32(GDK_KEY_Up): (0, -1), UInt32(GDK_KEY_Down): (0, 1),
        ]
        let controller = gtk_event_controller_key_new()!
        Signal.onKey(gpointerOf(controller)) { keyval, state in
            guard state.rawValue & GDK_CONTROL_MASK.rawValue == 0, let (dx, dy) = directions[keyval] else { return false }
            f(dx, dy, state.rawValue & GDK_SHIFT_MASK.rawValue != 0)
            return true
        }
        gtk_widget_add_controller(widget, controller)
    }
}

public enum Actions {
    /// Adds an action to a window or application (a GActionMap); `parameter` is a GVariant type
    /// string ("s") for actions that take one.
    @discardableResult
    public static func add(_ map: gpointer, _ name: String, parameter: String? = nil, _ f: @escaping @MainActor (gpointer?) -> Void) -> OpaquePointer {
        let type: OpaquePointer? = parameter.flatMap { g_variant_type_new($0) }
        let action = g_simple_action_new(name, type)!
        if let type { g_variant_type_free(type) }
        Signal.onPointer(gpointerOf(action), "activate", f)
        g_action_map_add_action(OpaquePointer(map), action)
        g_object_unref(gpointerOf(action))
        return action
    }

    /// The string an action with a "s" parameter was activated with.
    public static func string(_ parameter: gpointer?) -> String? {
        parameter.flatMap { GtkKit.string(g_variant_get_string(OpaquePointer($0), nil)) }
    }

    public static func setEnabled(_ action: OpaquePointer, _ enabled: Bool) {
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }
}
