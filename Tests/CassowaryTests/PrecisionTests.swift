import Testing
import SolverWorkloads
@testable import Cassowary

/// Where rounding used to decide the answer.
@Suite("Precision")
struct PrecisionTests {
    @Test("a small coefficient that is not a cancellation is kept: 1e-9·x + y == 5 with x == 1e9")
    func smallCoefficient() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x == 1e9)
        try solver.add(1e-9 * x + y == Expression(constant: 5))
        try solver.updateVariables()
        #expect(abs(y.value - 4) < 1e-9)
    }

    @Test("what rounding leaves of a removed strong constraint is not followed as a free direction")
    func removedErrorLeavesNoTrace() throws {
        // seed 1140 of the differential test: 790,000,000 × e2 and its removal left -2.4e-8 · e2.
        let v = Variable("v")
        let solver = Solver()
        let first = (2 * v + 25.5 <= 0).withStrength(Strength(weight: 7.9e8))
        try solver.add(first)
        try solver.add((-7 * v - 21 == 0).withStrength(Strength(weight: 31.6)))
        try solver.remove(first)
        try solver.addEditVariable(v, strength: Strength(weight: 2.5))
        try solver.updateVariables()
        #expect(abs(v.value + 3) < 1e-9)
        #expect(solver.invariantViolations().isEmpty, "\(solver.invariantViolations())")
    }

    @Test("the chain of the reliability issue, forward: built, 30% removed and added back, solved right")
    func forwardChain() throws {
        let chain = ChainWorkload(n: 200, order: .forward)
        let solver = try chain.build()
        #expect(chain.solutionProblems().isEmpty, "\(chain.solutionProblems())")
        withKnownIssue("shuffled re-adding loses precision along the chain of thirds (issue 19)") {
            try chain.removeAndAddBack(solver)
            #expect(chain.solutionProblems().isEmpty, "\(chain.solutionProblems())")
        }
    }

    @Test("the chain in reverse: each y[i] first solved through 3·y[i+1], so errors grow threefold a link")
    func reverseChain() throws {
        let chain = ChainWorkload(n: 20, order: .reverse)
        withKnownIssue("elimination in this order is unstable (issue 19)") {
            _ = try chain.build()
            #expect(chain.solutionProblems().isEmpty, "\(chain.solutionProblems())")
        }
    }
}
