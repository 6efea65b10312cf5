import XMLTree

/// A property the inspector shows, with its type and where Xcode stores it.
public struct Inspectable: Equatable, Sendable {
    public enum Kind: String, Sendable { case number, color, boolean, string, point, size, rect, enumeration }
    public enum Storage: Equatable, Sendable {
        /// An attribute of the object's element.
        case attribute(String)
        /// A user-defined runtime attribute (IBInspectable), by key path.
        case runtimeAttribute(String)
        /// A `<color key="…">` child of the object's element.
        case childColor(String)
        /// The `pointSize` of the object's `<fontDescription>`.
        case fontPointSize
    }

    public let name: String
    public let kind: Kind
    public let storage: Storage
    /// The value UIKit uses when the file says nothing, in text form.
    public var defaultValue: String? = nil
    /// The allowed values of an enumeration.
    public var cases: [String] = []

    public init(name: String, kind: Kind, storage: Storage, defaultValue: String? = nil, cases: [String] = []) {
        (self.name, self.kind, self.storage, self.defaultValue, self.cases) = (name, kind, storage, defaultValue, cases)
    }
}

/// The inspectables one class of an object's chain declares in the project's code, under the
/// title Xcode gives its section (the class name in words: "Rounded View", "View").
public struct InspectableSection: Equatable, Sendable {
    public let title: String
    public let inspectables: [Inspectable]

    public init(title: String, inspectables: [Inspectable]) {
        (self.title, self.inspectables) = (title, inspectables)
    }
}

/// Which properties the inspector shows for each class.
public enum Inspectables {
    static let everyView: [Inspectable] = [
        Inspectable(name: "userLabel", kind: .string, storage: .attribute("userLabel"), defaultValue: ""),
        Inspectable(name: "contentMode", kind: .enumeration, storage: .attribute("contentMode"), defaultValue: "scaleToFill",
                    cases: ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom",
                            "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight"]),
        Inspectable(name: "alpha", kind: .number, storage: .attribute("alpha"), defaultValue: "1"),
        Inspectable(name: "hidden", kind: .boolean, storage: .attribute("hidden"), defaultValue: "NO"),
        Inspectable(name: "backgroundColor", kind: .color, storage: .childColor("backgroundColor")),
        Inspectable(name: "borderWidth", kind: .number, storage: .runtimeAttribute("borderWidth"), defaultValue: "0"),
        Inspectable(name: "borderColor", kind: .color, storage: .runtimeAttribute("borderColor")),
        Inspectable(name: "cornerRadius", kind: .number, storage: .runtimeAttribute("cornerRadius"), defaultValue: "0"),
        Inspectable(name: "horizontalHuggingPriority", kind: .number, storage: .attribute("horizontalHuggingPriority"), defaultValue: "250"),
        Inspectable(name: "verticalHuggingPriority", kind: .number, storage: .attribute("verticalHuggingPriority"), defaultValue: "250"),
        Inspectable(name: "horizontalCompressionResistancePriority", kind: .number,
                    storage: .attribute("horizontalCompressionResistancePriority"), defaultValue: "750"),
        Inspectable(name: "verticalCompressionResistancePriority", kind: .number,
                    storage: .attribute("verticalCompressionResistancePriority"), defaultValue: "750"),
    ]

    /// Properties that change how Auto Layout treats the view, not only how it looks.
    public static let layoutPriorities: Set<String> = [
        "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
    ]

    static let byClass: [String: [Inspectable]] = [
        "label": [
            Inspectable(name: "text", kind: .string, storage: .attribute("text"), defaultValue: "Label"),
            Inspectable(name: "fontSize", kind: .number, storage: .fontPointSize, defaultValue: "17"),
            Inspectable(name: "textAlignment", kind: .enumeration, storage: .attribute("textAlignment"), defaultValue: "natural",
                        cases: ["natural", "left", "center", "right", "justified"]),
            Inspectable(name: "numberOfLines", kind: .number, storage: .attribute("numberOfLines"), defaultValue: "1"),
            Inspectable(name: "textColor", kind: .color, storage: .childColor("textColor")),
        ],
        "imageView": [
            Inspectable(name: "image", kind: .string, storage: .attribute("image"), defaultValue: ""),
        ],
        "textField": [
            Inspectable(name: "text", kind: .string, storage: .attribute("text")),
            Inspectable(name: "placeholder", kind: .string, storage: .attribute("placeholder")),
        ],
    ]

    /// The inspectables of an object: its class's, every view's, and any other runtime attribute
    /// the file gives it, as a custom inspectable of its type. With the project's code
    /// (`designable`), the designable ones are what the code declares instead of the usual three.
    public static func all(for object: NibObject, designable: [InspectableSection]? = nil) -> [Inspectable] {
        var list = (byClass[object.className] ?? []) + everyView
        if let designable {
            list.removeAll { if case .runtimeAttribute = $0.storage { true } else { false } }
            list += designable.flatMap(\.inspectables)
        }
        for entry in RuntimeAttributes.container(of: object.element)?.childElements ?? [] {
            guard let keyPath = entry[attribute: "keyPath"], !list.contains(where: { $0.storage == .runtimeAttribute(keyPath) }),
                  let kind = Inspectable.Kind(rawValue: entry[attribute: "type"] ?? "") else { continue }
            list.append(Inspectable(name: keyPath, kind: kind, storage: .runtimeAttribute(keyPath)))
        }
        return list
    }

    public static func named(_ name: String, for object: NibObject, in list: [Inspectable]? = nil) -> Inspectable? {
        guard let found = (list ?? all(for: object)).first(where: { $0.name == name }) else { return nil }
        // A file that stores the layer's own key path keeps it: `layer.cornerRadius` is edited in
        // place rather than joined by a second `cornerRadius`.
        if case .runtimeAttribute(let keyPath) = found.storage, !keyPath.hasPrefix("layer."),
           RuntimeAttributes.entry(keyPath, of: object.element) == nil,
           RuntimeAttributes.entry("layer." + keyPath, of: object.element) != nil {
            return Inspectable(name: found.name, kind: found.kind, storage: .runtimeAttribute("layer." + keyPath))
        }
        return found
    }

    /// The current value of a runtime-attribute inspectable (also read from `layer.` key paths).
    public static func runtimeValue(_ name: String, of object: NibObject, in list: [Inspectable]? = nil) -> RuntimeValue? {
        guard case .runtimeAttribute(let keyPath)? = named(name, for: object, in: list)?.storage,
              let entry = RuntimeAttributes.entry(keyPath, of: object.element) else { return nil }
        return RuntimeAttributes.value(of: entry)
    }
}
