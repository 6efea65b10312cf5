import NibModel

/// Reads the body of an inspectable's setter (and the helpers it calls) as the view would run
/// it, without running anything: the assignments to the layer and view properties that decide
/// how it looks become a `ViewLook`. Anything else it meets (a call Nibbler does not know, a
/// property of another object, a loop) clears `understood`: what that does is not drawn, never
/// guessed. Swift and Objective-C alike.
struct SetterInterpreter {
    /// A helper by Swift base name or Objective-C selector, in the object's class chain.
    let method: (String) -> SourceMethod?
    /// The view's size, for `bounds.height / 2`.
    let width: Double, height: Double
    /// The object's properties (its inspectables' values) and the locals of the body being read.
    var variables: [String: SetterValue] = [:]
    var look = ViewLook()
    var understood = true

    var tokens: [SetterToken] = []
    var at = 0
    /// Inside `(…)` or `[…]` a line end ends nothing.
    var nesting = 0
    private var calls = 0

    init(method: @escaping (String) -> SourceMethod?, width: Double, height: Double) {
        (self.method, self.width, self.height) = (method, width, height)
    }

    /// Reads a body with the given names bound (the new value, a helper's parameters).
    mutating func run(_ body: String, bindings: [String: SetterValue]) {
        guard calls < 8 else { understood = false; return }   // a helper calling itself
        let saved = (tokens, at, nesting)
        (tokens, at, nesting) = (SetterTokens.tokens(body), 0, 0)
        variables.merge(bindings) { $1 }
        calls += 1
        _ = block(untilBrace: false)
        calls -= 1
        (tokens, at, nesting) = saved
    }

    /// The value of an expression on its own (a property's default).
    mutating func value(of expression: String) -> SetterValue {
        let saved = (tokens, at, nesting, understood)
        (tokens, at, nesting) = (SetterTokens.tokens(expression), 0, 0)
        var value = self.expression()
        if peek != nil || !understood { value = .unknown }
        (tokens, at, nesting, understood) = saved
        return value
    }

    // MARK: statements

    /// Statements up to the closing brace (or the body's end); false when a `return` ended them.
    private mutating func block(untilBrace: Bool) -> Bool {
        while let token = peek {
            if token.is("}") {
                _ = next()
                if untilBrace { return true }
                continue
            }
            if !statement() {
                skipRest(untilBrace: untilBrace)
                return false
            }
        }
        return true
    }

    /// One statement; false when it returns from the body.
    private mutating func statement() -> Bool {
        guard let token = peek else { return true }
        if token.kind == .lineEnd || token.is(";") { _ = next(); return true }
        if token.kind == .identifier {
            switch token.text {
            case "if": return ifStatement()
            case "guard": return guardStatement()
            case "return": skipStatement(); return false
            case "let", "var", "const": declaration(); return true
            case "super": skipStatement(); return true   // the superclass's own setter: UIKit's, which the look already follows
            case "for", "while", "switch", "repeat", "do":
                understood = false   // loops and the like: not read
                skipStatement()
                return true
            default: break
            }
        }
        if token.is("{") { _ = next(); return block(untilBrace: true) }
        if let target = assignmentTarget() {
            let value = expression()
            apply(target, value)
        } else {
            _ = expression()
        }
        endStatement()
        return true
    }

    /// `if cond {…} else if … else {…}`, Swift or Objective-C; a condition Nibbler cannot decide
    /// runs neither branch.
    private mutating func ifStatement() -> Bool {
        _ = next()
        let holds = conditions()
        if holds == nil { understood = false }
        if !branch(run: holds == true) { return false }
        var ahead = at
        while ahead < tokens.count, tokens[ahead].kind == .lineEnd { ahead += 1 }
        guard ahead < tokens.count, tokens[ahead].kind == .identifier, tokens[ahead].text == "else" else { return true }
        at = ahead + 1
        if peek?.kind == .identifier, peek?.text == "if" {
            if holds == false { return ifStatement() }
            skipIfStatement()
            return true
        }
        return branch(run: holds == false)
    }

    /// An `if … else if … else …` chain not taken: its conditions do not count against
    /// `understood`, its branches are not read.
    private mutating func skipIfStatement() {
        let wasUnderstood = understood
        _ = next()
        _ = conditions()
        understood = wasUnderstood
        _ = branch(run: false)
        var ahead = at
        while ahead < tokens.count, tokens[ahead].kind == .lineEnd { ahead += 1 }
        guard ahead < tokens.count, tokens[ahead].kind == .identifier, tokens[ahead].text == "else" else { return }
        at = ahead + 1
        if peek?.text == "if" { skipIfStatement() } else { _ = branch(run: false) }
    }

    /// `guard cond else { return }`: goes on when the condition holds.
    private mutating func guardStatement() -> Bool {
        _ = next()
        let holds = conditions()
        if peek?.text == "else" { _ = next() }
        _ = branch(run: false)
        if holds == nil { understood = false }
        return holds == true
    }

    /// A braced block, or Objective-C's single statement, read or skipped.
    private mutating func branch(run: Bool) -> Bool {
        if peek?.is("{") == true {
            _ = next()
            if run { return block(untilBrace: true) }
            skipRest(untilBrace: true)
            return true
        }
        if run { return statement() }
        skipStatement()
        return true
    }

    /// Swift's comma-separated conditions (`let x = y`, `let x`, an expression) or one
    /// Objective-C expression: whether they all hold, nil when Nibbler cannot tell.
    private mutating func conditions() -> Bool? {
        var result: Bool? = true
        repeat {
            var holds: Bool?
            if let binding = peek, binding.kind == .identifier, binding.text == "let" || binding.text == "var" {
                _ = next()
                guard let name = next()?.text else { return nil }
                let value = accept("=") ? expression() : (variables[name] ?? .unknown)
                switch value {
                case .unknown, .name, .method: holds = nil   // a property Nibbler does not know the value of
                default: holds = value != .null
                }
                if holds == true { variables[name] = value }
            } else {
                holds = expression().isTrue
            }
            if holds == false { result = false } else if holds == nil, result == true { result = nil }
        } while accept(",")
        return result
    }

    /// `let name: Type = value`: a local.
    private mutating func declaration() {
        _ = next()
        guard let name = next(), name.kind == .identifier else { understood = false; skipStatement(); return }
        while let token = peek, !token.is("="), token.kind != .lineEnd, !token.is(";") { _ = next() }
        if accept("=") {
            variables[name.text] = expression()
            endStatement()
        } else {
            skipStatement()
        }
    }

    /// The property path before a statement's `=` (`self.layer.cornerRadius`), consumed; nil
    /// when the statement is no plain assignment.
    private mutating func assignmentTarget() -> String? {
        var i = at, path = ""
        while i < tokens.count {
            let token = tokens[i]
            if token.kind == .identifier { path += token.text }
            else if token.is(".") || token.is("?.") || token.is("!.") { path += "." }
            else if token.is("!") || token.is("?") {}
            else { break }
            i += 1
        }
        guard !path.isEmpty, i < tokens.count else { return nil }
        if ["+=", "-=", "*=", "/="].contains(where: tokens[i].is) {
            understood = false
            return nil
        }
        guard tokens[i].is("=") else { return nil }
        at = i + 1
        return path.hasPrefix("self.") ? String(path.dropFirst(5)) : path
    }

    /// Sets a layer or view property, or a variable.
    mutating func apply(_ target: String, _ value: SetterValue) {
        func color() -> RGBAColor? {
            switch value {
            case .color(let c): return c
            case .null: return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
            default: understood = false; return nil
            }
        }
        func number() -> Double? {
            if let x = value.number { return x }
            understood = false
            return nil
        }
        func boolean() -> Bool? {
            if case .boolean(let b) = value { return b }
            if case .number(let x) = value { return x != 0 }
            understood = false
            return nil
        }
        switch target {
        case "layer.cornerRadius": look.cornerRadius = number() ?? look.cornerRadius
        case "layer.borderWidth": look.borderWidth = number() ?? look.borderWidth
        case "layer.borderColor": look.borderColor = color() ?? look.borderColor
        case "layer.masksToBounds", "clipsToBounds": look.clipsToBounds = boolean() ?? look.clipsToBounds
        case "layer.shadowColor": look.shadowColor = color() ?? look.shadowColor
        case "layer.shadowOpacity": look.shadowOpacity = number() ?? look.shadowOpacity
        case "layer.shadowRadius": look.shadowRadius = number() ?? look.shadowRadius
        case "layer.shadowOffset":
            if case .size(let w, let h) = value { look.shadowOffset = (w, h) } else { understood = false }
        case "backgroundColor", "layer.backgroundColor": look.backgroundColor = color() ?? look.backgroundColor
        case "tintColor": look.tintColor = color() ?? look.tintColor
        case "alpha", "layer.opacity": look.alpha = number() ?? look.alpha
        case "isHidden", "hidden", "layer.isHidden", "layer.hidden": look.isHidden = boolean() ?? look.isHidden
        default:
            // A property of the object itself (its storage, `_cornerRadius` in Objective-C):
            // later reads see it. A property of something else is not read.
            let name = target.hasPrefix("_") ? String(target.dropFirst()) : target
            if name.contains(".") { understood = false } else { variables[name] = value }
        }
    }

    // MARK: tokens

    var peek: SetterToken? {
        var i = at
        while nesting > 0, i < tokens.count, tokens[i].kind == .lineEnd { i += 1 }
        return i < tokens.count ? tokens[i] : nil
    }

    mutating func next() -> SetterToken? {
        while nesting > 0, at < tokens.count, tokens[at].kind == .lineEnd { at += 1 }
        guard at < tokens.count else { return nil }
        at += 1
        return tokens[at - 1]
    }

    mutating func accept(_ symbol: String) -> Bool {
        guard let token = peek, token.kind != .string, token.text == symbol else { return false }
        _ = next()
        return true
    }

    /// The statement is over: anything left on it is not read.
    private mutating func endStatement() {
        guard let token = peek else { return }
        if token.kind == .lineEnd || token.is(";") { _ = next(); return }
        if token.is("}") { return }
        understood = false
        skipStatement()
    }

    /// Past the end of the statement (its line or `;`), nested brackets and blocks included.
    mutating func skipStatement() {
        var depth = 0
        while at < tokens.count {
            let token = tokens[at]
            if depth == 0, token.kind == .lineEnd || token.is(";") { at += 1; return }
            if depth == 0, token.is("}") { return }
            if token.is("(") || token.is("[") || token.is("{") { depth += 1 }
            if token.is(")") || token.is("]") || token.is("}") { depth -= 1 }
            at += 1
        }
    }

    /// Past the block's closing brace (or to the end of the body).
    private mutating func skipRest(untilBrace: Bool) {
        var depth = 0
        while at < tokens.count {
            let token = tokens[at]
            at += 1
            if token.is("{") { depth += 1 }
            if token.is("}") {
                if depth == 0 && untilBrace { return }
                depth -= 1
            }
        }
    }
}

extension SetterToken {
    func `is`(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
}
