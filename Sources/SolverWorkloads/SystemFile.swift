import Cassowary
import Foundation

/// A file of constraint systems in the schema of `../shared/solver/oracle.json`
/// (see WORKLOADS.md there): each constraint reads `Σ coefficient · variable + constant OP 0`.
public struct SystemFile: Codable {
    public var generator: String?
    public var systems: [ConstraintSystem]

    public init(contentsOf url: URL) throws {
        self = try JSONDecoder().decode(SystemFile.self, from: Data(contentsOf: url))
    }
}

public struct ConstraintSystem: Codable {
    public var name: String
    public var variables: [String]
    public var constraints: [SystemConstraint]
    public var solution: [String: Double]?
    public var unsatisfiableAt: Int?

    enum CodingKeys: String, CodingKey {
        case name, variables, constraints, solution
        case unsatisfiableAt = "unsatisfiable_at"
    }
}

public struct SystemConstraint: Codable {
    public var terms: [SystemTerm]
    public var constant: Double
    public var op: String
    public var strength: String
}

/// `[coefficient, "variable"]`.
public struct SystemTerm: Codable {
    public var coefficient: Double
    public var variable: String

    public init(from decoder: Decoder) throws {
        var pair = try decoder.unkeyedContainer()
        coefficient = try pair.decode(Double.self)
        variable = try pair.decode(String.self)
    }

    public func encode(to encoder: Encoder) throws {
        var pair = encoder.unkeyedContainer()
        try pair.encode(coefficient)
        try pair.encode(variable)
    }
}

/// What solving a system gave: every variable's value, or the index of the first constraint
/// that had to be refused as unsatisfiable.
public struct SystemResult: Codable, Equatable {
    public var name: String
    public var solution: [String: Double]?
    public var unsatisfiableAt: Int?

    enum CodingKeys: String, CodingKey {
        case name, solution
        case unsatisfiableAt = "unsatisfiable_at"
    }
}

public enum SystemError: Error, CustomStringConvertible {
    case unknownVariable(system: String, constraint: Int, name: String)
    case unknownOperator(system: String, constraint: Int, op: String)
    case unknownStrength(system: String, constraint: Int, strength: String)
    case solver(system: String, constraint: Int, SolverError)

    public var description: String {
        switch self {
        case .unknownVariable(let s, let i, let name):
            return "\(s), constraint \(i): '\(name)' is not among the system's variables"
        case .unknownOperator(let s, let i, let op):
            return "\(s), constraint \(i): unknown operator '\(op)' (expected ==, <= or >=)"
        case .unknownStrength(let s, let i, let strength):
            return "\(s), constraint \(i): unknown strength '\(strength)' (expected required, strong, medium or weak)"
        case .solver(let s, let i, let error):
            return "\(s), constraint \(i): \(error)"
        }
    }
}

extension ConstraintSystem {
    /// Adds the constraints in file order and solves. Stops at the first unsatisfiable one.
    public func solve() throws(SystemError) -> SystemResult {
        let solver = Solver()
        var byName: [String: Variable] = [:]
        let ordered = variables.map { name in
            let v = Variable(name)
            byName[name] = v
            return v
        }
        for (index, spec) in constraints.enumerated() {
            var expression = Expression(constant: spec.constant)
            for term in spec.terms {
                guard let v = byName[term.variable] else {
                    throw .unknownVariable(system: name, constraint: index, name: term.variable)
                }
                expression.terms.append(Term(v, term.coefficient))
            }
            guard let relation = Relation(rawValue: spec.op) else {
                throw .unknownOperator(system: name, constraint: index, op: spec.op)
            }
            guard let strength = Strength(named: spec.strength) else {
                throw .unknownStrength(system: name, constraint: index, strength: spec.strength)
            }
            do {
                try solver.add(Constraint(expression, relation, strength: strength))
            } catch .unsatisfiable {
                return SystemResult(name: name, solution: nil, unsatisfiableAt: index)
            } catch {
                throw .solver(system: name, constraint: index, error)
            }
        }
        do {
            try solver.updateVariables()
        } catch {
            throw .solver(system: name, constraint: constraints.count - 1, error)
        }
        var solution: [String: Double] = [:]
        for v in ordered { solution[v.name] = v.value }
        return SystemResult(name: name, solution: solution, unsatisfiableAt: nil)
    }
}

extension Strength {
    /// `required`, `strong`, `medium` or `weak`.
    public init?(named name: String) {
        switch name {
        case "required": self = .required
        case "strong": self = .strong
        case "medium": self = .medium
        case "weak": self = .weak
        default: return nil
        }
    }
}
