/// `coefficient · variable`.
public struct Term {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: `Σ coefficient · variable + constant`.
///
/// Build it with `+`, `-`, `*` and `/` from variables and numbers: `left + width + 8`,
/// `0.5 * (a + b)`. A number literal is an expression too.
public struct Expression: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(floatLiteral value: Double) { self.init(constant: value) }
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }

    /// The value with the variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

// MARK: - Arithmetic
// The left operand is consumed, so a chain such as `a + b + c + 8` grows one terms array.

public prefix func - (e: Expression) -> Expression { e.scaled(by: -1) }
public prefix func - (v: Variable) -> Expression { Expression([Term(v, -1)]) }

public func + (a: consuming Expression, b: Expression) -> Expression {
    a.terms.append(contentsOf: b.terms)
    a.constant += b.constant
    return a
}
public func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }
public func + (a: consuming Expression, b: Variable) -> Expression {
    a.terms.append(Term(b))
    return a
}
public func + (a: Variable, b: Variable) -> Expression { Expression([Term(a), Term(b)]) }

public func - (a: consuming Expression, b: Expression) -> Expression {
    a.terms.reserveCapacity(a.terms.count + b.terms.count)
    for term in b.terms { a.terms.append(Term(term.variable, -term.coefficient)) }
    a.constant -= b.constant
    return a
}
public func - (a: Variable, b: Expression) -> Expression { Expression(a) - b }
public func - (a: consuming Expression, b: Variable) -> Expression {
    a.terms.append(Term(b, -1))
    return a
}
public func - (a: Variable, b: Variable) -> Expression { Expression([Term(a), Term(b, -1)]) }

public func * (a: Expression, k: Double) -> Expression { a.scaled(by: k) }
public func * (k: Double, a: Expression) -> Expression { a.scaled(by: k) }
public func * (v: Variable, k: Double) -> Expression { Expression([Term(v, k)]) }
public func * (k: Double, v: Variable) -> Expression { Expression([Term(v, k)]) }
public func / (a: Expression, k: Double) -> Expression { a.scaled(by: 1 / k) }
public func / (v: Variable, k: Double) -> Expression { Expression([Term(v, 1 / k)]) }
