import Cassowary
import NibModel

/// A view placed by its autoresizing mask keeps its frame while its superview has the size the
/// file saved; when the superview grows or shrinks, the flexible parts (margins, size) take the
/// difference in proportion to their sizes, as UIKit does.
enum AutoresizingMask {
    /// `givenWidth`: the superview's width as a number, for a row its table lays out (see
    /// `isTableRow`); otherwise the width follows the superview's in the solve.
    static func constraints(_ view: NibObject, frame f: Rect, box b: Box, superview: NibObject, superBox s: Box,
                            givenWidth: Double? = nil) -> [Constraint] {
        var mask = view.autoresizingMask
        if followsWidth(view, of: superview) { mask.insert("widthSizable") }
        let saved = superview.frame ?? f
        let horizontal = shares(start: f.x, size: f.width, end: saved.width - f.x - f.width,
                                flexible: (mask.contains("flexibleMinX"), mask.contains("widthSizable"), mask.contains("flexibleMaxX")))
        let vertical = shares(start: f.y, size: f.height, end: saved.height - f.y - f.height,
                              flexible: (mask.contains("flexibleMinY"), mask.contains("heightSizable"), mask.contains("flexibleMaxY")))
        let dx = givenWidth.map { Expression(constant: $0 - saved.width) } ?? s.width - Expression(constant: saved.width), dy = s.height - Expression(constant: saved.height)
        return [
            b.left == s.left + Expression(constant: f.x) + horizontal.start * dx,
            b.width == Expression(constant: f.width) + horizontal.size * dx,
            b.top == s.top + Expression(constant: f.y) + vertical.start * dy,
            b.height == Expression(constant: f.height) + vertical.size * dy,
        ]
    }

    /// A table lays its cells, header and footer out as wide as itself, and a cell its content
    /// view as wide as itself less its accessory, whatever mask the file stores (Xcode stores
    /// none for cells): previewed on a narrower phone, a 414 pt scene's rows end at the screen's
    /// edge, their disclosure indicators on it.
    private static func followsWidth(_ view: NibObject, of superview: NibObject) -> Bool {
        switch superview.className {
        case "tableView":
            view.className == "tableViewCell" || ["tableHeaderView", "tableFooterView"].contains(view.element[attribute: "key"])
        case "tableViewCell": view.className == "tableViewCellContentView"
        default: false
        }
    }

    /// A cell, header or footer a table sets the frame of as it lays itself out: UIKit makes
    /// its autoresizing constraints from the table's width at that time, as numbers, so the
    /// row's content cannot make the table narrower or wider.
    static func isTableRow(_ view: NibObject, of superview: NibObject) -> Bool {
        superview.className == "tableView" && followsWidth(view, of: superview)
    }

    /// How much of a change each flexible part takes: in proportion to its current length, or
    /// evenly when the flexible parts have no length.
    private static func shares(start: Double, size: Double, end: Double, flexible: (Bool, Bool, Bool)) -> (start: Double, size: Double) {
        let parts = [(flexible.0, max(start, 0)), (flexible.1, max(size, 0)), (flexible.2, max(end, 0))]
        let count = Double(parts.filter(\.0).count)
        guard count > 0 else { return (0, 0) }
        let total = parts.filter(\.0).map(\.1).reduce(0, +)
        func share(_ p: (Bool, Double)) -> Double { p.0 ? (total > 0 ? p.1 / total : 1 / count) : 0 }
        return (share(parts[0]), share(parts[1]))
    }
}
