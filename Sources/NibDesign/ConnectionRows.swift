import NibModel
import XMLTree

/// An object's connections as Xcode's Connections inspector lists them: its outlets and outlet
/// collections, the actions it sends (with their event), the segues it triggers, and the
/// outlets elsewhere that reference it.
public struct ConnectionRow: Equatable, Sendable {
    public enum Section: String, CaseIterable, Sendable {
        case outlets = "Outlets", outletCollections = "Outlet Collections", sentActions = "Sent Events"
        case triggeredSegues = "Triggered Segues", referencingOutlets = "Referencing Outlets"
        case referencingCollections = "Referencing Outlet Collections"
    }
    public let section: Section
    /// The outlet's property, the action's selector (with its event), the segue's kind.
    public let name: String
    /// The object at the other end, as the outline names it.
    public let other: String
    /// The connection element's id, to delete it.
    public let id: String
}

extension DesignSession {
    public func connectionRows(of id: String) -> [ConnectionRow] {
        guard let object = document.objectsByID[id] else { return [] }
        func name(_ id: String?) -> String { id.flatMap { document.objectsByID[$0]?.outlineName } ?? id ?? "" }
        var rows: [ConnectionRow] = []
        for c in object.element.childElements.first(where: { $0.name == "connections" })?.childElements ?? [] {
            let connectionID = c[attribute: "id"] ?? ""
            switch c.name {
            case "outlet":
                rows.append(ConnectionRow(section: .outlets, name: c[attribute: "property"] ?? "", other: name(c[attribute: "destination"]), id: connectionID))
            case "outletCollection":
                rows.append(ConnectionRow(section: .outletCollections, name: c[attribute: "property"] ?? "", other: name(c[attribute: "destination"]), id: connectionID))
            case "action":
                let event = c[attribute: "eventType"].map { " (\($0))" } ?? ""
                rows.append(ConnectionRow(section: .sentActions, name: (c[attribute: "selector"] ?? "") + event, other: name(c[attribute: "destination"]), id: connectionID))
            case "segue":
                rows.append(ConnectionRow(section: .triggeredSegues, name: c[attribute: "kind"] ?? "", other: name(c[attribute: "destination"]), id: connectionID))
            default:
                break
            }
        }
        // Outlets of every other object that point here.
        for owner in document.allObjects where owner !== object {
            for c in owner.element.childElements.first(where: { $0.name == "connections" })?.childElements ?? []
            where c[attribute: "destination"] == id && (c.name == "outlet" || c.name == "outletCollection") {
                rows.append(ConnectionRow(section: c.name == "outlet" ? .referencingOutlets : .referencingCollections,
                                          name: c[attribute: "property"] ?? "", other: owner.outlineName, id: c[attribute: "id"] ?? ""))
            }
        }
        let order = ConnectionRow.Section.allCases
        return rows.enumerated().sorted { (order.firstIndex(of: $0.element.section)!, $0.offset) < (order.firstIndex(of: $1.element.section)!, $1.offset) }.map(\.element)
    }
}
