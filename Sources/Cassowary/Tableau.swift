/// What a symbol of the tableau stands for.
enum SymbolKind: UInt8 {
    case unused    // free for reuse
    case external  // a user variable: unrestricted
    case slack     // an inequality's slack (or the artificial variable): >= 0
    case error     // a non-required constraint's error: >= 0, weighted in the objective
    case dummy     // a required equality's marker: always 0, never enters the basis
}

/// `coefficient · symbol` in a row, with its node in the column index. The Double comes first so
/// that a cell takes 16 bytes, not 24: rows are most of the tableau's memory.
struct Cell {
    var coefficient: Double
    var symbol: Int32
    var node: Int32

    init(symbol: Int32, coefficient: Double, node: Int32 = -1) {
        (self.symbol, self.coefficient, self.node) = (symbol, coefficient, node)
    }
}

/// `basic = constant + Σ cells`, every cell symbol parametric.
struct Row {
    var basic: Int32
    var constant: Double
    var cells: [Cell]
}

/// The marker and, for non-required constraints, the second error symbol of a constraint.
struct Tag {
    var marker: Int32
    var other: Int32 = -1
}

/// The simplex tableau in sparse form with column indices, keyed by dense integer symbol ids.
///
/// Rows hold their cells in a plain array; every parametric symbol knows the rows it occurs in
/// (its column), and each cell and its column node point at each other, so an occurrence is
/// added or removed in O(1). Substitution, pivoting and edits therefore touch only the rows that
/// contain the symbol concerned, never the whole tableau.
struct Tableau {
    // Per symbol.
    var kinds: [SymbolKind] = []
    var basicRow: [Int32] = []
    var columns = ColumnIndex()
    private var freeSymbols: [Int32] = []

    // Rows, with free slots reused.
    var rows: [Row] = []
    private var freeRows: [Int32] = []
    private(set) var rowCount = 0

    var objective = Objective(tracksTouched: false)
    /// Phase-one objective, live only while a row is added with an artificial variable.
    var artificial = Objective(tracksTouched: true)
    var artificialActive = false
    /// Basic symbols of restricted rows that may have gone negative (for the dual simplex).
    var infeasible: [Int32] = []
    /// The objective may not be minimal: rows were added or removed since the last optimize.
    var needsOptimize = false
    /// Pivots recorded while `logsPivots` is set, to undo a refused addition.
    var logsPivots = false
    var pivotLog: [(entering: Int32, leaving: Int32)] = []

    /// External symbols whose value may have changed since the last `takeChanged()`.
    private(set) var changed: [Int32] = []
    private var isChanged: [Bool] = []
    /// Symbols that were let go while still referenced; freed once no row is left.
    private var orphans: [Int32] = []

    // Scratch space: symbol → index into the cells being merged, -1 at rest.
    var scatter: [Int32] = []
    /// Scratch space for `expand`: the largest amount each new cell was summed from.
    var magnitudes: [Double] = []
    private var sourceUsed: [Bool] = []

    var symbolCount: Int { kinds.count }

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        if let s = freeSymbols.popLast() {
            kinds[Int(s)] = kind
            return s
        }
        let s = Int32(kinds.count)
        kinds.append(kind)
        if Int(s) >= basicRow.count { growSymbolTables(to: max(256, 2 * kinds.count)) }
        return s
    }

    /// The other per-symbol tables run ahead of `kinds`, doubling, with each new symbol's
    /// entries already in place: one bulk append per table, not one append per table for every
    /// symbol (which was a tenth of adding a constraint). Only `kinds` counts the symbols.
    private mutating func growSymbolTables(to n: Int) {
        basicRow.append(contentsOf: repeatElement(-1, count: n - basicRow.count))
        isChanged.append(contentsOf: repeatElement(false, count: n - isChanged.count))
        scatter.append(contentsOf: repeatElement(-1, count: n - scatter.count))
        columns.grow(to: n)
        objective.grow(to: n)
        artificial.grow(to: n)
    }

    func isReferenced(_ s: Int32) -> Bool {
        basicRow[Int(s)] >= 0 || !columns.isEmpty(s) || objective.coefficients[Int(s)] != 0
    }

    /// Frees the symbol for reuse, or keeps it as an orphan while the tableau still refers to it.
    mutating func release(_ s: Int32) {
        if isReferenced(s) {
            orphans.append(s)
        } else {
            kinds[Int(s)] = .unused
            freeSymbols.append(s)
        }
    }

    var liveSymbolCount: Int { kinds.count - freeSymbols.count }

    // MARK: Changed values

    @inline(__always)
    mutating func noteChanged(_ s: Int32) {
        if kinds[Int(s)] == .external && !isChanged[Int(s)] {
            isChanged[Int(s)] = true
            changed.append(s)
        }
    }

    mutating func takeChanged() -> [Int32] {
        let result = changed
        for s in changed { isChanged[Int(s)] = false }
        changed.removeAll(keepingCapacity: true)
        return result
    }

    /// The current value of a symbol: its row's constant when basic, otherwise 0.
    func value(of s: Int32) -> Double {
        let r = basicRow[Int(s)]
        return r >= 0 ? rows[Int(r)].constant : 0
    }

    // MARK: Cells

    @inline(__always)
    mutating func appendCell(_ r: Int32, _ s: Int32, _ coefficient: Double) {
        let node = columns.add(s, row: r, cellSlot: Int32(rows[Int(r)].cells.count))
        rows[Int(r)].cells.append(Cell(symbol: s, coefficient: coefficient, node: node))
    }

    /// Removes cell `k` of row `r` and its column node; the row's last cell fills the hole.
    @inline(__always)
    mutating func removeCell(_ r: Int32, _ k: Int) {
        let cell = rows[Int(r)].cells[k]
        columns.remove(cell.node, of: cell.symbol)
        let last = rows[Int(r)].cells.removeLast()
        if k < rows[Int(r)].cells.count {
            rows[Int(r)].cells[k] = last
            columns.move(last.node, toCellSlot: Int32(k))
        }
    }

    func cellIndex(_ r: Int32, _ s: Int32) -> Int? {
        rows[Int(r)].cells.firstIndex { $0.symbol == s }
    }

    // MARK: Rows

    /// Adds `basic = constant + Σ cells` (basic may be -1 until the row is solved for a subject).
    /// The cells' column nodes are made here.
    mutating func insertRow(basic: Int32, constant: Double, cells: consuming [Cell]) -> Int32 {
        let r: Int32
        if let free = freeRows.popLast() {
            r = free
        } else {
            r = Int32(rows.count)
            rows.append(Row(basic: -1, constant: 0, cells: []))
        }
        columns.addRow(r, cells: &cells)
        rows[Int(r)] = Row(basic: -1, constant: constant, cells: cells)
        if basic >= 0 { setBasic(r, basic) }
        rowCount += 1
        return r
    }

    mutating func setBasic(_ r: Int32, _ s: Int32) {
        rows[Int(r)].basic = s
        basicRow[Int(s)] = r
        noteChanged(s)
    }

    mutating func dropRow(_ r: Int32) {
        while !rows[Int(r)].cells.isEmpty { removeCell(r, rows[Int(r)].cells.count - 1) }
        let basic = rows[Int(r)].basic
        if basic >= 0 {
            basicRow[Int(basic)] = -1
            noteChanged(basic)
        }
        rows[Int(r)].basic = -1
        freeRows.append(r)
        rowCount -= 1
        if rowCount == 0 { collectOrphans() }
    }

    /// With no row left, nothing can refer to an orphan but the objective, which must be empty.
    private mutating func collectOrphans() {
        objective.clear()
        for s in orphans where kinds[Int(s)] != .unused && !isReferenced(s) {
            kinds[Int(s)] = .unused
            freeSymbols.append(s)
        }
        orphans.removeAll()
    }

    /// Turns `0 = constant + Σ cells` (or `old basic = …` after a pivot) into `s = …`.
    mutating func solve(_ r: Int32, for s: Int32) {
        guard let k = cellIndex(r, s) else { return }
        let factor = -1 / rows[Int(r)].cells[k].coefficient
        removeCell(r, k)
        rows[Int(r)].constant *= factor
        rows[Int(r)].cells.withUnsafeMutableBufferPointer { cells in
            for i in cells.indices { cells[i].coefficient *= factor }
        }
    }

    /// Makes `entering` basic in row `r`; the row's basic symbol becomes parametric.
    mutating func pivot(_ r: Int32, entering: Int32) {
        let leaving = rows[Int(r)].basic
        basicRow[Int(leaving)] = -1
        noteChanged(leaving)
        appendCell(r, leaving, -1)
        solve(r, for: entering)
        setBasic(r, entering)
        substitute(entering, by: r)
        if logsPivots { pivotLog.append((entering, leaving)) }
    }

    /// Replaces the parametric symbol `s` by row `r` (where `s` is now basic) in every row that
    /// contains it, and in the objectives.
    mutating func substitute(_ s: Int32, by r: Int32) {
        // A symbol new to the tableau (the usual subject of an added row) occurs nowhere yet.
        if columns.isEmpty(s) && objective.coefficients[Int(s)] == 0
            && (!artificialActive || artificial.coefficients[Int(s)] == 0) { return }
        let source = rows[Int(r)].cells
        let sourceConstant = rows[Int(r)].constant
        for (j, cell) in source.enumerated() { scatter[Int(cell.symbol)] = Int32(j) }
        if sourceUsed.count < source.count {
            sourceUsed.append(contentsOf: repeatElement(false, count: source.count - sourceUsed.count))
        }
        while let entry = columns.first(s) {
            let target = entry.row
            let factor = rows[Int(target)].cells[Int(entry.cellSlot)].coefficient
            removeCell(target, Int(entry.cellSlot))
            add(source, sourceConstant, times: factor, into: target)
        }
        objective.substitute(s, source, constant: sourceConstant)
        if artificialActive { artificial.substitute(s, source, constant: sourceConstant) }
        for cell in source { scatter[Int(cell.symbol)] = -1 }
    }

    /// `row += factor · source`, where `scatter` maps each source symbol to its cell index.
    private mutating func add(_ source: [Cell], _ sourceConstant: Double, times factor: Double, into r: Int32) {
        for j in source.indices { sourceUsed[j] = false }
        var k = 0
        while k < rows[Int(r)].cells.count {
            let j = Int(scatter[Int(rows[Int(r)].cells[k].symbol)])
            if j >= 0 {
                sourceUsed[j] = true
                let (old, added) = (rows[Int(r)].cells[k].coefficient, factor * source[j].coefficient)
                let value = old + added
                if cancels(value, max(abs(old), abs(added))) {
                    removeCell(r, k)  // the last cell moved into slot k: look at it next
                    continue
                }
                rows[Int(r)].cells[k].coefficient = value
            }
            k += 1
        }
        for j in source.indices where !sourceUsed[j] {
            let value = factor * source[j].coefficient
            if value != 0 { appendCell(r, source[j].symbol, value) }
        }
        if sourceConstant != 0 {
            rows[Int(r)].constant += factor * sourceConstant
            let basic = rows[Int(r)].basic
            noteChanged(basic)
            if kinds[Int(basic)] != .external && rows[Int(r)].constant < 0 { infeasible.append(basic) }
        }
    }
}
