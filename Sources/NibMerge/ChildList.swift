import XMLTree

/// An element's children as a merge sees them: each child element with the whitespace and
/// comments written before it (a storyboard scene's `<!--Title-->` comment travels with its
/// scene), and whatever follows the last one (its text, for an element that holds only text).
struct ChildList {
    struct Item {
        let key: String
        let element: XMLElement
        let lead: String
    }

    private(set) var items: [Item] = []
    private(set) var tail = ""
    private var positions: [String: Int] = [:]

    init(_ element: XMLElement?) {
        guard let element else { return }
        var seen: [String: Int] = [:]
        var lead = ""
        for node in element.children {
            guard case .element(let child) = node else { lead += node.serialized; continue }
            var key = ChildKey.role(of: child)
            let repeats = seen[key, default: 0]
            seen[key] = repeats + 1
            if repeats > 0 { key += "#\(repeats)" }
            positions[key] = items.count
            items.append(Item(key: key, element: child, lead: lead))
            lead = ""
        }
        tail = lead
    }

    var keys: [String] { items.map(\.key) }
    var isEmpty: Bool { items.isEmpty }

    subscript(key: String) -> Item? { positions[key].map { items[$0] } }
    func contains(_ key: String) -> Bool { positions[key] != nil }
}

/// How a child is matched across the three versions: by its id (a storyboard scene's is its
/// `sceneID`), else by its role among its siblings (`key="frame"`, a runtime attribute's key
/// path, a resource's name), else by its element name and place among same-named siblings.
enum ChildKey {
    static func role(of element: XMLElement) -> String {
        // The device the canvas shows is one setting whatever its id names (monal's Login
        // storyboard: one side chose another phone, the other its dark appearance).
        if element.name == "device" { return "device" }
        if let id = element[attribute: "id"] { return "id " + id }
        // By place, a scene one side inserted would shift every scene after it onto the next.
        if let id = element[attribute: "sceneID"] { return "sceneID " + id }
        if let key = element[attribute: "key"] { return "key " + key }
        if let path = element[attribute: "keyPath"] { return "keyPath " + path }
        for name in ["name", "identifier", "reference", "property", "selector"] {
            if let value = element[attribute: name] { return "\(element.name) \(name) \(value)" }
        }
        return element.name
    }

    /// The roles of the children from `owner` down to `element` (each with its rank among
    /// siblings of the same role, as `ChildList` keys them).
    static func path(from owner: XMLElement, to element: XMLElement) -> [String] {
        var steps: [String] = []
        var node = element
        while node !== owner, let parent = node.parent {
            let role = role(of: node)
            let rank = parent.childElements.prefix { $0 !== node }.filter { Self.role(of: $0) == role }.count
            steps.append(rank > 0 ? role + "#\(rank)" : role)
            node = parent
        }
        return steps.reversed()
    }

    /// The element at `path` below `owner`, as `path(from:to:)` gave it.
    static func element(at path: [String], below owner: XMLElement) -> XMLElement? {
        var node = owner
        for step in path {
            guard let child = ChildList(node)[step]?.element else { return nil }
            node = child
        }
        return node
    }

    /// Xcode's order of a view's lists: where both sides added lists at the same place (one its
    /// first subview, the other its first constraint), they go in this order.
    static func comesBefore(_ a: XMLElement, _ b: XMLElement) -> Bool {
        let order = ["subviews", "constraints", "connections"]
        guard let i = order.firstIndex(of: a.name), let j = order.firstIndex(of: b.name) else { return false }
        return i < j
    }

    /// Elements that are one value, whose attributes mean nothing apart (a colour's components
    /// belong to its colour space): where both sides changed one, that is one conflict, never a
    /// mix of the two.
    static func isValue(_ element: XMLElement) -> Bool {
        ["color", "fontDescription", "font", "image", "imageReference", "paragraphStyle"].contains(element.name)
    }

    /// Xcode's own bookkeeping, which it writes again on its next save: the header's
    /// dependencies and a storyboard's inferred-metrics tie-breakers. Where one side deleted such
    /// an element and the other changed it, ours stays without a conflict, as for the header's
    /// versions (OsmAnd's `<deployment>`, tinode's tie-breakers: nothing a person designed).
    static func isBookkeeping(_ element: XMLElement, in parent: String) -> Bool {
        parent == "dependencies" || element.name == "inferredMetricsTieBreakers"
    }

    /// What Xcode writes about the machine that saved the file, not about the design (a macOS
    /// window's `screenRect` is the saving Mac's screen): where both sides differ, ours stays,
    /// as for the header's versions.
    static func isEnvironment(_ element: XMLElement) -> Bool {
        element.name == "rect" && element[attribute: "key"] == "screenRect"
    }

    /// The order Xcode keeps in lists it sorts (checked on the corpus: constraints by id in
    /// 2,995 of 3,000 lists, outlets and actions by name in 1,658 of 1,670, resources by kind
    /// and name in 203 of 204, capabilities by name in all 936), so that an insertion from
    /// either side lands where Xcode would have put it; nil where the list keeps its own order.
    static func sortKey(of element: XMLElement, in parent: String) -> String? {
        switch (parent, element.name) {
        case ("constraints", _): element[attribute: "id"]
        case ("connections", "outlet"), ("connections", "action"):
            element.name + " " + (element[attribute: "property"] ?? element[attribute: "selector"] ?? "")
        case ("resources", _): element.name + " " + (element[attribute: "name"] ?? "")
        case ("dependencies", "capability"): element[attribute: "name"]
        default: nil
        }
    }
}
