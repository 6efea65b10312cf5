@testable import Cassowary
import SharedFiles

/// Random systems with a unique solution, built as `../shared/solver/make_oracle.py` builds them:
/// variables are decided one after another, each by constraints on earlier variables that are
/// fixed by required constraints. Because of that the expected value of every variable can be
/// worked out directly, without a solver.
struct RandomSystem {
    var variables: [Variable] = []
    var constraints: [Constraint] = []
    var expected: [Double] = []

    init(size: Int, using rng: inout SeededGenerator) {
        var fixed: [Int] = []  // variables decided by required constraints alone
        let soft: [Strength] = [.strong, .medium, .weak]
        for j in 0..<size {
            let x = Variable("v\(j)")
            variables.append(x)
            let kinds = fixed.isEmpty ? ["pin", "compete"] : ["pin", "affine", "compete", "floor", "ceiling", "sum"]
            let c = Double(Int.random(in: -200...400, using: &rng))
            let value: Double
            switch kinds.randomElement(using: &rng)! {
            case "pin":
                constraints.append(x == Expression(constant: c))
                value = c
                fixed.append(j)
            case "affine":
                let y = fixed.randomElement(using: &rng)!
                let a = [0.5, 1.0, 2.0, -1.0, 0.25].randomElement(using: &rng)!
                constraints.append(x == a * variables[y] + Expression(constant: c))
                value = a * expected[y] + c
                fixed.append(j)
            case "compete":
                let pair = soft.shuffled(using: &rng).prefix(2).sorted { $0 > $1 }
                let loser = Double(Int.random(in: -50...50, using: &rng))
                constraints.append((x == Expression(constant: loser)).withStrength(pair[1]))
                constraints.append((x == Expression(constant: c)).withStrength(pair[0]))
                value = c
            case "floor", "ceiling":
                let y = fixed.randomElement(using: &rng)!
                let gap = Double(Int.random(in: 0...40, using: &rng))
                let bound = variables[y] + Expression(constant: gap)
                let isFloor = Bool.random(using: &rng)
                constraints.append(isFloor ? x >= bound : x <= bound)
                constraints.append((x == Expression(constant: c)).withStrength(soft.randomElement(using: &rng)!))
                value = isFloor ? max(c, expected[y] + gap) : min(c, expected[y] + gap)
            default:  // sum
                let y = fixed.randomElement(using: &rng)!
                constraints.append(x + variables[y] == Expression(constant: c))
                value = c - expected[y]
                fixed.append(j)
            }
            expected.append(value)
        }
        constraints.shuffle(using: &rng)
    }

    /// The variables whose value differs from the expected one by more than 1e-6.
    func mismatches() -> [String] {
        zip(variables, expected).compactMap { v, e in
            abs(v.value - e) > 1e-6 ? "\(v.name) is \(v.value), expected \(e)" : nil
        }
    }

    var requiredViolations: [Constraint] {
        constraints.filter { $0.strength.isRequired && !$0.isSatisfied() }
    }
}
