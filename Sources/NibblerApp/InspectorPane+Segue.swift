import CGtk
import GtkKit
import NibDesign
import NibModel

/// The Attributes inspector of a storyboard segue, as Xcode's: its identifier, kind, and the
/// presentation and transition of the kinds that present; where it goes; Delete.
extension InspectorPane {
    static let presentations = ["automatic", "fullScreen", "pageSheet", "formSheet", "currentContext", "custom",
                                "overFullScreen", "overCurrentContext", "popover", "none"]
    static let transitions = ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"]

    func showSegue(_ id: String, _ session: DesignSession) {
        guard let (segue, source, destination) = session.segue(id) else { return }
        section("Storyboard Segue")
        let apply: (String, String?) -> Bool = { [unowned self, unowned session] attribute, value in
            do {
                try session.setSegue(id, attribute, to: value)
                return true
            } catch {
                onError?("\(error)")
                return false
            }
        }
        let identifier = textEntry(live: false, current: { segue[attribute: "identifier"] ?? "" }) { apply("identifier", $0) }
        Gtk.accessibleLabel(identifier, "Identifier")
        field("Identifier", identifier)
        let kind = segue[attribute: "kind"] ?? "custom"
        let kinds = NibDocument.segueKinds
        if let selected = kinds.firstIndex(where: { $0.kind == kind }) {
            field("Kind", dropDown(kinds.map(\.name), selected: selected, accessible: "Kind") { apply("kind", kinds[$0].kind) })
        } else {
            info("Kind", kind == "relationship" ? "Relationship: \(segue[attribute: "relationship"] ?? "")" : kind.prefix(1).uppercased() + kind.dropFirst())
        }
        if kind == "presentation" || kind == "popoverPresentation" {
            // Xcode's "Default" writes nothing.
            let presentation = segue[attribute: "modalPresentationStyle"]
            field("Presentation", dropDown(["Default"] + Self.presentations, selected: presentation.flatMap { Self.presentations.firstIndex(of: $0) }.map { $0 + 1 } ?? 0,
                                           accessible: "Presentation") { apply("modalPresentationStyle", $0 == 0 ? nil : Self.presentations[$0 - 1]) })
            let transition = segue[attribute: "modalTransitionStyle"]
            field("Transition", dropDown(["Default"] + Self.transitions, selected: transition.flatMap { Self.transitions.firstIndex(of: $0) }.map { $0 + 1 } ?? 0,
                                         accessible: "Transition") { apply("modalTransitionStyle", $0 == 0 ? nil : Self.transitions[$0 - 1]) })
        }
        info("Source", source?.outlineName ?? "")
        info("Destination", destination?.outlineName ?? segue[attribute: "destination"] ?? "")
        info("Object ID", id)
        let delete = Gtk.button("Delete Segue", classes: ["destructive-action"])
        gtk_widget_set_halign(delete, GTK_ALIGN_END)
        Signal.on(gpointerOf(delete), "clicked") { [unowned self, unowned session] in
            do { try session.removeConnection(id) } catch { onError?("\(error)") }
        }
        Gtk.append(content, delete)
    }

    /// A drop-down whose choice applies at once.
    private func dropDown(_ names: [String], selected: Int, accessible: String, apply: @escaping (Int) -> Bool) -> Widget {
        let control = Gtk.dropDown(names, selected: selected)
        Gtk.accessibleLabel(control, accessible)
        Signal.onNotify(gpointerOf(control), "selected") { [unowned self] in
            guard !syncing else { return }
            _ = apply(Int(gtk_drop_down_get_selected(OpaquePointer(control))))
        }
        return control
    }
}
