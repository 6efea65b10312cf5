import XMLTree

extension NibDocument {
    /// Connects an outlet of `owner` (File's Owner, a controller, any object) to `destination`,
    /// as Xcode writes it: `<outlet property=… destination=… id=…/>` in the owner's
    /// `<connections>`, actions first, then outlets by property name. One undo step. An outlet
    /// of that name already connected is reconnected (an outlet holds one object).
    @discardableResult
    public func connectOutlet<R: RandomNumberGenerator>(_ property: String, of owner: String, to destination: String,
                                                        collection: Bool = false, ids: inout ObjectIDGenerator<R>) throws(EditError) -> String {
        guard let ownerObject = objectsByID[owner] else { throw .unknownObject(owner) }
        guard objectsByID[destination] != nil || elementsByID[destination] != nil else { throw .unknownObject(destination) }
        guard Self.isIdentifier(property) else { throw .badValue(property, property: "outlet", expected: "a property name") }
        var attributes = [("property", property), ("destination", destination)]
        if collection { attributes.append(("collectionClass", "NSMutableArray")) }
        let replaced = collection ? nil : connectionsElement(of: ownerObject)?.childElements.first { $0.name == "outlet" && $0[attribute: "property"] == property }
        return try addConnection(collection ? "outletCollection" : "outlet", attributes, of: owner, stepName: "Connect \(property)",
                                 replacing: replaced, ids: &ids)
    }

    /// Connects `control`'s `eventType` to `selector` of `target`, as Xcode writes it:
    /// `<action selector=… destination=… eventType=… id=…/>` in the control's `<connections>`.
    @discardableResult
    public func connectAction<R: RandomNumberGenerator>(_ selector: String, of control: String, to target: String, eventType: String = "touchUpInside",
                                                        ids: inout ObjectIDGenerator<R>) throws(EditError) -> String {
        guard objectsByID[control] != nil else { throw .unknownObject(control) }
        guard objectsByID[target] != nil || elementsByID[target] != nil else { throw .unknownObject(target) }
        guard selector.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }), selector.first?.isNumber == false else {
            throw .badValue(selector, property: "action", expected: "an Objective-C selector")
        }
        return try addConnection("action", [("selector", selector), ("destination", target), ("eventType", eventType)], of: control,
                                 stepName: "Connect \(selector)", ids: &ids)
    }

    /// A new connection element (with a new id, last) in the object's `<connections>`, made
    /// when missing, in Xcode's order; `replacing` one it supersedes. One undo step.
    func addConnection<R: RandomNumberGenerator>(_ name: String, _ attributes: [(String, String)], of objectID: String, stepName: String,
                                                 replacing replaced: XMLElement? = nil, ids: inout ObjectIDGenerator<R>) throws(EditError) -> String {
        guard let object = objectsByID[objectID] else { throw .unknownObject(objectID) }
        let id = ids.next { self.elementsByID[$0] != nil }
        let existing = connectionsElement(of: object)
        history.perform(stepName, objectIDs: [objectID], touching: [object.element] + (existing.map { [$0] } ?? []), structural: true) {
            let group = existing ?? self.makeConnections(in: object.element)
            if let replaced { XMLLayout.remove(replaced, from: group) }
            Self.insertSorted(XMLLayout.element(name, attributes + [("id", id)], indent: ""), into: group)
        }
        return id
    }

    /// Removes a connection (outlet, outlet collection, action or segue) by its id; an emptied
    /// `<connections>` goes too, as Xcode leaves none.
    public func removeConnection(_ id: String) throws(EditError) {
        guard let element = elementsByID[id], ["outlet", "outletCollection", "action", "segue"].contains(element.name),
              let group = element.parent, let owner = group.parent else { throw .unknownObject(id) }
        let ownerID = owner[attribute: "id"] ?? id
        history.perform("Remove Connection", objectIDs: [ownerID], touching: [owner, group], structural: true) {
            if group.childElements.count == 1 { XMLLayout.remove(group, from: owner) } else { XMLLayout.remove(element, from: group) }
        }
    }

    private func connectionsElement(of object: NibObject) -> XMLElement? {
        object.element.childElements.first { $0.name == "connections" }
    }

    /// `<connections>` last in the element, before its canvas location (as in every corpus file).
    private func makeConnections(in element: XMLElement) -> XMLElement {
        let made = XMLLayout.element("connections", [], indent: "")
        XMLLayout.insert(made, into: element, before: ["point"])
        return made
    }

    /// Xcode's order in `<connections>`: actions by selector, then outlets and outlet collections
    /// by property name (1,204 of 1,228 corpus groups; actions first in all 125 with both).
    /// A list in another order gets it last.
    private static func insertSorted(_ child: XMLElement, into group: XMLElement) {
        func key(_ e: XMLElement) -> (Int, String) {
            switch e.name {
            case "action": (0, e[attribute: "selector"] ?? "")
            case "outlet", "outletCollection": (1, e[attribute: "property"] ?? "")
            default: (2, "")
            }
        }
        let newKey = key(child), keys = group.childElements.map(key)
        // A list not in Xcode's order (written by hand) gets it last.
        guard zip(keys, keys.dropFirst()).allSatisfy({ $0 <= $1 }), let next = group.childElements.first(where: { key($0) > newKey }) else {
            XMLLayout.insert(child, into: group)
            return
        }
        XMLLayout.insert(child, into: group, before: [next.name], beforeElement: next)
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
