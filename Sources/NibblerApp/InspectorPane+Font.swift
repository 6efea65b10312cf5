import CGtk
import GtkKit
import NibDesign
import NibModel

/// Xcode's font field: the font (System, System Bold, System Italic, Custom or a text style), the
/// system font's weight, the size (a text style has none: Dynamic Type sizes it) and a custom
/// font's PostScript name. Each change is one edit of the whole `<fontDescription>`.
extension InspectorPane {
    static let fontChoices = ["System", "System Bold", "System Italic", "Custom"] + FontDescription.textStyleNames.map(\.name)

    func fontField(_ object: NibObject, apply: @escaping (String) -> Bool) {
        let choice = Gtk.dropDown(Self.fontChoices, selected: 0)
        Gtk.accessibleLabel(choice, "Font")
        let weight = Gtk.dropDown(FontDescription.weightNames.map(\.name), selected: 3)
        Gtk.accessibleLabel(weight, "Font Weight")
        let size = gtk_spin_button_new_with_range(1, 1000, 1)!
        gtk_spin_button_set_digits(OpaquePointer(size), 1)
        gtk_editable_set_enable_undo(OpaquePointer(size), 0)
        Gtk.accessibleLabel(size, "Font Size")
        let name = gtk_entry_new()!
        Gtk.accessibleLabel(name, "Font Name")
        gtk_editable_set_enable_undo(OpaquePointer(name), 0)
        let rows = [("Font", choice), ("Weight", weight), ("Size", size), ("Font Name", name)].map { title, control in
            field(title, control)
        }

        // The font the fields describe now.
        let composed: @MainActor () -> FontDescription? = {
            let k = Int(gtk_drop_down_get_selected(OpaquePointer(choice)))
            let points = gtk_spin_button_get_value(OpaquePointer(size))
            let w = FontDescription.weightNames[min(Int(gtk_drop_down_get_selected(OpaquePointer(weight))), FontDescription.weightNames.count - 1)].weight
            switch Self.fontChoices[k] {
            case "System": return FontDescription(kind: .system, pointSize: points, weight: w)
            case "System Bold": return FontDescription(kind: .boldSystem, pointSize: points)
            case "System Italic": return FontDescription(kind: .italicSystem, pointSize: points)
            case "Custom":
                let text = string(gtk_editable_get_text(OpaquePointer(name))) ?? ""
                let postScript = text.isEmpty ? "HelveticaNeue" : text
                return FontDescription(words: "\(postScript) \(points)")
            default:
                return FontDescription(words: Self.fontChoices[k])
            }
        }
        let edit: Handler = { [unowned self] in
            guard !syncing, let font = composed() else { return }
            if font.words != object.textFont.words { _ = apply(font.words) }
        }
        Signal.onNotify(gpointerOf(choice), "selected", edit)
        Signal.onNotify(gpointerOf(weight), "selected", edit)
        Signal.on(gpointerOf(size), "value-changed", edit)
        Signal.on(gpointerOf(name), "activate", edit)

        refreshers.append {
            let font = object.textFont
            let k: Int
            switch font.kind {
            case .system: k = 0
            case .boldSystem: k = font.weight == .bold ? 1 : 0
            case .italicSystem: k = 2
            case .named: k = 3
            case .textStyle(let style): k = 4 + (FontDescription.textStyleNames.firstIndex { $0.style == style } ?? 1)
            }
            gtk_drop_down_set_selected(OpaquePointer(choice), UInt32(k))
            let w = FontDescription.weightNames.firstIndex { $0.weight == font.weight } ?? 3
            gtk_drop_down_set_selected(OpaquePointer(weight), UInt32(w))
            gtk_spin_button_set_value(OpaquePointer(size), font.pointSize)
            if case .named(let postScript) = font.kind, gtk_widget_has_focus(name) == 0 { gtk_editable_set_text(OpaquePointer(name), postScript) }
            // Only the fields that apply: the weight for System, no size for a text style.
            gtk_widget_set_visible(rows[1], k == 0 ? 1 : 0)
            gtk_widget_set_visible(rows[2], k < 4 ? 1 : 0)
            gtk_widget_set_visible(rows[3], k == 3 ? 1 : 0)
        }
    }
}
