/// One `<variation key="heightClass=regular-widthClass=compact">`'s constraint mask: the
/// constraints Interface Builder's "Installed" checkbox for that size class (or for `default`,
/// every size class) switches on and off.
public struct ConstraintVariation: Equatable {
    /// `default`, or the size classes it is for, such as `widthClass=compact`.
    public let key: String
    public var included: [String] = []
    public var excluded: [String] = []

    public init(key: String, included: [String] = [], excluded: [String] = []) {
        (self.key, self.included, self.excluded) = (key, included, excluded)
    }

    /// The size classes a variation key names, in order: `heightClass=regular-widthClass=compact`
    /// is `[("heightClass", "regular"), ("widthClass", "compact")]`. Nil when a part is not a
    /// width or height class (`default`, a device, an idiom).
    public static func sizeClasses(of key: String) -> [(trait: String, value: String)]? {
        var classes: [(trait: String, value: String)] = []
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=").map(String.init)
            guard pair.count == 2, pair[0] == "widthClass" || pair[0] == "heightClass" else { return nil }
            classes.append((pair[0], pair[1]))
        }
        return classes
    }
}
