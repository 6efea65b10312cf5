import Cassowary

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
                if let wrapped = wrapWidths[id] {
                    if abs(wrapped - width) < 0.5 { continue }
                } else if let natural = intrinsicConstraints[view]?[.horizontal]?.length, width >= natural - 0.5 {
                    continue   // its text fits on one line
                }
                wrapWidths[id] = width
                addIntrinsicSize(of: view, b) { c, _ in try? solver.add(c) }
                changed = true
            }
            guard changed else { break }
            moved.formUnion(updateSolver().compactMap(owner(of:)))
        }
        return moved
    }
}
