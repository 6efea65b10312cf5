/// The tokens of a setter's or method's body, Swift or Objective-C: enough to read the
/// assignments, calls and conditions that decide how a view looks. Comments are dropped; line
/// ends are kept, since they end Swift statements.
struct SetterToken: Equatable {
    enum Kind { case identifier, number, string, symbol, lineEnd }
    let kind: Kind
    let text: String

    static func symbol(_ text: String) -> SetterToken { SetterToken(kind: .symbol, text: text) }
}

enum SetterTokens {
    private static let pairs: Set<String> = ["==", "!=", "<=", ">=", "&&", "||", "?.", "??", "->", "+=", "-=", "*=", "/=", "!."]

    static func tokens(_ code: String) -> [SetterToken] {
        let chars = Array(code.unicodeScalars)
        var tokens: [SetterToken] = []
        var i = 0
        func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
        func isIdentifier(_ c: Unicode.Scalar) -> Bool { c == "_" || c.properties.isAlphabetic || isDigit(c) }
        while i < chars.count {
            let c = chars[i]
            if c == "\n" {
                if tokens.last?.kind != .lineEnd { tokens.append(SetterToken(kind: .lineEnd, text: "\n")) }
                i += 1
            } else if c.properties.isWhitespace {
                i += 1
            } else if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
            } else if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                i += 2
                while i + 1 < chars.count, !(chars[i] == "*" && chars[i + 1] == "/") { i += 1 }
                i += 2
            } else if isDigit(c) || c == "." && i + 1 < chars.count && isDigit(chars[i + 1])
                        && tokens.last.map({ $0.kind != .identifier && $0.text != ")" }) ?? true {   // 5, 0.5f, .5
                var text = ""
                while i < chars.count, isDigit(chars[i]) || chars[i] == "." || chars[i] == "_"
                        || chars[i] == "e" || ((chars[i] == "-" || chars[i] == "+") && text.last == "e") {
                    if chars[i] == "." && (i + 1 >= chars.count || !isDigit(chars[i + 1])) { break }
                    if chars[i] != "_" { text.unicodeScalars.append(chars[i]) }
                    i += 1
                }
                while i < chars.count, "fFlLuU".unicodeScalars.contains(chars[i]) { i += 1 }   // 0.5f, 10UL
                tokens.append(SetterToken(kind: .number, text: text))
            } else if isIdentifier(c) {
                var text = ""
                while i < chars.count, isIdentifier(chars[i]) { text.unicodeScalars.append(chars[i]); i += 1 }
                tokens.append(SetterToken(kind: .identifier, text: text))
            } else if c == "\"" {
                var text = ""
                i += 1
                while i < chars.count, chars[i] != "\"" {
                    if chars[i] == "\\", i + 1 < chars.count { i += 1 }
                    text.unicodeScalars.append(chars[i])
                    i += 1
                }
                i += 1
                if tokens.last?.text == "@" { tokens.removeLast() }   // @"…"
                tokens.append(SetterToken(kind: .string, text: text))
            } else {
                let pair = i + 1 < chars.count ? String(String.UnicodeScalarView([c, chars[i + 1]])) : ""
                if pairs.contains(pair) {
                    tokens.append(.symbol(pair))
                    i += 2
                } else {
                    tokens.append(.symbol(String(c)))
                    i += 1
                }
            }
        }
        return tokens
    }
}
