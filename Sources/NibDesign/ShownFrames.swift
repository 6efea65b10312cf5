import NibLayout
import NibModel

/// The frames the canvas shows. Xcode shows a file's views at their stored frames, whatever
/// Nibbler's fonts would make of them; an edit moves the views it moves in the solve, by what
/// it moved them, and leaves misplaced views where they are until Update Frames. So each view
/// keeps a reference: its stored frame and the solve's frame when that was stored. A view in
/// place is shown at its stored frame plus how far the solve has since moved it; a misplaced
/// one at its stored frame. When a view is first shown, it is misplaced if Xcode marked it
/// `misplaced="YES"`; later, a view whose stored frame changes (a drag, Update Frames, frames written after an
/// edit) starts again from there, misplaced if the solve puts it more than half a point away,
/// and a misplaced view whose solve comes back to its frame is in place again.
struct ShownFrames {
    private(set) var frames: [String: Rect] = [:]
    private struct Reference { let stored: Rect, solved: Rect, inPlace: Bool }
    private var references: [String: Reference] = [:]
    private var absoluteCache: [String: Rect]?

    /// Follows a new solve. `following` false (a preview of another device or text size): the
    /// solve is shown as it is, and the references wait for the document's own layout.
    /// Views inside `root` that the layout does not place (static table cells, say) are shown
    /// at their stored frames, as Xcode shows them.
    mutating func update(solved: [String: Rect], root: NibObject, view: (String) -> NibObject?, following: Bool) {
        absoluteCache = nil
        var stack = [root]
        var unsolved: [String: Rect] = [:]
        while let object = stack.popLast() {
            if solved[object.id] == nil, let stored = object.frame { unsolved[object.id] = stored }
            stack += object.children
        }
        guard following else {
            frames = solved.merging(unsolved) { a, _ in a }
            return
        }
        var shown = solved.merging(unsolved) { a, _ in a }
        for (id, frame) in solved where id != root.id {   // the root is where its device puts it
            guard let object = view(id), let saved = object.frame else { continue }
            var reference = references[id]
            if reference?.stored != saved || (reference?.inPlace == false && saved.within(0.5, of: frame)) {
                let inPlace = reference == nil ? object.element[attribute: "misplaced"] != "YES" : saved.within(0.5, of: frame)
                reference = Reference(stored: saved, solved: frame, inPlace: inPlace)
                references[id] = reference
            }
            shown[id] = reference!.inPlace ? saved.moved(by: reference!.solved, to: frame) : saved
        }
        frames = shown
    }

    /// Frames just written into the file, where the solve has them now.
    mutating func stored(_ written: [String: Rect], solved: [String: Rect]) {
        for (id, frame) in written {
            guard let now = solved[id] else { continue }
            references[id] = Reference(stored: frame, solved: now, inPlace: true)
            frames[id] = frame
        }
        absoluteCache = nil
    }

    /// The frames in the root's coordinates: each view's frame moved by its superviews'.
    /// `contentTop`: how far below its top a table or collection view root shows its content
    /// (`ContentInset`).
    mutating func absoluteFrames(in root: NibObject?, contentTop: Double = 0) -> [String: Rect] {
        if let absoluteCache { return absoluteCache }
        var absolute: [String: Rect] = [:]
        var stack: [(NibObject, Double, Double)] = root.map { [($0, -(frames[$0.id]?.x ?? 0), -(frames[$0.id]?.y ?? 0))] } ?? []
        while let (view, ox, oy) = stack.popLast() {
            guard let f = frames[view.id] else {
                for child in view.children { stack.append((child, ox, oy)) }   // not laid out: a bar item, a cell's holder
                continue
            }
            let placed = Rect(x: ox + f.x, y: oy + f.y, width: f.width, height: f.height)
            absolute[view.id] = placed
            let inset = view === root ? contentTop : 0
            for child in view.children { stack.append((child, placed.x, placed.y + inset)) }
        }
        absoluteCache = absolute
        return absolute
    }
}

extension Rect {
    /// This frame moved and resized as much as `before` became `after`.
    /// Where the solve did not move an edge, the frame keeps its own number exactly.
    func moved(by before: Rect, to after: Rect) -> Rect {
        func shift(_ value: Double, _ from: Double, _ to: Double) -> Double { abs(to - from) < 1e-9 ? value : value + to - from }
        return Rect(x: shift(x, before.x, after.x), y: shift(y, before.y, after.y),
                    width: shift(width, before.width, after.width), height: shift(height, before.height, after.height))
    }
}
