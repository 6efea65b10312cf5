import Testing
@testable import Cassowary

@Suite("Solver API")
struct SolverTests {
    @Test("required equalities and strengths decide the values")
    func basics() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add(y == x + 5)
        try solver.add((y == 100).withStrength(.weak))
        try solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 15)

        let z = Variable("z")
        try solver.add((z == 20).withStrength(.weak))
        try solver.add((z == 30).withStrength(.strong))
        try solver.add(z <= 25)
        try solver.updateVariables()
        #expect(z.value == 25)
    }

    @Test("a soft equality costs its own strength on each side, as the two inequalities do, and comes out cleanly")
    func softEquality() throws {
        // A label 100 wide that hugs at 250 and resists compression at 750, pulled either way
        // by a constraint at 500: hugging gives in, compression resistance does not.
        let width = Variable("width")
        let solver = Solver()
        let natural = Constraint(softEquality: width - 100, above: Strength(uiKitPriority: 250), below: Strength(uiKitPriority: 750))
        try solver.add(natural)
        let wider = (width == 150).withStrength(Strength(uiKitPriority: 500))
        try solver.add(wider)
        try solver.updateVariables()
        #expect(width.value == 150, "stretched past its hugging")
        try solver.remove(wider)
        let narrower = (width == 60).withStrength(Strength(uiKitPriority: 500))
        try solver.add(narrower)
        try solver.updateVariables()
        #expect(width.value == 100, "not squeezed below its compression resistance")

        // The same system with the two inequalities gives the same answers.
        let twin = Variable("twin")
        let other = Solver()
        try other.add((twin <= 100).withStrength(Strength(uiKitPriority: 250)))
        try other.add((twin >= 100).withStrength(Strength(uiKitPriority: 750)))
        try other.add((twin == 60).withStrength(Strength(uiKitPriority: 500)))
        try other.updateVariables()
        #expect(twin.value == width.value)

        // Removed, it leaves nothing behind: only the pull at 500 is left.
        try solver.remove(natural)
        try solver.updateVariables()
        #expect(width.value == 60)
        #expect(natural.description.contains("above"))
    }

    @Test("permanent constraints solve as added ones do, cannot be removed, and still refuse a contradiction")
    func permanent() throws {
        // A chain of 50 boxes, each 10 below the one before and weakly 20 tall, both ways.
        func chain(_ add: (Solver, Constraint) throws -> Void) throws -> (Solver, [Variable], Constraint) {
            let solver = Solver()
            let tops = (0..<50).map { Variable("top\($0)") }, heights = (0..<50).map { Variable("height\($0)") }
            try add(solver, tops[0] == 0)
            for k in 1..<50 { try add(solver, tops[k] == tops[k - 1] + heights[k - 1] + 10) }
            for h in heights { try add(solver, (h == 20).withStrength(.weak)) }
            let fixed = heights[7] == 5
            try add(solver, fixed)
            try add(solver, tops[3] == tops[2] + heights[2] + 10)   // implied: accepted, changes nothing
            try solver.updateVariables()
            return (solver, tops, fixed)
        }
        let (marked, expected, _) = try chain { try $0.add($1) }
        let (solver, tops, fixed) = try chain { try $0.addPermanently($1) }
        #expect(tops.map(\.value) == expected.map(\.value))
        #expect(tops[49].value == 49 * 30 - 15)
        #expect(throws: SolverError.self) { try solver.remove(fixed) }
        #expect(solver.has(fixed))
        let contradiction = tops[0] == 5   // tops[0] == 0 holds, unremovably
        #expect(throws: SolverError.self) { try solver.addPermanently(contradiction) }
        #expect(!solver.has(contradiction))
        try solver.updateVariables()
        #expect(tops[49].value == 49 * 30 - 15, "a refused constraint leaves the solution as it was")
        _ = marked
    }

    @Test("an unsatisfiable constraint names the required constraints it conflicts with")
    func conflicts() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let apart = x >= y + 10
        try solver.add(apart)
        try solver.add((x == 3).withStrength(.strong))
        let back = y >= x + 10
        guard case .unsatisfiable(let refused, let conflicts)? = error({ try solver.add(back) }) else {
            Issue.record("the contradiction was accepted")
            return
        }
        #expect(refused === back)
        #expect(conflicts.count == 1 && conflicts[0] === apart)
        #expect(!solver.has(back))

        let a = Variable("a"), b = Variable("b")
        let pinA = a == 10, same = b == a
        try solver.add(pinA)
        try solver.add(same)
        guard case .unsatisfiable(_, let chain)? = error({ try solver.add(b == 20) }) else {
            Issue.record("b == 20 was accepted")
            return
        }
        #expect(chain.contains { $0 === pinA })
        #expect(chain.contains { $0 === same })
        #expect(!chain.contains { $0 === apart })
    }

    @Test("a refused constraint leaves the solver as it was")
    func refusalChangesNothing() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        try solver.add(left >= 0)
        try solver.add(width >= 0)
        try solver.add(right == left + width)
        try solver.add(right <= 300)
        try solver.add((width == 120).withStrength(.strong))
        try solver.add((left == 40).withStrength(.medium))
        try solver.updateVariables()
        let before = [left.value, width.value, right.value]
        let count = solver.constraintCount
        let contradiction = left >= right + 1
        #expect(error { try solver.add(contradiction) } != nil)
        #expect(error { try solver.add(right >= 301) } != nil)
        try solver.updateVariables()
        #expect([left.value, width.value, right.value] == before)
        #expect(solver.constraintCount == count)
        #expect(solver.invariantViolations().isEmpty)
        // And it keeps working.
        try solver.add(left == 100)
        try solver.updateVariables()
        #expect(left.value == 100 && width.value == 120 && right.value == 220)
    }

    @Test("misuse is refused with a typed error")
    func typedErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 1
        try solver.add(c)
        #expect(error { try solver.add(c) }?.kind == "duplicateConstraint")
        #expect(error { try solver.remove(x == 1) }?.kind == "unknownConstraint")
        for bad in [x == Expression(constant: .nan), Constraint(Expression([Term(x, .infinity)]), .equal)] {
            #expect(error { try solver.add(bad) }?.kind == "nonFiniteConstraint")
        }
        #expect(solver.constraintCount == 1)
        let y = Variable("y")
        #expect(error { try solver.addEditVariable(y, strength: .required) }?.kind == "requiredEditStrength")
        #expect(error { try solver.suggestValue(y, 3) }?.kind == "unknownEditVariable")
        try solver.addEditVariable(y, strength: .strong)
        #expect(error { try solver.addEditVariable(y, strength: .medium) }?.kind == "duplicateEditVariable")
        #expect(error { try solver.suggestValue(y, .nan) }?.kind == "nonFiniteSuggestion")
        let other = Solver()
        #expect(error { try other.add(y >= 0) }?.kind == "ownedByAnotherSolver")
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test("an update reports only the variables the last change moved")
    func incrementalUpdate() throws {
        let solver = Solver()
        let a = [Variable("a0"), Variable("a1")], b = [Variable("b0"), Variable("b1")]
        for group in [a, b] {
            try solver.addEditVariable(group[0], strength: .strong)
            try solver.add(group[1] == group[0] + 10)
        }
        #expect(Set(try solver.updateVariables().map(\.name)) == ["a1", "b1"])  // a0 and b0 stay 0
        try solver.suggestValue(a[0], 5)
        #expect(Set(try solver.updateVariables().map(\.name)) == ["a0", "a1"])
        #expect(a[1].value == 15 && b[1].value == 10)
        try solver.suggestValue(b[0], -3)
        #expect(Set(try solver.updateVariables().map(\.name)) == ["b0", "b1"])
        #expect(try solver.updateVariables().isEmpty)
    }

    @Test("UIKit priorities keep their order and 1000 is required")
    func priorities() {
        let levels: [Double] = [1, 50, 250, 251, 500, 749, 750, 751, 999]
        let strengths = levels.map { Strength(uiKitPriority: $0) }
        #expect(zip(strengths, strengths.dropFirst()).allSatisfy { $0 < $1 })
        #expect(strengths.allSatisfy { !$0.isRequired })
        #expect(Strength(uiKitPriority: 1000).isRequired)
        #expect(Strength(uiKitPriority: 750).weight / Strength(uiKitPriority: 250).weight > 10_000)
    }
}

/// The error a call throws, or nil.
private func error(_ body: () throws -> Void) -> SolverError? {
    do {
        try body()
        return nil
    } catch {
        return error as? SolverError
    }
}

extension SolverError {
    /// The case's name, to compare in expectations.
    var kind: String { String(String(describing: Mirror(reflecting: self).children.first?.label ?? "\(self)")) }
}

@Suite("Solver lifetime")
struct SolverLifetimeTests {
    @Test("variables and constraints outlive their solver and join another")
    func reuseAfterSolverEnds() throws {
        let x = Variable("x")
        let pin = x == 5
        do {
            let first = Solver()
            try first.addEditVariable(x, strength: .strong)
            try first.add(pin)
            try first.updateVariables()
        }
        let second = Solver()
        #expect(!second.hasEditVariable(x))
        try second.add(pin)
        try second.add((x == 9).withStrength(.weak))
        try second.updateVariables()
        #expect(x.value == 5)
        second.reset()
        #expect(!second.has(pin) && second.isEmpty)
        try second.add(pin)
        #expect(second.has(pin))
    }
}
