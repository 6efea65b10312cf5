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

    /// Sets an attribute, a new one placed after the last of `after` present and before the
    /// first of `before` present (Xcode's order, read off the corpus).
    static func place(_ element: XMLElement, _ name: String, _ value: String, after: [String], before: [String]) {
        let names = element.attributes.map(\.name)
        guard !names.contains(name) else { return element.setAttribute(name, to: value) }
        let firstBefore = names.firstIndex { before.contains($0) } ?? names.count
        let lastAfter = names.lastIndex { after.contains($0) }.map { $0 + 1 } ?? 0
        element.setAttribute(name, to: value, at: after.isEmpty ? firstBefore : min(max(lastAfter, 0), firstBefore))
    }
}
