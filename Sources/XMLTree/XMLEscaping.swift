/// XML's five predefined entities and character references.
public enum XMLEscaping {
    /// Escapes a value for a double-quoted attribute the way Xcode writes it.
    public static func escapeAttribute(_ s: String) -> String { escape(s, inAttribute: true) }

    /// Escapes character data between tags (a `<string>`'s text): its lines stay lines.
    public static func escapeText(_ s: String) -> String { escape(s, inAttribute: false) }

    private static func escape(_ s: String, inAttribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for ch in s {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where inAttribute: out += "&quot;"
            // Line breaks and tabs as references: a parser turns them into spaces in a value.
            case "\n" where inAttribute: out += "&#10;"
            case "\r\n" where inAttribute: out += "&#13;&#10;"
            case "\r" where inAttribute: out += "&#13;"
            case "\t" where inAttribute: out += "&#9;"
            default: out.append(ch)
            }
        }
        return out
    }

    /// Whether `s` holds an `&`, scanning its bytes in place where it has them in one piece.
    private static func hasAmpersand(_ s: String) -> Bool {
        s.utf8.withContiguousStorageIfAvailable { bytes in bytes.contains(UInt8(ascii: "&")) }
            ?? s.utf8.contains(UInt8(ascii: "&"))
    }

    /// Decodes `&amp; &lt; &gt; &quot; &apos;` and `&#N;`/`&#xN;`; anything else stays as written.
    public static func decode(_ s: String) -> String {
        // Looked for in UTF-8: most values have no entity, and this runs on every attribute read.
        guard hasAmpersand(s) else { return s }
        var out = ""
        var rest = Substring(s)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";"),
                  let decoded = entity(rest[rest.index(after: amp)..<semi]) else {
                out.append("&")
                rest = rest[rest.index(after: amp)...]
                continue
            }
            out.append(decoded)
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }

    static func entity<S: StringProtocol>(_ name: S) -> Character? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let code = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return code.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }
}
