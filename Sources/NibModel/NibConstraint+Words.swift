extension NibConstraint {
    /// `Container View.centerY == View.centerY - 75`, as Xcode's messages and outline name it.
    public var words: String {
        let relation = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var text = "\(firstItem.outlineName).\(firstAttribute.rawValue) \(relation) "
        if let second = secondItem {
            text += (multiplier == 1 ? "" : "\(Self.number(multiplier))·") + "\(second.outlineName).\(secondAttribute.rawValue)"
            if constant != 0 { text += constant < 0 ? " - \(Self.number(-constant))" : " + \(Self.number(constant))" }
        } else {
            text += Self.number(constant)
        }
        return priority < 1000 ? "\(text) @\(Self.number(priority))" : text
    }

    static func number(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e9 ? String(Int64(x)) : String((x * 100).rounded() / 100)
    }
}
