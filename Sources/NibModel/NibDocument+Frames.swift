import Foundation
import XMLTree

extension NibDocument {
    /// Writes the frames that constraints moved, as Xcode keeps `<rect key="frame">` equal to the
    /// solved layout. They join the last undo step (the edit that moved them). Only the four
    /// numbers of each view's frame change, on the device's pixel grid (`pixelScale` pixels a
    /// point), as Xcode writes them. Returns the frames as written.
    @discardableResult
    public func writeSolvedFrames(_ frames: [String: Rect], pixelScale: Double = 2) -> [String: Rect] {
        let snapped = frames.mapValues { $0.onPixelGrid(pixelScale) }
        let rects = frameElements(snapped)
        guard !rects.isEmpty else { return [:] }
        history.amendLastStep(touching: rects.map(\.0)) { Self.write(rects) }
        return snapped
    }

    /// Sets view frames as an undoable step of its own (a move with the mouse, Update Frames),
    /// on the pixel grid. It counts as structural: the layout must read the stored frames again.
    /// A view Xcode 8 stored without a `<rect key="frame">` (placed by its constraints, or by a
    /// `<frame key="frameInset">`) gets one, as Xcode writes it when it saves such a file again.
    public func setFrames(_ frames: [String: Rect], name: String, pixelScale: Double = 2) {
        let snapped = frames.mapValues { $0.onPixelGrid(pixelScale) }
        let rects = frameElements(snapped)
        let frameless = snapped.sorted { $0.key < $1.key }.compactMap { id, rect -> (XMLElement, Rect)? in
            guard let view = objectsByID[id]?.element, !view.childElements.contains(where: Self.isFrameRect) else { return nil }
            return (view, rect)
        }
        guard !rects.isEmpty || !frameless.isEmpty else { return }
        history.perform(name, objectIDs: frames.keys.sorted(), touching: rects.map(\.0) + frameless.map(\.0), structural: true) {
            Self.write(rects + frameless.map { (Self.makeFrameRect(in: $0.0), $0.1) })
        }
    }

    private static func isFrameRect(_ element: XMLElement) -> Bool { element.name == "rect" && element[attribute: "key"] == "frame" }

    /// A new `<rect key="frame">`, the view's first child as Xcode writes it, in place of an
    /// Xcode 8 `frameInset`.
    private static func makeFrameRect(in view: XMLElement) -> XMLElement {
        if let inset = view.childElements.first(where: { $0.name == "frame" && $0[attribute: "key"] == "frameInset" }) {
            XMLLayout.remove(inset, from: view)
        }
        let rect = XMLLayout.element("rect", [("key", "frame"), ("x", "0.0"), ("y", "0.0"), ("width", "0.0"), ("height", "0.0")], indent: view.indentation + XMLLayout.step)
        XMLLayout.insert(rect, into: view, before: Set(view.childElements.first.map { [$0.name] } ?? []))
        return rect
    }

    /// Xcode's `misplaced="YES"` mark: set on the views `marks` maps to true, where Xcode writes
    /// it, and removed from those it maps to false. One step, or part of the group it is in.
    public func setMisplacedMarks(_ marks: [String: Bool]) {
        setMarks(marks, attribute: "misplaced", step: "Misplaced")
    }

    /// Xcode's `ambiguous="YES"` mark, as `setMisplacedMarks` sets the other.
    public func setAmbiguousMarks(_ marks: [String: Bool]) {
        setMarks(marks, attribute: "ambiguous", step: "Ambiguous")
    }

    private func setMarks(_ marks: [String: Bool], attribute: String, step: String) {
        let changing = marks.sorted { $0.key < $1.key }.compactMap { id, marked -> (XMLElement, Bool)? in
            guard let element = objectsByID[id]?.element, (element[attribute: attribute] == "YES") != marked else { return nil }
            return (element, marked)
        }
        guard !changing.isEmpty else { return }
        history.perform(step, objectIDs: marks.keys.sorted(), touching: changing.map(\.0)) {
            for (element, marked) in changing {
                if marked { XcodeOrder.setAttribute(attribute, to: "YES", on: element) } else { element.removeAttribute(attribute) }
            }
        }
    }

    private func frameElements(_ frames: [String: Rect]) -> [(XMLElement, Rect)] {
        frames.sorted { $0.key < $1.key }.compactMap { id, rect in
            objectsByID[id]?.element.childElements.first(where: Self.isFrameRect).map { ($0, rect) }
        }
    }

    private static func write(_ rects: [(XMLElement, Rect)]) {
        for (element, rect) in rects {
            for (name, value) in [("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)] {
                let text = Self.frameNumber(value)
                if element[attribute: name] != text { element.setAttribute(name, to: text) }
            }
        }
    }
}

extension NibDocument {
    /// A frame's number as Xcode writes it: `0.0`, `16`, `20.5`, and thirds in 17 significant
    /// digits (`196.66666666666666`): C's `%.17g`, which gives 55,428 of the corpus's 55,432
    /// frame numbers byte for byte.
    static func frameNumber(_ value: Double) -> String {
        if value == 0 { return "0.0" }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
        return String(format: "%.17g", value)
    }
}

extension Rect {
    /// The frame with its edges on a grid of `scale` pixels a point, as UIKit places views:
    /// its size is the distance between its rounded edges.
    /// Sizes are whole pixels divided by the scale (61 / 3 is `20.333333333333332`, as Xcode
    /// writes it, where a difference of two snapped edges would give `…329`).
    public func onPixelGrid(_ scale: Double) -> Rect {
        func pixels(_ v: Double) -> Double { (v * scale).rounded() }
        let (left, top) = (pixels(x), pixels(y))
        return Rect(x: left / scale, y: top / scale, width: (pixels(x + width) - left) / scale, height: (pixels(y + height) - top) / scale)
    }
}
