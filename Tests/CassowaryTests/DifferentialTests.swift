import Foundation
import SharedFiles
import Testing
@testable import Cassowary

/// Long edit sessions, as a designer makes them: constraints and edit variables added, removed
/// and added back in any order, every update checked against a vertex search and a fresh solver.
@Suite("Edit sequences")
struct DifferentialTests {
    static let regressionFiles: [URL] = {
        let folder = SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/solver-regressions")
        return ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }()

    @Test("the sequences the solver once got wrong", arguments: regressionFiles)
    func regression(file: URL) throws {
        var checker = SequenceChecker(try EditSequence(json: Data(contentsOf: file)))
        checker.run()
        #expect(checker.updates > 0)
        #expect(checker.failures.isEmpty, "\(checker.failures.joined(separator: "\n"))")
    }

    @Test("the regression files are all here")
    func regressionsPresent() {
        #expect(Self.regressionFiles.count >= 4)
    }

    /// 2,000 random sequences in 20 batches of 100, so a failure names a small batch.
    @Test("random sequences agree with a vertex search and a fresh solve at every update",
          arguments: 0..<20)
    func randomSequences(batch: Int) {
        var updates = 0
        for seed in UInt64(batch * 100)..<UInt64(batch * 100 + 100) {
            var rng = SeededGenerator(seed: seed &* 0x9E37_79B9 &+ 17)
            let sequence = EditSequence.random(using: &rng)
            var checker = SequenceChecker(sequence)
            checker.run()
            updates += checker.updates
            if !checker.failures.isEmpty {
                Issue.record("seed \(seed):\n\(checker.failures.joined(separator: "\n"))\nops:\n\(sequence.ops.map(\.description).joined(separator: "\n"))")
                return
            }
        }
        #expect(updates >= 1000, "only \(updates) updates in batch \(batch)")
    }
}

extension EditSequence {
    /// A random session on 1 to 4 variables: 20 to 56 calls, with at most 7 constraints and every
    /// variable's edit present at once, updated often. Coefficients include thirds and sevenths,
    /// so the arithmetic is not exact.
    static func random(using rng: inout SeededGenerator) -> EditSequence {
        let n = Int.random(in: 1...4, using: &rng)
        let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3, 1.0 / 3, -7, 1.5]
        let weights: [Double] = [Strength.required.weight, Strength.required.weight, Strength.strong.weight,
                                 Strength.medium.weight, Strength.weak.weight, 2.5, 31.6, 7.9e8]
        var ops: [SolverOp] = []
        var live: [Int] = []
        var removed: [(Int, ConstraintSpec)] = []
        var edits: Set<Int> = []
        var nextID = 0

        func randomSpec() -> ConstraintSpec {
            let count = Int.random(in: 1...min(n, 3), using: &rng)
            let vars = Array((0..<n).shuffled(using: &rng).prefix(count))
            return ConstraintSpec(
                terms: vars.map { (coefficients.randomElement(using: &rng)!, $0) },
                constant: Double(Int.random(in: -60...60, using: &rng)) / [1, 1, 2, 3].randomElement(using: &rng)!,
                relation: [.equal, .lessOrEqual, .greaterOrEqual].randomElement(using: &rng)!,
                weight: weights.randomElement(using: &rng)!)
        }

        let length = Int.random(in: 20...56, using: &rng)
        while ops.count < length {
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<30 where live.count < 7:
                let spec = randomSpec()
                ops.append(.add(id: nextID, spec))
                live.append(nextID)
                removed.append((nextID, spec))
                nextID += 1
            case 30..<40 where !removed.isEmpty && live.count < 7:
                // Add back a constraint seen before (an undo), under its old id.
                let (id, spec) = removed.randomElement(using: &rng)!
                guard !live.contains(id) else { continue }
                ops.append(.add(id: id, spec))
                live.append(id)
            case 40..<55 where !live.isEmpty:
                let id = live.remove(at: Int.random(in: 0..<live.count, using: &rng))
                ops.append(.remove(id: id))
            case 55..<62:
                let v = Int.random(in: 0..<n, using: &rng)
                guard !edits.contains(v) else { continue }
                edits.insert(v)
                ops.append(.addEdit(variable: v, weight: weights.dropFirst(2).randomElement(using: &rng)!))
            case 62..<75 where !edits.isEmpty:
                ops.append(.suggest(variable: edits.randomElement(using: &rng)!,
                                    value: Double(Int.random(in: -100...100, using: &rng)) / [1, 3].randomElement(using: &rng)!))
            case 75..<80 where !edits.isEmpty:
                let v = edits.randomElement(using: &rng)!
                edits.remove(v)
                ops.append(.removeEdit(variable: v))
            case 80..<100:
                ops.append(.update)
            default:
                continue
            }
        }
        ops.append(.update)
        return EditSequence(variableCount: n, ops: ops)
    }
}
