/// `normal · x = offset`.
struct Hyperplane {
    var normal: [Double]
    var offset: Double
}

/// The minimum of a convex piecewise-linear objective over a polyhedron, by brute force over
/// vertices, as an optimality check that shares nothing with the simplex.
///
/// The objective is linear on each cell of the arrangement of the constraints' boundaries; with
/// the coordinate planes `x_i = 0` added every cell is pointed, so where the objective is bounded
/// below (it is a sum of weighted violations, never below 0) it reaches its minimum over the
/// feasible part at a vertex: a point where `n` independent planes of the arrangement meet.
/// Trying every choice of `n` planes is exponential, and fine for systems of up to 4 variables.
struct VertexSearch {
    let variableCount: Int
    let planes: [Hyperplane]

    init(variableCount n: Int, planes: [Hyperplane]) {
        variableCount = n
        var all = planes
        for i in 0..<n {
            var a = [Double](repeating: 0, count: n)
            a[i] = 1
            all.append(Hyperplane(normal: a, offset: 0))
        }
        self.planes = all
    }

    /// The least objective over the feasible vertices; nil when no vertex is feasible (then the
    /// feasible set is empty).
    func minimum(feasible: ([Double]) -> Bool, objective: ([Double]) -> Double) -> Double? {
        let n = variableCount
        if n == 0 { return feasible([]) ? objective([]) : nil }
        var best: Double?
        var chosen = [Int](repeating: 0, count: n)
        var matrix = [Double](repeating: 0, count: n * (n + 1))
        var x = [Double](repeating: 0, count: n)

        func visit(_ depth: Int, _ start: Int) {
            if depth == n {
                guard solve(chosen, &matrix, &x), feasible(x) else { return }
                let value = objective(x)
                if best == nil || value < best! { best = value }
                return
            }
            var k = start
            while k <= planes.count - (n - depth) {
                chosen[depth] = k
                visit(depth + 1, k + 1)
                k += 1
            }
        }
        visit(0, 0)
        return best
    }

    /// Gaussian elimination with partial pivoting on the chosen planes; false when singular.
    private func solve(_ chosen: [Int], _ m: inout [Double], _ x: inout [Double]) -> Bool {
        let n = variableCount, w = n + 1
        for (r, p) in chosen.enumerated() {
            for c in 0..<n { m[r * w + c] = planes[p].normal[c] }
            m[r * w + n] = planes[p].offset
        }
        for col in 0..<n {
            var pivot = col
            for r in col + 1..<n where abs(m[r * w + col]) > abs(m[pivot * w + col]) { pivot = r }
            guard abs(m[pivot * w + col]) > 1e-9 else { return false }
            if pivot != col { for c in 0...n { m.swapAt(pivot * w + c, col * w + c) } }
            for r in 0..<n where r != col {
                let f = m[r * w + col] / m[col * w + col]
                if f != 0 { for c in col...n { m[r * w + c] -= f * m[col * w + c] } }
            }
        }
        for r in 0..<n { x[r] = m[r * w + n] / m[r * w + r] }
        return true
    }
}
