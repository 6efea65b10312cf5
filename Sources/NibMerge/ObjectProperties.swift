import NibModel
import XMLTree

/// An object's own properties as name–value pairs, for descriptions and diffs: its attributes
/// but its id, and every child element that holds no other object (a frame, a colour, a button
/// state), named by its key and flattened (`normal.titleColor`).
enum ObjectProperties {
    static func of(_ element: XMLElement) -> [(name: String, value: String)] {
        var properties = element.attributes.filter { $0.name != "id" }.map { (name: $0.name, value: $0.value) }
        for child in element.childElements where !holdsObjects(child) {
            collect(child, prefix: "", into: &properties)
        }
        return properties
    }

    /// Children that are objects, or lists of objects (`subviews`, `constraints`…), are not
    /// properties: they are described as objects of their own.
    static func holdsObjects(_ element: XMLElement) -> Bool {
        element[attribute: "id"] != nil || element.name == "scene" || element.childElements.contains(where: holdsObjects)
    }

    private static func collect(_ element: XMLElement, prefix: String, into properties: inout [(name: String, value: String)]) {
        let name = prefix + (element[attribute: "key"] ?? element[attribute: "keyPath"] ?? element.name)
        var parts = element.attributes.filter { $0.name != "key" && $0.name != "keyPath" }.map { "\($0.name)=\($0.value)" }
        let text = element.children.compactMap { if case .text(let t) = $0 { t } else { nil } }.joined()
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if !text.isEmpty { parts.append("“\(XMLEscaping.decode(text))”") }
        if !parts.isEmpty || element.childElements.isEmpty { properties.append((name, parts.joined(separator: " "))) }
        for child in element.childElements { collect(child, prefix: name + ".", into: &properties) }
    }

    /// A line for an object that is a relation between others: a constraint as an equation, a
    /// connection with what it connects to; nil for other objects.
    static func relation(_ element: XMLElement, in document: NibDocument) -> String? {
        func name(_ id: String?) -> String {
            guard let id, let target = document.elementsByID[id] else { return id ?? "?" }
            if target.name == "constraint", let constraint = document.constraint(id)?.constraint { return "constraint \(constraint.words) (\(id))" }
            return ObjectWords.describe(target)
        }
        switch element.name {
        case "constraint":
            guard let id = element[attribute: "id"], let constraint = document.constraint(id)?.constraint else { return nil }
            return "constraint \(constraint.words) (\(id))"
        case "outlet", "outletCollection":
            return "\(element.name) \(element[attribute: "property"] ?? "?") → \(name(element[attribute: "destination"]))"
        case "action":
            let event = element[attribute: "eventType"].map { " on \($0)" } ?? ""
            return "action \(element[attribute: "selector"] ?? "?")\(event) → \(name(element[attribute: "destination"]))"
        case "segue":
            let kind = element[attribute: "kind"] ?? "segue"
            let relationship = element[attribute: "relationship"].map { " \($0)" } ?? ""
            let identifier = element[attribute: "identifier"].map { " “\($0)”" } ?? ""
            return "segue \(kind)\(relationship)\(identifier) → \(name(element[attribute: "destination"]))"
        default:
            return nil
        }
    }
}
