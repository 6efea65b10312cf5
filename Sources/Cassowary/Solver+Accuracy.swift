/// Keeping the solution exact when rounding wears the tableau down.
///
/// Each row is the result of many substitutions. In most orders the errors stay near the
/// doubles' precision, but some orders amplify them: a chain of `3·y[i+1] − y[i] − y0 ≥ 1/3`
/// in which each y[i] is first solved through 3·y[i+1] loses a third of a digit a link, and
/// after some 40 links its rows no longer say what its constraints say. The solver checks now
/// and then that the current solution meets every required constraint, and before it refuses a
/// constraint that its tableau is fresh; where not, it builds the tableau again, required
/// equalities first (they chain with coefficients of ±1, exactly), then required inequalities,
/// then the rest, each in the order it was added, and the edit variables with their values.
extension Solver {
    /// How far the tableau's current solution is from meeting the required constraints, beyond
    /// rounding: 0 when it meets them.
    func requiredDrift() -> Double {
        var worst = 0.0
        for record in records {
            guard let c = record.constraint, c.strength.isRequired else { continue }
            var value = c.expression.constant, scale = abs(c.expression.constant)
            for term in c.expression.terms {
                let x = term.coefficient * tableau.value(of: term.variable.symbol)
                value += x
                scale = max(scale, abs(x))
            }
            let violation = c.violation(at: value)
            if violation > 1e-9 * (1 + scale) { worst = max(worst, violation) }
        }
        return worst
    }

    /// Builds the tableau again from the constraints and edits present, in a stable order.
    func rebuild() throws(SolverError) {
        isRebuilding = true
        defer { isRebuilding = false }
        let editList = edits.compactMap { edit in edit.constraint.map { ($0, edit.constant) } }
        let editConstraints = Set(editList.map { ObjectIdentifier($0.0) })
        func rank(_ c: Constraint) -> Int { c.strength.isRequired ? (c.relation == .equal ? 0 : 1) : 2 }
        let present = records
            .compactMap { r in r.constraint.map { (constraint: $0, permanent: r.tag.marker < 0, sequence: r.sequence) } }
            .filter { !editConstraints.contains(ObjectIdentifier($0.constraint)) }
            .sorted { (rank($0.constraint), $0.sequence) < (rank($1.constraint), $1.sequence) }
        reset()
        for entry in present {
            do {
                try insert(entry.constraint, marked: !entry.permanent, mayRebuild: false)
            } catch {
                throw .internalError("rebuilt exactly, the required constraints no longer hold together: \(error)")
            }
        }
        for (edit, value) in editList {
            let variable = edit.expression.terms[0].variable
            try addEditVariable(variable, strength: edit.strength)
            try suggestValue(variable, value)
        }
        changesSinceCheck = 0
        changesSinceRebuild = 0
    }
}
