import XMLTree

/// Attributed text, which Nibbler shows but does not edit: the characters of a label's, text
/// field's or text view's `<attributedString key="attributedText">`, or of a button's
/// `attributedTitle` in its normal state, without their attributes. A fragment holds its
/// characters in a `content` attribute, or in a `<string>` or `<mutableString key="content">`.
extension NibObject {
    public var attributedText: String? {
        let fragments = attributedFragments
        guard !fragments.isEmpty else { return nil }
        return fragments.map { fragment in
            if let content = fragment[attribute: "content"] { return content }
            let holder = fragment.childElements.first { ["string", "mutableString"].contains($0.name) && $0[attribute: "key"] == "content" }
            return holder.map { $0.children.compactMap { if case .text(let t) = $0 { XMLEscaping.decode(t) } else { nil } }.joined() } ?? ""
        }.joined()
    }

    /// The text a label shows: its plain text, else its attributed text's characters.
    public var plainOrAttributedText: String? { text ?? attributedText }
}

/// How attributed text looks, as far as Nibbler draws it: its first fragment's font, colour
/// and paragraph alignment, over the whole text.
public struct AttributedLook {
    public var font: FontDescription?
    /// A `<color key="NSColor">`.
    public var color: XMLElement?
    /// UIKit's names: left, center, right, justified, natural.
    public var alignment: String?
}

extension NibObject {
    public var attributedLook: AttributedLook? {
        guard text == nil, let attributes = attributedFragments.first?.childElements.first(where: { $0.name == "attributes" })
        else { return nil }
        func keyed(_ name: String, _ key: String) -> XMLElement? { attributes.childElements.first { $0.name == name && $0[attribute: "key"] == key } }
        var look = AttributedLook(color: keyed("color", "NSColor"), alignment: keyed("paragraphStyle", "NSParagraphStyle")?[attribute: "alignment"])
        if let font = keyed("font", "NSFont") {
            let size = font[attribute: "size"].flatMap(Double.init) ?? 17
            look.font = FontDescription(kind: font[attribute: "name"].map { .named($0) } ?? .system, pointSize: size)
        }
        return look
    }

    private var attributedFragments: [XMLElement] {
        let holder = className == "button" ? normalState : element
        let string = holder?.childElements.first { $0.name == "attributedString" && ["attributedText", "attributedTitle"].contains($0[attribute: "key"]) }
        return string?.childElements.filter { $0.name == "fragment" } ?? []
    }
}
