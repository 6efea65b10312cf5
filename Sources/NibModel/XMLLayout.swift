import XMLTree

/// Placing new elements the way Xcode writes them: one element a line, four spaces deeper than
/// its parent.
enum XMLLayout {
    static let step = "    "

    /// A new element with `children`, indented for a place at `indent`.
    static func element(_ name: String, _ attributes: [(String, String)], children: [XMLElement] = [],
                        indent: String) -> XMLElement {
        let element = XMLElement(name: name, attributes: attributes.map {
            XMLAttribute(name: $0.0, rawValue: XMLEscaping.escapeAttribute($0.1))
        })
        for child in children {
            element.insertChild(.text("\n" + indent + step), at: element.children.count)
            element.insertChild(.element(child), at: element.children.count)
        }
        if !children.isEmpty { element.insertChild(.text("\n" + indent), at: element.children.count) }
        return element
    }

    /// Inserts `child` into `parent` on a line of its own: before the first child element named
    /// in `before`, or last.
    static func insert(_ child: XMLElement, into parent: XMLElement, before: Set<String> = []) {
        let indent = parent.indentation
        let childIndent = indent + step
        if let k = parent.children.firstIndex(where: { if case .element(let e) = $0 { before.contains(e.name) } else { false } }) {
            parent.insertChild(.text("\n" + childIndent), at: k)
            parent.insertChild(.element(child), at: k)
        } else if case .text(let closing)? = parent.children.last, closing.hasPrefix("\n") {
            parent.insertChild(.element(child), at: parent.children.count - 1)
            parent.insertChild(.text("\n" + childIndent), at: parent.children.count - 2)
        } else {
            parent.insertChild(.text("\n" + childIndent), at: parent.children.count)
            parent.insertChild(.element(child), at: parent.children.count)
            parent.insertChild(.text("\n" + indent), at: parent.children.count)
        }
    }

    /// Numbers as Xcode writes them: `1`, `0.0`, `0.5`, `2.25`.
    static func number(_ x: Double) -> String {
        if x == 0 { return "0.0" }
        if x == x.rounded() && abs(x) < 1e15 { return String(Int64(x)) }
        return String(x)
    }
}
