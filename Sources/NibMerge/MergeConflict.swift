import NibModel
import XMLTree

/// A change both sides made differently. The merged file holds ours; the conflict says, in
/// words, what theirs was.
public struct MergeConflict: Equatable, Codable, CustomStringConvertible {
    /// What kind of difference it is, which says how a side is chosen (`ConflictChoice`).
    public enum Kind: String, Codable {
        /// One attribute (`attribute`) of the element at `path`.
        case attribute
        /// A whole element at `path`: a value (a colour, a font) or an element's text.
        case element
        /// Theirs deleted the object; ours changed it and kept it.
        case deletedByTheirs
        /// Ours deleted the object; theirs changed it. Ours stands: theirs cannot be chosen.
        case deletedByOurs
        /// The element is of another kind on each side (`<nil>` against `<string>`).
        case elementKind
        /// Both sides moved the object, each to another place (`ours`, `theirs`: the objects
        /// they put it in). Ours' place stands: theirs cannot be chosen.
        case movedByBoth
    }

    public let kind: Kind
    /// The object it is about, in words: `Label “Title” (abc-de-fgh)`.
    public let object: String
    /// The id of that object, where it has one.
    public let objectID: String?
    /// What differs: an attribute (`text`), a part and its attribute (`frame width`), or
    /// `deleted` for a deletion on one side and a change on the other.
    public let property: String
    public let ours: String?
    public let theirs: String?
    /// Where ours has it (1-based line), for messages.
    public let line: Int
    /// The element it is about, from the object down: each step a child's role
    /// (`key frame`), as the merge matched them. Empty for the object itself.
    public var path: [String] = []
    /// For an attribute conflict, the attribute's name.
    public var attribute: String? = nil
    /// For an element conflict, each side's element as written.
    public var oursElement: String? = nil
    public var theirsElement: String? = nil

    /// Whether the designer can offer theirs (ours is what the file holds).
    public var theirsCanBeChosen: Bool { ![.deletedByOurs, .elementKind, .movedByBoth].contains(kind) && objectID != nil }

    public var description: String {
        if ours == nil && theirs == nil { return "\(object): \(property)" }
        return "\(object): \(property): ours \(Self.quoted(ours)), theirs \(Self.quoted(theirs))"
    }

    private static func quoted(_ value: String?) -> String {
        guard let value else { return "none" }
        return "“\(value)”"
    }
}

/// Objects named as a person reads them: the class in words, its label or shown text, its id.
enum ObjectWords {
    static func describe(_ element: XMLElement) -> String {
        // A storyboard scene by its controller's class and its own id: `Scene “FindViewController” (UgX-En-K1m)`.
        if element.name == "scene", let sceneID = element[attribute: "sceneID"] {
            let controller = element.childElements.first { $0.name == "objects" }?.childElements.first
            return "Scene" + (controller.map { " “\(className($0))”" } ?? "") + " (\(sceneID))"
        }
        var words = className(element)
        if let shown = shownText(element) { words += " “\(shown)”" }
        if let id = element[attribute: "id"] { words += " (\(id))" }
        return words
    }

    /// `customClass` if set, else the element name in words: `imageView` → "Image View".
    private static func className(_ element: XMLElement) -> String {
        element[attribute: "customClass"] ?? OutlineNames.words(for: element.name)
    }

    private static func shownText(_ element: XMLElement) -> String? {
        if let label = element[attribute: "userLabel"] ?? element[attribute: "text"] ?? element[attribute: "title"] { return label }
        for child in element.childElements {
            if child.name == "state", child[attribute: "key"] == "normal", let title = child[attribute: "title"] { return title }
            if child.name == "string", child[attribute: "key"] == "text" { return XMLEscaping.decode(child.children.map(\.serialized).joined()) }
        }
        return nil
    }
}
