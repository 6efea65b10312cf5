import NibModel

extension LayoutEngine {
    /// The labels of a table cell style (Basic, Subtitle, Right and Left Detail) that the file
    /// stores inside the cell's margin. The cell places these labels itself, at its content
    /// view's layout margin (15, 16 or 20 pt, whatever the iOS); Xcode marks one stored at x 8
    /// ambiguous: 40 of 42 such labels in the corpus are so marked (ephread's Instructions,
    /// Pyto, KIF and IQKeyboardManager, Xcode 12 to 15), and no label of a style cell lies
    /// inside the margin in any other file.
    func cellStyleLabelsInsideMargin() -> [NibObject] {
        var found: [NibObject] = []
        var stack = [root]
        while let view = stack.popLast() {
            stack += view.children
            guard view.className == "tableViewCell", let style = view.element[attribute: "style"], style != "IBUITableViewCellStyleCustom" else { continue }
            for key in ["textLabel", "detailTextLabel"] {
                guard let id = view.element[attribute: key], let label = document.objectsByID[id], let frame = label.frame,
                      label.translatesAutoresizingMaskIntoConstraints, frame.x < Self.leastCellMargin else { continue }
                found.append(label)
            }
        }
        return found
    }

    /// The narrowest margin a cell's content view has had: 15 pt (iOS 7 to 10).
    static let leastCellMargin = 15.0
}
