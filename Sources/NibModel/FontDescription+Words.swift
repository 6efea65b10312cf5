import XMLTree

/// A font in the words of Xcode's font field ("System 17", "System Bold 20", "System Semibold
/// 17", "System Italic 17", "Headline", "HelveticaNeue-Light 17"), and in the attributes Xcode
/// writes for it.
extension FontDescription {
    /// The text styles in the order of Xcode's Font menu, with their names there.
    public static let textStyleNames: [(style: String, name: String)] = [
        ("UICTFontTextStyleTitle0", "Large Title"), ("UICTFontTextStyleTitle1", "Title 1"),
        ("UICTFontTextStyleTitle2", "Title 2"), ("UICTFontTextStyleTitle3", "Title 3"),
        ("UICTFontTextStyleHeadline", "Headline"), ("UICTFontTextStyleBody", "Body"),
        ("UICTFontTextStyleCallout", "Callout"), ("UICTFontTextStyleSubhead", "Subheadline"),
        ("UICTFontTextStyleFootnote", "Footnote"), ("UICTFontTextStyleCaption1", "Caption 1"),
        ("UICTFontTextStyleCaption2", "Caption 2"),
    ]

    /// The system font's weights, as Xcode's Weight menu names them.
    public static let weightNames: [(weight: Weight, name: String)] = [
        (.ultraLight, "Ultra Light"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"), (.medium, "Medium"),
        (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
    ]

    public var words: String {
        let size = pointSize == pointSize.rounded() ? String(Int(pointSize)) : String(pointSize)
        switch kind {
        case .textStyle(let style):
            return Self.textStyleNames.first { $0.style == style }?.name ?? style
        case .named(let name):
            return "\(name) \(size)"
        case .italicSystem:
            return "System Italic \(size)"
        case .system, .boldSystem:
            let weight = Self.weightNames.first { $0.weight == self.weight }?.name ?? "Regular"
            return weight == "Regular" ? "System \(size)" : "System \(weight) \(size)"
        }
    }

    /// Reads the words back; nil when they name no font. A text style takes no size.
    public init?(words: String) {
        let parts = words.split(separator: " ").map(String.init)
        if let style = Self.textStyleNames.first(where: { $0.name == words || $0.style == words }) {
            self.init(kind: .textStyle(style.style), pointSize: Self.textStyles[style.style]?.size ?? 17)
            return
        }
        guard parts.count >= 2, let size = Double(parts.last!), size.isFinite, size > 0, size <= 1000 else { return nil }
        let name = parts.dropLast().joined(separator: " ")
        if name == "System" {
            self.init(kind: .system, pointSize: size)
        } else if name == "System Italic" {
            self.init(kind: .italicSystem, pointSize: size)
        } else if name.hasPrefix("System "), let weight = Self.weightNames.first(where: { "System " + $0.name == name })?.weight {
            self.init(kind: weight == .bold ? .boldSystem : .system, pointSize: size, weight: weight)
        } else if parts.count == 2, !name.hasPrefix("System") {
            self.init(kind: .named(name), pointSize: size, family: Self.family(ofPostScriptName: name))
        } else {
            return nil
        }
    }

    /// The attributes of `<fontDescription>` as Xcode writes them: a text style alone, the system
    /// font's type (bold is `boldSystem`, other weights a `weight`), a named font's name and family.
    public var xmlAttributes: [(String, String)] {
        let size = ("pointSize", XMLLayout.number(pointSize))
        switch kind {
        case .textStyle(let style): return [("style", style)]
        case .named(let name): return [("name", name), ("family", family ?? Self.family(ofPostScriptName: name)), size]
        case .italicSystem: return [("type", "italicSystem"), size]
        case .boldSystem: return [("type", "boldSystem"), size]
        case .system:
            if weight == .bold { return [("type", "boldSystem"), size] }
            return weight == .regular ? [("type", "system"), size] : [("type", "system"), ("weight", weight.rawValue), size]
        }
    }

    /// A PostScript name's family as the font names it: `HelveticaNeue-Light` is Helvetica Neue,
    /// `CourierNewPSMT` Courier New.
    static func family(ofPostScriptName name: String) -> String {
        var base = String(name.prefix { $0 != "-" })
        for suffix in ["PSMT", "MT", "PS"] where base.hasSuffix(suffix) && base.count > suffix.count + 2 {
            base.removeLast(suffix.count)
            break
        }
        var family = ""
        for (k, c) in base.enumerated() {
            let previous = k > 0 ? base[base.index(base.startIndex, offsetBy: k - 1)] : " "
            if k > 0, c.isUppercase, previous.isLowercase { family += " " }
            family.append(c)
        }
        return family
    }
}
