import XMLTree

/// A hash of each element's text with everything inside it, computed once per element, so that
/// "did this side change this subtree?" costs a comparison, not a serialisation, at every level.
final class SubtreeHashes {
    private var known: [ObjectIdentifier: Int] = [:]

    func of(_ element: XMLElement) -> Int {
        if let hash = known[ObjectIdentifier(element)] { return hash }
        var hasher = Hasher()
        hasher.combine(element.startTagText)
        for child in element.children {
            switch child {
            case .element(let e): hasher.combine(1); hasher.combine(of(e))
            case .text(let raw), .markup(let raw): hasher.combine(0); hasher.combine(raw)
            }
        }
        hasher.combine(element.endTagText)
        let hash = hasher.finalize()
        known[ObjectIdentifier(element)] = hash
        return hash
    }

    func same(_ a: XMLElement?, _ b: XMLElement?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): a === b || of(a) == of(b)
        default: false
        }
    }
}
