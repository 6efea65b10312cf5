/// An incremental Cassowary constraint solver.
///
/// Add and remove constraints, make variables editable and suggest values for them, then call
/// `updateVariables()` to write the solution into the variables. Required constraints always
/// hold; the others are satisfied as well as their strengths allow.
///
/// Work is incremental: adding many constraints and then updating costs about one solve, and an
/// update writes only the variables that the changes since the last update may have moved.
public final class Solver {
    var tableau = Tableau()

    // By external symbol id.
    private var variables: [Variable?] = []
    private var useCounts: [Int32] = []
    // By marker symbol id: the slot of the constraint it marks.
    private var markerOwners: [Int32] = []

    struct Record {
        var constraint: Constraint?
        var tag: Tag
        /// When it was added: a rebuild keeps this order within each kind of constraint.
        var sequence = 0
    }
    var records: [Record] = []
    private var nextSequence = 0
    /// Constraints added or removed since the tableau's accuracy was last checked, and since it
    /// was last built again.
    var changesSinceCheck = 0
    var changesSinceRebuild = 0
    var isRebuilding = false
    private var freeRecords: [Int32] = []

    struct Edit {
        var constraint: Constraint?
        var constant: Double
    }
    var edits: [Edit] = []
    private var freeEdits: [Int32] = []

    private var termBuffer: [(symbol: Int32, coefficient: Double)] = []
    /// Each term's symbol, in the expression's order, like terms not merged (each counts a use).
    private var termSymbols: [Int32] = []

    public private(set) var constraintCount = 0

    public init() {}

    deinit { releaseAll() }

    private var id: ObjectIdentifier { ObjectIdentifier(self) }

    // MARK: Constraints

    /// Adds a constraint.
    ///
    /// Throws `duplicateConstraint`, `ownedByAnotherSolver`, `nonFiniteConstraint`, or
    /// `unsatisfiable` for a required constraint that contradicts the required ones already
    /// added. Nothing changes when it throws.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try insert(constraint, marked: true)
    }

    /// Adds a constraint that will never be removed. A required equality then goes in without
    /// the marker symbol that removing it needs, which otherwise sits in every row that depends
    /// on it: in a long chain of equalities (views stacked one below another) rows are a third
    /// shorter and the first solve that much faster. The price: `remove` refuses it, and a
    /// later contradiction cannot name it among its conflicts. Other constraints are added as
    /// `add` adds them.
    public func addPermanently(_ constraint: Constraint) throws(SolverError) {
        try insert(constraint, marked: !(constraint.relation == .equal && constraint.strength.isRequired))
    }

    func insert(_ constraint: Constraint, marked: Bool, mayRebuild: Bool = true) throws(SolverError) {
        if constraint.owner == id { throw .duplicateConstraint(constraint) }
        if constraint.owner != nil { throw .ownedByAnotherSolver(constraint) }
        guard constraint.expression.isFinite else { throw .nonFiniteConstraint(constraint) }
        for term in constraint.expression.terms where term.variable.owner != nil && term.variable.owner != id {
            throw .ownedByAnotherSolver(constraint)
        }

        // Like terms merged first: `a.left + x - (a.left + y)` must not expand a.left's row twice
        // only for the two copies to cancel (a view's edges are its superviews' origins plus its own).
        termBuffer.removeAll(keepingCapacity: true)
        termSymbols.removeAll(keepingCapacity: true)
        for term in constraint.expression.terms {
            let s = symbol(for: term.variable)
            termSymbols.append(s)
            if let i = termBuffer.firstIndex(where: { $0.symbol == s }) {
                termBuffer[i].coefficient += term.coefficient
            } else {
                termBuffer.append((s, term.coefficient))
            }
        }
        let outcome = tableau.add(terms: termBuffer, constant: constraint.expression.constant,
                                  relation: constraint.relation, strength: constraint.strength,
                                  below: constraint.belowStrength, marked: marked)
        switch outcome {
        case .added(let tag):
            for s in termSymbols { useCounts[Int(s)] += 1 }
            nextSequence += 1
            changesSinceCheck += 1
            changesSinceRebuild += 1
            let slot = newRecord(Record(constraint: constraint, tag: tag, sequence: nextSequence))
            constraint.owner = id
            constraint.slot = slot
            growSymbolTables()
            if tag.marker >= 0 { markerOwners[Int(tag.marker)] = slot }
            if tag.other >= 0 { markerOwners[Int(tag.other)] = slot }
            constraintCount += 1
        case .unsatisfiable(let markers):
            for term in constraint.expression.terms { releaseIfUnused(term.variable) }
            // Refused only by a tableau that is exact: one that rounding has worn (see
            // `Solver+Accuracy`), or that has changed much since it was last built, is built
            // again from its constraints and asked again.
            if mayRebuild && (changesSinceRebuild > max(8, constraintCount / 8) || requiredDrift() > 0) {
                try rebuild()
                return try insert(constraint, marked: marked, mayRebuild: false)
            }
            var conflicts: [Constraint] = []
            for marker in markers where Int(marker) < markerOwners.count && markerOwners[Int(marker)] >= 0 {
                if let other = records[Int(markerOwners[Int(marker)])].constraint,
                   other.strength.isRequired, !conflicts.contains(where: { $0 === other }) {
                    conflicts.append(other)
                }
            }
            throw .unsatisfiable(constraint, conflicts: conflicts)
        }
    }

    /// Removes a constraint. Throws `unknownConstraint` if it is not in this solver.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard constraint.owner == id else { throw .unknownConstraint(constraint) }
        let slot = Int(constraint.slot)
        let tag = records[slot].tag
        guard tag.marker >= 0 else { throw .permanentConstraint(constraint) }
        markerOwners[Int(tag.marker)] = -1
        if tag.other >= 0 { markerOwners[Int(tag.other)] = -1 }
        tableau.remove(tag, strength: constraint.strength, below: constraint.belowStrength)
        records[slot] = Record(constraint: nil, tag: Tag(marker: -1))
        freeRecords.append(Int32(slot))
        changesSinceCheck += 1
        changesSinceRebuild += 1
        constraint.owner = nil
        constraint.slot = -1
        constraintCount -= 1
        for term in constraint.expression.terms {
            useCounts[Int(term.variable.symbol)] -= 1
            releaseIfUnused(term.variable)
        }
    }

    public func has(_ constraint: Constraint) -> Bool { constraint.owner == id }

    /// Every constraint present with its tableau symbols, for consistency checks.
    var constraintTags: [(Constraint, Tag)] {
        records.compactMap { record in record.constraint.map { ($0, record.tag) } }
    }

    // MARK: Edit variables

    /// Makes `variable` editable with `suggestValue` at a strength weaker than required.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        if hasEditVariable(variable) { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .requiredEditStrength(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength,
                                    label: "edit \(variable)")
        try add(constraint)
        let edit = Edit(constraint: constraint, constant: 0)
        if let slot = freeEdits.popLast() {
            edits[Int(slot)] = edit
            variable.editSlot = slot
        } else {
            variable.editSlot = Int32(edits.count)
            edits.append(edit)
        }
    }

    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard hasEditVariable(variable), let constraint = edits[Int(variable.editSlot)].constraint else {
            throw .unknownEditVariable(variable)
        }
        edits[Int(variable.editSlot)] = Edit(constraint: nil, constant: 0)
        freeEdits.append(variable.editSlot)
        variable.editSlot = -1
        try remove(constraint)
    }

    public func hasEditVariable(_ variable: Variable) -> Bool {
        variable.owner == id && variable.editSlot >= 0
    }

    /// Asks for `value` for an edit variable; the solution follows as far as stronger
    /// constraints allow. Only the rows that depend on the variable are touched.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard hasEditVariable(variable), let constraint = edits[Int(variable.editSlot)].constraint else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
        let slot = Int(variable.editSlot)
        let delta = value - edits[slot].constant
        edits[slot].constant = value
        guard tableau.suggest(records[Int(constraint.slot)].tag, delta: delta) else {
            // Rounding left no row to pivot on: built again, the suggestion included (once: a
            // tableau just built that fails is a bug, not wear).
            guard !isRebuilding else {
                throw .internalError("the dual simplex found no entering symbol after a suggestion for \(variable)")
            }
            try rebuild()
            guard tableau.optimizeIfNeeded() else {
                throw .internalError("the dual simplex found no entering symbol after a suggestion for \(variable)")
            }
            return
        }
    }

    // MARK: Solving

    /// Solves what changed since the last update and writes the new values into the variables.
    /// Returns the variables whose value changed. Throws `internalError` if the simplex fails,
    /// which is a bug in the solver: the values are then left as they were.
    @discardableResult
    public func updateVariables() throws(SolverError) -> [Variable] {
        var exact = tableau.optimizeIfNeeded()
        if exact && changesSinceCheck > max(8, constraintCount / 8) {
            // Amortised: a check costs about what adding the constraints once did.
            changesSinceCheck = 0
            exact = requiredDrift() == 0
        }
        if !exact {
            try rebuild()
            guard tableau.optimizeIfNeeded() else {
                throw .internalError("the objective was found unbounded, which a tableau of constraints cannot be")
            }
        }
        var moved: [Variable] = []
        for s in tableau.takeChanged() {
            guard let variable = variables[Int(s)] else { continue }
            let value = tableau.value(of: s)
            if variable.value != value {
                variable.value = value
                moved.append(variable)
            }
        }
        return moved
    }

    /// How large the tableau is: its rows, their cells in all, and the longest row. The cells
    /// are what adding a constraint and pivoting cost.
    public var tableauSize: (rows: Int, cells: Int, longestRow: Int) {
        var (cells, longest) = (0, 0)
        for row in tableau.rows where row.basic >= 0 {
            cells += row.cells.count
            longest = max(longest, row.cells.count)
        }
        return (tableau.rowCount, cells, longest)
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        releaseAll()
        tableau = Tableau()
        variables = []
        useCounts = []
        markerOwners = []
        records = []
        freeRecords = []
        edits = []
        freeEdits = []
        constraintCount = 0
        changesSinceCheck = 0
        changesSinceRebuild = 0
    }

    // MARK: Bookkeeping

    /// Lets every constraint and variable go, so that another solver may take them.
    private func releaseAll() {
        for record in records {
            record.constraint?.owner = nil
            record.constraint?.slot = -1
        }
        for variable in variables {
            variable?.owner = nil
            variable?.symbol = -1
            variable?.editSlot = -1
        }
    }

    func symbol(for variable: Variable) -> Int32 {
        if variable.owner == id { return variable.symbol }
        let s = tableau.newSymbol(.external)
        growSymbolTables()
        variables[Int(s)] = variable
        useCounts[Int(s)] = 0
        variable.owner = id
        variable.symbol = s
        variable.editSlot = -1
        tableau.noteChanged(s)  // so the next update writes its value
        return s
    }

    private func releaseIfUnused(_ variable: Variable) {
        let s = variable.symbol
        guard variable.owner == id, useCounts[Int(s)] == 0 else { return }
        variables[Int(s)] = nil
        variable.owner = nil
        variable.symbol = -1
        variable.editSlot = -1
        tableau.release(s)
    }

    /// Room for every symbol the tableau has, grown as the tableau grows its tables: doubling,
    /// in bulk.
    private func growSymbolTables() {
        let n = tableau.symbolCount
        guard variables.count < n else { return }
        let more = max(n, 2 * variables.count, 256) - variables.count
        variables.append(contentsOf: repeatElement(nil, count: more))
        useCounts.append(contentsOf: repeatElement(0, count: more))
        markerOwners.append(contentsOf: repeatElement(-1, count: more))
    }

    private func newRecord(_ record: Record) -> Int32 {
        if let slot = freeRecords.popLast() {
            records[Int(slot)] = record
            return slot
        }
        records.append(record)
        return Int32(records.count - 1)
    }
}
