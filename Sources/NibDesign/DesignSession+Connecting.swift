import NibModel
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
