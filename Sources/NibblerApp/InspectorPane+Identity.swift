import CGtk
import GtkKit
import NibDesign
import NibModel
import NibSource

/// Xcode's Identity inspector: the UIKit class (`UILabel`, not the XML's `label`), the custom
/// class with its module and "Inherit Module From Target", a controller's Storyboard ID, the
/// Restoration ID and the object's id.
extension InspectorPane {
    func showIdentity(_ object: NibObject, _ session: DesignSession) {
        section("Identity")
        info("Class", object.className == "placeholder" ? "NSObject" : UIKitClasses.className(ofElement: object.className, cocoa: session.document.isCocoa))
        let id = object.id
        let element = object.element
        let setClass: (String?, String?, Bool) -> Bool = { [unowned self, unowned session] className, module, inherits in
            do {
                try session.document.setCustomClass(of: id, to: className, module: module, inheritsModule: inherits)
                return true
            } catch {
                onError?("\(error)")
                return false
            }
        }
        let inherits = { element[attribute: "customModuleProvider"] == "target" }
        let custom = textEntry(live: false, current: { element[attribute: "customClass"] ?? "" }) {
            setClass($0, element[attribute: "customModule"], inherits())
        }
        Gtk.accessibleLabel(custom, "Custom Class")
        field("Custom Class", custom)
        let module = textEntry(live: false, current: { element[attribute: "customModule"] ?? "" }) {
            setClass(element[attribute: "customClass"], $0, inherits())
        }
        Gtk.accessibleLabel(module, "Module")
        field("Module", module)
        let inherit = gtk_check_button_new_with_label("Inherit Module From Target")!
        gtk_check_button_set_active(cast(inherit), inherits() ? 1 : 0)
        Signal.on(gpointerOf(inherit), "toggled") { [unowned self] in
            guard !syncing else { return }
            _ = setClass(element[attribute: "customClass"], element[attribute: "customModule"], gtk_check_button_get_active(cast(inherit)) != 0)
        }
        Gtk.append(content, inherit)
        let identifiers = (object.className.hasSuffix("Controller") ? [("Storyboard ID", "storyboardIdentifier")] : [])
            + [("Restoration ID", "restorationIdentifier")]
        for (title, attribute) in identifiers {
            let entry = textEntry(live: false, current: { element[attribute: attribute] ?? "" }) { [unowned self, unowned session] value in
                do {
                    try session.document.setIdentifier(attribute, of: id, to: value)
                    return true
                } catch {
                    onError?("\(error)")
                    return false
                }
            }
            Gtk.accessibleLabel(entry, title)
            field(title, entry)
        }
        info("Object ID", id)
        showRuntimeAttributes(of: id, session)
    }
}
