import XMLTree

/// What a merge itself would break in a document, told apart from what the sides already had:
/// an id held twice, or a reference to an object some side has but the merge left out (not one
/// that already dangled on its side).
enum MergedProblems {
    static func introduced(in merged: XMLDocument, ids: IDIndex) -> String? {
        var present: [String: XMLElement] = [:]
        for element in References.allElements(merged.root) {
            guard let id = element[attribute: "id"] else { continue }
            if let existing = present[id] {
                return "line \(element.line): the id \"\(id)\" is used twice: <\(existing.name)> at line \(existing.line) has it too"
            }
            present[id] = element
        }
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
