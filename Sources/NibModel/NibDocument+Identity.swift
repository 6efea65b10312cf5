import XMLTree

extension NibDocument {
    /// Sets an object's custom class as Xcode's Identity inspector writes it: `customClass`
    /// after the id (and user label), then `customModule`, and `customModuleProvider="target"`
    /// when the module is inherited from the target; a class of nil or "" removes all three.
    /// One undo step.
    public func setCustomClass(of id: String, to className: String?, module: String?, inheritsModule: Bool) throws(EditError) {
        guard let object = objectsByID[id] else { throw .unknownObject(id) }
        let className = className.flatMap { $0.isEmpty ? nil : $0 }, module = module.flatMap { $0.isEmpty ? nil : $0 }
        for name in [className, module].compactMap({ $0 }) where !Self.isIdentifier(name) {
            throw .badValue(name, property: "custom class", expected: "a class or module name")
        }
        let element = object.element
        history.perform("Set Custom Class", objectIDs: [id], touching: [element], structural: true) {
            guard let className else {
                for name in ["customClass", "customModule", "customModuleProvider"] { element.removeAttribute(name) }
                return
            }
            Self.place(element, "customClass", className, after: ["id", "userLabel"], before: ["customModule", "customModuleProvider", "sceneMemberID"])
            if let module {
                Self.place(element, "customModule", module, after: ["customClass"], before: ["customModuleProvider", "sceneMemberID"])
            } else {
                element.removeAttribute("customModule")
            }
            if inheritsModule, module != nil {
                Self.place(element, "customModuleProvider", "target", after: ["customModule"], before: ["sceneMemberID"])
            } else {
                element.removeAttribute("customModuleProvider")
            }
        }
    }

    /// Sets (nil or "": removes) a controller's Storyboard ID or any object's Restoration ID,
    /// written before the id as Xcode writes them. One undo step.
    public func setIdentifier(_ attribute: String, of id: String, to value: String?) throws(EditError) {
        guard ["storyboardIdentifier", "restorationIdentifier"].contains(attribute) else { throw .unknownProperty(attribute, className: "object") }
        guard let object = objectsByID[id] else { throw .unknownObject(id) }
        let element = object.element
        history.perform("Set \(attribute)", objectIDs: [id], touching: [element], structural: true) {
            if let value, !value.isEmpty {
                Self.place(element, attribute, value, after: [], before: ["translatesAutoresizingMaskIntoConstraints", "id"])
            } else {
                element.removeAttribute(attribute)
            }
        }
    }

    /// Xcode's Size inspector "Intrinsic Size": nil is Default (no placeholder); a size is
    /// Placeholder, written after the hugging and compression priorities as Xcode writes it, an
    /// axis without a size as `infinite` (its "None"). The layout uses it. One undo step.
    public func setIntrinsicSizePlaceholder(of id: String, to size: (width: Double?, height: Double?)?) throws(EditError) {
        guard let object = objectsByID[id], object.isLaidOutView else { throw .unknownObject(id) }
        for length in [size?.width, size?.height].compactMap({ $0 }) where !(length.isFinite && length >= 0 && length <= 1e5) {
            throw .badValue(XMLLayout.number(length), property: "intrinsic size", expected: "a size from 0 to 100,000 points")
        }
        let element = object.element
        let priorities = ["horizontalHuggingPriority", "verticalHuggingPriority", "horizontalCompressionResistancePriority",
                          "verticalCompressionResistancePriority"]
        history.perform("Set Intrinsic Size", objectIDs: [id], touching: [element], structural: true) {
            guard let size else {
                element.removeAttribute("placeholderIntrinsicWidth")
                element.removeAttribute("placeholderIntrinsicHeight")
                return
            }
            let text = { (length: Double?) in length.map(XMLLayout.number) ?? "infinite" }
            Self.place(element, "placeholderIntrinsicWidth", text(size.width), after: priorities,
                       before: ["placeholderIntrinsicHeight", "translatesAutoresizingMaskIntoConstraints", "id"])
            Self.place(element, "placeholderIntrinsicHeight", text(size.height), after: priorities + ["placeholderIntrinsicWidth"],
                       before: ["translatesAutoresizingMaskIntoConstraints", "id"])
        }
    }

    /// Sets an attribute, a new one placed after the last of `after` present and before the
    /// first of `before` present (Xcode's order, read off the corpus).
    static func place(_ element: XMLElement, _ name: String, _ value: String, after: [String], before: [String]) {
        let names = element.attributes.map(\.name)
        guard !names.contains(name) else { return element.setAttribute(name, to: value) }
        let firstBefore = names.firstIndex { before.contains($0) } ?? names.count
        let lastAfter = names.lastIndex { after.contains($0) }.map { $0 + 1 }
        element.setAttribute(name, to: value, at: lastAfter.map { min($0, firstBefore) } ?? firstBefore)
    }
}
