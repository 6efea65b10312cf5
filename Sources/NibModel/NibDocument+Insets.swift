import XMLTree

extension NibDocument {
    /// The insets a button's Size inspector sets, by the key Xcode writes them under.
    public static let buttonInsetKeys = [("contentEdgeInsets", "Content"), ("titleEdgeInsets", "Title"), ("imageEdgeInsets", "Image")]

    /// Sets a button's content, title or image insets (`<inset key=… minX minY maxX maxY/>`,
    /// left, top, right, bottom), written where Xcode writes it; all zero removes it. One
    /// undo step; the layout is built again (content insets size the button).
    public func setEdgeInsets(_ key: String, of id: String, to insets: (left: Double, top: Double, right: Double, bottom: Double)) throws(EditError) {
        guard let object = objectsByID[id], object.className == "button" else { throw .unknownObject(id) }
        guard Self.buttonInsetKeys.contains(where: { $0.0 == key }) else {
            throw .badValue(key, property: "insets", expected: "contentEdgeInsets, titleEdgeInsets or imageEdgeInsets")
        }
        let values = [insets.left, insets.top, insets.right, insets.bottom]
        for value in values where !(value.isFinite && abs(value) <= 1e5) {
            throw .badValue(XMLLayout.number(value), property: "insets", expected: "a finite number of points")
        }
        let element = object.element
        let existing = element.childElements.first { $0.name == "inset" && $0[attribute: "key"] == key }
        history.perform("Set \(key)", objectIDs: [id], touching: [element], structural: true) {
            if let existing { XMLLayout.remove(existing, from: element) }
            guard values.contains(where: { $0 != 0 }) else { return }
            let text = values.map(Self.frameNumber)
            XcodeOrder.setChild(XMLLayout.element("inset", [("key", key), ("minX", text[0]), ("minY", text[1]), ("maxX", text[2]), ("maxY", text[3])],
                                                  indent: ""), in: element)
        }
    }
}
