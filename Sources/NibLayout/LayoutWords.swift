import NibModel

/// How the layout names what it adds and the numbers it reports, in the words of Xcode's issues.
public enum LayoutWords {
    /// A length as Interface Builder's inspector shows it: `24`, `20.5`, `0.33`.
    public static func points(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e9 ? String(Int64(x)) : String((x * 100).rounded() / 100)
    }

    /// `“Title Label”`: the object's name in Xcode's outline, quoted.
    static func quoted(_ object: NibObject) -> String { "“\(object.outlineName)”" }
}
