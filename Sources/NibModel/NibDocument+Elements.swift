import XMLTree

/// Edits of any element of the document, each one undoable step: what resolving a merge
/// conflict needs, whatever the element (an attribute of a frame, a colour, a text).
extension NibDocument {
    /// Sets one attribute (nil removes it) of an element of the object `objectID`.
    public func setAttribute(_ name: String, to value: String?, of element: XMLElement, objectID: String, stepName: String) {
        history.perform(stepName, objectIDs: [objectID], touching: [element], structural: true) {
            if let value { element.setAttribute(name, to: value) } else { element.removeAttribute(name) }
        }
    }

    /// Gives an element the attributes and children of `replacement` (an element of the same
    /// name, from another version of the file), keeping its own place and indentation.
    public func replace(_ element: XMLElement, with replacement: XMLElement, objectID: String, stepName: String) {
        history.perform(stepName, objectIDs: [objectID], touching: [element], structural: true) {
            element.restore(replacement.snapshot())
        }
    }

    /// Removes an element with everything inside it, and the indentation before it.
    public func removeElement(_ element: XMLElement, objectID: String, stepName: String) {
        guard let parent = element.parent else { return }
        history.perform(stepName, objectIDs: [objectID], touching: [parent], structural: true) {
            XMLLayout.remove(element, from: parent)
        }
    }
}
