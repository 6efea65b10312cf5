import NibModel
import XMLTree

/// One change between two versions of a document, in words.
public struct DocumentChange: Codable, Equatable {
    public enum Kind: String, Codable { case header, added, removed, moved, changed, layout }
    public let kind: Kind
    /// The scene it is in (`Scene “Login” (abc-de-fgh)`), nil for the document as a whole.
    public let scene: String?
    public let object: String
    public let objectID: String?
    public var property: String? = nil
    public var old: String? = nil
    public var new: String? = nil
}

/// What changed between two versions of a document: objects matched by id; added, removed and
/// moved objects; changed properties with old and new values; constraints as equations;
/// connections and segues with what they connect. Frames of views placed by constraints are
/// counted per scene, not listed: they move whenever layout does.
public enum DocumentDiff {
    public static func changes(from old: NibDocument, to new: NibDocument) -> [DocumentChange] {
        var changes: [DocumentChange] = []
        let document = "Document"
        for (name, before, after) in pairs(headerProperties(old), headerProperties(new)) {
            changes.append(DocumentChange(kind: .header, scene: nil, object: document, objectID: nil, property: name, old: before, new: after))
        }
        let (oldScenes, newScenes) = (sceneNames(old), sceneNames(new))
        var layoutMoves: [String?: Int] = [:]
        var sceneOrder: [String?] = []
        for element in References.allElements(new.xml.root) {
            guard let id = element[attribute: "id"], element !== new.xml.root else { continue }
            let scene = sceneName(of: element, names: newScenes)
            if !sceneOrder.contains(scene) { sceneOrder.append(scene) }
            let words = ObjectProperties.relation(element, in: new) ?? ObjectWords.describe(element)
            guard let before = old.elementsByID[id] else {
                if !isNew(owner(of: element), in: old) {
                    let place = owner(of: element).map { " in " + ObjectWords.describe($0) } ?? ""
                    changes.append(DocumentChange(kind: .added, scene: scene, object: words + (ObjectProperties.relation(element, in: new) == nil ? place : ""), objectID: id))
                }
                continue
            }
            if let relation = ObjectProperties.relation(element, in: new) {
                let was = ObjectProperties.relation(before, in: old) ?? ""
                if was != relation { changes.append(DocumentChange(kind: .changed, scene: scene, object: relation, objectID: id, old: was, new: relation)) }
                continue
            }
            if owner(of: before)?[attribute: "id"] != owner(of: element)?[attribute: "id"] {
                changes.append(DocumentChange(kind: .moved, scene: scene, object: words, objectID: id,
                                              old: owner(of: before).map(ObjectWords.describe), new: owner(of: element).map(ObjectWords.describe)))
            }
            for (name, was, now) in pairs(ObjectProperties.of(before), ObjectProperties.of(element)) {
                if name == "frame", element[attribute: "translatesAutoresizingMaskIntoConstraints"] == "NO" {
                    layoutMoves[scene, default: 0] += 1
                    continue
                }
                changes.append(DocumentChange(kind: .changed, scene: scene, object: words, objectID: id, property: name, old: was, new: now))
            }
        }
        for element in References.allElements(old.xml.root) {
            guard let id = element[attribute: "id"], new.elementsByID[id] == nil, element !== old.xml.root,
                  owner(of: element).map({ $0[attribute: "id"].map { new.elementsByID[$0] != nil } ?? true }) ?? true else { continue }
            let scene = sceneName(of: element, names: oldScenes)
            if !sceneOrder.contains(scene) { sceneOrder.append(scene) }
            changes.append(DocumentChange(kind: .removed, scene: scene, object: ObjectProperties.relation(element, in: old) ?? ObjectWords.describe(element), objectID: id))
        }
        for scene in sceneOrder {
            if let count = layoutMoves[scene] {
                changes.append(DocumentChange(kind: .layout, scene: scene, object: "\(count) view\(count == 1 ? "" : "s")", objectID: nil))
            }
        }
        // Grouped by scene, in the order the scenes first appear; within a scene, as found.
        return changes.enumerated().sorted { a, b in
            let (x, y) = (a.element.scene.flatMap { s in sceneOrder.firstIndex(of: s) } ?? -1, b.element.scene.flatMap { s in sceneOrder.firstIndex(of: s) } ?? -1)
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }

    /// The changes as text: a heading per scene, a line per change.
    public static func text(_ changes: [DocumentChange]) -> String {
        guard !changes.isEmpty else { return "no changes\n" }
        var out = ""
        var heading: String??
        for change in changes {
            if heading != .some(change.scene) {
                heading = .some(change.scene)
                out += (change.scene ?? "Document") + ":\n"
            }
            switch change.kind {
            case .added: out += "  + \(change.object)\n"
            case .removed: out += "  - \(change.object)\n"
            case .moved: out += "  ↦ \(change.object): moved from \(change.old ?? "?") to \(change.new ?? "?")\n"
            case .changed where change.property == nil: out += "  ~ \(change.old ?? "") → \(change.new ?? "")\n"
            case .changed, .header:
                out += "  ~ \(change.kind == .header ? "" : change.object + ": ")\(change.property ?? ""): \(quoted(change.old)) → \(quoted(change.new))\n"
            case .layout: out += "  frames moved by layout: \(change.object)\n"
            }
        }
        return out
    }

    private static func quoted(_ value: String?) -> String { value.map { "“\($0)”" } ?? "none" }

    /// The properties both lists name, in order, where they differ (nil where one has none).
    private static func pairs(_ a: [(name: String, value: String)], _ b: [(name: String, value: String)]) -> [(String, String?, String?)] {
        let (old, new) = (Dictionary(a, uniquingKeysWith: { x, _ in x }), Dictionary(b, uniquingKeysWith: { x, _ in x }))
        var names = b.map(\.name)
        for (name, _) in a where new[name] == nil { names.append(name) }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted && old[$0] != new[$0] && !FloatNoise.only(old[$0], new[$0]) }.map { ($0, old[$0], new[$0]) }
    }

    private static func headerProperties(_ document: NibDocument) -> [(name: String, value: String)] {
        var properties = document.xml.root.attributes.map { (name: $0.name, value: $0.value) }
        for child in document.xml.root.childElements where !ObjectProperties.holdsObjects(child) {
            properties += ObjectProperties.of(child).map { (name: child.name + " " + $0.name, value: $0.value) }
        }
        return properties
    }

    private static func owner(of element: XMLElement) -> XMLElement? {
        var ancestor = element.parent
        while let a = ancestor, a[attribute: "id"] == nil { ancestor = a.parent }
        return ancestor
    }

    private static func isNew(_ element: XMLElement?, in old: NibDocument) -> Bool {
        guard let id = element?[attribute: "id"] else { return false }
        return old.elementsByID[id] == nil
    }

    private static func sceneNames(_ document: NibDocument) -> [String: String] {
        Dictionary(document.scenes.map { ($0.id, "Scene “\($0.title ?? $0.id)” (\($0.id))") }, uniquingKeysWith: { a, _ in a })
    }

    private static func sceneName(of element: XMLElement, names: [String: String]) -> String? {
        var ancestor: XMLElement? = element
        while let a = ancestor {
            if a.name == "scene" { return a[attribute: "sceneID"].flatMap { names[$0] } }
            ancestor = a.parent
        }
        return nil
    }
}
