extension XMLDocument {
    /// The document as text: the file's own bytes wherever nothing was edited.
    public func serialized() -> String {
        var out = ""
        for node in prolog { write(node, into: &out) }
        write(.element(root), into: &out)
        for node in epilog { write(node, into: &out) }
        return out
    }
}

private func write(_ node: XMLNode, into out: inout String) {
    switch node {
    case .text(let raw), .markup(let raw):
        out += raw
    case .element(let element):
        let start = element.startTagText
        out += start
        if start.hasSuffix("/>") { return }
        for child in element.children { write(child, into: &out) }
        out += element.rawEndTag ?? "</\(element.name)>"
    }
}

extension XMLElement {
    /// The element as text, with everything inside it (its own bytes wherever nothing was edited).
    public func serialized() -> String {
        var out = ""
        write(.element(self), into: &out)
        return out
    }
}
