import XMLTree

extension NibDocument {
    /// Whether Xcode writes a label's or text view's text in a `<string key="text">` child rather
    /// than its `text` attribute: a text with a line break or a tab, or one 128 UTF-16 units long
    /// or longer. Over both corpus folders no `text` attribute holds a line break, and the longest
    /// is 125 long (DropDown's); every one-line `<string key="text">` is 128 or longer (LoopKit's
    /// 128, matrix-ios-kit's 129; 27 repositories). macOS menu titles that start with a tab are
    /// elements too, and so are text fields' placeholders of several lines (GoMap's,
    /// IBDecodable's) or 274 long (IQKeyboardManager's), where no `placeholder` attribute is.
    static func writesTextAsElement(_ text: String) -> Bool {
        text.utf16.count >= 128 || text.unicodeScalars.contains { [0x0A, 0x0D, 0x09, 0x2028, 0x2029].contains($0.value) }
    }

    /// Sets a label's or text view's text, or a text field's placeholder (`key`), as one step,
    /// written where Xcode writes it (`writesTextAsElement`); a text that moves between the
    /// attribute and the child leaves nothing of itself in the other.
    func setText(_ text: String, key: String, of object: NibObject, as inspectable: Inspectable) {
        let element = object.element
        let holder = element.childElements.first { ["string", "mutableString"].contains($0.name) && $0[attribute: "key"] == key }
        history.perform("Set \(inspectable.name)", objectIDs: [object.id], touching: [element] + [holder].compactMap { $0 }) {
            guard Self.writesTextAsElement(text) else {
                if let holder { XMLLayout.remove(holder, from: element) }
                setAttribute(inspectable, key, to: text, on: element)
                return
            }
            element.removeAttribute(key)
            let string = holder ?? {
                let made = XMLLayout.element("string", [("key", key)], indent: "")
                XcodeOrder.setChild(made, in: element)
                return made
            }()
            while !string.children.isEmpty { string.removeChild(at: 0) }
            string.insertChild(.text(XMLEscaping.escapeText(text)), at: 0)
        }
    }
}
