import XMLTree

/// A view one side deleted takes its constraints, outlets, actions, segues and size-class
/// exclusions with it, even those the other side added meanwhile.
enum DanglingReferences {
    /// Removes every element that names an id the document no longer has but `base` or a side had
    /// (theirs' outlet to a label theirs added inside a view ours deleted: blockchain's main
    /// window). A reference that dangled before the merge is the file's own business, and so is
    /// one that already dangled on a side that has it: AdGuard's constraint left behind by a
    /// deletion.
    /// Empty `<constraints>` and `<connections>` lists left behind go too, as Xcode writes none.
    /// Returns the removed elements' descriptions.
    static func remove(from document: XMLDocument, deletedFrom before: [String: XMLElement], sides: [[String: XMLElement]] = []) -> [String] {
        let present = References.elementsByID(document.root)
        var removed: [String] = []
        for element in References.allElements(document.root) {
            let dangling = (References.attributes[element.name] ?? []).contains { name in
                guard let id = element[attribute: name], present[id] == nil,
                      before[id] != nil || sides.contains(where: { $0[id] != nil }) else { return false }
                return !danglesOnASide(element, naming: id, sides: sides)
            }
            guard dangling, let parent = element.parent else { continue }
            removed.append("<\(element.name)\(element[attribute: "id"].map { " id=\"\($0)\"" } ?? "")>")
            XMLElementRemoval.detach(element)
            if ["constraints", "connections", "mask"].contains(parent.name), parent.childElements.isEmpty {
                XMLElementRemoval.detach(parent)
            }
        }
        return removed
    }

    /// Whether a side has `element` (by its id) and not the object it names.
    static func danglesOnASide(_ element: XMLElement, naming id: String, sides: [[String: XMLElement]]) -> Bool {
        guard let own = element[attribute: "id"] else { return false }
        return sides.contains { $0[own] != nil && $0[id] == nil }
    }
}
