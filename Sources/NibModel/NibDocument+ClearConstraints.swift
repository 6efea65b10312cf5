import XMLTree

extension NibDocument {
    /// Interface Builder's Clear Constraints for the views `ids`: every constraint that names one
    /// of them goes (and its outlets and size-class exclusions with it), as one step. A view left
    /// with no constraint stays where it is as IB keeps a view placed without any:
    /// `fixedFrame="YES"` and an autoresizing mask holding its top left (484 corpus views have
    /// that form; none a constraint names). A stack view's arranged views need none.
    public func clearConstraints(of ids: Set<String>) throws(EditError) {
        let named = constraints.filter { entry in
            ids.contains(entry.constraint.firstItem.id) || entry.constraint.secondItem.map { ids.contains($0.id) } == true
        }
        guard !named.isEmpty else { throw .notApplicable("no constraint names the selected views") }
        try history.group("Clear Constraints") { () throws(EditError) in
            try removeConstraints(named.map(\.constraint.id), name: "Clear Constraints")
            let stillNamed = constrainedViewIDs
            let freed = ids.sorted().compactMap { objectsByID[$0] }.filter { view in
                view.isLaidOutView && !view.translatesAutoresizingMaskIntoConstraints && !stillNamed.contains(view.id)
                    && view.parent?.isLaidOutView == true && view.parent?.className != "stackView"
            }
            guard !freed.isEmpty else { return }
            history.perform("Clear Constraints", objectIDs: freed.map(\.id), touching: freed.map(\.element), structural: true) {
                for view in freed { Self.fixFrame(view.element) }
            }
        }
    }

    /// IB's form of a view it places without constraints (the reverse of turning Auto Layout on).
    private static func fixFrame(_ element: XMLElement) {
        XcodeOrder.setAttribute("fixedFrame", to: "YES", on: element)
        guard !element.childElements.contains(where: { $0.name == "autoresizingMask" }) else { return }
        XcodeOrder.setChild(XMLLayout.element("autoresizingMask", [("key", "autoresizingMask"), ("flexibleMaxX", "YES"), ("flexibleMaxY", "YES")], indent: ""),
                            in: element)
    }
}
