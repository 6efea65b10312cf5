import NibModel

/// UIKit's alignment rect insets: constraints place a control's alignment rect, and its frame is
/// that rect grown by these insets (a switch's frame reaches 2 pt past its trailing edge). Read
/// from the frames Xcode stores in the corpus.
public enum AlignmentInsets {
    /// The rect a view's constraints place, inside the frame it is shown at: what a constraint
    /// made from the frame shown must measure.
    public static func alignmentRect(of view: NibObject, frame: Rect, in document: NibDocument) -> Rect {
        frame.inset(by: of(view, in: document))
    }

    static func of(_ view: NibObject, in document: NibDocument) -> Device.Insets? {
        switch view.className {
        case "switch": return Device.Insets(top: 0, left: 0, bottom: 0, right: 2)
        // iOS 26's slider reaches no further than its alignment rect across: Xcode 26 stores
        // it from edge to edge of what it is constrained to (Delta's, vlc-ios' and OsmAnd's, 10
        // sliders), where earlier Xcodes store it 2 pt wider on each side.
        case "slider":
            let side = document.usesIOS26Controls ? 0.0 : 2
            return Device.Insets(top: 0, left: side, bottom: 1, right: side)
        // A view 10 pt below a segmented control starts 9 pt below its frame: seven repositories
        // agree, from Xcode 9 to 15 files, and none disagrees.
        case "segmentedControl": return Device.Insets(top: 0, left: 0, bottom: 1, right: 0)
        default: return nil
        }
    }
}

extension Rect {
    /// The frame around an alignment rect.
    func outset(by insets: Device.Insets?) -> Rect {
        guard let i = insets else { return self }
        return Rect(x: x - i.left, y: y - i.top, width: width + i.left + i.right, height: height + i.top + i.bottom)
    }

    /// The alignment rect inside a frame.
    func inset(by insets: Device.Insets?) -> Rect {
        guard let i = insets else { return self }
        return Rect(x: x + i.left, y: y + i.top, width: width - i.left - i.right, height: height - i.top - i.bottom)
    }
}
