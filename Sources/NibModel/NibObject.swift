import XMLTree

/// An object of the document (a view, controller, placeholder, layout guide…): an element with an
/// `id`. It reads its values from its own XML element, so whatever the model does not know stays
/// in the file untouched.
public final class NibObject {
    public let element: XMLElement
    public private(set) var children: [NibObject] = []
    public private(set) weak var parent: NibObject?

    /// Read once: layout and drawing ask for ids thousands of times, and an object's id never
    /// changes (a structural edit makes new objects).
    public let id: String
    /// Where the object is in its document's order (`NibDocument.allObjects`), from 0 up to
    /// `NibDocument.objectCount`: a dense index for tables kept by object. Objects of another
    /// build of the document reuse the same numbers.
    public let ordinal: Int
    /// A table's rows that the file stores without frames, laid out at its element's revision
    /// (see `rowFrames`).
    var rowFramesKept: (revision: Int, frames: [ObjectIdentifier: Rect])?

    init(element: XMLElement, ordinal: Int) {
        self.element = element
        self.ordinal = ordinal
        id = element[attribute: "id"] ?? ""
    }

    /// The children as layout and drawing see them: a static table's sections (frameless
    /// `tableViewSection`s, which only group its cells) give way to their cells, whose frames
    /// are in the table's coordinates.
    public var layoutChildren: [NibObject] {
        guard children.contains(where: { $0.className == "tableViewSection" }) else { return children }
        return children.flatMap { $0.className == "tableViewSection" ? $0.children : [$0] }
    }

    /// The parent as layout and drawing see it: a static cell's is its table, not its section.
    public var layoutParent: NibObject? {
        parent?.className == "tableViewSection" ? parent?.parent : parent
    }

    /// This object, or the nearest one holding it, of the class `className` (its XIB tag).
    public func nearest(_ className: String) -> NibObject? {
        var node: NibObject? = self
        while let n = node, n.className != className { node = n.parent }
        return node
    }

    /// The nearest object that is or holds both this one and `other`, by their parents: where
    /// a constraint between them lives, and the view whose coordinates relate them.
    public func nearestCommonAncestor(with other: NibObject) -> NibObject? {
        var chain: [NibObject] = []
        var node: NibObject? = self
        while let n = node { chain.append(n); node = n.parent }
        node = other
        while let n = node {
            if chain.contains(where: { $0 === n }) { return n }
            node = n.parent
        }
        return nil
    }

    func append(_ child: NibObject) {
        child.parent = self
        children.append(child)
    }

    /// The XIB tag: `view`, `label`, `viewController`…
    public var className: String { element.name }
    public var userLabel: String? { element[attribute: "userLabel"] }
    public var customClass: String? { element[attribute: "customClass"] }

    /// The name Xcode's document outline shows: the user label, else the text or title the
    /// object shows, else its class in words ("Image View"). On one line: text of several lines
    /// (owntracks' licence text view) is joined by spaces, so an issue or a change it names stays
    /// one line of `nibtool check` and `nibtool diff`.
    public var outlineName: String {
        if let userLabel, !userLabel.isEmpty { return Self.oneLine(userLabel) }
        if let fixed = fixedName { return fixed }
        if let shown = shownText, !shown.isEmpty { return "\(OutlineNames.words(for: className)) - \(Self.oneLine(shown))" }
        if let customClass, !customClass.isEmpty { return customClass }
        return OutlineNames.words(for: className)
    }

    private static func oneLine(_ text: String) -> String {
        text.contains(where: \.isNewline) ? text.split(whereSeparator: \.isNewline).joined(separator: " ") : text
    }

    /// Placeholders and layout guides have names of their own in Xcode's outline.
    private var fixedName: String? {
        switch (className, element[attribute: "placeholderIdentifier"] ?? element[attribute: "type"] ?? element[attribute: "key"]) {
        case ("placeholder", "IBFilesOwner"): return "File's Owner"
        case ("placeholder", "IBFirstResponder"): return "First Responder"
        case ("viewControllerLayoutGuide", "top"): return "Top Layout Guide"
        case ("viewControllerLayoutGuide", "bottom"): return "Bottom Layout Guide"
        case ("viewLayoutGuide", "safeArea"): return "Safe Area"
        default: return className == "placeholder" && element[attribute: "sceneMemberID"] == "exit" ? "Exit" : nil
        }
    }

    /// A label's or text field's text, a button's normal title, a text field's placeholder.
    private var shownText: String? {
        switch className {
        case "label":
            return plainOrAttributedText
        case "textField", "textView":
            return plainOrAttributedText ?? placeholder
        case "button":
            return title ?? attributedText
        default:
            return nil
        }
    }
}

public enum OutlineNames {
    /// `imageView` → "Image View", `viewController` → "View Controller".
    public static func words(for className: String) -> String {
        var words = ""
        for ch in className {
            if ch.isUppercase && !words.isEmpty { words.append(" ") }
            words.append(words.isEmpty ? Character(ch.uppercased()) : ch)
        }
        return words
    }
}
