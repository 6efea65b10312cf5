/// The primal and dual simplex iterations. Entering and leaving symbols are chosen as kiwi
/// chooses them (lowest symbol id on ties), which rules out cycling.
extension Tableau {
    /// Minimises the objective if rows changed since the last time. False if it is unbounded,
    /// which a tableau built from constraints cannot be.
    @discardableResult
    mutating func optimizeIfNeeded() -> Bool {
        guard needsOptimize else { return true }
        needsOptimize = false
        return optimize(artificialObjective: false)
    }

    /// Primal simplex on the main or the artificial objective. False if it is unbounded.
    ///
    /// Both objectives are sums of non-negative symbols, so a symbol that no row limits has a
    /// coefficient of zero in exact arithmetic; one that rounding (of weights up to 10⁹) left
    /// slightly negative is set to zero, or the simplex would follow a free direction forever.
    mutating func optimize(artificialObjective: Bool) -> Bool {
        while let entering = nextEntering(artificialObjective) {
            guard let r = leavingRow(for: entering) else {
                let s = Int(entering)
                let (coefficient, scale) = artificialObjective
                    ? (artificial.coefficients[s], artificial.scale) : (objective.coefficients[s], objective.scale)
                guard coefficient > -1e-9 * scale else { return false }
                if artificialObjective { artificial.coefficients[s] = 0 } else { objective.coefficients[s] = 0 }
                continue
            }
            pivot(r, entering: entering)
        }
        return true
    }

    /// The lowest non-dummy parametric symbol with a negative objective coefficient.
    private mutating func nextEntering(_ artificialObjective: Bool) -> Int32? {
        while let (s, coefficient) = artificialObjective ? artificial.popCandidate() : objective.popCandidate() {
            if coefficient < 0 && kinds[Int(s)] != .dummy && kinds[Int(s)] != .unused && basicRow[Int(s)] < 0 {
                return s
            }
        }
        return nil
    }

    /// The restricted row that limits `entering` first (ratio test).
    private func leavingRow(for entering: Int32) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.greatestFiniteMagnitude
        var bestBasic = Int32.max
        for entry in columns.occurrences(of: entering) {
            let r = Int(entry.row)
            let basic = rows[r].basic
            if kinds[Int(basic)] == .external { continue }
            let c = rows[r].cells[Int(entry.cellSlot)].coefficient
            if c < 0 {
                let ratio = -rows[r].constant / c
                if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                    best = entry.row
                    bestRatio = ratio
                    bestBasic = basic
                }
            }
        }
        return best >= 0 ? best : nil
    }

    /// Dual simplex: pivots until no restricted row has a negative constant. The objective must
    /// be minimal when it starts. False if a row cannot be made feasible (a solver bug).
    mutating func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            let r = basicRow[Int(leaving)]
            guard r >= 0, rows[Int(r)].constant < 0, !nearZero(rows[Int(r)].constant) else { continue }
            guard let entering = dualEntering(r) else {
                infeasible.removeAll()
                return false
            }
            pivot(r, entering: entering)
        }
        return true
    }

    private func dualEntering(_ r: Int32) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.greatestFiniteMagnitude
        for cell in rows[Int(r)].cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
            let ratio = objective.coefficients[Int(cell.symbol)] / cell.coefficient
            if ratio < bestRatio || (ratio == bestRatio && cell.symbol < best) {
                best = cell.symbol
                bestRatio = ratio
            }
        }
        return best >= 0 ? best : nil
    }
}
