import NibModel

/// The part of a root's safe-area insets that reaches into one of its views, as UIKit documents a
/// subview's safe area, by the views' frames in the file (tinode's bars). None in a scroll view,
/// whose content insets take the safe area in (kharrison's ScrollGuide), or in a cell, which its
/// table or collection places (a XIB's cell, the root, has none either: nextcloud's talk cells
/// pin their content 10 pt below the content view's safe area, at y 10). Both a view's safe-area
/// guide and its layout margins take it in.
public enum SubviewSafeArea {
    /// A view's safe area in `root` on `screen`: the screen's for the root, the part of it that
    /// reaches into a subview, none in a cell, a scroll view and the like.
    public static func of(_ view: NibObject, in root: NibObject, on screen: Device) -> Device.Insets {
        insets(screen.safeArea, reachingInto: view, of: root) ?? Device.Insets(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// `safeArea` (the root's insets) where it reaches into `view`; nil where none does.
    static func insets(_ safeArea: Device.Insets, reachingInto view: NibObject, of root: NibObject) -> Device.Insets? {
        guard !takesNone.contains(root.className) else { return nil }
        if view === root { return safeArea }
        var (x, y) = (0.0, 0.0)
        var node: NibObject? = view
        while let n = node, n !== root {
            guard let frame = n.frame, !takesNone.contains(n.className) else { return nil }
            (x, y) = (x + frame.x, y + frame.y)
            node = n.layoutParent
        }
        guard node === root, let size = view.frame, let rootSize = root.frame else { return nil }
        return Device.Insets(top: max(0, safeArea.top - y), left: max(0, safeArea.left - x),
                             bottom: max(0, safeArea.bottom - (rootSize.height - y - size.height)),
                             right: max(0, safeArea.right - (rootSize.width - x - size.width)))
    }

    private static let takesNone: Set = ["scrollView", "tableView", "collectionView", "textView",
                                         "tableViewCell", "collectionViewCell", "collectionReusableView"]
}
