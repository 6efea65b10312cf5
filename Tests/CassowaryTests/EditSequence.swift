import Foundation
@testable import Cassowary

/// `Σ coefficient·v[index] + constant (relation) 0` at a strength weight, as the files of
/// `../shared/solver/regressions` write constraints.
struct ConstraintSpec: CustomStringConvertible {
    var terms: [(coefficient: Double, variable: Int)]
    var constant: Double
    var relation: Relation
    var weight: Double

    var isRequired: Bool { Strength(weight: weight).isRequired }

    func constraint(_ variables: [Variable]) -> Constraint {
        let expression = Expression(terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant)
        return Constraint(expression, relation, strength: Strength(weight: weight))
    }

    func value(_ x: [Double]) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * x[$1.variable] }
    }

    /// How far `x` is from satisfying the constraint (0 when it holds).
    func violation(_ x: [Double]) -> Double {
        let v = value(x)
        switch relation {
        case .equal: return abs(v)
        case .lessOrEqual: return max(0, v)
        case .greaterOrEqual: return max(0, -v)
        }
    }

    var description: String {
        let lhs = terms.map { "\($0.coefficient)·v\($0.variable)" }.joined(separator: " + ")
        return "\(lhs) + \(constant) \(relation.rawValue) 0 @\(weight)"
    }
}

/// One call on the solver.
enum SolverOp: CustomStringConvertible {
    case add(id: Int, ConstraintSpec)
    case remove(id: Int)
    case addEdit(variable: Int, weight: Double)
    case suggest(variable: Int, value: Double)
    case removeEdit(variable: Int)
    case update

    var description: String {
        switch self {
        case .add(let id, let spec): return "add #\(id): \(spec)"
        case .remove(let id): return "remove #\(id)"
        case .addEdit(let v, let w): return "addEdit v\(v) @\(w)"
        case .suggest(let v, let x): return "suggest v\(v) = \(x)"
        case .removeEdit(let v): return "removeEdit v\(v)"
        case .update: return "update"
        }
    }
}

/// A sequence of solver calls on `variableCount` variables.
struct EditSequence {
    var variableCount: Int
    var ops: [SolverOp]
}

extension EditSequence {
    /// Reads a file of `../shared/solver/regressions` (numbers as strings, so they round-trip).
    init(json data: Data) throws {
        let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        func number(_ any: Any?) -> Double {
            if let s = any as? String { return Double(s)! }
            return (any as! NSNumber).doubleValue
        }
        func int(_ any: Any?) -> Int { (any as! NSNumber).intValue }
        variableCount = int(object["n"])
        ops = (object["ops"] as! [[String: Any]]).map { op -> SolverOp in
            switch op["op"] as! String {
            case "add":
                let spec = op["spec"] as! [String: Any]
                let terms = (spec["terms"] as! [[Any]]).map { (number($0[0]), int($0[1])) }
                return .add(id: int(op["id"]), ConstraintSpec(
                    terms: terms, constant: number(spec["constant"]),
                    relation: Relation(rawValue: spec["op"] as! String)!, weight: number(spec["strength"])))
            case "remove": return .remove(id: int(op["id"]))
            case "addEdit": return .addEdit(variable: int(op["var"]), weight: number(op["strength"]))
            case "suggest": return .suggest(variable: int(op["var"]), value: number(op["value"]))
            case "removeEdit": return .removeEdit(variable: int(op["var"]))
            case "update": return .update
            case let other: fatalError("unknown op \(other)")
            }
        }
    }
}

/// What is present in a solver after some calls: the constraints and the edit variables with
/// their suggested values. It says which calls the solver must accept.
struct SolverContents {
    var constraints: [Int: ConstraintSpec] = [:]
    var constraintOrder: [Int] = []
    /// Edit variable → (weight, suggested value).
    var edits: [Int: (weight: Double, value: Double)] = [:]
    var editOrder: [Int] = []

    var specs: [ConstraintSpec] { constraintOrder.map { constraints[$0]! } }
    var requiredSpecs: [ConstraintSpec] { specs.filter(\.isRequired) }

    /// The objective at `x`: every non-required constraint's and edit's weighted violation.
    func objective(_ x: [Double]) -> Double {
        var total = 0.0
        for spec in specs where !spec.isRequired { total += spec.weight * spec.violation(x) }
        for (v, edit) in edits { total += edit.weight * abs(x[v] - edit.value) }
        return total
    }

    /// The largest violation of a required constraint at `x`.
    func requiredViolation(_ x: [Double]) -> Double {
        requiredSpecs.map { $0.violation(x) }.max() ?? 0
    }

    /// A new solver built from these contents alone, updated; its variables' values.
    func freshSolve(variableCount: Int) throws -> [Double] {
        let variables = (0..<variableCount).map { Variable("v\($0)") }
        let solver = Solver()
        for spec in specs { try solver.add(spec.constraint(variables)) }
        for v in editOrder {
            try solver.addEditVariable(variables[v], strength: Strength(weight: edits[v]!.weight))
            try solver.suggestValue(variables[v], edits[v]!.value)
        }
        try solver.updateVariables()
        return variables.map(\.value)
    }

    /// The hyperplanes of the vertex search: every constraint's and edit's boundary.
    func hyperplanes(variableCount n: Int) -> [Hyperplane] {
        var planes = specs.map { spec -> Hyperplane in
            var a = [Double](repeating: 0, count: n)
            for term in spec.terms { a[term.variable] += term.coefficient }
            return Hyperplane(normal: a, offset: -spec.constant)
        }
        for (v, edit) in edits {
            var a = [Double](repeating: 0, count: n)
            a[v] = 1
            planes.append(Hyperplane(normal: a, offset: edit.value))
        }
        return planes
    }

    /// The least objective any point meeting the required constraints reaches, found without a
    /// solver; nil when the required constraints have no common point.
    func optimum(variableCount n: Int) -> Double? {
        VertexSearch(variableCount: n, planes: hyperplanes(variableCount: n)).minimum(
            feasible: { requiredViolation($0) <= 1e-7 * (1 + $0.map(abs).max()!) },
            objective: objective)
    }
}
