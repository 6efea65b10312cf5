import XMLTree

/// Adding and removing views and constraints, each one undoable step.
extension NibDocument {
    /// Children that come before `<subviews>` and `<constraints>` in Xcode's order.
    private static let frameElements: Set<String> = ["rect", "autoresizingMask"]

    /// Adds a view of `className` (`view`, `label`, `imageView`…) with `frame` as the last subview
    /// of `parentID`. Returns its id. As in Xcode, it keeps its frame by an autoresizing mask
    /// until its first constraint turns Auto Layout on for it.
    @discardableResult
    public func addView<R: RandomNumberGenerator>(_ className: String, frame: Rect, to parentID: String,
                                                  ids: inout ObjectIDGenerator<R>) throws(EditError) -> String {
        guard let parent = objectsByID[parentID], parent.isLaidOutView else { throw .unknownObject(parentID) }
        let id = ids.next { self.elementsByID[$0] != nil }
        let existing = parent.element.childElements.first { $0.name == "subviews" }
        history.perform("Add \(OutlineNames.words(for: className))", objectIDs: [parentID, id],
                        touching: [parent.element] + (existing.map { [$0] } ?? []), structural: true) {
            let subviews = XMLLayout.container("subviews", in: parent.element, after: Self.frameElements)
            let indent = subviews.indentation + XMLLayout.step
            let attributes = LibraryViews.attributes(className) + [("id", id)]
            let rect = XMLLayout.element("rect", [("key", "frame"), ("x", XMLLayout.number(frame.x)), ("y", XMLLayout.number(frame.y)),
                                                  ("width", XMLLayout.number(frame.width)), ("height", XMLLayout.number(frame.height))],
                                         indent: indent + XMLLayout.step)
            let mask = XMLLayout.element("autoresizingMask", [("key", "autoresizingMask"), ("flexibleMaxX", "YES"), ("flexibleMaxY", "YES")],
                                         indent: indent + XMLLayout.step)
            let more = LibraryViews.children(className).map { XMLLayout.element($0.0, $0.1, indent: indent + XMLLayout.step) }
            XMLLayout.insert(XMLLayout.element(className, attributes, children: [rect, mask] + more, indent: indent), into: subviews)
        }
        return id
    }

    /// Removes a view with everything inside it, the constraints and outlets that refer to them,
    /// and the size-class exclusions of those constraints.
    public func removeView(_ id: String) throws(EditError) {
        guard let object = objectsByID[id], let container = object.element.parent else { throw .unknownObject(id) }
        var gone: Set<String> = []
        func collectIDs(_ e: XMLElement) {
            if let i = e[attribute: "id"] { gone.insert(i) }
            e.childElements.forEach(collectIDs)
        }
        collectIDs(object.element)
        // Constraints and outlets elsewhere that name a removed object go too, then exclusions.
        var removals: [(XMLElement, XMLElement)] = [(object.element, container)]
        func sweep(_ e: XMLElement, names: [String]) {
            for child in e.childElements {
                if names.contains(where: { child[attribute: $0].map(gone.contains) == true }), let p = child.parent, !gone.contains(child[attribute: "id"] ?? "") {
                    removals.append((child, p))
                    if let i = child[attribute: "id"] { gone.insert(i) }
                } else {
                    sweep(child, names: names)
                }
            }
        }
        // Constraints first: an outlet may name a constraint that goes with the view, and the
        // outlets can come before the constraints in the file.
        sweep(xml.root, names: ["firstItem", "secondItem"])
        sweep(xml.root, names: ["destination"])
        sweep(xml.root, names: ["reference"])
        history.perform("Delete \(object.outlineName)", objectIDs: [id], touching: removals.map(\.1), structural: true) {
            for (child, parent) in removals { XMLLayout.remove(child, from: parent) }
        }
    }

    /// Moves a view, with everything inside it, to the end of another view's subviews. The
    /// constraints that tied it to its old surroundings are removed (as Xcode does); its frame
    /// stays as written, so the view may be misplaced until the layout is updated.
    public func moveView(_ id: String, to newParentID: String) throws(EditError) {
        guard let object = objectsByID[id], let oldContainer = object.element.parent else { throw .unknownObject(id) }
        guard let newParent = objectsByID[newParentID], newParent.isLaidOutView else { throw .unknownObject(newParentID) }
        var inside: Set<String> = []
        var subtree: [XMLElement] = []
        func walk(_ e: XMLElement) {
            subtree.append(e)
            if let i = e[attribute: "id"] { inside.insert(i) }
            e.childElements.forEach(walk)
        }
        walk(object.element)
        guard !inside.contains(newParentID) else {
            throw .badValue(newParentID, property: "new superview", expected: "a view outside the one being moved")
        }
        // Constraints held outside the moved views that name one of them, and their exclusions.
        var removals: [(XMLElement, XMLElement)] = []
        var removedIDs: Set<String> = []
        for (owner, constraint) in constraints where !inside.contains(owner.id) {
            let items = [constraint.firstItem.id] + (constraint.secondItem.map { [$0.id] } ?? [])
            if items.contains(where: inside.contains), let group = constraint.element.parent {
                removals.append((constraint.element, group))
                removedIDs.insert(constraint.id)
            }
        }
        func sweep(_ e: XMLElement) {
            for child in e.childElements {
                if child.name == "exclude", child[attribute: "reference"].map(removedIDs.contains) == true, let p = child.parent {
                    removals.append((child, p))
                } else {
                    sweep(child)
                }
            }
        }
        sweep(xml.root)
        let existing = newParent.element.childElements.first { $0.name == "subviews" }
        let touched = [oldContainer, newParent.element] + (existing.map { [$0] } ?? []) + removals.map(\.1) + subtree
        let oldIndent = object.element.indentation
        history.perform("Move \(object.outlineName)", objectIDs: [id, newParentID], touching: touched, structural: true) {
            for (child, parent) in removals { XMLLayout.remove(child, from: parent) }
            XMLLayout.remove(object.element, from: oldContainer)
            let subviews = XMLLayout.container("subviews", in: newParent.element, after: Self.frameElements)
            XMLLayout.insert(object.element, into: subviews)
            XMLLayout.reindent(object.element, from: oldIndent, to: object.element.indentation)
        }
    }

    /// Adds a required or prioritised constraint, in the `<constraints>` of the items' closest
    /// common ancestor (or of the item itself for a size constant), written as Xcode writes it.
    @discardableResult
    public func addConstraint<R: RandomNumberGenerator>(
        _ first: String, _ firstAttribute: NibConstraint.Attribute, _ relation: NibConstraint.Relation = .equal,
        to second: String? = nil, _ secondAttribute: NibConstraint.Attribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
        ids: inout ObjectIDGenerator<R>) throws(EditError) -> String {
        guard let firstObject = objectsByID[first] else { throw .unknownObject(first) }
        let secondObject: NibObject?
        if let second {
            guard let found = objectsByID[second] else { throw .unknownObject(second) }
            secondObject = found
        } else {
            secondObject = nil
        }
        guard constant.isFinite, abs(constant) <= 1e7, multiplier.isFinite, multiplier != 0 else {
            throw .badValue("\(constant)", property: "constant", expected: "a finite number")
        }
        guard (1...1000).contains(priority) else { throw .badValue("\(priority)", property: "priority", expected: "1 to 1000") }
        let owner = secondObject.flatMap { firstObject.nearestCommonAncestor(with: $0) } ?? firstObject
        let id = ids.next { self.elementsByID[$0] != nil }
        var attributes: [(String, String)] = []
        // Xcode leaves out the first item where it is the view that holds the constraint:
        // `<constraint firstAttribute="trailing" secondItem="label" …>` in the superview.
        if owner !== firstObject { attributes.append(("firstItem", first)) }
        attributes.append(("firstAttribute", firstAttribute.rawValue))
        if relation != .equal { attributes.append(("relation", relation.rawValue)) }
        if let second {
            attributes += [("secondItem", second), ("secondAttribute", secondAttribute.rawValue)]
        }
        if multiplier != 1 { attributes.append(("multiplier", XMLLayout.number(multiplier))) }
        if priority != 1000 { attributes.append(("priority", XMLLayout.number(priority))) }
        if constant != 0 { attributes.append(("constant", XMLLayout.number(constant))) }
        attributes.append(("id", id))
        let existing = owner.element.childElements.first { $0.name == "constraints" }
        // The items the constraint places (not a superview it pins them to) leave their masks.
        let placed = [firstObject] + (secondObject.map { [$0] } ?? [])
        // A view IB keeps at a fixed frame (`fixedFrame="YES"`, placed by its mask at build time)
        // is in the same case: in the corpus no view a constraint names keeps that mark.
        let switching = placed.filter { ($0 !== owner || secondObject == nil || secondObject === firstObject) && $0.isLaidOutView
            && ($0.translatesAutoresizingMaskIntoConstraints || $0.keepsFixedFrame) && $0.parent?.isLaidOutView == true }
        history.perform("Add Constraint", objectIDs: [first] + (second.map { [$0] } ?? []),
                        touching: [owner.element] + (existing.map { [$0] } ?? []) + switching.map(\.element), structural: true) {
            let group = XMLLayout.container("constraints", in: owner.element, after: Self.frameElements.union(["subviews"]))
            XMLLayout.insertByID(XMLLayout.element("constraint", attributes, indent: ""), into: group)
            switching.forEach(Self.useAutoLayout)
        }
        return id
    }

    /// Turns Auto Layout on for a view as Xcode writes it: the attribute just before the id, and
    /// no fixed frame or autoresizing mask.
    private static func useAutoLayout(_ view: NibObject) {
        let element = view.element
        element.removeAttribute("fixedFrame")
        element.setAttribute("translatesAutoresizingMaskIntoConstraints", to: "NO", at: element.attributes.firstIndex { $0.name == "id" })
        if let mask = element.childElements.first(where: { $0.name == "autoresizingMask" }) { XMLLayout.remove(mask, from: element) }
    }

    /// Removes a constraint, its size-class exclusions and the outlets to it (as Xcode does: an
    /// outlet to nothing would be a crash at run time).
    public func removeConstraint(_ id: String) throws(EditError) {
        try removeConstraints([id], name: "Delete Constraint")
    }

    /// Removes constraints together, as one change (the layout never sees some gone and others
    /// not), with their size-class exclusions and the outlets to them.
    public func removeConstraints(_ ids: [String], name: String) throws(EditError) {
        var removals: [(XMLElement, XMLElement)] = []
        var objectIDs: [String] = []
        for id in ids {
            guard let (owner, constraint) = constraint(id), let group = constraint.element.parent else { throw .unknownObject(id) }
            removals.append((constraint.element, group))
            for object in [owner.id, constraint.firstItem.id] where !objectIDs.contains(object) { objectIDs.append(object) }
        }
        let gone = Set(ids)
        func sweep(_ e: XMLElement) {
            for child in e.childElements {
                let refers = (child.name == "exclude" && gone.contains(child[attribute: "reference"] ?? ""))
                    || (["outlet", "outletCollection"].contains(child.name) && gone.contains(child[attribute: "destination"] ?? ""))
                if refers, let p = child.parent { removals.append((child, p)) } else { sweep(child) }
            }
        }
        sweep(xml.root)
        var parents: [XMLElement] = []
        for (_, parent) in removals where !parents.contains(where: { $0 === parent }) { parents.append(parent) }
        history.perform(name, objectIDs: objectIDs, touching: parents, structural: true) {
            for (child, parent) in removals { XMLLayout.remove(child, from: parent) }
        }
    }

    /// Changes a constraint's constant, priority or multiplier: one attribute of one line.
    public func setConstraint(_ id: String, constant: Double? = nil, priority: Double? = nil, multiplier: Double? = nil) throws(EditError) {
        guard let (_, constraint) = constraint(id) else { throw .unknownObject(id) }
        if let constant, !constant.isFinite || abs(constant) > 1e7 {
            throw .badValue("\(constant)", property: "constant", expected: "a finite number")
        }
        if let priority, !(1...1000).contains(priority) { throw .badValue("\(priority)", property: "priority", expected: "1 to 1000") }
        if let multiplier, !multiplier.isFinite || multiplier == 0 {
            throw .badValue("\(multiplier)", property: "multiplier", expected: "a non-zero number")
        }
        // Constraint values are read into the model: index again.
        history.perform("Change Constraint", objectIDs: [constraint.firstItem.id], touching: [constraint.element], structural: true) {
            Self.place(constant: constant, priority: priority, multiplier: multiplier, in: constraint.element)
        }
    }

    /// Sets the constants of several constraints as one undoable step (Update Constraints).
    public func setConstants(_ constants: [String: Double], name: String) throws(EditError) {
        var elements: [(XMLElement, Double)] = []
        for (id, value) in constants.sorted(by: { $0.key < $1.key }) {
            guard let (_, constraint) = constraint(id) else { throw .unknownObject(id) }
            guard value.isFinite, abs(value) <= 1e7 else { throw .badValue("\(value)", property: "constant", expected: "a finite number") }
            elements.append((constraint.element, value))
        }
        guard !elements.isEmpty else { return }
        history.perform(name, objectIDs: constants.keys.sorted(), touching: elements.map(\.0), structural: true) {
            for (element, value) in elements { Self.place(constant: value, priority: nil, multiplier: nil, in: element) }
        }
    }

    /// Writes a constraint's values in Xcode's attribute order, leaving out the defaults.
    private static func place(constant: Double?, priority: Double?, multiplier: Double?, in element: XMLElement) {
        let order = ["firstItem", "firstAttribute", "relation", "secondItem", "secondAttribute", "multiplier", "priority", "constant", "symbolic", "identifier", "id"]
        func place(_ name: String, _ value: Double, default fallback: Double) {
            if value == fallback && name != "constant" || value == 0 && name == "constant" {
                element.removeAttribute(name)
                return
            }
            let rank = order.firstIndex(of: name)!
            let index = element.attributes.firstIndex { (order.firstIndex(of: $0.name) ?? order.count) > rank }
            element.setAttribute(name, to: XMLLayout.number(value), at: index)
        }
        if let constant { place("constant", constant, default: 0) }
        if let priority { place("priority", priority, default: 1000) }
        if let multiplier { place("multiplier", multiplier, default: 1) }
    }
}
