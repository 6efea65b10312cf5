import NibModel
import XMLTree

/// Ids that both sides minted for different objects. Xcode's ids are random, so this is rare,
/// but a merge that kept both would give a document Xcode refuses: theirs' object is renumbered,
/// with every reference to it on theirs' side.
enum IdCollisions {
    /// Renumbers theirs' colliding objects in place; returns the old and new ids.
    @discardableResult
    static func renumber(theirs: XMLDocument, ids: IDIndex) -> [(old: String, new: String)] {
        let (baseIDs, ourIDs, theirIDs) = (ids.base, ids.ours, ids.theirs)
        var renamed: [String: String] = [:]
        var taken = Set(baseIDs.keys).union(ourIDs.keys).union(theirIDs.keys)
        for (id, theirElement) in theirIDs where baseIDs[id] == nil {
            guard let ourElement = ourIDs[id], !sameObject(ourElement, theirElement) else { continue }
            let fresh = freshID(from: id, avoiding: taken)
            taken.insert(fresh)
            renamed[id] = fresh
        }
        guard !renamed.isEmpty else { return [] }
        for element in References.allElements(theirs.root) {
            if let id = element[attribute: "id"], let fresh = renamed[id] { element.setAttribute("id", to: fresh) }
            for name in References.attributes[element.name] ?? [] {
                if let id = element[attribute: name], let fresh = renamed[id] { element.setAttribute(name, to: fresh) }
            }
        }
        return renamed.sorted { $0.key < $1.key }.map { (old: $0.key, new: $0.value) }
    }

    /// The same object added on both sides (the same change made twice) has the same kind
    /// under the same parent.
    private static func sameObject(_ a: XMLElement, _ b: XMLElement) -> Bool {
        a.name == b.name && owner(of: a) == owner(of: b)
    }

    private static func owner(of element: XMLElement) -> String? {
        var ancestor = element.parent
        while let a = ancestor {
            if let id = a[attribute: "id"] { return id }
            ancestor = a.parent
        }
        return nil
    }

    /// An id in Xcode's form (`aB3-xY-9zQ`), derived from the old one so that merging the same
    /// files twice gives the same bytes.
    static func freshID(from old: String, avoiding taken: Set<String>) -> String {
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        var seed = StableHash.fnv1a(old.utf8)
        while true {
            var id = ""
            var bits = seed
            for i in 0..<8 {
                if i == 3 || i == 5 { id.append("-") }
                id.append(alphabet[Int(bits % 62)])
                bits /= 62
            }
            if !taken.contains(id) { return id }
            seed = (seed ^ 0x9e37_79b9_7f4a_7c15) &* 0x100_0000_01b3
        }
    }
}
