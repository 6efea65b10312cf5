import XMLTree

extension NibDocument {
    /// The object's user-defined runtime attributes in the file's order: key path and value
    /// (nil for a type Nibbler does not read, such as a localized string).
    public func runtimeAttributes(of id: String) -> [(keyPath: String, type: String, value: RuntimeValue?)] {
        guard let object = objectsByID[id] else { return [] }
        return (RuntimeAttributes.container(of: object.element)?.childElements ?? []).compactMap { entry in
            entry[attribute: "keyPath"].map { ($0, entry[attribute: "type"] ?? "", RuntimeAttributes.value(of: entry)) }
        }
    }

    /// Adds or changes a runtime attribute as Xcode's Identity inspector writes it (a changed
    /// value of the same type changes one line; another type replaces the entry); renaming its
    /// key path from `previous` keeps its place. One undo step.
    public func setRuntimeAttribute(_ keyPath: String, to value: RuntimeValue, of id: String, renaming previous: String? = nil) throws(EditError) {
        guard let object = objectsByID[id] else { throw .unknownObject(id) }
        guard Self.isKeyPath(keyPath) else { throw .badValue(keyPath, property: "key path", expected: "names separated by dots") }
        let element = object.element
        let touched = RuntimeAttributes.touchedElements(keyPath, of: element) + (previous.map { RuntimeAttributes.touchedElements($0, of: element) } ?? [])
        history.perform("Set \(keyPath)", objectIDs: [id], touching: touched, structural: true) {
            if let previous, previous != keyPath, let entry = RuntimeAttributes.entry(previous, of: element) {
                entry.setAttribute("keyPath", to: keyPath)
            }
            RuntimeAttributes.set(keyPath, to: value, on: element)
        }
    }

    /// Removes a runtime attribute (and the list, when it was the last). One undo step.
    public func removeRuntimeAttribute(_ keyPath: String, of id: String) throws(EditError) {
        guard let object = objectsByID[id] else { throw .unknownObject(id) }
        guard RuntimeAttributes.entry(keyPath, of: object.element) != nil else { throw .unknownProperty(keyPath, className: object.className) }
        history.perform("Remove \(keyPath)", objectIDs: [id], touching: RuntimeAttributes.touchedElements(keyPath, of: object.element), structural: true) {
            RuntimeAttributes.remove(keyPath, on: object.element)
        }
    }

    static func isKeyPath(_ text: String) -> Bool {
        !text.isEmpty && text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { isIdentifier(String($0)) }
    }
}
