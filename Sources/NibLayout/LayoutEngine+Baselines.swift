import Cassowary
import NibModel

extension LayoutEngine {
    /// Where a view's first or last baseline lies, in the root's coordinates, as UIKit's
    /// `viewForFirstBaselineLayout` and `viewForLastBaselineLayout` find it: a text view's own,
    /// from its text's ascent; a stack view's, its first visible arranged view's (the last's for
    /// the last baseline of a vertical stack); any other view's, its bottom.
    func baseline(of view: NibObject, first: Bool) -> Expression? {
        guard let b = boxByView[view] else { return nil }
        // UIKit keeps a label's last baseline a fixed distance above its bottom (the depth of
        // its text's last line below the baseline, at the label's natural height), so a label
        // stretched taller than its text keeps its last baseline near its bottom: zotero's
        // item-detail rows pin a label's top to the top margin and its baseline to the bottom
        // margin, and store it 307.5 pt tall.
        // An empty label has no natural height; its baselines are a line's, from its top.
        // A label of several lines wraps where the solve has wrapped it, else at its width in
        // the file, where Xcode wrapped it: its first line sits where the wrapped text, centred in
        // the label, begins (woocommerce's footnote under a row of labels, stacked by baselines).
        let wrap = wrapWidths[view.id] ?? (view.className == "label" && view.numberOfLines != 1 ? view.frame?.width : nil)
        if !first, view.className == "label",
           let natural = sizing.intrinsicSize(of: view, in: document, wrappingAt: wrap).height, natural > 0,
           let offsets = sizing.baselines(of: view, in: document, height: natural, wrappingAt: wrap) {
            return b.bottom - Expression(constant: natural - offsets.last)
        }
        if let offsets = sizing.baselines(of: view, in: document, height: view.frame?.height ?? 0, wrappingAt: wrap) {
            return b.top + Expression(constant: first ? offsets.first : offsets.last)
        }
        if view.className == "stackView" {
            let visible = view.layoutChildren.filter { arrangedViews.contains($0.id) && !$0.isHidden }
            if let inner = first || sizeClasses.isHorizontal(view) ? visible.first : visible.last, let line = baseline(of: inner, first: first) {
                return line
            }
        }
        return b.bottom
    }
}
