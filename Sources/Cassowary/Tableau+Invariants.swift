/// Consistency checks of the tableau, for tests: each returns what is wrong, empty when sound.
extension Tableau {
    func invariantViolations() -> [String] {
        var problems: [String] = []
        var liveRows = 0
        for (r, row) in rows.enumerated() where row.basic >= 0 {
            liveRows += 1
            if basicRow[Int(row.basic)] != Int32(r) { problems.append("row \(r): basic \(row.basic) points elsewhere") }
            let restricted = kinds[Int(row.basic)] != .external
            if restricted && row.constant < -1e-7 { problems.append("row \(r): restricted row has constant \(row.constant)") }
            for (k, cell) in row.cells.enumerated() {
                if basicRow[Int(cell.symbol)] >= 0 { problems.append("row \(r): basic symbol \(cell.symbol) used as a parameter") }
                if kinds[Int(cell.symbol)] == .unused { problems.append("row \(r): freed symbol \(cell.symbol) in use") }
                let node = columns.nodes[Int(cell.node)]
                if node.row != Int32(r) || node.cellSlot != Int32(k) { problems.append("row \(r): cell \(k) and its column node disagree") }
                if nearZero(cell.coefficient) { problems.append("row \(r): near-zero cell for \(cell.symbol)") }
            }
        }
        if liveRows != rowCount { problems.append("\(liveRows) rows in use but rowCount is \(rowCount)") }
        for s in 0..<symbolCount {
            for entry in columns.occurrences(of: Int32(s)) where rows[Int(entry.row)].cells[Int(entry.cellSlot)].symbol != Int32(s) {
                problems.append("column of \(s) points at a cell of another symbol")
            }
            if objective.coefficients[s] != 0 && basicRow[s] >= 0 { problems.append("basic symbol \(s) in the objective") }
        }
        return problems
    }
}

extension Solver {
    /// What is wrong inside the solver; empty when it is consistent.
    func invariantViolations() -> [String] { tableau.invariantViolations() }

    /// No constraint, row or symbol is left.
    var isEmpty: Bool { constraintCount == 0 && tableau.rowCount == 0 && tableau.liveSymbolCount == 0 }
}
