import NibModel

extension LayoutEngine {
    /// The labels of a table cell style (Basic, Subtitle, Right and Left Detail) that the file
    /// stores inside the cell's margin, and its image view there. The cell places these labels
    /// itself, at its content view's layout margin (15, 16 or 20 pt, whatever the iOS); Xcode
    /// marks one stored at x 8 ambiguous: 40 of 42 such labels in the corpus are so marked
    /// (ephread's Instructions, Pyto, KIF and IQKeyboardManager, Xcode 12 to 15), and no label
    /// of a style cell lies inside the margin in any other file.
    /// The style's image view is placed the same way, at the margin, and the labels beside it:
    /// where the file stores the image inside the margin, all three are out of place (tinode's
    /// Xcode 15 cells mark the image and both labels, 5 of 5; none of the 87 views of style
    /// cells whose image lies at the margin is marked). An SF Symbol's frame is its alignment
    /// rect grown by the symbol's own insets (`symbolSlack`), so it may start left of the margin
    /// where the cell placed it there: KeePassium's Xcode 15 "at" symbol, stored at x 14.75 on a
    /// 320 pt phone whose cells' margin is 16, unmarked with its labels; tinode's marked ones
    /// lie at x 8.5, UIView's margin.
    /// The cell lays its labels out together, so where its text label is inside the margin its
    /// detail label is out of place too, wherever it lies: a Right Detail label at the trailing
    /// margin is then by the same stale margin (seafile's Xcode 15 settings rows, text at x 8 and
    /// detail 8 pt from the edge: Xcode marks all 3). Over the corpus and 11 repositories outside
    /// it, no style cell with its text label inside the margin has a detail label elsewhere.
    func cellStyleViewsInsideMargin() -> [NibObject] {
        var found: [NibObject] = []
        var stack = [root]
        while let view = stack.popLast() {
            stack += view.children
            guard view.className == "tableViewCell", let style = view.element[attribute: "style"], style != "IBUITableViewCellStyleCustom" else { continue }
            func placedByCell(_ key: String) -> (NibObject, Rect)? {
                guard let id = view.element[attribute: key], let object = document.objectsByID[id], let frame = object.frame,
                      object.translatesAutoresizingMaskIntoConstraints else { return nil }
                return (object, frame)
            }
            var imageInside = false
            if let (image, frame) = placedByCell("imageView"), frame.x + symbolSlack(image.id) < Self.leastCellMargin {
                found.append(image)
                imageInside = true
            }
            var textInside = false
            for key in ["textLabel", "detailTextLabel"] {
                guard let (label, frame) = placedByCell(key), frame.x < Self.leastCellMargin || imageInside || textInside else { continue }
                found.append(label)
                textInside = true
            }
        }
        return found
    }

    /// The narrowest margin a cell's content view has had: 15 pt (iOS 7 to 10).
    static let leastCellMargin = 15.0
}
