/// An element's own state (attributes, tags, children list), to undo and redo edits exactly:
/// restoring a snapshot restores the very text the element was written with.
public struct XMLElementSnapshot {
    fileprivate let attributes: [XMLAttribute]
    fileprivate let children: [XMLNode]
    fileprivate let rawStartTag: String?
    fileprivate let rawEndTag: String?
}

extension XMLElement {
    public func snapshot() -> XMLElementSnapshot {
        XMLElementSnapshot(attributes: attributes, children: children, rawStartTag: rawStartTag, rawEndTag: rawEndTag)
    }

    public func restore(_ snapshot: XMLElementSnapshot) {
        replaceState(attributes: snapshot.attributes, children: snapshot.children,
                     rawStartTag: snapshot.rawStartTag, rawEndTag: snapshot.rawEndTag)
    }
}
