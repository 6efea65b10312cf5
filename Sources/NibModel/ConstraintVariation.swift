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
}
