import NibModel
import XMLTree

/// A document as stable, line-oriented text for git's `textconv` (`nibtool diff --textconv`):
/// each object on a line of its own, indented under its parent, its properties on the lines
/// below it, constraints as equations and connections with what they connect to. Unchanged
/// objects give unchanged lines, so `git diff` and `git log -p` show what changed in words.
public enum DocumentDescription {
    public static func text(of document: NibDocument) -> String {
        var lines: [String] = []
        let header = document.xml.root
        lines.append("\(header[attribute: "type"] ?? "document"), \(["toolsVersion", "targetRuntime"].compactMap { a in header[attribute: a].map { "\(a) \($0)" } }.joined(separator: ", "))")
        for child in header.childElements { describe(child, depth: 0, comment: nil, in: document, into: &lines) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ element: XMLElement, depth: Int, comment: String?, in document: NibDocument, into lines: inout [String]) {
        let indent = String(repeating: "    ", count: depth)
        let isObject = element[attribute: "id"] != nil || element.name == "scene"
        var inner = depth
        if isObject {
            if let relation = ObjectProperties.relation(element, in: document) {
                lines.append(indent + relation)
                return
            }
            if element.name == "scene" {
                lines.append(indent + "Scene “\(comment ?? "")” (\(element[attribute: "sceneID"] ?? ""))")
            } else {
                lines.append(indent + ObjectWords.describe(element))
                for (name, value) in ObjectProperties.of(element) where name != "userLabel" {
                    lines.append(indent + "  · \(name): \(value)")
                }
            }
            inner = depth + 1
        } else if !ObjectProperties.holdsObjects(element) {
            guard depth == 0 else { return }
            lines.append(element.name)
            for (name, value) in ObjectProperties.of(element) { lines.append("  · \(name): \(value)") }
            return
        }
        var lastComment: String?
        for node in element.children {
            switch node {
            case .markup(let raw) where raw.hasPrefix("<!--"): lastComment = String(raw.dropFirst(4).dropLast(3))
            case .element(let child) where ObjectProperties.holdsObjects(child) || !isObject:
                describe(child, depth: inner, comment: lastComment, in: document, into: &lines)
                lastComment = nil
            default: break
            }
        }
    }
}
