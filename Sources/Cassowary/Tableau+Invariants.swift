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
                if cell.coefficient == 0 { problems.append("row \(r): zero cell for \(cell.symbol)") }
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
    func invariantViolations() -> [String] { tableau.invariantViolations() + objectiveViolations() }

    /// Whether the objective's coefficients are what the errors present and their weights make:
    /// Σ weight · error, each basic error replaced by its row.
    func objectiveViolations() -> [String] {
        var expected = [Double](repeating: 0, count: tableau.symbolCount)
        func add(_ s: Int32, _ w: Double) {
            guard s >= 0, tableau.kinds[Int(s)] == .error else { return }
            let r = tableau.basicRow[Int(s)]
            if r >= 0 {
                for cell in tableau.rows[Int(r)].cells { expected[Int(cell.symbol)] += w * cell.coefficient }
            } else {
                expected[Int(s)] += w
            }
        }
        for (constraint, tag) in constraintTags {
            add(tag.marker, constraint.strength.weight)
            add(tag.other, tag.marker >= 0 && tableau.kinds[Int(tag.marker)] == .error ? constraint.belowStrength.weight : constraint.strength.weight)
        }
        var problems: [String] = []
        for s in 0..<tableau.symbolCount where tableau.basicRow[s] < 0 && tableau.kinds[s] != .dummy {
            let got = tableau.objective.coefficients[s]
            if abs(got - expected[s]) > 1e-9 * tableau.objective.scale {
                problems.append("objective coefficient of \(s) is \(got), expected \(expected[s])")
            }
        }
        return problems
    }

    /// No constraint, row or symbol is left.
    var isEmpty: Bool { constraintCount == 0 && tableau.rowCount == 0 && tableau.liveSymbolCount == 0 }
}

extension Tableau {
    /// The rows and the objective in words, for debugging.
    var dump: String {
        func name(_ s: Int32) -> String { "\(kinds[Int(s)] == .external ? "x" : String(describing: kinds[Int(s)]).prefix(1))\(s)" }
        var text = ""
        for row in rows where row.basic >= 0 {
            text += "\(name(row.basic)) = \(row.constant)" + row.cells.map { " + \($0.coefficient)·\(name($0.symbol))" }.joined() + "\n"
        }
        text += "objective = \(objective.constant)"
        for (s, c) in objective.coefficients.enumerated() where c != 0 { text += " + \(c)·\(name(Int32(s)))" }
        return text
    }
}
