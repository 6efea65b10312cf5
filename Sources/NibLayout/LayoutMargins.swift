import NibModel

/// A view's layout margins, as UIKit gives them: the ones the file sets, else the root's
/// (the device's side margins, none at top and bottom), the content view's of a cell in a
/// table (the device's side margins, 11 at top and bottom), or 8 all round.
enum LayoutMargins {
    static func of(_ view: NibObject, isRoot: Bool, screen: Device) -> Device.Insets {
        for child in view.element.childElements {
            func n(_ name: String) -> Double { child[attribute: name].flatMap(Double.init) ?? 0 }
            switch (child.name, child[attribute: "key"]) {
            case ("edgeInsets", "layoutMargins"):
                return Device.Insets(top: n("top"), left: n("left"), bottom: n("bottom"), right: n("right"))
            case ("directionalEdgeInsets", "directionalLayoutMargins"):   // left to right
                return Device.Insets(top: n("top"), left: n("leading"), bottom: n("bottom"), right: n("trailing"))
            default:
                continue
            }
        }
        if isRoot { return Device.Insets(top: 0, left: screen.rootMargin, bottom: 0, right: screen.rootMargin) }
        if view.className == "tableViewCellContentView", view.parent?.parent?.className == "tableView" { return Device.Insets(top: 11, left: screen.rootMargin, bottom: 11, right: screen.rootMargin) }
        return Device.Insets(top: 8, left: 8, bottom: 8, right: 8)
    }
}
