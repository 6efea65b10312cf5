import XMLTree

/// Placing new elements the way Xcode writes them: one element a line, four spaces deeper than
/// its parent.
public enum XMLLayout {
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
    static func insert(_ child: XMLElement, into parent: XMLElement, before: Set<String> = [], beforeElement: XMLElement? = nil) {
        let indent = parent.indentation
        let childIndent = indent + step
        if let k = parent.children.firstIndex(where: {
            guard case .element(let e) = $0 else { return false }
            return beforeElement.map { $0 === e } ?? before.contains(e.name)
        }) {
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

    /// Inserts `child` where Xcode keeps it in a list it sorts by id (`<constraints>`): before the
    /// first child whose id sorts after its own, or last. A list that is not sorted (written by
    /// hand, or by an old Xcode) gets it last.
    static func insertByID(_ child: XMLElement, into parent: XMLElement) {
        let ids = parent.childElements.map { $0[attribute: "id"] ?? "" }
        let id = child[attribute: "id"] ?? ""
        guard zip(ids, ids.dropFirst()).allSatisfy({ $0 <= $1 }),
              let next = parent.childElements.first(where: { ($0[attribute: "id"] ?? "") > id }),
              let k = parent.children.firstIndex(where: { if case .element(let e) = $0 { e === next } else { false } }) else {
            insert(child, into: parent)
            return
        }
        parent.insertChild(.text("\n" + parent.indentation + step), at: k)
        parent.insertChild(.element(child), at: k)
    }

    /// Inserts `child` on a line of its own right after the last child element named in
    /// `after`, or first when there is none.
    static func insert(_ child: XMLElement, into parent: XMLElement, after: Set<String>) {
        let elements = parent.children.indices.filter { if case .element = parent.children[$0] { true } else { false } }
        guard let j = elements.last(where: { if case .element(let e) = parent.children[$0] { after.contains(e.name) } else { false } }) else {
            let firstName: Set<String> = elements.first.flatMap { if case .element(let e) = parent.children[$0] { [e.name] } else { nil } } ?? []
            insert(child, into: parent, before: firstName)
            return
        }
        parent.insertChild(.element(child), at: j + 1)
        parent.insertChild(.text("\n" + parent.indentation + step), at: j + 1)
    }

    /// The child element `name` of `parent`, made after the children named in `after` when missing.
    static func container(_ name: String, in parent: XMLElement, after: Set<String>) -> XMLElement {
        if let existing = parent.childElements.first(where: { $0.name == name }) { return existing }
        let made = element(name, [], indent: "")
        insert(made, into: parent, after: after)
        return made
    }

    /// Removes a child element and the line break and indentation before it.
    static func remove(_ child: XMLElement, from parent: XMLElement) {
        guard let k = parent.children.firstIndex(where: { if case .element(let e) = $0 { e === child } else { false } }) else { return }
        parent.removeChild(at: k)
        if k > 0, case .text = parent.children[k - 1] { parent.removeChild(at: k - 1) }
    }

    /// Shifts the line starts inside `element` from one indentation to another (text content,
    /// such as a multi-line label's `<string>`, keeps its own lines).
    static func reindent(_ element: XMLElement, from old: String, to new: String) {
        guard old != new, element.name != "string" else { return }
        for (k, child) in element.children.enumerated() {
            switch child {
            case .text(let text) where text.contains("\n"):
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                let shifted = ([String(lines[0])] + lines.dropFirst().map { line in
                    line.hasPrefix(old) ? new + line.dropFirst(old.count) : String(line)
                }).joined(separator: "\n")
                element.removeChild(at: k)
                element.insertChild(.text(shifted), at: k)
            case .element(let e):
                reindent(e, from: old, to: new)
            default:
                break
            }
        }
    }

    /// Numbers as Xcode writes them: `1`, `0.0`, `0.5`, `2.25`.
    public static func number(_ x: Double) -> String {
        if x == 0 { return "0.0" }
        if x == x.rounded() && abs(x) < 1e15 { return String(Int64(x)) }
        return String(x)
    }
}
