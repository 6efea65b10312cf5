import XMLTree

/// Writing the Attributes inspector's fields as Xcode writes them: attributes in Xcode's order
/// (`XcodeOrder`), fonts as `<fontDescription>`, a button's title and images in its normal state
/// (or its configuration), text input traits, Autoshrink.
extension NibDocument {
    /// Sets an attribute of the object's element; at its default, one Xcode leaves out is removed.
    func setAttribute(_ inspectable: Inspectable, _ name: String, to text: String, on element: XMLElement) {
        if inspectable.omitsDefault, text == inspectable.defaultValue || (text.isEmpty && inspectable.kind == .string) {
            element.removeAttribute(name)
            return
        }
        var text = text
        // Xcode before 12 (tools 17000) wrote the System button type as `roundedRect`; 100 files of
        // 41 repositories, none the other way round. `toolsVersion` reads dotted versions too
        // ("14460.31", Xcode 10's in 45 corpus files).
        if name == "buttonType", text == "system", (toolsVersion ?? .max) < XcodeVersions.xcode12 { text = "roundedRect" }
        XcodeOrder.setAttribute(name, to: text, on: element)
    }

    /// Writes an Attributes-inspector storage other than a plain attribute; false for those it
    /// does not handle.
    func setClassAttribute(_ inspectable: Inspectable, to value: RuntimeValue, on object: NibObject) -> Bool {
        let element = object.element
        let text: String
        switch value {
        case .string(let s): text = s
        case .boolean(let b): text = b ? "YES" : "NO"
        case .number(let x): text = XMLLayout.number(x)
        default: text = ""
        }
        switch inspectable.storage {
        case .font:
            guard let font = FontDescription(words: text) else { return true }
            let configuration = object.buttonConfiguration
            history.perform("Set Font", objectIDs: [object.id], touching: [element] + [configuration].compactMap { $0 }) {
                var font = font
                if case .named(let name) = font.kind, case .named(name)? = object.font?.kind { font.family = object.font?.family ?? font.family }
                let key = configuration == nil ? "fontDescription" : "titleFontDescription"
                let child = XMLLayout.element("fontDescription", [("key", key)] + font.xmlAttributes, indent: "")
                XcodeOrder.setChild(child, in: configuration ?? element)
            }
        case .state(let name, let stateKey):
            let configuration = stateKey == "normal" ? object.buttonConfiguration.flatMap { ["title", "image"].contains(name) ? $0 : nil } : nil
            let holder = configuration ?? object.state(stateKey)
            let reference = name == "image" ? NibObject.imageReference(in: holder) : nil
            history.perform("Set \(inspectable.name)", objectIDs: [object.id], touching: [element] + [holder, reference].compactMap { $0 },
                            structural: reference != nil && text.isEmpty) {
                let target = configuration ?? state(stateKey, of: object)
                if name == "image", let reference = NibObject.imageReference(in: target) {
                    setReferencedImage(text, in: reference, of: target)
                } else if text.isEmpty {
                    target.removeAttribute(name)
                    dropIfEmpty(target, of: element)
                } else {
                    // Xcode's order in both (the corpus: 1,117 states, 66 configurations).
                    Self.place(target, name, text, in: ["key", "style", "title", "image", "backgroundImage", "catalog"])
                }
            }
        case .stateColor(let key, let stateKey):
            guard case .color(let color) = value else { return true }
            history.perform("Set \(inspectable.name)", objectIDs: [object.id], touching: [element] + [object.state(stateKey)].compactMap { $0 }) {
                XcodeOrder.setChild(XMLLayout.element("color", [("key", key)] + color.xmlAttributes, indent: ""), in: state(stateKey, of: object))
            }
        case .inputTrait(let name):
            history.perform("Set \(inspectable.name)", objectIDs: [object.id], touching: [element] + [object.textInputTraits].compactMap { $0 }) {
                let traits = object.textInputTraits ?? madeChild("textInputTraits", key: "textInputTraits", in: element)
                if inspectable.omitsDefault, text == inspectable.defaultValue {
                    traits.removeAttribute(name)
                } else {
                    // Xcode's order (545 corpus traits).
                    Self.place(traits, name, text, in: ["key", "autocapitalizationType", "autocorrectionType", "spellCheckingType", "keyboardType",
                                                        "keyboardAppearance", "returnKeyType", "enablesReturnKeyAutomatically", "secureTextEntry",
                                                        "smartDashesType", "smartInsertDeleteType", "smartQuotesType", "textContentType"])
                }
            }
        case .configuration(let name):
            guard let configuration = object.buttonConfiguration else { return true }
            history.perform("Set \(inspectable.name)", objectIDs: [object.id], touching: [configuration]) {
                Self.place(configuration, name, text, after: ["key"], before: ["title", "image"])
            }
        case .autoshrink:
            history.perform("Set Autoshrink", objectIDs: [object.id], touching: [element]) {
                setAutoshrink(text, on: element)
            }
        case .symbolConfiguration(let name):
            let existing = element.childElements.first { $0.name == "preferredSymbolConfiguration" && $0[attribute: "key"] == "preferredSymbolConfiguration" }
            history.perform("Set \(inspectable.name)", objectIDs: [object.id], touching: [element] + [existing].compactMap { $0 }, structural: true) {
                let configuration = existing ?? madeChild("preferredSymbolConfiguration", key: "preferredSymbolConfiguration", in: element)
                if text == inspectable.defaultValue && inspectable.omitsDefault {
                    configuration.removeAttribute(name)
                    if name == "configurationType" { configuration.removeAttribute("pointSize") }
                } else {
                    // Xcode's order (the corpus's 37): key, configurationType, pointSize, scale, weight.
                    Self.place(configuration, name, text, in: ["key", "configurationType", "pointSize", "scale", "weight"])
                    if name == "configurationType", configuration[attribute: "pointSize"] == nil {
                        Self.place(configuration, "pointSize", "17", in: ["key", "configurationType", "pointSize", "scale", "weight"])
                    }
                }
                // Nothing configured: Xcode writes no element.
                if configuration.attributes.count == 1 { XMLLayout.remove(configuration, from: element) }
            }
        case .keyedChild(let name, let key, let attribute):
            guard case .number = value else { return true }
            let existing = element.childElements.first { $0.name == name && $0[attribute: "key"] == key }
            history.perform("Set \(inspectable.name)", objectIDs: [object.id], touching: [element] + [existing].compactMap { $0 }, structural: existing == nil) {
                let child = existing ?? {
                    // As Xcode writes them: every attribute, zero where unset.
                    let names = name == "inset" ? ["minX", "minY", "maxX", "maxY"] : ["width", "height"]
                    let made = XMLLayout.element(name, [("key", key)] + names.map { ($0, "0.0") }, indent: "")
                    XcodeOrder.setChild(made, in: element)
                    return made
                }()
                child.setAttribute(attribute, to: text)
            }
        default:
            return false
        }
        return true
    }

    /// Sets an attribute of an element without an id (so not in `XcodeOrder`), placed by `order`.
    private static func place(_ element: XMLElement, _ name: String, _ value: String, in order: [String]) {
        let rank = order.firstIndex(of: name) ?? order.count
        place(element, name, value, after: Array(order.prefix(rank)), before: Array(order.dropFirst(rank + 1)))
    }

    /// Names another image in an `<imageReference key="image">`, which keeps its symbol scale and
    /// rendering mode: `catalog="system"` only for a symbol `<resources>` lists as one. An empty
    /// name removes the reference.
    func setReferencedImage(_ name: String, in reference: XMLElement, of parent: XMLElement) {
        guard !name.isEmpty else { return XMLLayout.remove(reference, from: parent) }
        reference.setAttribute("image", to: name)
        let isSymbol = resources.contains { $0.name == "image" && $0[attribute: "name"] == name && $0[attribute: "catalog"] == "system" }
        if isSymbol {
            Self.place(reference, "catalog", "system", in: ["key", "image", "catalog", "symbolScale", "renderingMode"])
        } else {
            reference.removeAttribute("catalog")
        }
    }

    /// Xcode's Autoshrink: Fixed Font Size writes `adjustsFontSizeToFit="NO"`; the other two
    /// leave it out (YES) and keep a minimum scale (0.5 when new) or a minimum size (9).
    private func setAutoshrink(_ choice: String, on element: XMLElement) {
        switch choice {
        case "Minimum Font Scale":
            element.removeAttribute("adjustsFontSizeToFit")
            element.removeAttribute("minimumFontSize")
            if element[attribute: "minimumScaleFactor"] == nil { XcodeOrder.setAttribute("minimumScaleFactor", to: "0.5", on: element) }
        case "Minimum Font Size":
            element.removeAttribute("adjustsFontSizeToFit")
            element.removeAttribute("minimumScaleFactor")
            if element[attribute: "minimumFontSize"] == nil { XcodeOrder.setAttribute("minimumFontSize", to: "9", on: element) }
        default:
            element.removeAttribute("minimumScaleFactor")
            element.removeAttribute("minimumFontSize")
            XcodeOrder.setAttribute("adjustsFontSizeToFit", to: "NO", on: element)
        }
    }

    /// A button's `<state key=…>`, made where Xcode writes it when missing. (An edit inside it
    /// snapshots it too: an element's snapshot holds its own attributes and children.)
    private func state(_ key: String, of object: NibObject) -> XMLElement {
        object.state(key) ?? madeChild("state", key: key, in: object.element)
    }

    /// A highlighted, selected or disabled state left with nothing in it goes, as Xcode keeps
    /// none empty (the normal one stays).
    private func dropIfEmpty(_ state: XMLElement, of element: XMLElement) {
        guard state.name == "state", state[attribute: "key"] != "normal", state.attributes.count == 1, state.childElements.isEmpty else { return }
        XMLLayout.remove(state, from: element)
    }

    /// A new empty `<name key=…/>` placed where Xcode writes it.
    private func madeChild(_ name: String, key: String, in element: XMLElement) -> XMLElement {
        let made = XMLLayout.element(name, [("key", key)], indent: "")
        XcodeOrder.setChild(made, in: element)
        return made
    }
}

extension NibObject {
    /// The Autoshrink a label shows: absent `adjustsFontSizeToFit` is YES in Interface Builder's files.
    public var autoshrink: String {
        if element[attribute: "adjustsFontSizeToFit"] == "NO" { return "Fixed Font Size" }
        return element[attribute: "minimumFontSize"] != nil && element[attribute: "minimumScaleFactor"] == nil ? "Minimum Font Size" : "Minimum Font Scale"
    }
}
