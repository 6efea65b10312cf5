extension Solver {
    /// For each variable, whether the solution may leave it free to move: some change of its
    /// value may keep every required constraint and cost nothing in the objective. A true answer
    /// is a candidate to confirm, for example by pulling the variable with a weak edit. Read from the optimal tableau after
    /// `updateVariables()`, in time proportional to the rows involved, without changing anything.
    ///
    /// A variable may move when its row (or the variable itself, if parametric) has a term in a
    /// symbol that can move at no cost: another unrestricted variable, or a slack or error that
    /// the objective does not weigh and that no degenerate row holds at zero. (A degenerate
    /// vertex can hide a free direction behind a pivot; such rare cases are reported as fixed.)
    public func mayMove(_ variables: [Variable]) -> [Bool] {
        var memo = [UInt8](repeating: 0, count: tableau.symbolCount)   // 0 unknown, 1 no, 2 yes
        return variables.map { variable in
            guard variable.owner == ObjectIdentifier(self) else { return true }   // in no constraint
            let r = tableau.basicRow[Int(variable.symbol)]
            guard r >= 0 else { return true }
            for cell in tableau.rows[Int(r)].cells where !nearZero(cell.coefficient) {
                let s = Int(cell.symbol)
                if memo[s] == 0 { memo[s] = tableau.movesFreely(cell.symbol) ? 2 : 1 }
                if memo[s] == 2 { return true }
            }
            return false
        }
    }
}

extension Tableau {
    /// Whether a parametric symbol can change without raising the objective or breaking a row.
    func movesFreely(_ s: Int32) -> Bool {
        switch kinds[Int(s)] {
        case .external:
            return true
        case .dummy, .unused:
            return false
        case .slack, .error:
            // A restricted symbol can only grow from zero: it must cost nothing, and no
            // restricted basic symbol held at zero may fall below zero as it grows.
            guard Int(s) >= objective.coefficients.count || nearZero(objective.coefficients[Int(s)]) else { return false }
            var node = columns.first(s)
            while let n = node {
                let r = Int(n.row)
                if kinds[Int(rows[r].basic)] != .external && nearZero(rows[r].constant)
                    && rows[r].cells[Int(n.cellSlot)].coefficient < 0 { return false }
                node = n.next >= 0 ? columns.nodes[Int(n.next)] : nil
            }
            return true
        }
    }
}
