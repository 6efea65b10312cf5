import XMLTree

extension NibDocument {
    /// The kinds of segue Interface Builder offers when one is made, by their XML kind, with
    /// the names its popover gives them.
    public static let segueKinds: [(kind: String, name: String)] = [
        ("show", "Show"), ("showDetail", "Show Detail"), ("presentation", "Present Modally"),
        ("popoverPresentation", "Present As Popover"), ("custom", "Custom"),
    ]

    /// A segue's attributes in the order Xcode writes them.
    static let segueAttributeOrder = ["destination", "kind", "relationship", "identifier", "modalPresentationStyle",
                                      "modalTransitionStyle", "popoverAnchorView", "customClass", "customModule",
                                      "destinationCreationSelector", "id"]

    /// Sets (or, with nil, removes) an attribute of a segue, where Xcode writes it; one undo step.
    public func setSegueAttribute(_ segueID: String, _ name: String, to value: String?) throws(EditError) {
        guard let segue = elementsByID[segueID], segue.name == "segue" else { throw .unknownObject(segueID) }
        if name == "kind", let value, !Self.segueKinds.contains(where: { $0.kind == value }) {
            throw .badValue(value, property: "kind", expected: Self.segueKinds.map(\.kind).joined(separator: ", "))
        }
        // Among the present attributes in Xcode's order (an unknown one just before the id).
        let rank = Self.segueAttributeOrder.firstIndex(of: name)
        let (after, before) = rank.map { (Array(Self.segueAttributeOrder[..<$0]), Array(Self.segueAttributeOrder[($0 + 1)...])) } ?? ([], ["id"])
        history.perform("Set Segue \(name)", objectIDs: [segueID], touching: [segue], structural: true) {
            if let value, !value.isEmpty { Self.place(segue, name, value, after: after, before: before) } else { segue.removeAttribute(name) }
        }
    }

    /// Makes a segue from `source` (a button, a cell, a controller) to the controller
    /// `destination`, written as Xcode writes it in the source's `<connections>`; one undo step.
    @discardableResult
    public func addSegue<R: RandomNumberGenerator>(from source: String, to destination: String, kind: String,
                                                   ids: inout ObjectIDGenerator<R>) throws(EditError) -> String {
        guard objectsByID[source] != nil else { throw .unknownObject(source) }
        guard let target = objectsByID[destination], target.className.hasSuffix("Controller") || target.className == "viewControllerPlaceholder" else {
            throw .notApplicable("a segue goes to a view controller")
        }
        guard Self.segueKinds.contains(where: { $0.kind == kind }) else {
            throw .badValue(kind, property: "kind", expected: Self.segueKinds.map(\.kind).joined(separator: ", "))
        }
        return try addConnection("segue", [("destination", destination), ("kind", kind)], of: source, stepName: "Add Segue", ids: &ids)
    }
}
