import Cassowary
import NibModel

extension LayoutEngine {
    /// A cell, header or footer its table lays out, and the table width its autoresizing
    /// constraints hold as a number (`AutoresizingMask.isTableRow`).
    struct TableRow {
        let view: NibObject
        let frame: Rect
        let box: Box
        let table: NibObject
        let tableBox: Box
        var constraints: [Constraint]
        var tableWidth: Double
    }

    /// Makes each row's constraints again for its table's solved width, where that moved, and
    /// solves again, as UIKit lays a table's rows out after the table: a row's content cannot
    /// change its table's width (KeePassium's sync-conflict alert, a table 300 pt wide at
    /// priority 250 around labels that hug at 251, which had made the table 190 pt wide).
    /// Returns the variables that moved.
    @discardableResult
    func giveTableRowsTheirTablesWidths() -> [Variable] {
        var moved: [Variable] = []
        for _ in 0..<Self.tableRowPasses {   // a table in a row of another moves on the next pass
            var changed = false
            for k in tableRows.indices {
                let row = tableRows[k], width = row.tableBox.width.value
                guard width.isFinite, abs(width - row.tableWidth) > 1e-6 else { continue }
                tableRows[k].tableWidth = width
                let made = AutoresizingMask.constraints(row.view, frame: row.frame, box: row.box, superview: row.table,
                                                        superBox: row.tableBox, givenWidth: width)
                for c in row.constraints { try? solver.remove(c) }
                var added: [Constraint] = []
                for c in made where (try? solver.add(c)) != nil {
                    c.label = row.constraints.first?.label
                    added.append(c)
                }
                guard added.count == made.count else {   // the row's content refuses that width: keep the old
                    for c in added { try? solver.remove(c) }
                    for c in row.constraints { try? solver.add(c) }
                    continue
                }
                let old = Set(row.constraints.map(ObjectIdentifier.init))
                placing.removeAll { old.contains(ObjectIdentifier($0.constraint)) }
                placing += made.map { ($0, .autoresizing(row.view.id)) }
                tableRows[k].constraints = made
                changed = true
            }
            guard changed else { break }
            moved += updateSolver()
        }
        return moved
    }

    /// Tables nested in rows are rare; each level needs one pass.
    private static let tableRowPasses = 4
}
