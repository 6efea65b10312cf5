import NibModel

/// UIKit shows a controller's table or collection view's content below the bars over it: the
/// view's adjusted content inset is its safe area's top (`contentInsetAdjustmentBehavior`
/// automatic), and Interface Builder's canvas shows the cells there. The cells' frames stay in
/// the content's coordinates, as the file stores them.
public enum ContentInset {
    public static func top(of root: NibObject, screen: Device) -> Double {
        guard ["tableView", "collectionView"].contains(root.className), root.element[attribute: "key"] == "view",
              root.element[attribute: "contentInsetAdjustmentBehavior"] != "never" else { return 0 }
        return screen.safeArea.top
    }
}
