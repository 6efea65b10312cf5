import XMLTree

/// Taking an element out of the merged tree as Xcode would have written the file without it.
enum XMLElementRemoval {
    /// Removes the element and the whitespace that indents it.
    static func detach(_ element: XMLElement) {
        guard let parent = element.parent,
              let i = parent.children.firstIndex(where: { if case .element(let e) = $0 { e === element } else { false } }) else { return }
        parent.removeChild(at: i)
        if i > 0, case .text(let before) = parent.children[i - 1], before.allSatisfy(\.isWhitespace) {
            parent.removeChild(at: i - 1)
        }
    }
}
