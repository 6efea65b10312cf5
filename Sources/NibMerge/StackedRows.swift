import NibModel
import XMLTree

/// A table stacks its rows: a cell's y, and its footer view's, is the height of what lies above.
/// Where both sides moved one, each by rows it added or removed above, the merged file moves it
/// by both (tinode's settings table: a cell at 345 went to 389 in one branch and 511 in the
/// other; Xcode's merged file has it at 555). The table lays its cells out again in any case,
/// so this is never a choice a person has to make.
enum StackedRows {
    static func mergedY(_ name: String, of element: XMLElement, base: String?, ours: String?, theirs: String?) -> String? {
        guard name == "y", element.name == "rect", element[attribute: "key"] == "frame", let row = element.parent,
              isStacked(row), let b = base.flatMap(Double.init), let o = ours.flatMap(Double.init), let t = theirs.flatMap(Double.init) else { return nil }
        // On the pixel grid of any device (halves and thirds of a point), without the sum's noise.
        let y = ((o + t - b) * 6).rounded() / 6
        return y >= 0 ? XMLLayout.number(y) : nil
    }

    /// A static or prototype cell in its table's list, or the table's footer view.
    private static func isStacked(_ row: XMLElement) -> Bool {
        switch row.name {
        case "tableViewCell": ["cells", "prototypes"].contains(row.parent?.name ?? "")
        default: row[attribute: "key"] == "tableFooterView" && row.parent?.name == "tableView"
        }
    }
}
