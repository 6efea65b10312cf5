import XMLTree

/// The three-way merge of two elements that both sides kept, written as text: a subtree only one
/// side changed is that side's bytes; where both changed, attributes merge one by one and
/// children are matched by `ChildKey` and merged in turn. Where both changed the same thing
/// differently, ours is kept and a `MergeConflict` says what theirs was.
final class TreeMerge {
    private(set) var conflicts: [MergeConflict] = []
    private let hashes = SubtreeHashes()
    /// Ours' elements above the one being merged, to name conflicts by their object.
    private var path: [XMLElement] = []
    /// Objects theirs deleted but ours changed: they stay (a conflict), and so do the
    /// constraints and connections theirs deleted along with them.
    private let keptDespiteDeletion: Set<String>

    init(ids: IDIndex) {
        let (before, mine, others) = (ids.base, ids.ours, ids.theirs)
        let hashes = self.hashes
        keptDespiteDeletion = Set(mine.compactMap { id, element in
            guard others[id] == nil, let old = before[id] else { return nil }
            return Self.changedBeyondFrames(from: old, to: element, hashes: hashes) ? id : nil
        })
    }

    func element(base: XMLElement?, ours: XMLElement, theirs: XMLElement) -> String {
        if hashes.same(ours, theirs) || hashes.same(base, theirs) { return ours.serialized() }
        if hashes.same(base, ours) && !holdsReferenceToKept(base) { return theirs.serialized() }
        guard ours.name == theirs.name else {
            record(at: ours, kind: .elementKind, property: "kind", ours: "<\(ours.name)>", theirs: "<\(theirs.name)>")
            return ours.serialized()
        }
        if ChildKey.isEnvironment(ours) { return ours.serialized() }
        if ChildKey.isValue(ours) {
            record(at: ours, kind: .element, property: "", ours: Self.valueWords(ours), theirs: Self.valueWords(theirs),
                   elements: (ours.serialized(), theirs.serialized()))
            return ours.serialized()
        }
        path.append(ours)
        defer { path.removeLast() }
        let attributes = mergedAttributes(base: base, ours: ours, theirs: theirs)
        let content = children(base: base, ours: ours, theirs: theirs)
        let selfClosing = content.isEmpty && ours.endTagText == nil
        let start = [ours, theirs].first { $0.attributes == attributes && ($0.endTagText == nil) == selfClosing }?.startTagText
            ?? XMLElement.startTag(name: ours.name, attributes: attributes, selfClosing: selfClosing)
        if selfClosing { return start }
        return start + content + (ours.endTagText ?? theirs.endTagText ?? "</\(ours.name)>")
    }

    /// Text outside elements (whitespace, comments, an element's text content, whose conflict
    /// is about the two elements that hold it, `owners`).
    func text(base: String?, ours: String, theirs: String, owners: (ours: XMLElement, theirs: XMLElement)? = nil) -> String {
        if ours == theirs || base == theirs { return ours }
        if base == ours { return theirs }
        if let owners {
            record(at: owners.ours, kind: .element, property: "text", ours: XMLEscaping.decode(ours), theirs: XMLEscaping.decode(theirs),
                   elements: (owners.ours.serialized(), owners.theirs.serialized()))
        }
        return ours
    }

    // MARK: Attributes

    private func mergedAttributes(base: XMLElement?, ours: XMLElement, theirs: XMLElement) -> [XMLAttribute] {
        func raw(_ element: XMLElement?, _ name: String) -> String? {
            element?.attributes.first { $0.name == name }?.rawValue
        }
        var result: [XMLAttribute] = []
        for attribute in ours.attributes {
            if let value = merged(attribute.name, of: ours, base: raw(base, attribute.name), ours: attribute.rawValue,
                                  theirs: raw(theirs, attribute.name)) {
                result.append(XMLAttribute(name: attribute.name, rawValue: value))
            }
        }
        // Theirs' new attributes go after the one theirs writes before them.
        for (i, attribute) in theirs.attributes.enumerated() where raw(ours, attribute.name) == nil {
            guard let value = merged(attribute.name, of: ours, base: raw(base, attribute.name), ours: nil,
                                     theirs: attribute.rawValue) else { continue }
            let before = theirs.attributes[..<i].last { a in result.contains { $0.name == a.name } }
            let at = before.flatMap { b in result.firstIndex { $0.name == b.name }.map { $0 + 1 } } ?? 0
            result.insert(XMLAttribute(name: attribute.name, rawValue: value), at: at)
        }
        return result
    }

    private func merged(_ name: String, of element: XMLElement, base: String?, ours: String?, theirs: String?) -> String? {
        if ours == theirs || base == theirs || FloatNoise.only(base, theirs) || FloatNoise.only(ours, theirs) { return ours }
        if base == ours || FloatNoise.only(base, ours) { return theirs }
        if let ours, let theirs, VersionNumbers.isVersion(name, on: element.name) { return VersionNumbers.newer(ours, theirs) }
        if let y = StackedRows.mergedY(name, of: element, base: base, ours: ours, theirs: theirs) { return y }
        record(at: element, kind: .attribute, property: name, ours: ours.map(XMLEscaping.decode), theirs: theirs.map(XMLEscaping.decode))
        return ours
    }

    // MARK: Children

    private func children(base: XMLElement?, ours: XMLElement, theirs: XMLElement) -> String {
        let b = ChildList(base), o = ChildList(ours), t = ChildList(theirs)
        var out = ""
        for key in order(b, o, t, parent: ours.name) {
            switch (o[key], t[key]) {
            case let (mine?, other?):
                out += text(base: b[key]?.lead, ours: mine.lead, theirs: other.lead)
                out += element(base: b[key]?.element, ours: mine.element, theirs: other.element)
            case let (mine?, nil): out += mine.lead + mine.element.serialized()
            case let (nil, other?): out += other.lead + other.element.serialized()
            case (nil, nil): break
            }
        }
        let holdsText = o.isEmpty && t.isEmpty
        return out + text(base: base == nil ? nil : b.tail, ours: o.tail, theirs: t.tail, owners: holdsText ? (ours, theirs) : nil)
    }

    /// The merged order of the children's keys: ours' list without what theirs deleted, and
    /// theirs' insertions placed where Xcode sorts them, else after the child theirs has before
    /// them (after ours' own insertions there, so both sides' stay together).
    private func order(_ b: ChildList, _ o: ChildList, _ t: ChildList, parent: String) -> [String] {
        var result = o.keys.filter { key in
            guard let gone = b[key], t[key] == nil, let mine = o[key] else { return true }
            if refersToKept(mine.element) { return true }
            guard Self.changedBeyondFrames(from: gone.element, to: mine.element, hashes: hashes) else { return false }
            if !ChildKey.isBookkeeping(mine.element, in: parent) {
                record(at: mine.element, kind: .deletedByTheirs, property: "deleted by theirs, changed by ours; kept", ours: nil, theirs: nil)
            }
            return true
        }
        for other in t.items where b.contains(other.key) && !o.contains(other.key) && !ChildKey.isBookkeeping(other.element, in: parent) {
            if Self.changedBeyondFrames(from: b[other.key]!.element, to: other.element, hashes: hashes) {
                record(at: other.element, kind: .deletedByOurs, property: "deleted by ours, changed by theirs; left deleted", ours: nil, theirs: nil)
            }
        }
        // Ours kept base's children as they were: theirs' list stands, with its insertions and
        // its moves (element-ios's tie-breakers moved above the resources).
        if o.keys == b.keys && result.allSatisfy(t.contains) { return t.keys }
        let inserted = t.items.filter { !b.contains($0.key) && !o.contains($0.key) }
        guard !inserted.isEmpty else { return result }

        func element(_ key: String) -> XMLElement? { o[key]?.element ?? t[key]?.element }
        func sortKey(_ key: String) -> String? { element(key).flatMap { ChildKey.sortKey(of: $0, in: parent) } }
        func isSorted(_ list: ChildList) -> Bool {
            let keys = list.items.compactMap { ChildKey.sortKey(of: $0.element, in: parent) }
            return zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 }
        }
        let sorted = isSorted(o) && isSorted(t)
        for item in inserted {
            if sorted, let key = sortKey(item.key), let at = sortedPlace(for: key, in: result, sortKey: sortKey) {
                result.insert(item.key, at: at)
                continue
            }
            let tIndex = t.items.firstIndex { $0.key == item.key }!
            let before = t.items[..<tIndex].last { result.contains($0.key) }
            var at = before.flatMap { b in result.firstIndex(of: b.key).map { $0 + 1 } } ?? 0
            while at < result.count, !b.contains(result[at]), let mine = o[result[at]],
                  !ChildKey.comesBefore(item.element, mine.element) { at += 1 }
            result.insert(item.key, at: at)
        }
        return result
    }

    private func sortedPlace(for key: String, in result: [String], sortKey: (String) -> String?) -> Int? {
        var lastSorted: Int?
        for (i, other) in result.enumerated() {
            guard let otherKey = sortKey(other) else { continue }
            if otherKey > key { return i }
            lastSorted = i
        }
        return lastSorted.map { $0 + 1 }
    }

    /// Whether theirs' deletions inside `element` may include a reference to an object kept
    /// despite its deletion (then the element is merged child by child, not taken whole).
    private func holdsReferenceToKept(_ element: XMLElement?) -> Bool {
        guard let element, !keptDespiteDeletion.isEmpty else { return false }
        return References.allElements(element).contains(where: refersToKept)
    }

    private func refersToKept(_ element: XMLElement) -> Bool {
        (References.attributes[element.name] ?? []).contains { element[attribute: $0].map(keptDespiteDeletion.contains) ?? false }
    }

    /// A side changed a subtree the other deleted: frames moved by layout do not count.
    private static func changedBeyondFrames(from base: XMLElement, to side: XMLElement, hashes: SubtreeHashes) -> Bool {
        guard !hashes.same(base, side) else { return false }
        return Self.withoutFrames(base.serialized()) != Self.withoutFrames(side.serialized())
    }

    private static func withoutFrames(_ text: String) -> String {
        text.replacing(#/<rect key="frame"[^>]*/>/#, with: "")
    }

    // MARK: Conflicts

    /// A value element in words: its attributes but the key (`white="1" colorSpace="…"`).
    private static func valueWords(_ element: XMLElement) -> String {
        element.attributes.filter { $0.name != "key" }.map { "\($0.name)=\"\($0.value)\"" }.joined(separator: " ")
    }

    /// A conflict, named by the nearest object with an id: the element itself or one above it.
    private func record(at element: XMLElement, kind: MergeConflict.Kind, property: String, ours: String?, theirs: String?,
                        elements: (ours: String, theirs: String)? = nil) {
        let owner = ([element] + path.reversed()).first { $0[attribute: "id"] != nil || $0[attribute: "sceneID"] != nil }
        var what = property
        if let owner, owner !== element {
            what = [element[attribute: "key"] ?? element.name, property].filter { !$0.isEmpty }.joined(separator: " ")
        }
        var conflict = MergeConflict(kind: kind, object: owner.map(ObjectWords.describe) ?? "<\(element.name)>",
                                     objectID: owner?[attribute: "id"], property: what, ours: ours, theirs: theirs, line: element.line)
        conflict.path = owner.map { ChildKey.path(from: $0, to: element) } ?? []
        conflict.attribute = kind == .attribute ? property : nil
        conflict.oursElement = elements?.ours
        conflict.theirsElement = elements?.theirs
        conflicts.append(conflict)
    }
}
