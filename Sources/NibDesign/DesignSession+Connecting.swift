import NibModel
import XMLTree
import NibSource

extension DesignSession {
    /// What Ctrl+dragging `objectID` onto `ownerID` offers: the owner's matching outlets, and
    /// its actions from a control; nothing without the project's code.
    public func connectionChoices(from objectID: String, to ownerID: String) -> ConnectionChoices {
        guard let index = sourceIndex, let object = document.objectsByID[objectID], let owner = document.objectsByID[ownerID],
              objectID != ownerID else { return ConnectionChoices() }
        return index.connectionChoices(from: object, to: owner)
    }

    /// Connects the owner's outlet to the object, one undo step; returns the connection's id.
    @discardableResult
    public func connectOutlet(_ outlet: ConnectionChoices.Outlet, of ownerID: String, to objectID: String) throws(EditError) -> String {
        try document.connectOutlet(outlet.property, of: ownerID, to: objectID, collection: outlet.isCollection, ids: &ids)
    }

    /// Connects the control's default event to the owner's action, one undo step.
    @discardableResult
    public func connectAction(_ selector: String, of controlID: String, to ownerID: String, eventType: String) throws(EditError) -> String {
        try document.connectAction(selector, of: controlID, to: ownerID, eventType: eventType, ids: &ids)
    }
}

extension DesignSession {
    /// A segue of the document by its id, with the scenes it joins, for the inspector.
    public func segue(_ id: String) -> (element: XMLElement, source: NibObject?, destination: NibObject?)? {
        guard let element = document.elementsByID[id], element.name == "segue" else { return nil }
        var source = element.parent
        while let s = source, document.objectsByID[s[attribute: "id"] ?? ""] == nil { source = s.parent }
        return (element, source.flatMap { document.objectsByID[$0[attribute: "id"] ?? ""] },
                element[attribute: "destination"].flatMap { document.objectsByID[$0] })
    }

    public func setSegue(_ id: String, _ attribute: String, to value: String?) throws(EditError) {
        try document.setSegueAttribute(id, attribute, to: value)
    }

    /// A segue from a button, a cell or a controller to another scene's controller.
    @discardableResult
    public func addSegue(from source: String, to destination: String, kind: String) throws(EditError) -> String {
        try document.addSegue(from: source, to: destination, kind: kind, ids: &ids)
    }

    /// Deletes a segue (or any connection); one undo step.
    public func removeConnection(_ id: String) throws(EditError) {
        try document.removeConnection(id)
        if selection == id { selection = nil }
    }
}
