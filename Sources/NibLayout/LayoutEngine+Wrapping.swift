import Cassowary
import NibModel

extension LayoutEngine {
    /// UIKit's second layout pass for labels of several lines without a preferred width in the
    /// file: a label narrower than its text on one line is measured again wrapped at its solved
    /// width, and the system re-solved, until no wrap width changes (three passes at most).
    /// Returns the views that moved.
    @discardableResult
    func wrapLabels() -> Set<String> {
        var moved: Set<String> = []
        for _ in 0..<3 {
            var changed = false
            for id in wrappingLabels {
                guard let view = document.objectsByID[id], let b = boxes[id] else { continue }
                let width = b.width.value
                var wrapAt = width
                if let wrapped = wrapWidths[id] {
                    if abs(wrapped - width) < 0.5 { continue }
                } else if let natural = intrinsicConstraints[view]?[.horizontal]?.length {
                    // UIKit first wraps a label at its bounds, which start at the nib's frame.
                    if let stored = storedWrapWidth(of: view, natural: natural) {
                        wrapAt = stored
                    } else if width >= natural - 0.5 {
                        continue   // its text fits on one line
                    }
                }
                wrapWidths[id] = wrapAt
                addIntrinsicSize(of: view, b) { c, _ in try? solver.add(c) }
                changed = true
            }
            guard changed else { break }
            moved.formUnion(updateSolver().compactMap(owner(of:)))
        }
        return moved
    }

    /// The width to wrap a label at first, when its stored frame is narrower than its text on one
    /// line and taller than one line of it: the frame's, where UIKit first wraps it (a label's
    /// bounds start at the nib's frame). Without a width of its own from its constraints it keeps
    /// that wrap: Esri's progress title, GoMap's direction hint, freeotp's issuer prompt and
    /// SwipeCellKit's mail previews are stored wrapped narrower than their superviews allow.
    /// (The calibrated sizing measures a wrapped height's offset at the first wrap width, so
    /// this is the stored width itself, not one widened for the stand-in's error.)
    private func storedWrapWidth(of view: NibObject, natural: Double) -> Double? {
        guard let frame = view.frame, frame.width.isFinite, frame.width > 0, frame.width < natural - 0.5,
              let line = intrinsicConstraints[view]?[.vertical]?.length, frame.height >= 1.5 * line else { return nil }
        return frame.width
    }
}
