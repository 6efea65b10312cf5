import SharedFiles
import Testing
@testable import Cassowary

@Suite("Random systems")
struct PropertyTests {
    static let seeds: [UInt64] = Array(1...200)

    private func solved(_ seed: UInt64) throws -> (RandomSystem, Solver, SeededGenerator) {
        var rng = SeededGenerator(seed: seed)
        let system = RandomSystem(size: Int.random(in: 2...40, using: &rng), using: &rng)
        let solver = Solver()
        for c in system.constraints { try solver.add(c) }
        try solver.updateVariables()
        return (system, solver, rng)
    }

    @Test("every required constraint holds and the unique solution is found", arguments: seeds)
    func solves(seed: UInt64) throws {
        let (system, solver, _) = try solved(seed)
        #expect(system.requiredViolations.isEmpty)
        #expect(system.mismatches().isEmpty, "\(system.mismatches())")
        #expect(solver.invariantViolations().isEmpty, "\(solver.invariantViolations())")
    }

    @Test("added permanently, the same systems find the same solution", arguments: seeds)
    func permanently(seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let system = RandomSystem(size: Int.random(in: 2...40, using: &rng), using: &rng)
        let solver = Solver()
        for c in system.constraints { try solver.addPermanently(c) }
        try solver.updateVariables()
        #expect(system.requiredViolations.isEmpty)
        #expect(system.mismatches().isEmpty, "\(system.mismatches())")
        #expect(solver.invariantViolations().isEmpty, "\(solver.invariantViolations())")
    }

    @Test("removing every constraint leaves an empty solver", arguments: seeds)
    func removeAll(seed: UInt64) throws {
        var (system, solver, rng) = try solved(seed)
        for (i, c) in system.constraints.shuffled(using: &rng).enumerated() {
            try solver.remove(c)
            #expect(!solver.has(c))
            if i % 5 == 0 {
                try solver.updateVariables()
                #expect(solver.invariantViolations().isEmpty, "\(solver.invariantViolations())")
            }
        }
        try solver.updateVariables()
        #expect(solver.isEmpty)
        #expect(solver.invariantViolations().isEmpty)
        // The variables are free again: another solver may take them.
        let other = Solver()
        for c in system.constraints { try other.add(c) }
        try other.updateVariables()
        #expect(system.mismatches().isEmpty)
    }

    @Test("removing and adding back half the constraints gives the same solution", arguments: seeds)
    func removeAndAddBack(seed: UInt64) throws {
        var (system, solver, rng) = try solved(seed)
        let half = system.constraints.shuffled(using: &rng).prefix(system.constraints.count / 2)
        for c in half { try solver.remove(c) }
        try solver.updateVariables()
        for c in half.shuffled(using: &rng) { try solver.add(c) }
        try solver.updateVariables()
        #expect(system.mismatches().isEmpty, "\(system.mismatches())")
        #expect(solver.invariantViolations().isEmpty, "\(solver.invariantViolations())")
    }

    @Test("edits followed by their removal give the values of a fresh solve", arguments: seeds)
    func editsThenRemoval(seed: UInt64) throws {
        var (system, solver, rng) = try solved(seed)
        let edited = system.variables.shuffled(using: &rng).prefix(max(1, system.variables.count / 3))
        for v in edited {
            try solver.addEditVariable(v, strength: [.strong, .medium, .weak].randomElement(using: &rng)!)
        }
        for _ in 0..<5 {
            for v in edited where Bool.random(using: &rng) {
                try solver.suggestValue(v, Double(Int.random(in: -500...500, using: &rng)))
            }
            try solver.updateVariables()
            #expect(system.requiredViolations.isEmpty)
            #expect(solver.invariantViolations().isEmpty, "\(solver.invariantViolations())")
        }
        for v in edited { try solver.removeEditVariable(v) }
        try solver.updateVariables()
        #expect(system.mismatches().isEmpty, "\(system.mismatches())")
    }
}
