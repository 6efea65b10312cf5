/// Why the solver refused a call. A refused call leaves the solver as it was.
public enum SolverError: Error, CustomStringConvertible {
    /// The constraint is already in this solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in this solver.
    case unknownConstraint(Constraint)
    /// The constraint or a variable of it belongs to another solver.
    case ownedByAnotherSolver(Constraint)
    /// The variable is already an edit variable of this solver.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable of this solver.
    case unknownEditVariable(Variable)
    /// Edit variables must be weaker than required.
    case requiredEditStrength(Variable)
    /// A coefficient or the constant of the constraint is NaN or infinite.
    case nonFiniteConstraint(Constraint)
    /// The suggested value is NaN or infinite.
    case nonFiniteSuggestion(Variable, Double)
    /// The constraint was added permanently (`addPermanently`) and cannot be removed.
    case permanentConstraint(Constraint)
    /// The required constraint contradicts the required constraints in `conflicts`.
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// The tableau lost an invariant; the message says which. This is a bug in the solver.
    case internalError(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c):
            return "the constraint \(c) is already in the solver"
        case .unknownConstraint(let c):
            return "the constraint \(c) is not in the solver"
        case .ownedByAnotherSolver(let c):
            return "the constraint \(c), or one of its variables, belongs to another solver"
        case .duplicateEditVariable(let v):
            return "\(v) is already an edit variable"
        case .unknownEditVariable(let v):
            return "\(v) is not an edit variable"
        case .requiredEditStrength(let v):
            return "the edit variable \(v) must be weaker than required"
        case .nonFiniteConstraint(let c):
            return "the constraint \(c) has a coefficient or constant that is not a finite number"
        case .nonFiniteSuggestion(let v, let x):
            return "the value \(x) suggested for \(v) is not a finite number"
        case .permanentConstraint(let c):
            return "the constraint \(c) was added permanently and cannot be removed"
        case .unsatisfiable(let c, let conflicts):
            let others = conflicts.map { "  \($0)" }.joined(separator: "\n")
            return conflicts.isEmpty
                ? "the required constraint \(c) cannot be satisfied"
                : "the required constraint \(c) cannot be satisfied together with:\n\(others)"
        case .internalError(let why):
            return "internal solver error: \(why)"
        }
    }
}
