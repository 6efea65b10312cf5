import XMLTree

/// The valid range of each number a document states: one table, read when a file is loaded
/// (a number outside its range is refused with its line and column) and by the getters (which
/// clamp, so no later arithmetic or C conversion can trap on one). Wide enough for every file
/// of the corpus; far beyond what Xcode's inspectors let anyone type.
public struct NumberRange: Sendable {
    public let low: Double
    public let high: Double
    public let isInteger: Bool
    /// What the number is, for messages: "a line count from 0 to 1,000,000".
    public let meaning: String

    public func contains(_ x: Double) -> Bool {
        x.isFinite && x >= low && x <= high && (!isInteger || x == x.rounded())
    }

    public func clamp(_ x: Double) -> Double {
        x.isNaN ? max(low, min(high, 0)) : min(max(isInteger ? x.rounded(.towardZero) : x, low), high)
    }
}

public enum NumberRanges {
    static let points = NumberRange(low: -1e7, high: 1e7, isInteger: false, meaning: "a length within ±10,000,000 points")
    static let priority = NumberRange(low: 0, high: 1000, isInteger: false, meaning: "a priority from 0 to 1000")
    static let colorComponent = NumberRange(low: -2, high: 3, isInteger: false, meaning: "a colour component from -2 to 3 (extended range)")
    static let unit = NumberRange(low: 0, high: 1, isInteger: false, meaning: "a number from 0 to 1")
    static let controlValue = NumberRange(low: -1e15, high: 1e15, isInteger: false, meaning: "a value within ±10¹⁵")
    static func count(_ what: String, _ high: Double, low: Double = 0) -> NumberRange {
        NumberRange(low: low, high: high, isInteger: true, meaning: "\(what) from \(Int(low)) to \(Int(high))")
    }

    /// By attribute name; `element.attribute` where the same name means another thing elsewhere.
    static let table: [String: NumberRange] = {
        var t: [String: NumberRange] = [
            "numberOfLines": count("a line count", 1_000_000),
            "numberOfPages": count("a page count", 10_000),
            "currentPage": count("a page", 10_000),
            "selectedSegmentIndex": count("a segment index", 10_000, low: -1),
            "fontDescription.pointSize": NumberRange(low: 0, high: 1000, isInteger: false, meaning: "a font size from 0 to 1000 points"),
            "minimumFontSize": NumberRange(low: 0, high: 1000, isInteger: false, meaning: "a font size from 0 to 1000 points"),
            "font.size": NumberRange(low: 0, high: 1000, isInteger: false, meaning: "a font size from 0 to 1000 points"),
            "minimumScaleFactor": unit, "progress": unit,
            "color.alpha": unit, "alpha": unit,
            "priority": NumberRange(low: 1, high: 1000, isInteger: false, meaning: "a priority from 1 to 1000"),
            "horizontalHuggingPriority": priority, "verticalHuggingPriority": priority,
            "horizontalCompressionResistancePriority": priority, "verticalCompressionResistancePriority": priority,
            "slider.value": controlValue, "slider.minValue": controlValue, "slider.maxValue": controlValue,
            "stepper.value": controlValue, "stepper.minimumValue": controlValue, "stepper.maximumValue": controlValue,
            "stepper.stepValue": controlValue,
        ]
        for name in ["red", "green", "blue", "white", "cyan", "magenta", "yellow", "black", "hue", "saturation", "brightness"] {
            t["color.\(name)"] = colorComponent
        }
        for name in ["constant", "spacing", "preferredMaxLayoutWidth", "rowHeight", "estimatedRowHeight",
                     "sectionHeaderHeight", "sectionFooterHeight", "minimumInteritemSpacing", "minimumLineSpacing",
                     "minX", "minY", "maxX", "maxY", "rect.x", "rect.y", "rect.width", "rect.height",
                     "point.x", "point.y", "size.width", "size.height", "image.width", "image.height",
                     "segment.width",
                     "edgeInsets.top", "edgeInsets.left", "edgeInsets.bottom", "edgeInsets.right",
                     "directionalEdgeInsets.top", "directionalEdgeInsets.leading",
                     "directionalEdgeInsets.bottom", "directionalEdgeInsets.trailing"] {
            t[name] = points
        }
        return t
    }()

    /// The range of `attribute` on an element named `element`, if the table has one.
    public static func range(of attribute: String, on element: String) -> NumberRange? {
        table["\(element).\(attribute)"] ?? table[attribute]
    }

    /// Why the attribute's value is not valid, or nil when it is (or is not a number the table
    /// knows). The value is decoded only for the attributes the table ranges.
    public static func problem(with attribute: XMLAttribute, on element: String) -> String? {
        guard let range = range(of: attribute.name, on: element) else { return nil }
        // Xcode 8's frame insets may be in percent of the superview's size ("25.00%").
        let text = element == "frame" && attribute.value.hasSuffix("%") ? String(attribute.value.dropLast()) : attribute.value
        guard let x = Double(text), x.isFinite else { return "\(attribute.name)=\"\(attribute.value)\", which is not a number" }
        return range.contains(x) ? nil : "\(attribute.name)=\"\(attribute.value)\", which is out of range (not \(range.meaning))"
    }

    /// The attribute's value, clamped to its range (unranged: any finite number).
    public static func value(of attribute: String, in element: XMLElement) -> Double? {
        guard let x = element[attribute: attribute].flatMap(Double.init) else { return nil }
        if let range = range(of: attribute, on: element.name) { return range.clamp(x) }
        return x.isFinite ? x : nil
    }
}
