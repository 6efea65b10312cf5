import XMLTree

/// What a merge itself would break in a document, told apart from what the sides already had:
/// a reference to an object some side has but the merge left out (not one that already dangled
/// on its side). An id held twice cannot remain: `MovedObjects` keeps one of each.
enum MergedProblems {
    static func introduced(in merged: XMLDocument, ids: IDIndex) -> String? {
        let present = References.elementsByID(merged.root)
        for element in References.allElements(merged.root) {
            for name in References.attributes[element.name] ?? [] {
                guard let id = element[attribute: name], present[id] == nil,
                      ids.base[id] != nil || ids.ours[id] != nil || ids.theirs[id] != nil,
                      !DanglingReferences.danglesOnASide(element, naming: id, sides: [ids.ours, ids.theirs]) else { continue }
                return "line \(element.line): <\(element.name)> refers to \(name)=\"\(id)\", which the merge left out"
            }
        }
        return nil
    }
}
