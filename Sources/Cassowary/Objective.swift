/// An objective row to minimise, stored densely by symbol id: the simplex reads and updates
/// single coefficients far more often than it walks the row.
struct Objective {
    var coefficients: [Double] = []
    var constant: Double = 0
    /// The largest weight or coefficient it was built from: rounding errors in its coefficients
    /// are relative to it.
    var scale: Double = 1
    /// Every symbol with a negative coefficient is in here (plus some stale ones, skipped lazily).
    var candidates = SymbolHeap()
    var queued: [Bool] = []
    /// Symbols ever given a coefficient since the last `clear()`; kept only where asked for.
    var touched: [Int32] = []
    var isTouched: [Bool] = []
    let tracksTouched: Bool

    init(tracksTouched: Bool) { self.tracksTouched = tracksTouched }

    mutating func grow(to count: Int) {
        let more = count - coefficients.count
        guard more > 0 else { return }
        coefficients.append(contentsOf: repeatElement(0, count: more))
        queued.append(contentsOf: repeatElement(false, count: more))
        if tracksTouched { isTouched.append(contentsOf: repeatElement(false, count: more)) }
    }

    @inline(__always)
    mutating func add(_ symbol: Int32, _ amount: Double) {
        let s = Int(symbol)
        var value = coefficients[s] + amount
        // Tighter than in rows: weights span nine decades, so a weak constraint's coefficient
        // of 1 sits beside strong ones of 10¹¹, and is still 10³ above their rounding.
        if abs(value) <= 1e-14 * max(abs(coefficients[s]), abs(amount)) { value = 0 }
        coefficients[s] = value
        if value < 0 && !queued[s] {
            queued[s] = true
            candidates.push(symbol)
        }
        if tracksTouched && !isTouched[s] {
            isTouched[s] = true
            touched.append(symbol)
        }
    }

    /// `objective += factor · (constant + Σ cells)`.
    mutating func add(_ cells: [Cell], constant rowConstant: Double, times factor: Double) {
        for cell in cells { add(cell.symbol, factor * cell.coefficient) }
        constant += factor * rowConstant
    }

    /// Replaces `symbol` (about to become basic) by its row `constant + Σ cells`.
    mutating func substitute(_ symbol: Int32, _ cells: [Cell], constant rowConstant: Double) {
        let c = coefficients[Int(symbol)]
        if c == 0 { return }
        coefficients[Int(symbol)] = 0
        add(cells, constant: rowConstant, times: c)
    }

    /// Takes the lowest candidate off the heap and returns it with its coefficient.
    mutating func popCandidate() -> (symbol: Int32, coefficient: Double)? {
        guard let s = candidates.popMin() else { return nil }
        queued[Int(s)] = false
        return (s, coefficients[Int(s)])
    }

    /// Zeroes the coefficients set since the last clear (tracked objectives only) or all of them.
    mutating func clear() {
        if tracksTouched {
            for s in touched {
                coefficients[Int(s)] = 0
                isTouched[Int(s)] = false
            }
            touched.removeAll(keepingCapacity: true)
        } else {
            for i in coefficients.indices { coefficients[i] = 0 }
        }
        while let s = candidates.popMin() { queued[Int(s)] = false }
        constant = 0
        scale = 1
    }
}

/// For values (row constants): zero within the precision that layouts need.
@inline(__always)
func nearZero(_ x: Double) -> Bool { abs(x) < 1e-8 }

/// Whether `sum`, added up from numbers as large as `magnitude`, is zero but for rounding: a
/// coefficient that cancelled out. Relative, so that a small coefficient made by multiplying
/// (a chain of thirds makes 3⁻²⁰) is kept, and what rounding leaves of weights up to 10⁹ is not.
@inline(__always)
func cancels(_ sum: Double, _ magnitude: Double) -> Bool { abs(sum) <= 1e-11 * magnitude }
