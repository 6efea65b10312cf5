import XMLTree

/// Views on the clipboard: the XML of a view with its subviews and the constraints inside it,
/// and the indentation it had, so a paste can indent it for its new place.
public struct ViewFragment: Sendable {
    public let xml: String
    let indentation: String
    /// The view it was copied from.
    public let sourceID: String
}

extension NibDocument {
    /// Attributes that name another object.
    private static let references = ["firstItem", "secondItem", "destination", "reference"]

    /// The size of the view a fragment holds, as its frame states it.
    public static func size(of fragment: ViewFragment) -> (width: Double, height: Double)? {
        guard let wrapper = try? XMLReader.parse("<fragment>\(fragment.xml)</fragment>"),
              let rect = wrapper.root.childElements.first?.childElements.first(where: { $0.name == "rect" && $0[attribute: "key"] == "frame" }),
              let w = rect[attribute: "width"].flatMap(Double.init), let h = rect[attribute: "height"].flatMap(Double.init) else { return nil }
        return (w, h)
    }

    /// Copies a view with everything inside it.
    public func copy(_ id: String) throws(EditError) -> ViewFragment {
        guard let object = objectsByID[id], object.isLaidOutView, object.parent?.isLaidOutView == true else { throw .unknownObject(id) }
        return ViewFragment(xml: object.element.serialized(), indentation: object.element.indentation, sourceID: id)
    }

    /// Pastes a copied view as the last subview of `parentID`, as one undoable step, at `origin`
    /// when given. Every object gets a fresh id; constraints and outlets that refer to objects
    /// outside the copy are left behind, those between copied objects come along. Returns the
    /// new view's id.
    @discardableResult
    public func paste<R: RandomNumberGenerator>(_ fragment: ViewFragment, into parentID: String, at origin: (x: Double, y: Double)? = nil,
                                                ids: inout ObjectIDGenerator<R>) throws(EditError) -> String {
        guard let parent = objectsByID[parentID], parent.isLaidOutView else { throw .unknownObject(parentID) }
        guard let wrapper = try? XMLReader.parse("<fragment>\(fragment.xml)</fragment>"), let view = wrapper.root.childElements.first else {
            throw .badValue("clipboard", property: "paste", expected: "a copied view")
        }
        // Fresh ids for everything in the copy.
        var fresh: [String: String] = [:]
        func collect(_ e: XMLElement) {
            if let id = e[attribute: "id"] {
                fresh[id] = ids.next { self.elementsByID[$0] != nil || fresh.values.contains($0) }
            }
            e.childElements.forEach(collect)
        }
        collect(view)
        // Rename, and leave behind what points outside the copy.
        func rewrite(_ e: XMLElement) {
            for (k, child) in e.children.enumerated().reversed() {
                guard case .element(let c) = child else { continue }
                let outside = Self.references.contains { c[attribute: $0].map { fresh[$0] == nil } ?? false }
                if outside && ["constraint", "outlet", "action", "segue", "exclude", "outletCollection"].contains(c.name) {
                    e.removeChild(at: k)
                    continue
                }
                rewrite(c)
            }
            if let id = e[attribute: "id"], let new = fresh[id] { e.setAttribute("id", to: new) }
            for name in Self.references { if let old = e[attribute: name], let new = fresh[old] { e.setAttribute(name, to: new) } }
        }
        rewrite(view)
        if let origin, let rect = view.childElements.first(where: { $0.name == "rect" && $0[attribute: "key"] == "frame" }) {
            rect.setAttribute("x", to: Self.frameNumber(origin.x))
            rect.setAttribute("y", to: Self.frameNumber(origin.y))
        }
        guard let newID = view[attribute: "id"] else { throw .badValue("clipboard", property: "paste", expected: "a copied view") }
        let existing = parent.element.childElements.first { $0.name == "subviews" }
        history.perform("Paste \(OutlineNames.words(for: view.name))", objectIDs: [parentID, newID],
                        touching: [parent.element] + (existing.map { [$0] } ?? []), structural: true) {
            let subviews = XMLLayout.container("subviews", in: parent.element, after: ["rect", "autoresizingMask"])
            XMLLayout.insert(view, into: subviews)
            XMLLayout.reindent(view, from: fragment.indentation, to: view.indentation)
        }
        return newID
    }
}
