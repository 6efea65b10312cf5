import XMLTree

/// A property the inspector shows, with its type and where Xcode stores it.
public struct Inspectable: Equatable, Sendable {
    public enum Kind: String, Sendable { case number, color, boolean, string, point, size, rect, enumeration, font }
    public enum Storage: Equatable, Sendable {
        /// An attribute of the object's element.
        case attribute(String)
        /// A user-defined runtime attribute (IBInspectable), by key path.
        case runtimeAttribute(String)
        /// A `<color key="…">` child of the object's element.
        case childColor(String)
        /// The `pointSize` of the object's `<fontDescription>`.
        case fontPointSize
        /// The whole `<fontDescription key="fontDescription">`, in `FontDescription.words`.
        case font
        /// An attribute of a button's `<state>` (normal unless the State Config says otherwise;
        /// its configuration's, where it has one and the configuration holds that attribute:
        /// `title`, `image`).
        case state(String, key: String = "normal")
        /// A `<color key="…">` in a button's state (`titleColor`).
        case stateColor(String, state: String = "normal")
        /// An attribute of a text field's or text view's `<textInputTraits>`.
        case inputTrait(String)
        /// An attribute of a button's `<buttonConfiguration key="configuration">` (its `style`).
        case configuration(String)
        /// A label's or text field's Autoshrink: `adjustsFontSizeToFit` with the minimum scale
        /// factor or font size that goes with it.
        case autoshrink
        /// An attribute of an image view's `<preferredSymbolConfiguration>` (an SF Symbol's
        /// point size, scale, weight), made where Xcode writes it when first set.
        case symbolConfiguration(String)
        /// A number attribute of a keyed `<size>` or `<inset>` child (a flow layout's
        /// `<size key="itemSize" width=…>`, `<inset key="sectionInset" minX=…>`): element,
        /// key, attribute. Made with its other attributes at zero where it is missing.
        case keyedChild(String, key: String, attribute: String)
    }

    public let name: String
    public let kind: Kind
    public private(set) var storage: Storage
    /// The value UIKit uses when the file says nothing, in text form.
    public var defaultValue: String? = nil
    /// The allowed values of an enumeration.
    public var cases: [String] = []
    /// The words Xcode's inspector shows for each case, where they differ from the value.
    public var caseTitles: [String] = []
    /// The field's name in the inspector, where it is not the property's name in words.
    public var title: String? = nil
    /// Whether Xcode leaves the attribute out at its default (`numberOfLines` 1, a switch off),
    /// rather than writing it (`textAlignment="natural"`).
    public var omitsDefault = false

    public init(name: String, kind: Kind, storage: Storage, defaultValue: String? = nil, cases: [String] = []) {
        (self.name, self.kind, self.storage, self.defaultValue, self.cases) = (name, kind, storage, defaultValue, cases)
    }

    /// An enumeration with the titles Xcode shows: `[("tailTruncation", "Truncate Tail"), …]`.
    init(_ name: String, title: String? = nil, _ storage: Storage? = nil, default value: String? = nil, omitsDefault: Bool = false,
         _ cases: [(String, String)]) {
        self.init(name: name, kind: .enumeration, storage: storage ?? .attribute(name), defaultValue: value ?? cases.first?.0,
                  cases: cases.map(\.0))
        (self.caseTitles, self.title, self.omitsDefault) = (cases.map(\.1), title, omitsDefault)
    }

    /// Any other kind, with its title and whether Xcode omits its default.
    init(_ name: String, _ kind: Kind, title: String? = nil, _ storage: Storage? = nil, default value: String? = nil, omitsDefault: Bool = false) {
        self.init(name: name, kind: kind, storage: storage ?? .attribute(name), defaultValue: value)
        (self.title, self.omitsDefault) = (title, omitsDefault)
    }

    /// The same property of a button's `state` (highlighted, selected, disabled) instead of
    /// its normal one, as Xcode's State Config picks it; itself for any other property.
    public func inState(_ state: String) -> Inspectable {
        var copy = self
        switch storage {
        case .state(let name, _): copy.storage = .state(name, key: state)
        case .stateColor(let key, _): copy.storage = .stateColor(key, state: state)
        default: break
        }
        return copy
    }

    /// The title of a case, as the inspector shows it.
    public func title(ofCase value: String) -> String {
        cases.firstIndex(of: value).flatMap { caseTitles.indices.contains($0) ? caseTitles[$0] : nil } ?? value
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
        Inspectable(name: "tintColor", kind: .color, storage: .childColor("tintColor")),
        Inspectable(name: "borderWidth", kind: .number, storage: .runtimeAttribute("borderWidth"), defaultValue: "0"),
        Inspectable(name: "borderColor", kind: .color, storage: .runtimeAttribute("borderColor")),
        Inspectable(name: "cornerRadius", kind: .number, storage: .runtimeAttribute("cornerRadius"), defaultValue: "0"),
        Inspectable(name: "horizontalHuggingPriority", kind: .number, storage: .attribute("horizontalHuggingPriority"), defaultValue: "250"),
        Inspectable(name: "verticalHuggingPriority", kind: .number, storage: .attribute("verticalHuggingPriority"), defaultValue: "250"),
        Inspectable(name: "horizontalCompressionResistancePriority", kind: .number,
                    storage: .attribute("horizontalCompressionResistancePriority"), defaultValue: "750"),
        Inspectable(name: "verticalCompressionResistancePriority", kind: .number,
                    storage: .attribute("verticalCompressionResistancePriority"), defaultValue: "750"),
        Inspectable("preservesSuperviewLayoutMargins", .boolean, title: "Preserve Superview Margins", default: "NO", omitsDefault: true),
        Inspectable("insetsLayoutMarginsFromSafeArea", .boolean, title: "Safe Area Relative Margins", default: "YES", omitsDefault: true),
    ]

    /// Properties that change how Auto Layout treats the view, not only how it looks: Xcode's
    /// Size inspector shows them.
    public static let sizeInspectorNames: Set<String> = [
        "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
        "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea",
    ]

    /// The inspectables of an object: its class's, every view's, and any other runtime attribute
    /// the file gives it, as a custom inspectable of its type. With the project's code
    /// (`designable`), the designable ones are what the code declares instead of the usual three.
    public static func all(for object: NibObject, designable: [InspectableSection]? = nil) -> [Inspectable] {
        var list = byClass[object.className] ?? []
        if scrollViews.contains(object.className) {
            list += (byClass["scrollView"] ?? []).filter { inherited in !list.contains { $0.name == inherited.name } }
        }
        list += everyView
        // A button's style is its configuration's (iOS 15); older buttons have none to set.
        if object.buttonConfiguration == nil { list.removeAll { if case .configuration = $0.storage { true } else { false } } }
        // Attributed text is shown, not edited (`NibObject.attributedText`): no plain text, font,
        // colour or alignment over it, which its fragments' attributes decide.
        if object.attributedText != nil {
            let plain: Set<String> = object.className == "button" ? ["title"] : ["text", "textColor", "font", "textAlignment"]
            list.removeAll { plain.contains($0.name) }
        }
        // An SF Symbol's configuration is offered where the image is one (`catalog="system"`).
        if object.element[attribute: "catalog"] != "system" {
            list.removeAll { if case .symbolConfiguration = $0.storage { true } else { false } }
        } else if object.element.childElements.first(where: { $0.name == "preferredSymbolConfiguration" })?[attribute: "configurationType"] != "pointSize" {
            list.removeAll { $0.storage == .symbolConfiguration("pointSize") }
        }
        // A label shows the minimum its Autoshrink uses, as Xcode does: a scale, a size, or neither.
        if object.className == "label" {
            let mode = object.autoshrink
            list.removeAll { ($0.name == "minimumScaleFactor" && mode != "Minimum Font Scale") || ($0.name == "minimumFontSize" && mode != "Minimum Font Size") }
        }
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
