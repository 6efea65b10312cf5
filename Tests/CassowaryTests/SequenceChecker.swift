@testable import Cassowary

/// Plays an `EditSequence` on one incremental solver and checks it at every step: a call is
/// refused only when it must be (a required constraint is refused only when the required ones
/// then have no common point), and after every update the required constraints hold, the
/// objective is the least a vertex search finds, and a fresh solver of what is present reaches
/// the same objective.
struct SequenceChecker {
    let sequence: EditSequence
    private(set) var failures: [String] = []
    private(set) var updates = 0

    init(_ sequence: EditSequence) { self.sequence = sequence }

    mutating func run() {
        let n = sequence.variableCount
        let variables = (0..<n).map { Variable("v\($0)") }
        let solver = Solver()
        var contents = SolverContents()
        // A file's ids may repeat while the first is still present: each add gets a key of its
        // own, and a remove takes the latest one under its id.
        var live: [Int: [(key: Int, constraint: Constraint)]] = [:]

        for (step, op) in sequence.ops.enumerated() {
            func fail(_ why: String) { failures.append("step \(step) (\(op)): \(why)") }
            do {
                switch op {
                case .add(let id, let spec):
                    let constraint = spec.constraint(variables)
                    do {
                        try solver.add(constraint)
                        live[id, default: []].append((step, constraint))
                        contents.constraints[step] = spec
                        contents.constraintOrder.append(step)
                    } catch .unsatisfiable {
                        var with = contents
                        with.constraints[-1] = spec
                        with.constraintOrder.append(-1)
                        if with.optimum(variableCount: n) != nil { fail("refused a satisfiable required constraint") }
                    }
                case .remove(let id):
                    guard let (key, constraint) = live[id]?.popLast() else { continue }
                    try solver.remove(constraint)
                    contents.constraints[key] = nil
                    contents.constraintOrder.removeAll { $0 == key }
                case .addEdit(let v, let weight):
                    guard contents.edits[v] == nil else { continue }
                    try solver.addEditVariable(variables[v], strength: Strength(weight: weight))
                    contents.edits[v] = (weight, 0)
                    contents.editOrder.append(v)
                case .suggest(let v, let value):
                    guard contents.edits[v] != nil else { continue }
                    try solver.suggestValue(variables[v], value)
                    contents.edits[v]!.value = value
                case .removeEdit(let v):
                    guard contents.edits[v] != nil else { continue }
                    try solver.removeEditVariable(variables[v])
                    contents.edits[v] = nil
                    contents.editOrder.removeAll { $0 == v }
                case .update:
                    updates += 1
                    try solver.updateVariables()
                    check(variables.map(\.value), contents, fail)
                }
            } catch {
                fail("threw \(error)")
            }
            let problems = solver.invariantViolations()
            if !problems.isEmpty { fail("tableau: \(problems)") }
            if failures.count > 3 { return }
        }
    }

    private func check(_ x: [Double], _ contents: SolverContents, _ fail: (String) -> Void) {
        let n = sequence.variableCount
        let scale = 1 + (x.map(abs).max() ?? 0)
        let violation = contents.requiredViolation(x)
        if violation > 1e-6 * scale { fail("a required constraint is off by \(violation) at \(x)") }
        guard let best = contents.optimum(variableCount: n) else {
            fail("the required constraints present have no common point, yet were all accepted")
            return
        }
        // Rounding: values are exact to about 1e-14 of their size, times weights up to 1e9.
        let weights = contents.specs.reduce(0) { $0 + ($1.isRequired ? 0 : $1.weight) } + contents.edits.values.reduce(0) { $0 + $1.weight }
        let tolerance = 1e-6 * (1 + best) + 1e-12 * weights * scale
        let got = contents.objective(x)
        if got > best + tolerance { fail("objective \(got) at \(x), the optimum is \(best)") }
        do {
            let fresh = try contents.freshSolve(variableCount: n)
            let freshObjective = contents.objective(fresh)
            if abs(freshObjective - best) > tolerance { fail("a fresh solver reaches \(freshObjective) at \(fresh), the optimum is \(best)") }
        } catch {
            fail("a fresh solver threw \(error)")
        }
    }
}
