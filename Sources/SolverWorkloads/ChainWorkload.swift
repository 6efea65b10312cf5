import Cassowary
import Foundation

/// A chain of `n` variables, `y[i+1] == y[i] + 1/3` and `3·y[i+1] − y[i] − y0 >= 1/3`, all
/// required, with strong edits on its two ends: the system of the reliability issue, added in
/// the order the constraints are listed, in reverse, or shuffled (a real document lists its
/// constraints in any order). Then 30% of the required constraints are removed and added back,
/// as undoing a delete does.
public struct ChainWorkload {
    public enum Order: String, CaseIterable, Sendable { case forward, reverse, shuffled }

    public let n: Int
    public let order: Order
    public let variables: [Variable]
    public let constraints: [Constraint]

    public init(n: Int, order: Order, seed: UInt64 = 1) {
        self.n = n
        self.order = order
        let y = (0..<n).map { Variable("y\($0)") }
        var list: [Constraint] = []
        for i in 0..<(n - 1) {
            list.append(y[i + 1] == y[i] + 1.0 / 3)
            list.append(3 * y[i + 1] - y[i] - y[0] >= Expression(constant: 1.0 / 3))
        }
        var rng = SplitMix(seed: seed)
        switch order {
        case .forward: break
        case .reverse: list.reverse()
        case .shuffled: list.shuffle(using: &rng)
        }
        variables = y
        constraints = list
    }

    /// Adds every constraint and the two edits (the head pulled to 10, the tail to `n`), solves.
    public func build() throws(SolverError) -> Solver {
        let solver = Solver()
        for c in constraints { try solver.add(c) }
        try solver.addEditVariable(variables[0], strength: .strong)
        try solver.addEditVariable(variables[n - 1], strength: .strong)
        try solver.suggestValue(variables[0], 10)
        try solver.suggestValue(variables[n - 1], Double(n))
        try solver.updateVariables()
        return solver
    }

    /// Removes a seeded 30% of the constraints, solves, adds them back in another order, solves.
    /// Throws if one is refused: all of them hold together.
    public func removeAndAddBack(_ solver: Solver, seed: UInt64 = 2) throws(SolverError) {
        var rng = SplitMix(seed: seed)
        let removed = Array(constraints.shuffled(using: &rng).prefix(constraints.count * 3 / 10))
        for c in removed { try solver.remove(c) }
        try solver.updateVariables()
        for c in removed.shuffled(using: &rng) { try solver.add(c) }
        try solver.updateVariables()
    }

    /// The solution every order must reach: the chain fixes each y[i] to y0 + i/3, the
    /// inequalities hold for any y0 ≥ -2/3, and the two strong edits pull y0 to 10 and the tail
    /// to n (each unit of y0 costs one edit what it saves the other), so y0 lies in
    /// [10, n − (n−1)/3]. Returns what is wrong.
    public func solutionProblems() -> [String] {
        var problems: [String] = []
        let y0 = variables[0].value
        if y0 < 10 - 1e-6 || y0 > Double(n) - Double(n - 1) / 3 + 1e-6 { problems.append("y0 is \(y0)") }
        for (i, y) in variables.enumerated() where abs(y.value - (y0 + Double(i) / 3)) > 1e-6 * (1 + abs(y0)) {
            problems.append("y\(i) is \(y.value), expected \(y0 + Double(i) / 3)")
            break
        }
        return problems
    }
}

/// SplitMix64: a small seeded generator, so every order is the same from run to run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
