import Foundation
import NibModel

/// Expressions in setter bodies: arithmetic over numbers and sizes, colours (`UIColor.red`,
/// `UIColor(red:green:blue:alpha:)`, `[UIColor colorWithWhite:alpha:]`, `.cgColor`), the view's
/// bounds, the object's properties, and calls to helpers of its class, which are read in turn.
extension SetterInterpreter {
    /// Calls that change nothing drawn.
    static let harmlessCalls: Set<String> = [
        "setNeedsLayout", "layoutIfNeeded", "invalidateIntrinsicContentSize", "setNeedsUpdateConstraints",
        "updateConstraintsIfNeeded", "print", "NSLog", "debugPrint", "assert",
    ]
    static let numberTypes: Set<String> = ["CGFloat", "Float", "Double", "Int", "NSNumber", "Float32", "Float64", "NSInteger", "float", "double", "int"]

    mutating func expression() -> SetterValue {
        let condition = coalescing()
        guard accept("?") else { return condition }
        let yes = coalescing()
        _ = accept(":")
        let no = expression()
        guard let holds = condition.isTrue else { return .unknown }
        return holds ? yes : no
    }

    private mutating func coalescing() -> SetterValue {
        let value = or()
        guard accept("??") else { return value }
        let fallback = coalescing()
        return value == .null ? fallback : value
    }

    private mutating func or() -> SetterValue {
        var value = and()
        while accept("||") {
            let other = and()
            value = logic(value, other) { $0 || $1 }
        }
        return value
    }

    private mutating func and() -> SetterValue {
        var value = comparison()
        while accept("&&") {
            let other = comparison()
            value = logic(value, other) { $0 && $1 }
        }
        return value
    }

    private func logic(_ a: SetterValue, _ b: SetterValue, _ op: (Bool, Bool) -> Bool) -> SetterValue {
        guard let x = a.isTrue, let y = b.isTrue else { return .unknown }
        return .boolean(op(x, y))
    }

    private mutating func comparison() -> SetterValue {
        let value = additive()
        for op in ["==", "!=", "<=", ">=", "<", ">"] where accept(op) {
            let other = additive()
            if op == "==" || op == "!=" {
                if value == .unknown || other == .unknown { return .unknown }
                return .boolean((value == other) == (op == "=="))
            }
            guard let x = value.number, let y = other.number else { return .unknown }
            return .boolean(op == "<=" ? x <= y : op == ">=" ? x >= y : op == "<" ? x < y : x > y)
        }
        return value
    }

    private mutating func additive() -> SetterValue {
        var value = multiplicative()
        while let op = peek, op.is("+") || op.is("-") {
            _ = next()
            value = arithmetic(value, multiplicative(), op.text)
        }
        return value
    }

    private mutating func multiplicative() -> SetterValue {
        var value = unary()
        while let op = peek, op.is("*") || op.is("/") {
            _ = next()
            value = arithmetic(value, unary(), op.text)
        }
        return value
    }

    private func arithmetic(_ a: SetterValue, _ b: SetterValue, _ op: String) -> SetterValue {
        guard let x = a.number, let y = b.number else { return .unknown }
        switch op {
        case "+": return .number(x + y)
        case "-": return .number(x - y)
        case "*": return .number(x * y)
        default: return y == 0 ? .unknown : .number(x / y)
        }
    }

    private mutating func unary() -> SetterValue {
        if accept("-") { return unary().number.map { .number(-$0) } ?? .unknown }
        if accept("!") { return unary().isTrue.map { .boolean(!$0) } ?? .unknown }
        if accept("@") { return unary() }   // @(x), @YES
        if isCast() {
            _ = next(); _ = next()
            while !accept(")") { _ = next() }
            return unary()
        }
        return postfix(primary())
    }

    /// An Objective-C cast: `(CGFloat)x`, `(id)color.CGColor`.
    private func isCast() -> Bool {
        guard at + 2 < tokens.count, tokens[at].is("("), tokens[at + 1].kind == .identifier else { return false }
        var i = at + 2
        if tokens[i].is("*") { i += 1 }
        guard i + 1 < tokens.count, tokens[i].is(")") else { return false }
        let name = tokens[at + 1].text, after = tokens[i + 1]
        let isType = name.first?.isUppercase == true || ["id", "float", "double", "int", "long", "BOOL"].contains(name)
        return isType && (after.kind == .identifier || after.kind == .number || after.is("(") || after.is("[") || after.is("@"))
    }

    private mutating func primary() -> SetterValue {
        guard let token = next() else { return .unknown }
        switch token.kind {
        case .number: return Double(token.text).map(SetterValue.number) ?? .unknown
        case .string: return .string(token.text)
        case .lineEnd: return .unknown
        case .identifier:
            switch token.text {
            case "true", "YES": return .boolean(true)
            case "false", "NO": return .boolean(false)
            case "nil", "NULL", "Nil": return .null
            default: return resolve(token.text)
            }
        case .symbol:
            switch token.text {
            case "(":
                nesting += 1
                let value = expression()
                _ = accept(")")
                nesting -= 1
                return value
            case "[": return message()
            case ".":   // `.red`, `.zero`: the type comes from where it goes
                guard let name = next()?.text else { return .unknown }
                if let color = SetterValue.namedColor(name) { return .color(color) }
                if name == "zero" { return .size(width: 0, height: 0) }
                return .name(name)
            default: return .unknown
            }
        }
    }

    /// A bare name: a property or local, the view's bounds, `self`, `layer`, or a type or
    /// function named for what follows.
    private func resolve(_ name: String) -> SetterValue {
        if let value = variables[name] { return value }
        if name.hasPrefix("_"), let value = variables[String(name.dropFirst())] { return value }
        switch name {
        case "bounds", "frame": return .rect(width: width, height: height)
        case "self": return .name("self")
        case "layer": return .name("layer")
        default: return .name(name)
        }
    }

    private mutating func postfix(_ start: SetterValue) -> SetterValue {
        var value = start
        while let token = peek {
            if token.is(".") || token.is("?.") || token.is("!.") {
                _ = next()
                guard let member = next(), member.kind == .identifier else { return .unknown }
                value = self.member(value, member.text)
            } else if token.is("!") {
                _ = next()
            } else if token.is("(") && tokens[at].is("(") {
                _ = next()
                value = call(value, arguments())
            } else if token.kind == .identifier, token.text == "as" {
                _ = next()
                _ = accept("?") || accept("!")
                _ = next()
            } else {
                break
            }
        }
        return value
    }

    /// `(label: value, value)` after the opening parenthesis.
    private mutating func arguments() -> [(label: String?, value: SetterValue)] {
        nesting += 1
        defer { nesting -= 1 }
        var list: [(String?, SetterValue)] = []
        while let token = peek, !token.is(")") {
            var label: String?
            if token.kind == .identifier, at + 1 < tokens.count, tokens[at + 1].is(":") {
                label = token.text
                at += 2
            }
            list.append((label, expression()))
            if !accept(",") { break }
        }
        _ = accept(")")
        if peek?.is("{") == true { understood = false }   // a trailing closure: not read
        return list
    }

    private mutating func member(_ value: SetterValue, _ name: String) -> SetterValue {
        switch value {
        case .null: return .null
        case .name("self"): return resolve(name)
        case .name("layer"):
            switch name {
            case "cornerRadius": return .number(look.cornerRadius ?? 0)
            case "borderWidth": return .number(look.borderWidth ?? 0)
            case "borderColor": return look.borderColor.map(SetterValue.color) ?? .null
            case "bounds", "frame": return .rect(width: width, height: height)
            default: return .name("layer." + name)
            }
        case .name(let type) where type == "UIColor" || type == "NSColor":
            if let color = SetterValue.namedColor(name) { return .color(color) }
            return .name(name == "init" ? type : type + "." + name)
        case .name(let type) where ["CGSize", "CGPoint", "CGRect"].contains(type) && name == "zero":
            return .size(width: 0, height: 0)
        case .name(let type) where Self.numberTypes.contains(type) && name == "pi":
            return .number(.pi)
        case .name(let path):
            return .name(path + "." + name)
        case .color:
            if name == "cgColor" || name == "CGColor" { return value }
            return .method(value, name)
        case .rect(let w, let h):
            switch name {
            case "width", "maxX": return .number(w)
            case "height", "maxY": return .number(h)
            case "midX": return .number(w / 2)
            case "midY": return .number(h / 2)
            case "minX", "minY": return .number(0)
            case "size": return .size(width: w, height: h)
            default: return .unknown
            }
        case .size(let w, let h):
            return name == "width" ? .number(w) : name == "height" ? .number(h) : .unknown
        case .number:
            return ["floatValue", "doubleValue", "cgFloatValue", "integerValue"].contains(name) ? value : .unknown
        default:
            return .unknown
        }
    }

    private mutating func call(_ callee: SetterValue, _ arguments: [(label: String?, value: SetterValue)]) -> SetterValue {
        let values = arguments.map(\.value), labels = arguments.map { $0.label ?? "_" }
        let numbers = values.compactMap(\.number)
        switch callee {
        case .name(let type) where type == "UIColor" || type == "NSColor":
            return color(labels, values)
        case .name("CGSize"), .name("CGSizeMake"), .name("CGSize.init"):
            return numbers.count == 2 ? .size(width: numbers[0], height: numbers[1]) : .unknown
        case .name(let type) where Self.numberTypes.contains(type):
            return numbers.count == 1 ? .number(numbers[0]) : .unknown
        case .name(let function) where ["min", "fmin", "MIN", "fminf"].contains(function):
            return numbers.count == values.count && !numbers.isEmpty ? .number(numbers.min()!) : .unknown
        case .name(let function) where ["max", "fmax", "MAX", "fmaxf"].contains(function):
            return numbers.count == values.count && !numbers.isEmpty ? .number(numbers.max()!) : .unknown
        case .name(let function) where ["abs", "fabs", "fabsf", "round", "floor", "ceil", "sqrt"].contains(function):
            guard numbers.count == 1 else { return .unknown }
            let x = numbers[0]
            return .number(["round": x.rounded(), "floor": floor(x), "ceil": ceil(x), "sqrt": sqrt(x)][function] ?? abs(x))
        case .method(.color(let color), let name) where ["withAlphaComponent", "copy"].contains(name):
            guard let alpha = numbers.first else { return .unknown }
            return .color(RGBAColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha))
        case .name(let path):
            return callHelper(path, values)
        default:
            understood = false
            return .unknown
        }
    }

    /// `UIColor(red:green:blue:alpha:)`, `(white:alpha:)`, `(displayP3Red:…)`, `(cgColor:)`.
    private func color(_ labels: [String], _ values: [SetterValue]) -> SetterValue {
        let numbers = values.compactMap(\.number)
        if labels.first == "cgColor" || labels.first == "CGColor" { return values.first ?? .unknown }
        if numbers.count == 4, ["red", "displayP3Red", "colorWithRed", "colorWithDisplayP3Red"].contains(labels[0]) {
            return .color(RGBAColor(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers[3]))
        }
        if numbers.count == 2, labels[0] == "white" || labels[0] == "colorWithWhite" {
            return .color(RGBAColor(red: numbers[0], green: numbers[0], blue: numbers[0], alpha: numbers[1]))
        }
        return .unknown
    }

    /// A method of the object's class (read in turn, with its parameters bound), or a call
    /// known to change nothing drawn; anything else is not read.
    private mutating func callHelper(_ path: String, _ values: [SetterValue]) -> SetterValue {
        var name = path
        if name.hasPrefix("self.") { name.removeFirst(5) }
        if name.hasPrefix("super.") || Self.harmlessCalls.contains(name) { return .null }
        guard let helper = method(name) else {
            understood = false
            return .unknown
        }
        run(helper.body, bindings: Dictionary(zip(helper.parameters, values), uniquingKeysWith: { $1 }))
        return .unknown
    }

    /// `[receiver selector:argument …]`: colours, the layer's setters, the class's helpers.
    private mutating func message() -> SetterValue {
        nesting += 1
        defer { nesting -= 1 }
        let receiver = postfix(primary())
        var selector = "", values: [SetterValue] = []
        while let token = peek, !token.is("]") {
            guard token.kind == .identifier else { understood = false; break }
            _ = next()
            selector += token.text
            if accept(":") {
                selector += ":"
                values.append(expression())
            }
        }
        while let token = next(), !token.is("]") {}
        switch receiver {
        case .name("UIColor"), .name("NSColor"):
            if let color = SetterValue.namedColor(selector) { return .color(color) }
            return color(selector.split(separator: ":").map(String.init), values)   // colorWithRed:green:blue:alpha:
        case .color:
            if selector == "CGColor" { return receiver }
            if selector == "colorWithAlphaComponent:", let alpha = values.first?.number, case .color(let c) = receiver {
                return .color(RGBAColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha))
            }
        case .name("self"), .name("layer"):
            let prefix = receiver == .name("layer") ? "layer." : ""
            if selector.hasPrefix("set"), selector.hasSuffix(":"), values.count == 1 {
                let property = selector.dropFirst(3).dropLast()
                apply(prefix + property.prefix(1).lowercased() + property.dropFirst(), values[0])
                return .null
            }
            if values.isEmpty, !selector.contains(":"), prefix.isEmpty ? method(selector) == nil : true { return member(receiver, selector) }
            if prefix.isEmpty { return callHelper(selector, values) }
        case .name("super"):
            return .null
        default:
            break
        }
        understood = false
        return .unknown
    }
}
