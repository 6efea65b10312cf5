import XMLTree

/// An object both sides moved, each to another place (habitica's stack view, corona-warn-app's
/// button, AdGuard's constraint in their own histories): the merge of each parent keeps the
/// object it was given, so the merged tree holds it twice. Ours' place stands and theirs' copy
/// goes, a conflict that says where theirs had put it, as any other conflict keeps ours.
enum MovedObjects {
    /// Removes from `merged` every copy of an object but the one under the parent ours has it
    /// in (`ours`: ours' elements by id); returns a conflict for each object.
    static func keepOurs(in merged: XMLDocument, ours: [String: XMLElement]) -> [MergeConflict] {
        var conflicts: [MergeConflict] = []
        // Outermost first: removing a moved view's copy takes the copies of its subviews along.
        while let copies = firstRepeated(in: merged.root) {
            let id = copies[0][attribute: "id"]!
            let oursParent = ours[id].flatMap(owner(of:))?[attribute: "id"]
            let kept = copies.first { owner(of: $0)?[attribute: "id"] == oursParent } ?? copies[0]
            for copy in copies where copy !== kept {
                conflicts.append(MergeConflict(kind: .movedByBoth, object: ObjectWords.describe(kept), objectID: id,
                                               property: "moved by both sides; kept where ours put it",
                                               ours: owner(of: kept).map(ObjectWords.describe), theirs: owner(of: copy).map(ObjectWords.describe),
                                               line: kept.line))
                let container = copy.parent
                XMLElementRemoval.detach(copy)
                if let container, ["subviews", "constraints", "connections"].contains(container.name), container.childElements.isEmpty {
                    XMLElementRemoval.detach(container)
                }
            }
        }
        return conflicts
    }

    /// The elements sharing the first id, in document order, that more than one element has.
    private static func firstRepeated(in root: XMLElement) -> [XMLElement]? {
        var byID: [String: [XMLElement]] = [:]
        var order: [String] = []
        for element in References.allElements(root) {
            guard let id = element[attribute: "id"] else { continue }
            if byID[id] == nil { order.append(id) }
            byID[id, default: []].append(element)
        }
        return order.lazy.compactMap { byID[$0]!.count > 1 ? byID[$0] : nil }.first
    }

    /// The nearest element above `element` that is an object (has an id).
    private static func owner(of element: XMLElement) -> XMLElement? {
        var above = element.parent
        while let candidate = above, candidate[attribute: "id"] == nil { above = candidate.parent }
        return above
    }
}
