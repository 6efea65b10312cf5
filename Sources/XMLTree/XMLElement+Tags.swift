/// An element's own tags as text, for tools that build a document from pieces of others (a
/// three-way merge writes each element from the side it takes, byte for byte).
extension XMLElement {
    /// The start tag as read, or in Xcode's form once the element's attributes were edited.
    public var startTagText: String {
        rawStartTag ?? XMLElement.startTag(name: name, attributes: attributes, selfClosing: rawEndTag == nil && children.isEmpty)
    }

    /// The end tag as read, `</name>` once written anew, or nil when the element closes itself.
    public var endTagText: String? {
        if startTagText.hasSuffix("/>") { return nil }
        return rawEndTag ?? "</\(name)>"
    }

    /// Xcode's form: the attributes in their order, one space apart, on one line.
    public static func startTag(name: String, attributes: [XMLAttribute], selfClosing: Bool) -> String {
        var tag = "<" + name
        for attribute in attributes { tag += " \(attribute.name)=\"\(attribute.rawValue)\"" }
        return tag + (selfClosing ? "/>" : ">")
    }
}

extension XMLNode {
    /// The node as text (its own bytes wherever nothing was edited).
    public var serialized: String {
        switch self {
        case .text(let raw), .markup(let raw): raw
        case .element(let element): element.serialized()
        }
    }
}
