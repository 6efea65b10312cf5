import CGtk
import GtkKit
import NibDesign
import NibLayout

/// The canvas's device menu, as Xcode's "View as": the document's own device first, then the
/// iPhones and the iPads in sections, each with its size, and the orientation to turn to. A
/// choice lays the root out on that device (a preview: nothing in the file changes).
@MainActor
enum DeviceMenu {
    static func button(_ session: DesignSession, apply: @escaping @MainActor (Device?) -> Void) -> Widget {
        let menu = g_menu_new()!
        let own = g_menu_new()!
        let screen = session.screen   // the document's own, as the toolbar is built
        // The device's whole screen, or the scene's, though the root may be shorter (under an opaque bar).
        let device = Device.named(screen.id).map { screen.width > screen.height ? $0.landscape : $0 }
        let picture = session.scenePicture
        let size = "\(Int(device?.width ?? picture.width))×\(Int(device?.height ?? picture.height))"
        let ownTitle = device == nil ? "Document’s size (\(size))" : "Document’s device (\(screen.displayName), \(size))"
        item(own, ownTitle, "")
        g_menu_append_section(menu, nil, cast(own))
        for (title, prefix) in [("iPhone", "retina"), ("iPad", "ipad")] {
            let part = g_menu_new()!
            for device in Device.all where device.id.hasPrefix(prefix) {
                item(part, "\(device.displayName) — \(Int(device.width))×\(Int(device.height))", device.id)
            }
            g_menu_append_section(menu, title, cast(part))
        }
        let turn = g_menu_new()!
        g_menu_append_section(menu, nil, cast(turn))

        // Ellipsized like the toolbar's drop-downs, so that a long name never widens the canvas.
        let text = Gtk.label("")
        gtk_label_set_ellipsize(OpaquePointer(text), PANGO_ELLIPSIZE_END)
        gtk_label_set_max_width_chars(OpaquePointer(text), 48)
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_child(OpaquePointer(button), Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6,
                                                                [text, gtk_image_new_from_icon_name("pan-down-symbolic")]))
        gtk_menu_button_set_menu_model(OpaquePointer(button), cast(menu))
        gtk_widget_set_tooltip_text(button, "Lay the view out on another device")
        Gtk.accessibleLabel(button, "Device")
        // The button's name and the orientation item follow the device shown.
        let show = { [unowned session] in
            let current = session.deviceOverride
            gtk_label_set_text(OpaquePointer(text), current.map {
                "\($0.displayName)\($0.width > $0.height ? ", landscape" : "") (\(Int($0.width))×\(Int($0.height)))"
            } ?? ownTitle)
            g_menu_remove_all(turn)
            item(turn, current.map { $0.width > $0.height } == true ? "Portrait" : "Landscape", "turn")
        }
        show()
        let actions = g_simple_action_group_new()!
        _ = Actions.add(gpointerOf(actions), "device", parameter: "s") { [unowned session] parameter in
            let current = session.deviceOverride
            let landscape = current.map { $0.width > $0.height } ?? false
            switch Actions.string(parameter) ?? "" {
            case "":
                apply(nil)
            case "turn":
                let device = current ?? Device.named(screen.id) ?? screen
                apply(landscape ? Device.all.first { $0.id == device.id } : device.landscape)
            case let id:
                apply(Device.all.first { $0.id == id }.map { landscape ? $0.landscape : $0 })
            }
            show()
        }
        gtk_widget_insert_action_group(button, "canvas", OpaquePointer(actions))
        g_object_unref(gpointerOf(actions))
        return button
    }

    private static func item(_ menu: OpaquePointer, _ label: String, _ target: String) {
        let item = g_menu_item_new(label.replacingOccurrences(of: "_", with: "__"), nil)!
        g_menu_item_set_action_and_target_value(item, "canvas.device", g_variant_new_string(target))
        g_menu_append_item(menu, item)
        g_object_unref(gpointerOf(item))
    }
}
