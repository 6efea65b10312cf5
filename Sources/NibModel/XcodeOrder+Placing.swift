import XMLTree

extension XcodeOrder {
    /// Sets an attribute; a new one goes where Xcode writes it among the element's attributes.
    /// An attribute the table does not know goes before `translatesAutoresizingMaskIntoConstraints`
    /// and the id, where Xcode writes a class's own attributes.
    static func setAttribute(_ name: String, to value: String, on element: XMLElement) {
        let names = element.attributes.map(\.name)
        guard !names.contains(name) else { return element.setAttribute(name, to: value) }
        element.setAttribute(name, to: value, at: position(of: name, among: names, order: attributes[element.name])
            ?? names.firstIndex { ["translatesAutoresizingMaskIntoConstraints", "id"].contains($0) } ?? names.count)
    }

    /// Puts `child` in `parent` in place of its child of the same name and key, or where Xcode
    /// writes it among the others (a child the table does not know goes before the runtime
    /// attributes, connections and variations, else last).
    static func setChild(_ child: XMLElement, in parent: XMLElement) {
        let name = Self.name(of: child)
        let elements = parent.childElements
        if let existing = elements.first(where: { Self.name(of: $0) == name }),
           let k = parent.children.firstIndex(where: { if case .element(let e) = $0 { e === existing } else { false } }) {
            parent.removeChild(at: k)
            parent.insertChild(.element(child), at: k)
            return
        }
        let names = elements.map(Self.name(of:))
        if let k = position(of: name, among: names, order: children[parent.name]) {
            if k < elements.count {
                XMLLayout.insert(child, into: parent, beforeElement: elements[k])
            } else {
                XMLLayout.insert(child, into: parent)
            }
        } else {
            XMLLayout.insert(child, into: parent, before: ["userDefinedRuntimeAttributes", "connections", "variation"])
        }
    }

    /// `name` or `name:key`, as the table names children.
    static func name(of element: XMLElement) -> String {
        element[attribute: "key"].map { element.name + ":" + $0 } ?? element.name
    }

    /// Where `name` goes among `names`: before the first that the order puts after it, else after
    /// the last it puts before it; nil when the order does not know it or places none of them.
    private static func position(of name: String, among names: [String], order: [String]?) -> Int? {
        guard let order, let rank = order.firstIndex(of: name) else { return nil }
        let ranks = names.map { order.firstIndex(of: $0) }
        if let next = ranks.firstIndex(where: { $0.map { $0 > rank } ?? false }) { return next }
        return ranks.lastIndex(where: { $0 != nil }).map { $0 + 1 }
    }
}
