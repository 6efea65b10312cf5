import CGtk
import GtkKit
import NibDesign

/// The canvas toolbar's menus: the library (add a view to the selection) and the layout
/// commands (Align, Add New Constraints, Resolve), as Xcode's canvas offers them.
@MainActor
enum DesignMenus {
    static func library() -> Widget {
        let menu = g_menu_new()!
        for entry in DesignSession.library {
            append(menu, entry.name, "win.add-view", entry.className)
        }
        return button("list-add-symbolic", "Add a View (Library)", menu)
    }

    /// Xcode's three layout buttons below its canvas, each a short menu (the three together
    /// would not fit a 768-pixel-high screen): Align, Add New Constraints, Resolve.
    static func layout() -> [Widget] {
        let align = g_menu_new()!
        // Xcode's Align popover: the constant 0 unless asked to keep the current offset.
        section(align, "Align in Container", [("Horizontally", "win.center", "centerX"), ("Vertically", "win.center", "centerY"),
                                              ("Horizontally at the Current Offset", "win.center", "centerX+offset"),
                                              ("Vertically at the Current Offset", "win.center", "centerY+offset")])
        section(align, "Two Views (Ctrl+click the second)", [
            ("Equal Widths", "win.pair", "width"), ("Equal Heights", "win.pair", "height"),
            ("Align Centers Horizontally", "win.pair", "centerX"), ("Align Centers Vertically", "win.pair", "centerY"),
            ("Align Leading Edges", "win.pair", "leading"), ("Align Top Edges", "win.pair", "top")])
        let add = g_menu_new()!
        section(add, "Pin to Nearest Neighbour", [("Leading", "win.pin", "leading"), ("Trailing", "win.pin", "trailing"),
                                                  ("Top", "win.pin", "top"), ("Bottom", "win.pin", "bottom")])
        section(add, "Pin to Superview", [("Leading to Superview", "win.pin-to-superview", "leading"),
                                          ("Trailing to Superview", "win.pin-to-superview", "trailing"),
                                          ("Top to Superview", "win.pin-to-superview", "top"),
                                          ("Bottom to Superview", "win.pin-to-superview", "bottom")])
        section(add, "Size", [("Width", "win.fix-size", "width"), ("Height", "win.fix-size", "height"),
                              ("Aspect Ratio", "win.aspect-ratio", "")])
        let resolve = g_menu_new()!
        section(resolve, "Selected View (the root: all views)", [
            ("Add Missing Constraints", "win.add-missing-constraints", ""), ("Update Frames", "win.update-frames", ""),
            ("Update Constraints", "win.update-constraints", ""),
            ("Reset to Suggested Constraints", "win.reset-to-suggested-constraints", ""), ("Clear Constraints", "win.clear-constraints", "")])
        return [button("format-justify-center-symbolic", "Align", align),
                button("insert-link-symbolic", "Add New Constraints", add),
                button("emblem-system-symbolic", "Resolve Auto Layout Issues", resolve)]
    }

    private static func section(_ menu: OpaquePointer, _ title: String, _ items: [(String, String, String)]) {
        let part = g_menu_new()!
        for (label, action, target) in items { append(part, label, action, target) }
        g_menu_append_section(menu, title, cast(part))
    }

    private static func append(_ menu: OpaquePointer, _ label: String, _ action: String, _ target: String) {
        let item = g_menu_item_new(label, nil)!
        g_menu_item_set_action_and_target_value(item, action, g_variant_new_string(target))
        g_menu_append_item(menu, item)
        g_object_unref(gpointerOf(item))
    }

    private static func button(_ icon: String, _ tooltip: String, _ menu: OpaquePointer) -> Widget {
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(OpaquePointer(button), icon)
        gtk_menu_button_set_menu_model(OpaquePointer(button), cast(menu))
        gtk_widget_set_tooltip_text(button, tooltip)
        Gtk.accessibleLabel(button, tooltip)
        return button
    }
}

/// Ctrl+C, Ctrl+X and Ctrl+V on the canvas and the outline.
enum ClipboardCommand { case copy, cut, paste }
