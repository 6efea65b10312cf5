import XMLTree

/// A font as `<fontDescription>` states it: the system font (plain, bold or italic) at a size, a
/// text style, or a named font; with its weight.
public struct FontDescription: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case system, boldSystem, italicSystem, textStyle(String), named(String) }
    public enum Weight: String, Sendable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// Hashed by case, not by its name (the raw value's default): a layout hashes the font
        /// of every label it measures.
        public func hash(into hasher: inout Hasher) {
            let index: UInt8 = switch self {
            case .ultraLight: 0
            case .thin: 1
            case .light: 2
            case .regular: 3
            case .medium: 4
            case .semibold: 5
            case .bold: 6
            case .heavy: 7
            case .black: 8
            }
            hasher.combine(index)
        }
    }
    public var kind: Kind
    public var pointSize: Double
    public var weight: Weight
    /// A named font's family (`family="Helvetica Neue"`).
    public var family: String?
    /// Points each line gains beyond the font's own line height (negative: tighter).
    public var leading: Double = 0
    /// Points each letter gains beyond the font's own tracking (negative: tighter).
    public var tracking: Double = 0

    public init(kind: Kind, pointSize: Double, weight: Weight? = nil, family: String? = nil) {
        self.kind = kind
        self.pointSize = pointSize
        self.weight = weight ?? (kind == .boldSystem ? .bold : .regular)
        self.family = family
    }

    /// The text styles' sizes and weights at the default content size (Large), as UIKit has them.
    public static let textStyles: [String: (size: Double, weight: Weight)] = [
        "UICTFontTextStyleTitle0": (34, .regular), "UICTFontTextStyleTitle1": (28, .regular),
        "UICTFontTextStyleTitle2": (22, .regular), "UICTFontTextStyleTitle3": (20, .regular),
        "UICTFontTextStyleHeadline": (17, .semibold), "UICTFontTextStyleBody": (17, .regular),
        "UICTFontTextStyleCallout": (16, .regular), "UICTFontTextStyleSubhead": (15, .regular),
        "UICTFontTextStyleFootnote": (13, .regular), "UICTFontTextStyleCaption1": (12, .regular),
        "UICTFontTextStyleCaption2": (11, .regular),
    ]

    /// This font at the Dynamic Type size `category`: a text style at its default (Large) size
    /// takes the style's size there; any other font is itself.
    public func at(_ category: ContentSizeCategory) -> FontDescription {
        guard case .textStyle(let style) = kind, Self.textStyles[style]?.size == pointSize,
              let size = category.pointSize(of: style) else { return self }
        var resized = self
        resized.pointSize = size
        return resized
    }

    /// Reads a `<fontDescription>`: `size="button"` is UIKit's button font size (18),
    /// `size="system"` its system font size (14); a named font's weight is in its name's suffix
    /// (`HelveticaNeue-Light`).
    public init(element: XMLElement) {
        let style = element[attribute: "style"].flatMap { Self.textStyles[$0] }
        let size = element[attribute: "pointSize"].flatMap(Double.init)
            ?? (element[attribute: "size"] == "button" ? 18 : element[attribute: "size"] == "system" ? 14 : nil)
            ?? style?.size ?? 17
        let stated = element[attribute: "weight"].flatMap(Weight.init(rawValue:))
        if let name = element[attribute: "style"] {
            self.init(kind: .textStyle(name), pointSize: size, weight: stated ?? style?.weight)
        } else if let name = element[attribute: "name"] {
            self.init(kind: .named(name), pointSize: size, weight: stated ?? Self.weight(inName: name), family: element[attribute: "family"])
        } else {
            let kind: Kind = ["boldSystem": .boldSystem, "italicSystem": .italicSystem][element[attribute: "type"] ?? ""] ?? .system
            self.init(kind: kind, pointSize: size, weight: stated)
        }
    }

    private static func weight(inName name: String) -> Weight {
        let suffix = name.split(separator: "-").dropFirst().first?.lowercased() ?? ""
        for (word, weight) in [("ultralight", Weight.ultraLight), ("thin", .thin), ("light", .light), ("medium", .medium),
                               ("semibold", .semibold), ("demibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black)]
        where suffix.hasPrefix(word) { return weight }
        return .regular
    }
}
