import NibModel

extension LayoutEngine {
    /// A designable text view's natural size: the one Xcode stored in `<designables>` from
    /// running its code, moved by what an edit changes in the stand-in's measure of it (the
    /// stored size is the text's at open). owncloud's ThemeButton pads its title to 43 pt where
    /// a system button is 30. Not for text that wraps: its stored size is one line's
    /// (simplenote's SPLabel, 102.5 × 18 stored for a label wrapped 360 wide). Elsewhere, and
    /// along an axis Xcode stored no metric for, the measure.
    func designableTextSize(of view: NibObject, measured: (width: Double?, height: Double?)) -> (width: Double?, height: Double?) {
        guard StoredTextSizing.textClasses.contains(view.className), let stored = document.designableIntrinsicSize(of: view.id),
              view.className != "textView", view.className != "label" || view.numberOfLines == 1 else { return measured }
        let offset = designableTextOffsets[view.id] ?? {
            let offset = (width: difference(stored.width, measured.width), height: difference(stored.height, measured.height))
            designableTextOffsets[view.id] = offset
            return offset
        }()
        return (measured.width.map { $0 + (offset.width ?? 0) }, measured.height.map { $0 + (offset.height ?? 0) })
    }
}

/// `a - b`, where both are there.
private func difference(_ a: Double?, _ b: Double?) -> Double? {
    guard let a, let b else { return nil }
    return a - b
}
