import XMLTree

extension NibDocument {
    /// Writes the frames that constraints moved, as Xcode keeps `<rect key="frame">` equal to the
    /// solved layout. They join the last undo step (the edit that moved them). Only the four
    /// numbers of each view's frame change; the values are rounded to 1/1000 pt.
    public func writeSolvedFrames(_ frames: [String: Rect]) {
        let rects = frameElements(frames)
        guard !rects.isEmpty else { return }
        history.amendLastStep(touching: rects.map(\.0)) { Self.write(rects) }
    }

    /// Sets view frames as an undoable step of its own (a move with the mouse, Update Frames).
    /// It counts as structural: the layout must read the stored frames again.
    public func setFrames(_ frames: [String: Rect], name: String) {
        let rects = frameElements(frames)
        guard !rects.isEmpty else { return }
        history.perform(name, objectIDs: frames.keys.sorted(), touching: rects.map(\.0), structural: true) { Self.write(rects) }
    }

    private func frameElements(_ frames: [String: Rect]) -> [(XMLElement, Rect)] {
        frames.sorted { $0.key < $1.key }.compactMap { id, rect in
            objectsByID[id]?.element.childElements.first { $0.name == "rect" && $0[attribute: "key"] == "frame" }.map { ($0, rect) }
        }
    }

    private static func write(_ rects: [(XMLElement, Rect)]) {
        for (element, rect) in rects {
            for (name, value) in [("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)] {
                let text = XMLLayout.number((value * 1000).rounded() / 1000)
                if element[attribute: name] != text { element.setAttribute(name, to: text) }
            }
        }
    }
}
