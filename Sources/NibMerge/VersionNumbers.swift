/// Xcode's version attributes (`toolsVersion="32700.99.1234"`, `systemVersion="22G120"`): a
/// merge keeps the newer of two.
enum VersionNumbers {
    /// Whether the attribute is one a merge settles by taking the newer value.
    static func isVersion(_ attribute: String, on element: String) -> Bool {
        switch (element, attribute) {
        case ("document", "toolsVersion"), ("document", "systemVersion"), ("plugIn", "version"),
             ("capability", "minToolsVersion"): true
        default: false
        }
    }

    static func newer(_ a: String, _ b: String) -> String {
        parts(a).lexicographicallyPrecedes(parts(b), by: less) ? b : a
    }

    private enum Part { case number(Int), word(String) }

    /// "22G120" → 22, "G", 120; dots and other separators only split.
    private static func parts(_ version: String) -> [Part] {
        var parts: [Part] = []
        var current = ""
        var inDigits = false
        func flush() {
            guard !current.isEmpty else { return }
            parts.append(inDigits ? .number(Int(current.prefix(18)) ?? 0) : .word(current))
            current = ""
        }
        for ch in version {
            if ch.isNumber != inDigits || !(ch.isNumber || ch.isLetter) { flush(); inDigits = ch.isNumber }
            if ch.isNumber || ch.isLetter { current.append(ch) }
        }
        flush()
        return parts
    }

    private static func less(_ a: Part, _ b: Part) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): x < y
        case (.word(let x), .word(let y)): x < y
        case (.number, .word): false
        case (.word, .number): true
        }
    }
}
