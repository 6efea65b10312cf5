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

public prefix func - (e: Expression) -> Expression { e.scaled(by: -1) }
public prefix func - (v: Variable) -> Expression { Expression([Term(v, -1)]) }

public func + (a: Expression, b: Expression) -> Expression {
    Expression(a.terms + b.terms, constant: a.constant + b.constant)
}
public func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }
public func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
public func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }

public func - (a: Expression, b: Expression) -> Expression { a + -b }
public func - (a: Variable, b: Expression) -> Expression { Expression(a) + -b }
public func - (a: Expression, b: Variable) -> Expression { a + -b }
public func - (a: Variable, b: Variable) -> Expression { Expression(a) + -b }

public func * (a: Expression, k: Double) -> Expression { a.scaled(by: k) }
public func * (k: Double, a: Expression) -> Expression { a.scaled(by: k) }
public func * (v: Variable, k: Double) -> Expression { Expression([Term(v, k)]) }
public func * (k: Double, v: Variable) -> Expression { Expression([Term(v, k)]) }
public func / (a: Expression, k: Double) -> Expression { a.scaled(by: 1 / k) }
public func / (v: Variable, k: Double) -> Expression { Expression([Term(v, 1 / k)]) }
