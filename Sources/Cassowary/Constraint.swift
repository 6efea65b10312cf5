/// How a constraint's two sides compare.
public enum Relation: String, Sendable {
    case lessOrEqual = "<="
    case equal = "=="
    case greaterOrEqual = ">="
}

/// `expression relation 0`, at a strength.
///
/// A constraint is an object: the solver recognises it by identity, so the same constraint can be
/// removed and added back. It belongs to at most one solver at a time.
/// Like its solver, it is used from one thread at a time; it is `Sendable` only so that errors
/// can name it.
public final class Constraint: CustomStringConvertible, @unchecked Sendable {
    public let expression: Expression
    public let relation: Relation
    public let strength: Strength
    /// For a soft equality, what falling below zero costs (`strength` is what rising above costs).
    /// The same as `strength` for every other constraint.
    public let belowStrength: Strength
    /// A name for messages, such as a layout constraint's id.
    public var label: String?

    // Where the owning solver keeps this constraint (a dense slot, not a dictionary entry).
    var owner: ObjectIdentifier?
    var slot: Int32 = -1

    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required, label: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.belowStrength = strength
        self.label = label
    }

    /// `expression == 0` held from each side with its own strength, both weaker than required:
    /// rising above 0 costs `above`, falling below costs `below`. It solves as the two
    /// inequalities `expression <= 0` at `above` and `expression >= 0` at `below` do (at the
    /// optimum only one side is violated), with two symbols in the tableau instead of four.
    /// UIKit's content hugging and compression resistance along one axis are one of these.
    public init(softEquality expression: Expression, above: Strength, below: Strength, label: String? = nil) {
        precondition(!above.isRequired && !below.isRequired, "a soft equality is weaker than required on both sides")
        self.expression = expression
        self.relation = .equal
        self.strength = above
        self.belowStrength = below
        self.label = label
    }

    /// The same constraint at another strength, as kiwi's `constraint | strength`.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength, label: label)
    }

    /// Whether the constraint holds for the variables' current values, within `tolerance`.
    public func isSatisfied(tolerance: Double = 1e-6) -> Bool {
        violation(at: expression.value) <= tolerance
    }

    /// How far the constraint is from holding were the variables to take the values `value`
    /// gives (a layout checked against frames stored elsewhere).
    public func violation(where value: (Variable) -> Double) -> Double {
        violation(at: expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value($1.variable) })
    }

    /// How far the expression's value `v` is from meeting the relation: 0 when it meets it
    /// (NaN for NaN, which then meets nothing).
    func violation(at v: Double) -> Double {
        switch relation {
        case .equal: return abs(v)
        case .lessOrEqual: return v <= 0 ? 0 : v
        case .greaterOrEqual: return v >= 0 ? 0 : -v
        }
    }

    public var description: String {
        if let label { return label }
        var text = ""
        for term in expression.terms {
            let c = term.coefficient
            let sign = c < 0 ? "-" : "+"
            let magnitude = abs(c) == 1 ? "" : "\(format(abs(c)))·"
            text += text.isEmpty ? (c < 0 ? "-" : "") : " \(sign) "
            text += magnitude + term.variable.description
        }
        if expression.constant != 0 || text.isEmpty {
            let k = expression.constant
            text += text.isEmpty ? format(k) : " \(k < 0 ? "-" : "+") \(format(abs(k)))"
        }
        return "\(text) \(relation.rawValue) 0 (\(strength == belowStrength ? "\(strength)" : "\(strength) above, \(belowStrength) below"))"
    }
}

private func format(_ x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(x)
}

// MARK: - Building constraints: `a == b + 8`, `w >= 0`

public func == (a: consuming Expression, b: Expression) -> Constraint { Constraint(a - b, .equal) }
public func <= (a: consuming Expression, b: Expression) -> Constraint { Constraint(a - b, .lessOrEqual) }
public func >= (a: consuming Expression, b: Expression) -> Constraint { Constraint(a - b, .greaterOrEqual) }

public func == (a: Variable, b: Expression) -> Constraint { Expression(a) == b }
public func <= (a: Variable, b: Expression) -> Constraint { Expression(a) <= b }
public func >= (a: Variable, b: Expression) -> Constraint { Expression(a) >= b }
public func == (a: Expression, b: Variable) -> Constraint { a == Expression(b) }
public func <= (a: Expression, b: Variable) -> Constraint { a <= Expression(b) }
public func >= (a: Expression, b: Variable) -> Constraint { a >= Expression(b) }
public func == (a: Variable, b: Variable) -> Constraint { Expression(a) == Expression(b) }
public func <= (a: Variable, b: Variable) -> Constraint { Expression(a) <= Expression(b) }
public func >= (a: Variable, b: Variable) -> Constraint { Expression(a) >= Expression(b) }
