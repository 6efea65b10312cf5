/// A lossless XML tree: every byte of the file belongs to exactly one node, and each node keeps
/// the text it was read from. Writing an unedited tree gives the file back byte for byte; an
/// edit rewrites only the element it touched.
public enum XMLNode {
    case element(XMLElement)
    /// Character data exactly as written (entities not decoded), whitespace included.
    case text(String)
    /// `<!--…-->`, `<?…?>`, `<!DOCTYPE…>` or `<![CDATA[…]]>`, exactly as written.
    case markup(String)
}

/// `name="value"`, with the value as written (entities not decoded).
public struct XMLAttribute: Equatable {
    public var name: String
    public var rawValue: String

    public init(name: String, rawValue: String) {
        self.name = name
        self.rawValue = rawValue
    }

    /// The value with XML's entities decoded.
    public var value: String { XMLEscaping.decode(rawValue) }
}

public final class XMLElement {
    public let name: String
    public private(set) var attributes: [XMLAttribute]
    public private(set) var children: [XMLNode]
    public private(set) weak var parent: XMLElement?
    /// Where the start tag begins in the file (1-based), for messages.
    public let line: Int
    public let column: Int

    // The text read for the start and end tags; nil once they must be written anew.
    var rawStartTag: String?
    var rawEndTag: String?
    /// Something inside changed: write the children one by one.
    var contentEdited = false
    /// How many edits were made to this element and everything inside it: what is worked out
    /// from a subtree can be kept while this stays the same.
    public private(set) var revision = 0

    init(name: String, attributes: [XMLAttribute], line: Int, column: Int,
         rawStartTag: String?, rawEndTag: String?) {
        self.name = name
        self.attributes = attributes
        self.children = []
        self.line = line
        self.column = column
        self.rawStartTag = rawStartTag
        self.rawEndTag = rawEndTag
    }

    /// A new element, written in Xcode's form: `<name a="v" b="w"/>`.
    public convenience init(name: String, attributes: [XMLAttribute] = []) {
        self.init(name: name, attributes: attributes, line: 0, column: 0, rawStartTag: nil, rawEndTag: nil)
    }

    /// The decoded value of an attribute.
    public subscript(attribute name: String) -> String? {
        // Lengths first: a layout asks every view for a dozen attributes it mostly lacks, and
        // comparing a long name (translatesAutoresizingMaskIntoConstraints) is the slow path.
        let length = name.utf8.count
        return attributes.first { $0.name.utf8.count == length && $0.name == name }?.value
    }

    public var childElements: [XMLElement] {
        children.compactMap { if case .element(let e) = $0 { e } else { nil } }
    }

    /// The first child element that passes `test`, without building `childElements` (a hot
    /// path of layout: fonts, devices and colours are looked up this way for every view).
    public func firstChildElement(where test: (XMLElement) -> Bool) -> XMLElement? {
        for case .element(let e) in children where test(e) { return e }
        return nil
    }

    /// Calls `body` with each child element in order, without building `childElements`.
    public func forEachChildElement(_ body: (XMLElement) -> Void) {
        for case .element(let e) in children { body(e) }
    }

    /// Sets an attribute's value (escaped as Xcode escapes it). A new attribute goes at `index`,
    /// or at the end; only this element's start tag is rewritten.
    public func setAttribute(_ name: String, to value: String, at index: Int? = nil) {
        let raw = XMLEscaping.escapeAttribute(value)
        if let i = attributes.firstIndex(where: { $0.name == name }) {
            if attributes[i].rawValue == raw { return }
            attributes[i].rawValue = raw
        } else {
            attributes.insert(XMLAttribute(name: name, rawValue: raw), at: min(index ?? attributes.count, attributes.count))
        }
        rawStartTag = nil
        markEdited()
    }

    public func removeAttribute(_ name: String) {
        guard let i = attributes.firstIndex(where: { $0.name == name }) else { return }
        attributes.remove(at: i)
        rawStartTag = nil
        markEdited()
    }

    /// Inserts a node among the children (text nodes carry the indentation).
    public func insertChild(_ node: XMLNode, at index: Int) {
        if case .element(let e) = node { e.parent = self }
        children.insert(node, at: index)
        if rawEndTag == nil && rawStartTag?.hasSuffix("/>") == true { rawStartTag = nil }
        contentEdited = true
        markEdited()
    }

    public func removeChild(at index: Int) {
        children.remove(at: index)
        contentEdited = true
        markEdited()
    }

    func replaceState(attributes: [XMLAttribute], children: [XMLNode], rawStartTag: String?, rawEndTag: String?) {
        self.attributes = attributes
        self.children = children
        for case .element(let e) in children { e.parent = self }
        self.rawStartTag = rawStartTag
        self.rawEndTag = rawEndTag
        contentEdited = true
        markEdited()
    }

    /// The whitespace before this element on its line, as written: its indentation.
    public var indentation: String {
        guard let parent, let i = parent.children.firstIndex(where: { if case .element(let e) = $0 { e === self } else { false } }),
              i > 0, case .text(let before) = parent.children[i - 1] else { return "" }
        return String(before.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
    }

    func appendParsedChild(_ node: XMLNode) {
        if case .element(let e) = node { e.parent = self }
        children.append(node)
    }

    /// Counts the edit in this element's revision and its ancestors', and tells every ancestor
    /// to write its children one by one.
    private func markEdited() {
        var edited: XMLElement? = self
        while let e = edited {
            e.revision &+= 1
            edited = e.parent
        }
        var ancestor = parent
        while let a = ancestor, !a.contentEdited {
            a.contentEdited = true
            ancestor = a.parent
        }
    }
}

/// A whole file: what comes before the root element (declaration, comments, whitespace), the
/// root, and what follows it.
public final class XMLDocument {
    public var prolog: [XMLNode]
    public let root: XMLElement
    public var epilog: [XMLNode]

    init(prolog: [XMLNode], root: XMLElement, epilog: [XMLNode]) {
        self.prolog = prolog
        self.root = root
        self.epilog = epilog
    }
}
