import XMLTree

/// The attributes that name another object by id, on the elements that carry them.
enum References {
    static let attributes: [String: [String]] = [
        "constraint": ["firstItem", "secondItem"],
        "outlet": ["destination"],
        "outletCollection": ["destination"],
        "action": ["destination"],
        "segue": ["destination"],
        "exclude": ["reference"],
        "include": ["reference"],
    ]

    /// Every element of the tree with an id, by id.
    static func elementsByID(_ root: XMLElement) -> [String: XMLElement] {
        var byID: [String: XMLElement] = [:]
        var pending = [root]
        while let element = pending.popLast() {
            if let id = element[attribute: "id"] { byID[id] = element }
            pending.append(contentsOf: element.childElements)
        }
        return byID
    }

    /// Every element of the tree, parents before children.
    static func allElements(_ root: XMLElement) -> [XMLElement] {
        var all: [XMLElement] = []
        var pending = [root]
        while let element = pending.popLast() {
            all.append(element)
            pending.append(contentsOf: element.childElements.reversed())
        }
        return all
    }
}

/// The elements of the three versions by id, found once for the whole merge.
struct IDIndex {
    let base: [String: XMLElement]
    let ours: [String: XMLElement]
    var theirs: [String: XMLElement]

    init(base: XMLDocument?, ours: XMLDocument, theirs: XMLDocument) {
        self.base = base.map { References.elementsByID($0.root) } ?? [:]
        self.ours = References.elementsByID(ours.root)
        self.theirs = References.elementsByID(theirs.root)
    }
}
