/// Adding, removing and editing constraints, following the Cassowary papers and kiwi, except
/// that the objective is minimised once per `optimizeIfNeeded()` instead of after every change.
/// Each change keeps the tableau feasible, so deferring the primal simplex is safe.
extension Tableau {
    enum AddOutcome {
        case added(Tag)
        /// Refused; the markers of the required constraints it contradicts.
        case unsatisfiable(conflictMarkers: [Int32])
    }

    /// Adds `Σ terms + constant (relation) 0`, where the terms' symbols are external symbols.
    /// A non-required equality's error above zero weighs `strength`, the one below `below`.
    /// An unmarked required equality gets no marker symbol (it can never be removed).
    /// A refused constraint leaves the tableau as it was.
    mutating func add(terms: [(symbol: Int32, coefficient: Double)], constant: Double,
                      relation: Relation, strength: Strength, below: Strength, marked: Bool = true) -> AddOutcome {
        var (cells, rowConstant) = expand(terms, constant)
        let required = strength.isRequired
        var tag: Tag
        switch relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = relation == .lessOrEqual ? 1 : -1
            tag = Tag(marker: newSymbol(.slack))
            cells.append(Cell(symbol: tag.marker, coefficient: sign))
            if !required {
                tag.other = newSymbol(.error)
                cells.append(Cell(symbol: tag.other, coefficient: -sign))
                objective.add(tag.other, strength.weight)
            }
        case .equal:
            if required && !marked {
                tag = Tag(marker: -1)
            } else if required {
                tag = Tag(marker: newSymbol(.dummy))
                cells.append(Cell(symbol: tag.marker, coefficient: 1))
            } else {
                tag = Tag(marker: newSymbol(.error), other: newSymbol(.error))
                cells.append(Cell(symbol: tag.marker, coefficient: -1))
                cells.append(Cell(symbol: tag.other, coefficient: 1))
                objective.add(tag.marker, strength.weight)   // Σ terms = marker - other
                objective.add(tag.other, below.weight)
            }
        }
        if rowConstant < 0 {
            rowConstant = -rowConstant
            for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
        }

        if !required { objective.scale = max(objective.scale, strength.weight, below.weight) }
        var subject = chooseSubject(cells, rowConstant, tag)
        if subject < 0 && cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            if !nearZero(rowConstant) {
                let conflicts = cells.map(\.symbol).filter { $0 != tag.marker }
                if tag.marker >= 0 { release(tag.marker) }
                return .unsatisfiable(conflictMarkers: conflicts)
            }
            guard tag.marker >= 0 else { return .added(tag) }   // implied by the others: nothing to keep
            subject = tag.marker  // a redundant equality: its own marker becomes basic
        }
        if subject < 0 {
            if let conflicts = addWithArtificialVariable(cells, rowConstant, ownMarker: tag.marker) {
                if tag.marker >= 0 { release(tag.marker) }
                return .unsatisfiable(conflictMarkers: conflicts)
            }
        } else {
            let r = insertRow(basic: -1, constant: rowConstant, cells: consume cells)
            solve(r, for: subject)
            setBasic(r, subject)
            substitute(subject, by: r)
        }
        needsOptimize = true
        return .added(tag)
    }

    /// The terms with every basic symbol replaced by its row, merged, near-zero cells dropped.
    /// Each cell is found through `scatter` or appended; `magnitudes` keeps the largest amount
    /// each cell was made from, to tell a cancellation from a small coefficient. The cells are
    /// written straight into the new array's storage and the tables are used through their
    /// buffers: this is most of adding, and array appends and checked writes were most of it.
    private mutating func expand(_ terms: [(symbol: Int32, coefficient: Double)],
                                 _ constant: Double) -> ([Cell], Double) {
        let (rows, basicRow) = (self.rows, self.basicRow)
        var capacity = 3  // room for the slack, error and dummy symbols added next
        for term in terms {
            let r = basicRow[Int(term.symbol)]
            capacity += r >= 0 ? rows[Int(r)].cells.count : 1
        }
        var magnitudes = self.magnitudes
        self.magnitudes = []
        if magnitudes.count < capacity { magnitudes = [Double](repeating: 0, count: max(capacity, 2 * magnitudes.count)) }
        var rowConstant = constant
        var scatter = self.scatter
        self.scatter = []
        let cells = [Cell](unsafeUninitializedCapacity: capacity) { cells, initialized in
            scatter.withUnsafeMutableBufferPointer { scatter in
                magnitudes.withUnsafeMutableBufferPointer { magnitudes in
                    var count = 0
                    func accumulate(_ s: Int32, _ amount: Double) {
                        let i = Int(scatter[Int(s)])
                        if i >= 0 {
                            cells[i].coefficient += amount
                            magnitudes[i] = max(magnitudes[i], abs(amount))
                        } else {
                            scatter[Int(s)] = Int32(count)
                            cells.initializeElement(at: count, to: Cell(symbol: s, coefficient: amount))
                            magnitudes[count] = abs(amount)
                            count += 1
                        }
                    }
                    for term in terms where term.coefficient != 0 {
                        let r = basicRow[Int(term.symbol)]
                        if r >= 0 {
                            rowConstant += term.coefficient * rows[Int(r)].constant
                            rows[Int(r)].cells.withUnsafeBufferPointer { row in
                                for cell in row { accumulate(cell.symbol, term.coefficient * cell.coefficient) }
                            }
                        } else {
                            accumulate(term.symbol, term.coefficient)
                        }
                    }
                    // Cancelled cells out, the others kept in order; `scatter` cleared.
                    var kept = 0
                    for k in 0..<count {
                        let cell = cells[k]
                        scatter[Int(cell.symbol)] = -1
                        if !cancels(cell.coefficient, magnitudes[k]) {
                            cells[kept] = cell
                            kept += 1
                        }
                    }
                    initialized = kept
                }
            }
        }
        self.scatter = scatter
        self.magnitudes = magnitudes
        return (cells, rowConstant)
    }

    /// The external symbol that occurs in the fewest rows (the lowest-numbered of those), so that
    /// solving for it substitutes least: in a chain of views, the newest view's position rather
    /// than its neighbour's, which would rewrite every row before it. Else, for a non-required
    /// constraint, a slack or error already in the tableau that can take the row (see
    /// `canBecomeBasic`); else the marker or error symbol with a negative coefficient (so the
    /// solved row keeps a non-negative constant); else -1.
    private func chooseSubject(_ cells: [Cell], _ rowConstant: Double, _ tag: Tag) -> Int32 {
        var best: Int32 = -1
        var bestCount: Int32 = 0
        // Threshold pivoting, as sparse LU factorisations do: only a symbol whose coefficient is
        // within a factor of 10 of the row's largest is a candidate, so solving for it never
        // multiplies the row by more than 10 (always solving for the smallest made coefficients
        // grow like 3ⁿ along a chain of `3·y[i+1] − y[i] ≥ …` and lost every digit).
        var largest = 0.0
        for cell in cells where kinds[Int(cell.symbol)] == .external { largest = max(largest, abs(cell.coefficient)) }
        for cell in cells where kinds[Int(cell.symbol)] == .external && abs(cell.coefficient) >= 0.1 * largest {
            let count = columns.count(of: cell.symbol)
            if best < 0 || count < bestCount || (count == bestCount && cell.symbol < best) { (best, bestCount) = (cell.symbol, count) }
        }
        if best >= 0 { return best }
        if tag.other >= 0 && kinds[Int(tag.other)] == .error {
            for cell in cells where cell.symbol != tag.marker && cell.symbol != tag.other
                && canBecomeBasic(cell, rowValue: rowConstant) {
                if best < 0 || cell.symbol < best { best = cell.symbol }
            }
            if best >= 0 { return best }
        }
        func isNegativeRestricted(_ s: Int32) -> Bool {
            guard s >= 0, kinds[Int(s)] == .slack || kinds[Int(s)] == .error else { return false }
            return cells.contains { $0.symbol == s && $0.coefficient < 0 }
        }
        if isNegativeRestricted(tag.marker) { return tag.marker }
        if isNegativeRestricted(tag.other) { return tag.other }
        return -1
    }

    /// Whether a restricted symbol outside the objective, with a negative coefficient, can be
    /// solved for: its value (the row constant over the coefficient) keeps every restricted row
    /// it occurs in non-negative. Then the new constraint's errors stay parametric, at zero, and
    /// the objective gains nothing to pivot away later (as when `w == 50` at strong strength
    /// follows `w >= 0`).
    private func canBecomeBasic(_ cell: Cell, rowValue: Double) -> Bool {
        let s = Int(cell.symbol)
        guard cell.coefficient < 0, kinds[s] == .slack || kinds[s] == .error,
              objective.coefficients[s] == 0 else { return false }
        let value = rowValue / -cell.coefficient
        for entry in columns.occurrences(of: cell.symbol) {
            let r = Int(entry.row)
            guard kinds[Int(rows[r].basic)] != .external else { continue }
            if rows[r].constant + rows[r].cells[Int(entry.cellSlot)].coefficient * value < 0 { return false }
        }
        return true
    }

    /// Phase one of the simplex for a row with no subject: minimise an artificial variable
    /// equal to the row. Returns nil when the row was added, or the conflicting markers.
    private mutating func addWithArtificialVariable(_ cells: [Cell], _ rowConstant: Double,
                                                    ownMarker: Int32) -> [Int32]? {
        let art = newSymbol(.slack)
        let artRow = insertRow(basic: art, constant: rowConstant, cells: cells)
        artificial.add(cells, constant: rowConstant, times: 1)
        artificial.scale = cells.reduce(max(1, rowConstant)) { max($0, abs($1.coefficient)) }
        artificialActive = true
        pivotLog.removeAll(keepingCapacity: true)
        logsPivots = true
        let bounded = optimize(artificialObjective: true)
        logsPivots = false
        let satisfiable = bounded && nearZero(artificial.constant)

        var conflicts: [Int32] = []
        if !satisfiable {
            // At the optimum, artificial = constant + Σ c·m with constant > 0: the required markers
            // with c ≠ 0 are the constraints that keep it from reaching zero.
            for s in artificial.touched where artificial.coefficients[Int(s)] != 0 && s != ownMarker && s != art {
                let kind = kinds[Int(s)]
                if kind == .slack || kind == .dummy { conflicts.append(s) }
            }
        }
        artificialActive = false
        artificial.clear()

        if !satisfiable {
            let wasPending = needsOptimize
            for step in pivotLog.reversed() { pivot(basicRow[Int(step.entering)], entering: step.leaving) }
            pivotLog.removeAll(keepingCapacity: true)
            needsOptimize = wasPending
            dropRow(basicRow[Int(art)] >= 0 ? basicRow[Int(art)] : artRow)
            removeFromColumns(art)
            release(art)
            return conflicts
        }
        pivotLog.removeAll(keepingCapacity: true)
        let r = basicRow[Int(art)]
        if r >= 0 {
            if rows[Int(r)].cells.isEmpty {
                dropRow(r)  // the constraint is implied by the others
            } else {
                // A restricted symbol if there is one, else an external, a marker last: a marker
                // made basic is substituted only into rows that hold markers alone.
                func rank(_ s: Int32) -> Int {
                    switch kinds[Int(s)] { case .slack, .error: 0; case .external: 1; default: 2 }
                }
                let entering = rows[Int(r)].cells.map(\.symbol).min { (rank($0), $0) < (rank($1), $1) }!
                pivot(r, entering: entering)
            }
        }
        removeFromColumns(art)
        objective.coefficients[Int(art)] = 0
        release(art)
        return nil
    }

    private mutating func removeFromColumns(_ s: Int32) {
        while let entry = columns.first(s) { removeCell(entry.row, Int(entry.cellSlot)) }
    }

    /// Removes the constraint with `tag`; the strengths must be the ones it was added with.
    mutating func remove(_ tag: Tag, strength: Strength, below: Strength) {
        // Take the errors out of the objective before pivoting, or the substitutions would
        // carry them into it again.
        removeErrorEffects(tag.marker, strength)
        removeErrorEffects(tag.other, below)
        if basicRow[Int(tag.marker)] >= 0 {
            dropRow(basicRow[Int(tag.marker)])
        } else if tag.other >= 0, basicRow[Int(tag.other)] >= 0, cellIndex(basicRow[Int(tag.other)], tag.marker) != nil {
            // The two symbols' columns are opposite: where the second one is basic, its row is the
            // only one that truly holds the marker (elsewhere it is rounding).
            let r = basicRow[Int(tag.other)]
            pivot(r, entering: tag.marker)
            dropRow(r)
        } else if let r = markerLeavingRow(tag.marker) {
            pivot(r, entering: tag.marker)
            dropRow(r)
        }
        // else: the constraint was implied by others and never got a row of its own.
        // In exact arithmetic neither symbol is left in a row or the objective; rounding can
        // leave traces, which would be a free direction for the simplex to follow forever.
        for s in [tag.marker, tag.other] where s >= 0 && basicRow[Int(s)] < 0 {
            removeFromColumns(s)
            objective.coefficients[Int(s)] = 0
        }
        needsOptimize = true
        release(tag.marker)
        if tag.other >= 0 { release(tag.other) }
    }

    private mutating func removeErrorEffects(_ s: Int32, _ strength: Strength) {
        guard s >= 0 && kinds[Int(s)] == .error else { return }
        let r = basicRow[Int(s)]
        if r >= 0 {
            objective.add(rows[Int(r)].cells, constant: rows[Int(r)].constant, times: -strength.weight)
        } else {
            objective.add(s, -strength.weight)
        }
    }

    /// The row in which to make a marker basic before dropping it. First a row whose basic
    /// symbol is another required equality's marker (a redundant equality): it holds only
    /// markers, all zero, so nothing moves and no other symbol enters a row that must stay zero.
    /// Else as kiwi chooses: a restricted row by the ratio test, else the last unrestricted row
    /// that contains it.
    private func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: (ratio: Double, row: Int32, basic: Int32)?
        var second: (ratio: Double, row: Int32, basic: Int32)?
        var third: (row: Int32, basic: Int32)?
        for entry in columns.occurrences(of: marker) {
            let row = rows[Int(entry.row)]
            let c = row.cells[Int(entry.cellSlot)].coefficient
            if kinds[Int(row.basic)] == .dummy {
                return entry.row
            } else if kinds[Int(row.basic)] == .external {
                if third == nil || row.basic > third!.basic { third = (entry.row, row.basic) }
            } else if c < 0 {
                let ratio = -row.constant / c
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && row.basic < first!.basic) {
                    first = (ratio, entry.row, row.basic)
                }
            } else {
                let ratio = row.constant / c
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && row.basic < second!.basic) {
                    second = (ratio, entry.row, row.basic)
                }
            }
        }
        return first?.row ?? second?.row ?? third?.row
    }

    /// Moves an edit constraint's target by `delta`, then restores feasibility with the dual
    /// simplex. Touches only the rows that contain the edit's error symbols.
    mutating func suggest(_ tag: Tag, delta: Double) -> Bool {
        guard optimizeIfNeeded() else { return false }
        let markerRow = basicRow[Int(tag.marker)]
        let otherRow = tag.other >= 0 ? basicRow[Int(tag.other)] : -1
        if markerRow >= 0 {
            rows[Int(markerRow)].constant -= delta
            if rows[Int(markerRow)].constant < 0 { infeasible.append(tag.marker) }
        } else if otherRow >= 0 {
            rows[Int(otherRow)].constant += delta
            if rows[Int(otherRow)].constant < 0 { infeasible.append(tag.other) }
        } else {
            for entry in columns.occurrences(of: tag.marker) {
                let r = Int(entry.row)
                rows[r].constant += delta * rows[r].cells[Int(entry.cellSlot)].coefficient
                let basic = rows[r].basic
                noteChanged(basic)
                if kinds[Int(basic)] != .external && rows[r].constant < 0 { infeasible.append(basic) }
            }
        }
        return dualOptimize()
    }
}
