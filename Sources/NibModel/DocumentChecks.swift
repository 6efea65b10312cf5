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

    /// Every element, its references and numbers (against `NumberRanges`).
    func run() throws(DocumentError) {
        var pending = [document.xml.root]   // a stack, not recursion: depth never decides
        while let element = pending.popLast() {
            try check(element)
            pending.append(contentsOf: element.childElements.reversed())
        }
    }

    private func check(_ element: XMLElement) throws(DocumentError) {
        for name in Self.references[element.name] ?? [] {
            if let id = element[attribute: name], document.elementsByID[id] == nil {
                throw DocumentError(element: element, message: "<\(element.name)> refers to \(name)=\"\(id)\", but no object has that id")
            }
        }
        for attribute in element.attributes {
            if let problem = NumberRanges.problem(with: attribute, on: element.name) {
                throw DocumentError(element: element, message: "<\(element.name)> has \(problem)")
            }
        }
        if element.name == "constraint" {
            try checkMultiplier(element)
        }
    }

    /// Multipliers are decimals, ratios (`16:9`) or fractions (`21/15`), within ±10,000; UIKit
    /// refuses a multiplier of 0 on a location (an edge, a centre, a baseline).
    private func checkMultiplier(_ element: XMLElement) throws(DocumentError) {
        guard let text = element[attribute: "multiplier"] else { return }
        guard let multiplier = NibConstraint.parseMultiplier(text), multiplier.isFinite else {
            throw DocumentError(element: element, message: "<constraint> has multiplier=\"\(text)\", which is not a number, ratio or fraction")
        }
        guard abs(multiplier) <= 10_000 else {
            throw DocumentError(element: element, message: "<constraint> has multiplier=\"\(text)\", which is not a multiplier within ±10,000")
        }
        let location = ["left", "right", "top", "bottom", "leading", "trailing", "centerX", "centerY", "firstBaseline",
                        "lastBaseline", "baseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
                        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins"]
        if multiplier == 0, let first = element[attribute: "firstAttribute"], location.contains(first) {
            throw DocumentError(element: element, message: "<constraint> has multiplier=\"\(text)\" on \(first), a location: UIKit refuses a multiplier of 0 there")
        }
    }
}
