import Foundation
import XMLTree

/// Whether two documents hold the same objects, attributes and order, whatever their whitespace:
/// frames within a point, the header's versions and the saving Mac's screen aside. How a merge is judged against the
/// result people committed.
public enum DocumentComparison {
    /// The first difference in words, or nil when the documents are the same.
    public static func firstDifference(_ a: XMLElement, _ b: XMLElement) -> String? {
        if ChildKey.isEnvironment(a) && ChildKey.isEnvironment(b) { return nil }
        guard a.name == b.name else { return "line \(a.line): <\(a.name)> against <\(b.name)> (line \(b.line))" }
        let frame = a.name == "rect" && a[attribute: "key"] == "frame"
        let left = a.attributes.filter { !VersionNumbers.isVersion($0.name, on: a.name) }
        let right = b.attributes.filter { !VersionNumbers.isVersion($0.name, on: b.name) }
        guard left.map(\.name) == right.map(\.name) else {
            return "line \(a.line): <\(a.name)> has attributes \(left.map(\.name)) against \(right.map(\.name)) (line \(b.line))"
        }
        for (x, y) in zip(left, right) where x.rawValue != y.rawValue {
            if frame, let p = Double(x.value), let q = Double(y.value), abs(p - q) <= 1 { continue }
            return "line \(a.line): <\(a.name)> \(x.name)=\"\(x.value)\" against \"\(y.value)\" (line \(b.line))"
        }
        let (aChildren, bChildren) = (a.childElements, b.childElements)
        if aChildren.isEmpty && bChildren.isEmpty {
            let (p, q) = (text(a), text(b))
            return p == q ? nil : "line \(a.line): <\(a.name)> text “\(p)” against “\(q)”"
        }
        for (x, y) in zip(aChildren, bChildren) {
            if let difference = firstDifference(x, y) { return difference }
        }
        guard aChildren.count == bChildren.count else {
            return "line \(a.line): <\(a.name)> has \(aChildren.count) children against \(bChildren.count) (line \(b.line))"
        }
        return nil
    }

    private static func text(_ element: XMLElement) -> String {
        element.children.map(\.serialized).joined().trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
