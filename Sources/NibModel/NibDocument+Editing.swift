import XMLTree

/// Why an edit was refused. The document is unchanged.
public enum EditError: Error, CustomStringConvertible {
    case unknownObject(String)
    case unknownProperty(String, className: String)
    case badValue(String, property: String, expected: String)
    /// A command that does not apply here, with the reason in words.
    case notApplicable(String)

    public var description: String {
        switch self {
        case .notApplicable(let reason): return reason
        case .unknownObject(let id): return "no object has the id \"\(id)\""
        case .unknownProperty(let name, let className): return "<\(className)> has no property \"\(name)\" in the inspector"
        case .badValue(let value, let property, let expected): return "\"\(value)\" is not a valid \(property): expected \(expected)"
        }
    }
}

/// Attributes that Xcode writes after `id`; any other new attribute goes before it.
private let attributesAfterID: Set<String> = ["userLabel", "customClass", "customModule", "customModuleProvider", "sceneMemberID"]

/// Attributes UIKit holds as integers: Xcode writes `0`, where it writes a zero CGFloat `0.0`.
private let integerAttributes: Set<String> = ["numberOfLines", "selectedSegmentIndex", "numberOfPages", "currentPage", "tag"]

extension NibDocument {
    /// Sets an inspectable property from its text form (`3`, `#FF0000`, `YES`, any string), as
    /// one undoable edit that changes only that property's XML.
    /// The object's designable sections from the project's code, nil where it says nothing.
    public func designableSections(for object: NibObject) -> [InspectableSection]? {
        guard let sections = projectInspectables?(object), !sections.isEmpty else { return nil }
        return sections
    }

    /// A button's states, as Xcode's State Config lists them (Default is `normal`).
    public static let buttonStates = ["normal", "highlighted", "selected", "disabled"]

    /// Every property the inspector shows for the object.
    public func inspectables(for object: NibObject) -> [Inspectable] {
        Inspectables.all(for: object, designable: designableSections(for: object))
    }

    /// Sets a property from its text form. A button's state property may name its state, as
    /// Xcode's State Config picks it: `title@highlighted`, `titleColor@selected`.
    public func set(_ property: String, to text: String, on id: String) throws(EditError) {
        guard let object = objectsByID[id] else { throw .unknownObject(id) }
        let parts = property.split(separator: "@", maxSplits: 1).map(String.init)
        guard var inspectable = Inspectables.named(parts[0], for: object, in: inspectables(for: object)) else {
            throw .unknownProperty(property, className: object.className)
        }
        if parts.count == 2 {
            guard Self.buttonStates.contains(parts[1]), inspectable.inState(parts[1]) != inspectable || parts[1] == "normal" else {
                throw .badValue(parts[1], property: property, expected: "a state property and one of " + Self.buttonStates.joined(separator: ", "))
            }
            inspectable = inspectable.inState(parts[1])
        }
        let value: RuntimeValue
        switch inspectable.kind {
        case .number:
            guard let x = Double(text), x.isFinite, abs(x) <= 1e7 else { throw .badValue(text, property: property, expected: "a number") }
            if inspectable.storage == .fontPointSize, !(x > 0 && x <= 1000) {
                throw .badValue(text, property: property, expected: "a size from 1 to 1000 points")
            }
            // The same ranges a file is held to when it is read.
            if case .attribute(let name) = inspectable.storage, let range = NumberRanges.range(of: name, on: object.element.name),
               !range.contains(x) {
                throw .badValue(text, property: property, expected: range.meaning)
            }
            value = .number(x)
        case .color:
            guard let c = RGBAColor(hex: text) else { throw .badValue(text, property: property, expected: "#RRGGBB or #RRGGBBAA") }
            value = .color(c)
        case .boolean:
            guard let b = ["YES": true, "NO": false, "true": true, "false": false][text] else {
                throw .badValue(text, property: property, expected: "YES or NO")
            }
            value = .boolean(b)
        case .string:
            value = .string(text)
        case .font:
            guard FontDescription(words: text) != nil else {
                throw .badValue(text, property: property, expected: "a font as Xcode names it: System 17, System Bold 20, System Semibold 17, Headline, HelveticaNeue-Light 17")
            }
            value = .string(text)
        case .enumeration:
            if case .configuration = inspectable.storage, object.buttonConfiguration == nil {
                throw .notApplicable("\(object.outlineName) has no button configuration: its style is its states'")
            }
            guard inspectable.cases.contains(text) else {
                throw .badValue(text, property: property, expected: inspectable.cases.joined(separator: ", "))
            }
            value = .string(text)
        case .point, .size, .rect:
            let count = inspectable.kind == .rect ? 4 : 2
            let numbers = text.split(separator: ",").map { Double($0.filter { $0 != " " }) }
            guard numbers.count == count, numbers.allSatisfy({ $0?.isFinite == true && abs($0!) <= 1e7 }) else {
                throw .badValue(text, property: property, expected: count == 4 ? "x,y,width,height" : "two numbers separated by a comma")
            }
            let v = numbers.map { $0! }
            value = inspectable.kind == .point ? .point(x: v[0], y: v[1])
                : inspectable.kind == .size ? .size(width: v[0], height: v[1])
                : .rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
        }
        set(inspectable, to: value, on: object)
    }

    /// Shows the named image in an image view, as one step, and records its size in
    /// `<resources>` as Xcode does (when `size` is known and the name is not there yet).
    public func setImage(_ name: String, size: (width: Double, height: Double)?, on id: String) throws(EditError) {
        guard let object = objectsByID[id], object.className == "imageView" else { throw .unknownObject(id) }
        let known = images.contains { $0.name == name }
        let resources = xml.root.childElements.first { $0.name == "resources" }
        let needsResource = size != nil && !known && !name.isEmpty
        let reference = NibObject.imageReference(in: object.element)
        history.perform("Set image", objectIDs: [id], touching: [object.element] + [reference].compactMap { $0 } + (needsResource ? [resources ?? xml.root] : []),
                        structural: reference != nil && name.isEmpty) {
            if let reference {
                setReferencedImage(name, in: reference, of: object.element)
            } else {
                object.element.setAttribute("image", to: name, at: object.element.attributes.firstIndex { $0.name == "translatesAutoresizingMaskIntoConstraints" || $0.name == "id" })
            }
            guard needsResource, let size else { return }
            let container = XMLLayout.container("resources", in: xml.root, after: ["objects", "scenes"])
            XMLLayout.insert(XMLLayout.element("image", [("name", name), ("width", XMLLayout.number(size.width)), ("height", XMLLayout.number(size.height))], indent: ""), into: container)
        }
    }

    public func set(_ inspectable: Inspectable, to value: RuntimeValue, on object: NibObject) {
        let element = object.element
        switch inspectable.storage {
        case .attribute("image") where NibObject.imageReference(in: element) != nil:
            guard case .string(let name) = value, let reference = NibObject.imageReference(in: element) else { return }
            history.perform("Set \(inspectable.name)", objectIDs: [object.id], touching: [element, reference], structural: name.isEmpty) {
                setReferencedImage(name, in: reference, of: element)
            }
        case .attribute(let key) where (key == "text" && ["label", "textView"].contains(object.className))
                                        || (key == "placeholder" && object.className == "textField"):
            guard case .string(let text) = value else { return }
            setText(text, key: key, of: object, as: inspectable)
        case .attribute(let name):
            // Margins change where constraints to them put views: the layout is built again.
            let structural = ["preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea"].contains(name)
            // A text Xcode wrote in a `<string key="text">` child stays there.
            let textHolder = name == "text" ? object.textElement : nil
            history.perform("Set \(inspectable.name)", objectIDs: [object.id], touching: [element] + [textHolder].compactMap { $0 },
                            structural: structural) {
                let text: String
                switch value {
                case .number(let x): text = integerAttributes.contains(name) ? String(Int(x.rounded())) : XMLLayout.number(x)
                case .boolean(let b): text = b ? "YES" : "NO"
                case .string(let s): text = s
                case .color, .point, .size, .rect, .range, .image, .null: return
                }
                if let textHolder {
                    while !textHolder.children.isEmpty { textHolder.removeChild(at: 0) }
                    textHolder.insertChild(.text(XMLEscaping.escapeText(text)), at: 0)
                } else if attributesAfterID.contains(name) {
                    element.setAttribute(name, to: text)
                } else {
                    setAttribute(inspectable, name, to: text, on: element)
                }
            }
        case .runtimeAttribute(let keyPath):
            // The code's default needs no runtime attribute: Xcode removes it.
            let isDefault = inspectable.defaultValue.map { Self.sameValue(value, $0) } ?? false
            if isDefault && RuntimeAttributes.entry(keyPath, of: element) == nil { return }
            history.perform("Set \(inspectable.name)", objectIDs: [object.id],
                            touching: RuntimeAttributes.touchedElements(keyPath, of: element)) {
                if isDefault { RuntimeAttributes.remove(keyPath, on: element) } else { RuntimeAttributes.set(keyPath, to: value, on: element) }
            }
        case .fontPointSize:
            guard case .number(let size) = value, size > 0,
                  let font = element.childElements.first(where: { $0.name == "fontDescription" }) else { return }
            history.perform("Set \(inspectable.name)", objectIDs: [object.id], touching: [font]) {
                font.setAttribute("pointSize", to: XMLLayout.number(size))
            }
        case .font, .state, .stateColor, .inputTrait, .configuration, .autoshrink, .symbolConfiguration, .keyedChild:
            _ = setClassAttribute(inspectable, to: value, on: object)
        case .childColor(let key):
            guard case .color(let color) = value else { return }
            // A `<nil key="textColor"/>` (Xcode's "Default") is replaced where it stands.
            let existing = element.childElements.first { ["color", "nil"].contains($0.name) && $0[attribute: "key"] == key }
            history.perform("Set \(inspectable.name)", objectIDs: [object.id], touching: [element]) {
                let made = XMLLayout.element("color", [("key", key)] + color.xmlAttributes, indent: "")
                if let existing, let k = element.children.firstIndex(where: { if case .element(let e) = $0 { e === existing } else { false } }) {
                    element.removeChild(at: k)
                    element.insertChild(.element(made), at: k)
                } else {
                    XcodeOrder.setChild(made, in: element)
                }
            }
        }
    }
}

extension NibDocument {
    /// Whether a value is the default written as text (`8`, `YES`, `Hello`).
    static func sameValue(_ value: RuntimeValue, _ text: String) -> Bool {
        switch value {
        case .number(let x): Double(text) == x
        case .boolean(let b): text == (b ? "YES" : "NO")
        case .string(let s): s == text
        case .color(let c): RGBAColor(hex: text) == c
        case .image(let s): s == text
        case .point, .size, .rect, .range, .null: false
        }
    }
}
