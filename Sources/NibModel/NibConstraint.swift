import XMLTree

/// An Auto Layout constraint as the file states it, with its items resolved to objects.
public final class NibConstraint {
    public enum Attribute: String, CaseIterable, Sendable {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case baseline, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute
    }

    public enum Relation: String, Sendable {
        case equal, lessThanOrEqual, greaterThanOrEqual
    }

    public let element: XMLElement
    public let id: String
    /// The object the constraint is about; a missing firstItem means the owner of `<constraints>`.
    public let firstItem: NibObject
    public let firstAttribute: Attribute
    public let relation: Relation
    public let secondItem: NibObject?
    public let secondAttribute: Attribute
    /// `0.8`, `16:9` and `21/15` all read as numbers; the file keeps the form it had.
    public let multiplier: Double
    public let constant: Double
    /// 1 ... 1000; a missing priority is required (1000).
    public let priority: Double
    public let identifier: String?
    /// Xcode's "remove at build time" placeholder constraints.
    public let isPlaceholder: Bool

    init(element: XMLElement, id: String, firstItem: NibObject, firstAttribute: Attribute, relation: Relation,
         secondItem: NibObject?, secondAttribute: Attribute, multiplier: Double, constant: Double, priority: Double,
         identifier: String?, isPlaceholder: Bool) {
        (self.element, self.id, self.firstItem, self.firstAttribute, self.relation) = (element, id, firstItem, firstAttribute, relation)
        (self.secondItem, self.secondAttribute, self.multiplier, self.constant) = (secondItem, secondAttribute, multiplier, constant)
        (self.priority, self.identifier, self.isPlaceholder) = (priority, identifier, isPlaceholder)
    }

    /// Reads `<constraint>` owned by `owner`; nil with a reason when it cannot be understood.
    static func read(_ element: XMLElement, owner: NibObject, objects: [String: NibObject]) -> Result<NibConstraint, DocumentError> {
        func fail(_ message: String) -> Result<NibConstraint, DocumentError> {
            .failure(DocumentError(element: element, message: message))
        }
        /// The object an item attribute names: (true, nil) when it is absent, (false, nil) when
        /// it names no view or layout guide.
        func item(_ name: String) -> (valid: Bool, object: NibObject?) {
            guard let id = element[attribute: name] else { return (true, nil) }
            guard let object = objects[id] else { return (false, nil) }
            return (true, object)
        }
        let (firstValid, first) = item("firstItem"), (secondValid, second) = item("secondItem")
        guard firstValid else {
            return fail("<constraint> has firstItem=\"\(element[attribute: "firstItem"] ?? "")\", which is not a view or layout guide")
        }
        guard secondValid else {
            return fail("<constraint> has secondItem=\"\(element[attribute: "secondItem"] ?? "")\", which is not a view or layout guide")
        }
        guard let firstAttribute = Attribute(rawValue: element[attribute: "firstAttribute"] ?? "") else {
            return fail("<constraint> has firstAttribute=\"\(element[attribute: "firstAttribute"] ?? "")\", which is not a layout attribute")
        }
        let secondText = element[attribute: "secondAttribute"] ?? "notAnAttribute"
        guard let secondAttribute = Attribute(rawValue: secondText) else {
            return fail("<constraint> has secondAttribute=\"\(secondText)\", which is not a layout attribute")
        }
        guard let relation = Relation(rawValue: element[attribute: "relation"] ?? "equal") else {
            return fail("<constraint> has relation=\"\(element[attribute: "relation"] ?? "")\", which is not equal, lessThanOrEqual or greaterThanOrEqual")
        }
        return .success(NibConstraint(
            element: element, id: element[attribute: "id"] ?? "", firstItem: first ?? owner, firstAttribute: firstAttribute, relation: relation,
            secondItem: second, secondAttribute: secondAttribute,
            multiplier: element[attribute: "multiplier"].flatMap(parseMultiplier) ?? 1,
            constant: element[attribute: "constant"].flatMap(Double.init) ?? 0,
            priority: element[attribute: "priority"].flatMap(Double.init) ?? 1000,
            identifier: element[attribute: "identifier"],
            isPlaceholder: element[attribute: "placeholder"] == "YES"))
    }

    /// `0.8`, `16:9` or `21/15` as a number; nil when it is none of these.
    static func parseMultiplier(_ text: String) -> Double? {
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" }).map { Double($0) }
        guard (1...2).contains(parts.count), let a = parts[0], a.isFinite else { return nil }
        guard parts.count == 2 else { return a }
        guard let b = parts[1], b.isFinite, b != 0 else { return nil }
        return a / b
    }
}
