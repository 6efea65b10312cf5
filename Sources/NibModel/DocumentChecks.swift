import XMLTree

/// What makes a well-formed file an invalid document: dangling references and bad numbers.
struct DocumentChecks {
    let document: NibDocument

    /// Attributes that name another object by id, on the elements that carry them.
    static let references: [String: [String]] = [
        "constraint": ["firstItem", "secondItem"],
        "outlet": ["destination"],
        "action": ["destination"],
        "segue": ["destination"],
        "exclude": ["reference"],
    ]

    /// Attributes that must be finite numbers within ±1e7 points.
    static let numbers: [String: [String]] = [
        "rect": ["x", "y", "width", "height"],
        "constraint": ["constant"],
    ]

    func run() throws(DocumentError) {
        try check(document.xml.root)
    }

    private func check(_ element: XMLElement) throws(DocumentError) {
        for name in Self.references[element.name] ?? [] {
            if let id = element[attribute: name], document.elementsByID[id] == nil {
                throw DocumentError(element: element, message: "<\(element.name)> refers to \(name)=\"\(id)\", but no object has that id")
            }
        }
        for name in Self.numbers[element.name] ?? [] {
            guard let text = element[attribute: name] else { continue }
            guard let value = Double(text), value.isFinite else {
                throw DocumentError(element: element, message: "<\(element.name)> has \(name)=\"\(text)\", which is not a number")
            }
            guard abs(value) <= 1e7 else {
                throw DocumentError(element: element, message: "<\(element.name)> has \(name)=\"\(text)\", which is out of range (more than 10,000,000 points)")
            }
        }
        if element.name == "constraint" {
            try checkConstraintValues(element)
        }
        for child in element.childElements { try check(child) }
    }

    /// Multipliers are decimals, ratios (`16:9`) or fractions (`21/15`); priorities 1 ... 1000.
    private func checkConstraintValues(_ element: XMLElement) throws(DocumentError) {
        if let multiplier = element[attribute: "multiplier"] {
            guard NibConstraint.parseMultiplier(multiplier) != nil else {
                throw DocumentError(element: element, message: "<constraint> has multiplier=\"\(multiplier)\", which is not a number, ratio or fraction")
            }
        }
        if let priority = element[attribute: "priority"] {
            guard let p = Double(priority), p >= 1, p <= 1000 else {
                throw DocumentError(element: element, message: "<constraint> has priority=\"\(priority)\", which is not a priority from 1 to 1000")
            }
        }
    }
}
