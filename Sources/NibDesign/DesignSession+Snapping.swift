import NibModel

/// Interface Builder's alignment guides: while a view is dragged or resized, its moving edges
/// and centre snap to the edges and centres of its siblings and superview, to the standard
/// spacing of 8 pt from a sibling and to 20 pt inside the superview, within a few screen
/// pixels; a line shows each alignment that holds.
extension DesignSession {
    /// A guide line on the canvas, in the root's coordinates.
    public struct AlignmentGuide: Equatable, Sendable {
        public let x1, y1, x2, y2: Double
    }

    /// The standard spacing between siblings, and from a superview's edge, that guides show.
    static let guideSpacings = (sibling: 8.0, superview: 20.0)

    /// A drag of `id` by (`dx`, `dy`) points, moving `edges` (none: the whole view), snapped to
    /// the nearest guide along each axis within `tolerance` points; with the guides that hold.
    public func snappedDrag(_ id: String, _ edges: Edges, by dx: Double, _ dy: Double,
                            tolerance: Double) -> (dx: Double, dy: Double, guides: [AlignmentGuide]) {
        let absolute = absoluteFrames
        guard let view = document.objectsByID[id], let start = absolute[id], let superview = view.layoutParent,
              let container = absolute[superview.id] else { return (dx, dy, []) }
        let siblings = superview.layoutChildren.filter { $0 !== view }.compactMap { absolute[$0.id] }
        let proposed = Self.reshaped(start, edges, by: dx, dy)
        let moving = (x: edges.isEmpty ? [0, 1, 2] : (edges.contains(.left) ? [0] : []) + (edges.contains(.right) ? [2] : []),
                      y: edges.isEmpty ? [0, 1, 2] : (edges.contains(.top) ? [0] : []) + (edges.contains(.bottom) ? [2] : []))
        let snapX = Self.nearest(Self.lines(proposed.x, proposed.width, moving.x),
                                 Self.targets(container.x, container.width, siblings.map { ($0.x, $0.width) }), tolerance)
        let snapY = Self.nearest(Self.lines(proposed.y, proposed.height, moving.y),
                                 Self.targets(container.y, container.height, siblings.map { ($0.y, $0.height) }), tolerance)
        let snapped = Self.reshaped(start, edges, by: dx + snapX, dy + snapY)
        return (dx + snapX, dy + snapY, Self.guides(for: snapped, container, siblings))
    }

    /// The lines of a frame along one axis that move: 0 its near edge, 1 its centre, 2 its far edge.
    private static func lines(_ origin: Double, _ length: Double, _ which: [Int]) -> [(kind: Int, at: Double)] {
        which.map { ($0, origin + length * Double($0) / 2) }
    }

    /// Where each kind of line may snap along one axis, as Interface Builder's guides align
    /// edges with edges and centres with centres: a near edge to the superview's near edge or
    /// 20 pt inside it, to a sibling's edges or 8 pt past its far edge; a centre to the
    /// superview's or a sibling's centre; a far edge likewise from the other side.
    private static func targets(_ origin: Double, _ length: Double, _ siblings: [(origin: Double, length: Double)]) -> [[Double]] {
        let (gap, inset) = guideSpacings
        var targets = [[origin, origin + inset], [origin + length / 2], [origin + length, origin + length - inset]]
        for s in siblings {
            targets[0] += [s.origin, s.origin + s.length, s.origin + s.length + gap]
            targets[1] += [s.origin + s.length / 2]
            targets[2] += [s.origin, s.origin + s.length, s.origin - gap]
        }
        return targets
    }

    /// The smallest move within `tolerance` that puts one of `lines` on a target of its kind; 0 if none.
    private static func nearest(_ lines: [(kind: Int, at: Double)], _ targets: [[Double]], _ tolerance: Double) -> Double {
        var best: Double?
        for line in lines {
            for target in targets[line.kind] where abs(target - line.at) <= tolerance && abs(target - line.at) < abs(best ?? .infinity) {
                best = target - line.at
            }
        }
        return best ?? 0
    }

    /// The guides that hold for a frame: a line through each edge or centre it shares with its
    /// superview or a sibling, spanning both; a line across each standard gap it keeps.
    static func guides(for f: Rect, _ container: Rect, _ siblings: [Rect]) -> [AlignmentGuide] {
        func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.01 }
        var guides: [AlignmentGuide] = []
        let (gap, inset) = guideSpacings
        let (xs, ys) = ([f.x, f.x + f.width / 2, f.x + f.width], [f.y, f.y + f.height / 2, f.y + f.height])
        // The superview's centre lines, across the whole superview.
        if same(xs[1], container.x + container.width / 2) {
            guides.append(AlignmentGuide(x1: xs[1], y1: container.y, x2: xs[1], y2: container.y + container.height))
        }
        if same(ys[1], container.y + container.height / 2) {
            guides.append(AlignmentGuide(x1: container.x, y1: ys[1], x2: container.x + container.width, y2: ys[1]))
        }
        // 20 pt from the superview's edges: a line across the inset.
        let midX = xs[1], midY = ys[1]
        if same(f.x, container.x + inset) { guides.append(AlignmentGuide(x1: container.x, y1: midY, x2: f.x, y2: midY)) }
        if same(xs[2], container.x + container.width - inset) { guides.append(AlignmentGuide(x1: xs[2], y1: midY, x2: container.x + container.width, y2: midY)) }
        if same(f.y, container.y + inset) { guides.append(AlignmentGuide(x1: midX, y1: container.y, x2: midX, y2: f.y)) }
        if same(ys[2], container.y + container.height - inset) { guides.append(AlignmentGuide(x1: midX, y1: ys[2], x2: midX, y2: container.y + container.height)) }
        for s in siblings {
            let (sx, sy) = ([s.x, s.x + s.width / 2, s.x + s.width], [s.y, s.y + s.height / 2, s.y + s.height])
            for line in xs where sx.contains(where: { same($0, line) }) {
                guides.append(AlignmentGuide(x1: line, y1: min(f.y, s.y), x2: line, y2: max(ys[2], sy[2])))
            }
            for line in ys where sy.contains(where: { same($0, line) }) {
                guides.append(AlignmentGuide(x1: min(f.x, s.x), y1: line, x2: max(xs[2], sx[2]), y2: line))
            }
            if same(f.x, sx[2] + gap) { guides.append(AlignmentGuide(x1: sx[2], y1: midY, x2: f.x, y2: midY)) }
            if same(xs[2], s.x - gap) { guides.append(AlignmentGuide(x1: xs[2], y1: midY, x2: s.x, y2: midY)) }
            if same(f.y, sy[2] + gap) { guides.append(AlignmentGuide(x1: midX, y1: sy[2], x2: midX, y2: f.y)) }
            if same(ys[2], s.y - gap) { guides.append(AlignmentGuide(x1: midX, y1: ys[2], x2: midX, y2: s.y)) }
        }
        return guides
    }
}
