import NibModel

/// A view's layout margins, as UIKit gives them: the ones the file sets, else the root's (the
/// device's side margins, none at top and bottom, inside the safe area where the file uses safe
/// areas), the content view's of a cell in a table (since iOS 11, Xcode 9: the device's side
/// margins, 8 on the right beside an accessory, 11 at top and bottom), or 8 all round.
enum LayoutMargins {
    static func of(_ view: NibObject, isRoot: Bool, screen: Device, safeAreas: Bool, toolsVersion: Int?) -> Device.Insets {
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
        if isRoot {
            // With safe areas (iOS 11), the root's margins lie inside its safe area.
            let s = safeAreas ? screen.safeArea : Device.Insets(top: 0, left: 0, bottom: 0, right: 0)
            return Device.Insets(top: s.top, left: s.left + screen.rootMargin, bottom: s.bottom, right: s.right + screen.rootMargin)
        }
        if view.className == "tableViewCellContentView", let cell = view.parent, cell.parent?.className == "tableView", (toolsVersion ?? .max) >= 13_000 {
            let accessory = (cell.element[attribute: "accessoryType"] ?? "none") != "none"
            return Device.Insets(top: 11, left: screen.rootMargin, bottom: 11, right: accessory ? 8 : screen.rootMargin)
        }
        return Device.Insets(top: 8, left: 8, bottom: 8, right: 8)
    }
}
