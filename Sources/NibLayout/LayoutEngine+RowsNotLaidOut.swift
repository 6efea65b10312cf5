import NibModel

extension LayoutEngine {
    /// Keeps the views in rows Interface Builder does not lay out (`isInRowNotLaidOut`: rows
    /// below what their table shows, as UITableView loads and lays out the visible rows' cells
    /// only) at the file's frames: Interface Builder's canvas and the frames it writes leave
    /// them as they were when it last laid them out, until Update Frames lays them out.
    /// Those frames are often an older layout's: TextFieldEffects' last rows keep UIView's 8 pt
    /// margins where its rows above have the 20 pt of their device, MiniKeePass' settings rows
    /// are 7 pt off, Pyto's theme rows and IVPN's rows keep stale margins (see
    /// `marksRowsNotLaidOutAmbiguous`).
    func keepRowsNotLaidOut() {
        viewsKeptAsStored = Set(orderedViews.lazy.filter { $0.frame != nil && self.isInRowNotLaidOut($0.id) }.map(ObjectIdentifier.init))
    }

    /// A kept view's frame in the root's coordinates: its stored frame, placed in its superview's.
    func keptFrame(of view: NibObject) -> Rect? {
        guard viewsKeptAsStored.contains(ObjectIdentifier(view)), let stored = view.frame,
              let superview = view.layoutParent, let origin = frame(of: superview) else { return nil }
        return Rect(x: origin.x + stored.x, y: origin.y + stored.y, width: stored.width, height: stored.height)
    }
}
