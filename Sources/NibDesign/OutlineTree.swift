import NibLayout
import NibModel
import XMLTree

/// The document outline as Xcode shows it: scenes, then their objects, views with their
/// subviews and layout guides, and a "Constraints" group under each view that owns some.
/// Nodes are named by string keys so a GTK list model can hold them: an object's or
/// constraint's id, `scene:ID` for a scene, `constraints:ID` for a view's group.
public struct OutlineTree {
    let document: NibDocument
    private let constraintsByOwner: [String: [NibConstraint]]
    private let constraintsByID: [String: NibConstraint]

    public init(document: NibDocument) {
        self.document = document
        var byOwner: [String: [NibConstraint]] = [:]
        for (owner, constraint) in document.constraints { byOwner[owner.id, default: []].append(constraint) }
        constraintsByOwner = byOwner
        constraintsByID = Dictionary(document.constraints.map { ($0.constraint.id, $0.constraint) }, uniquingKeysWith: { a, _ in a })
    }

    /// The top rows: a storyboard's scenes, or a XIB's top-level objects.
    public var topKeys: [String] {
        document.isStoryboard ? document.scenes.map { "scene:" + $0.id } : document.roots.map(\.id)
    }

    public func children(of key: String) -> [String] {
        if let sceneID = key.dropPrefix("scene:") {
            // The scene's objects, then its segues, as Xcode's outline lists them.
            guard let scene = document.scenes.first(where: { $0.id == sceneID }) else { return [] }
            return scene.objects.map(\.id) + scene.objects.flatMap { StoryboardMap.segues(in: $0.element) }.compactMap { $0[attribute: "id"] }
        }
        if let ownerID = key.dropPrefix("constraints:") {
            return constraintsByOwner[ownerID]?.map(\.id) ?? []
        }
        guard let object = document.objectsByID[key] else { return [] }
        return object.children.map(\.id) + (constraintsByOwner[key] == nil ? [] : ["constraints:" + key])
    }

    public func name(of key: String) -> String {
        if let sceneID = key.dropPrefix("scene:") {
            let scene = document.scenes.first { $0.id == sceneID }
            return scene?.title ?? (scene?.objects.first.map { $0.outlineName + " Scene" } ?? "Scene")
        }
        if key.hasPrefix("constraints:") { return "Constraints" }
        if let segue = document.elementsByID[key], segue.name == "segue" { return segueName(segue) }
        if let constraint = constraintsByID[key] { return constraint.words }
        return document.objectsByID[key]?.outlineName ?? key
    }

    /// The object a row stands for (a group stands for its owner), to select on the canvas.
    public func objectID(of key: String) -> String? {
        if key.hasPrefix("scene:") { return nil }
        return key.dropPrefix("constraints:") ?? key
    }

    /// The keys from the top down to `id`, to find and reveal its row.
    public func path(to id: String) -> [String] {
        var keys: [String] = []
        if constraintsByID[id] != nil, let owner = document.constraint(id)?.owner {
            keys = path(to: owner.id) + ["constraints:" + owner.id, id]
            return keys
        }
        if let segue = document.elementsByID[id], segue.name == "segue" {
            var owner = segue.parent
            while let o = owner, o.parent?.name != "objects" { owner = o.parent }
            guard let ownerID = owner?[attribute: "id"], let scene = document.scenes.first(where: { $0.objects.contains { $0.id == ownerID } }) else { return [] }
            return ["scene:" + scene.id, id]
        }
        var node = document.objectsByID[id]
        while let n = node {
            keys.insert(n.id, at: 0)
            node = n.parent
        }
        if document.isStoryboard, let first = keys.first,
           let scene = document.scenes.first(where: { $0.objects.contains { $0.id == first } }) {
            keys.insert("scene:" + scene.id, at: 0)
        }
        return keys
    }
}

extension OutlineTree {
    /// A segue as Xcode's outline names it: "Show segue to “Capital”", "Relationship “root
    /// view controller” to “Countries”".
    func segueName(_ segue: XMLElement) -> String {
        let destination = segue[attribute: "destination"].flatMap { id in
            document.scenes.first { $0.objects.contains { $0.id == id } }?.title ?? document.objectsByID[id]?.outlineName
        } ?? "?"
        let kind = segue[attribute: "kind"] ?? "custom"
        if kind == "relationship" {
            let words = (segue[attribute: "relationship"] ?? "").reduce(into: "") { $0 += $1.isUppercase ? " " + $1.lowercased() : String($1) }
            return "Relationship “\(words)” to “\(destination)”"
        }
        let names = ["show": "Show", "showDetail": "Show Detail", "presentation": "Present Modally", "popoverPresentation": "Present As Popover",
                     "embed": "Embed", "unwind": "Unwind", "push": "Push", "modal": "Modal", "replace": "Replace", "custom": "Custom"]
        return "\(names[kind] ?? kind) segue to “\(destination)”"
    }
}

extension String {
    func dropPrefix(_ prefix: String) -> String? { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil }
}
