/// A macOS document's frames, top down. AppKit measures a frame's y from the bottom of its
/// superview unless that superview is flipped (a table, outline, text, stack or collection
/// view, a clip view's document, a cell of a table: AppKit's classes whose `isFlipped` is
/// true); the canvas measures from the top.
public enum CocoaFrames {
    static let flippedSuperviews: Set<String> = ["tableView", "outlineView", "textView", "stackView", "collectionView", "clipView",
                                                 "tableCellView", "tableRowView"]

    /// A stored frame in its superview's top-down coordinates.
    public static func topDown(_ frame: Rect, in superview: NibObject?) -> Rect {
        guard let superview, let bounds = superview.frame, !flippedSuperviews.contains(superview.className) else { return frame }
        return Rect(x: frame.x, y: bounds.height - frame.y - frame.height, width: frame.width, height: frame.height)
    }

    /// A top-down frame as the file stores it: the same turn, undone.
    public static func stored(_ frame: Rect, in superview: NibObject?) -> Rect { topDown(frame, in: superview) }

    /// The frames of `root` (at the origin) and of the views inside it, top down.
    public static func frames(of root: NibObject) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        if let f = root.frame { frames[root.id] = Rect(x: 0, y: 0, width: f.width, height: f.height) }
        var stack = root.children
        while let view = stack.popLast() {
            if let f = view.frame { frames[view.id] = topDown(f, in: view.parent) }
            stack += view.children
        }
        return frames
    }
}
