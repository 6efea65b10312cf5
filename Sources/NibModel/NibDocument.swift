import XMLTree

/// A XIB or storyboard document: its objects as a tree, indexed by id, over the lossless XML.
public final class NibDocument {
    public let xml: XMLDocument
    /// Top-level objects (XIB) or each scene's objects (storyboard), in file order.
    public private(set) var roots: [NibObject] = []
    public private(set) var objectsByID: [String: NibObject] = [:]
    /// How many objects the document has: their `ordinal`s are 0 up to this.
    public private(set) var objectCount = 0
    /// Every element with an id (objects, constraints, outlets…), for references and duplicates.
    public private(set) var elementsByID: [String: XMLElement] = [:]
    /// Every constraint, in document order, with the object whose `<constraints>` holds it.
    public private(set) var constraints: [(owner: NibObject, constraint: NibConstraint)] = []

    /// The ids of the views some constraint names, as its first or second item.
    public var constrainedViewIDs: Set<String> {
        var ids = Set<String>(minimumCapacity: constraints.count)
        for (_, c) in constraints {
            ids.insert(c.firstItem.id)
            if let second = c.secondItem { ids.insert(second.id) }
        }
        return ids
    }

    /// The intrinsic sizes Xcode stored for designable views, by id (`Designables.swift`).
    private(set) var designableSizes: [String: (width: Double?, height: Double?)] = [:]

    /// Where each constraint is in `constraints`, by id.
    private var constraintIndex: [String: Int] = [:]
    /// `constraintVariations`, read once per edit: it walks the whole tree, and every layout
    /// asks for it.
    var constraintMasks: [ConstraintVariation]?
    /// `subviewVariations`, read once per edit, as `constraintMasks`.
    var subviewMasks: [ConstraintVariation]?

    /// The constraint with this id, and the view whose `<constraints>` holds it.
    public func constraint(_ id: String) -> (owner: NibObject, constraint: NibConstraint)? {
        constraintIndex[id].map { constraints[$0] }
    }
    /// Every edit goes through this one undo/redo stack.
    public let history = EditHistory()
    /// What the project's code declares for an object: its designable sections (nil, or none,
    /// where the code says nothing about its classes: the usual three then).
    public var projectInspectables: ((NibObject) -> [InspectableSection])?
    /// The natural size the project's code gives an object's class (a constant
    /// `intrinsicContentSize`; nil along an axis without one), nil where it gives none.
    public var projectIntrinsicSize: ((NibObject) -> (width: Double?, height: Double?)?)?
    /// Whether the project's code makes an object's custom class @IBDesignable (the class or one
    /// it inherits from), nil where the code does not declare the class.
    public var projectDesignable: ((NibObject) -> Bool?)?
    /// How the project's code makes an object look at a size (its setters read, not run), nil
    /// where the code says nothing about its classes: the renderer's usual reading then.
    public var projectLook: ((NibObject, _ width: Double, _ height: Double) -> ViewLook?)?
    /// The XIB a nib-backed custom view's class loads, laid out at a size; nil for other views.
    public var projectNib: ((NibObject, _ width: Double, _ height: Double) -> NibContents?)?

    /// Builds the object tree and checks what Xcode would refuse: duplicate ids, references to
    /// ids that do not exist, and numbers that are not finite numbers in range.
    public init(xml: XMLDocument) throws(DocumentError) {
        self.xml = xml
        try rebuild()
        // Structural edits and their undo change the tree: index it again before anyone else
        // hears of the change. Objects are looked up by id after such an edit. Value edits
        // change no index, so they cost nothing here.
        history.observe { [unowned self] change in
            constraintMasks = nil
            subviewMasks = nil
            if change.isStructural { try? self.rebuild() }
        }
    }

    private func rebuild() throws(DocumentError) {
        roots = []
        objectCount = 0
        objectsByID = [:]
        elementsByID = [:]
        constraints = []
        constraintIndex = [:]
        try indexIDs(xml.root)
        collect(xml.root, into: nil)
        try DocumentChecks(document: self).run()
        try readConstraints()
        designableSizes = Self.designableSizes(in: xml.root)
    }

    public var isStoryboard: Bool { xml.root[attribute: "type"]?.contains("Storyboard") == true }

    /// Every object in document order.
    public var allObjects: [NibObject] {
        var result: [NibObject] = []
        func walk(_ o: NibObject) {
            result.append(o)
            o.children.forEach(walk)
        }
        roots.forEach(walk)
        return result
    }

    /// Elements that hold no objects of the outline.
    private static let nonObjectContainers: Set<String> = [
        "device", "constraints", "connections", "variation", "resources", "dependencies",
        "userDefinedRuntimeAttributes", "gestureRecognizers",
    ]

    private func readConstraints() throws(DocumentError) {
        for owner in allObjects {
            for group in owner.element.childElements where group.name == "constraints" {
                for element in group.childElements where element.name == "constraint" {
                    switch NibConstraint.read(element, owner: owner, objects: objectsByID) {
                    case .success(let constraint):
                        if constraintIndex[constraint.id] == nil { constraintIndex[constraint.id] = constraints.count }
                        constraints.append((owner, constraint))
                    case .failure(let error): throw error
                    }
                }
            }
        }
    }

    private func indexIDs(_ element: XMLElement) throws(DocumentError) {
        if let id = element[attribute: "id"] {
            if let existing = elementsByID[id] {
                throw DocumentError(element: element, message: "the id \"\(id)\" is used twice: <\(existing.name)> at line \(existing.line) has it too")
            }
            elementsByID[id] = element
        }
        for child in element.childElements { try indexIDs(child) }
    }

    private func collect(_ element: XMLElement, into parent: NibObject?) {
        for child in element.childElements where !NibDocument.nonObjectContainers.contains(child.name) {
            guard child[attribute: "id"] != nil else {
                collect(child, into: parent)
                continue
            }
            let object = NibObject(element: child, ordinal: objectCount)
            objectCount += 1
            objectsByID[object.id] = object
            if let parent { parent.append(object) } else { roots.append(object) }
            collect(child, into: object)
        }
    }
}

/// A document that is well-formed XML but not a valid Interface Builder document.
public struct DocumentError: Error, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let message: String

    init(element: XMLElement, message: String) {
        self.line = element.line
        self.column = element.column
        self.message = message
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}
