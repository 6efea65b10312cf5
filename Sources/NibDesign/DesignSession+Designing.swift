import NibLayout
import NibModel

/// Building a layout, as Xcode's library and its Pin and Align popovers do: each command is one
/// undoable step, and constraints are made at the distances the canvas shows.
extension DesignSession {
    /// What the library adds, with the size Interface Builder gives a new one.
    public static let library: [(className: String, name: String, size: (Double, Double))] = [
        ("view", "View", (240, 128)), ("label", "Label", (42, 21)), ("button", "Button", (75, 34)),
        ("imageView", "Image View", (240, 128)), ("textField", "Text Field", (97, 34)),
        ("switch", "Switch", (51, 31)), ("stackView", "Stack View", (240, 128)),
    ]

    /// Adds a view from the library to the selected view (or to the root), centred in it or in
    /// the free space nearest its centre, and selects it. It stays at that frame until
    /// constraints place it.
    @discardableResult
    public func addFromLibrary(_ className: String) throws(EditError) -> String {
        guard let entry = Self.library.first(where: { $0.className == className }) else {
            throw .unknownProperty(className, className: "library")
        }
        guard let container = selectedContainer, let bounds = frames[container.id] else { throw .unknownObject(selection ?? "") }
        let siblings = container.children.filter(\.isLaidOutView).compactMap { frames[$0.id] }   // views, not layout guides
        let frame = Self.freeSpot(for: entry.size, in: bounds, avoiding: siblings)
        let id = try document.addView(className, frame: frame, to: container.id, ids: &ids)
        selection = id
        return id
    }

    /// Where a new view of `size` goes in a container of `bounds`: its centre when that is free,
    /// else the free place nearest the centre on an 8-pt grid 8 pt inside the container's edges
    /// (not on top of another view, as Xcode's library drops it), else the centre all the same.
    static func freeSpot(for size: (width: Double, height: Double), in bounds: Rect, avoiding others: [Rect]) -> Rect {
        let (w, h) = size
        let centre = Rect(x: ((bounds.width - w) / 2).rounded(), y: ((bounds.height - h) / 2).rounded(), width: w, height: h)
        func free(_ r: Rect) -> Bool {
            !others.contains { r.x < $0.x + $0.width && $0.x < r.x + r.width && r.y < $0.y + $0.height && $0.y < r.y + r.height }
        }
        guard !free(centre) else { return centre }
        var best: (Rect, Double)?
        for y in stride(from: 8.0, through: bounds.height - h - 8, by: 8) {
            for x in stride(from: 8.0, through: bounds.width - w - 8, by: 8) {
                let r = Rect(x: x, y: y, width: w, height: h)
                let distance = (x - centre.x) * (x - centre.x) + (y - centre.y) * (y - centre.y)
                if best.map({ distance < $0.1 }) ?? true, free(r) { best = (r, distance) }
            }
        }
        return best?.0 ?? centre
    }

    /// The view new views go into: the selection if it can hold subviews, else its superview.
    var selectedContainer: NibObject? {
        guard let id = selection, let object = document.objectsByID[id], object.isLaidOutView else { return root }
        let holders: Set<String> = ["view", "stackView", "scrollView", "tableViewCellContentView", "collectionViewCellContentView"]
        return holders.contains(object.className) ? object : (object.parent?.isLaidOutView == true ? object.parent : root)
    }

    public enum Edge: String, Sendable { case leading, trailing, top, bottom }

    /// Pins an edge of a view at the distance shown now (or in `shown`, frames shown earlier):
    /// to the facing edge of its nearest sibling on that side (one that overlaps it across, and
    /// that `neighbour` accepts), or else, or when asked, to its superview's same edge (its safe
    /// area's, in a root that has one).
    public func pin(_ edge: Edge, of id: String, toSuperview: Bool = false, shown: [String: Rect]? = nil,
                    neighbour: (NibObject) -> Bool = { _ in true }) throws(EditError) {
        let (view, f, parent, p) = try placed(id, in: shown)
        let attribute: NibConstraint.Attribute = switch edge {
        case .leading: .leading
        case .trailing: .trailing
        case .top: .top
        case .bottom: .bottom
        }
        // To the facing edge of the nearest sibling, else to the superview's same edge.
        let target: NibObject, targetAttribute: NibConstraint.Attribute, distance: Double
        if !toSuperview, let (neighbour, gap) = nearestSibling(of: view, f, toward: edge, among: neighbour, in: shown ?? frames) {
            let facing: NibConstraint.Attribute = switch edge {
            case .leading: .trailing
            case .trailing: .leading
            case .top: .bottom
            case .bottom: .top
            }
            (target, targetAttribute, distance) = (neighbour, facing, gap)
        } else {
            // A view in a root with a safe area is pinned to the safe area, as Xcode's Add New
            // Constraints does (1,004 safe-area edge constraints in 38 corpus repositories
            // against 300 to the root view in 26), at the distance from its edge.
            let guide = parent === root ? parent.children.first { $0.className == "viewLayoutGuide" && $0.element[attribute: "key"] == "safeArea" } : nil
            let inset = guide == nil ? Device.Insets(top: 0, left: 0, bottom: 0, right: 0) : SubviewSafeArea.of(parent, in: parent, on: screen)
            let gap = switch edge {
            case .leading: f.x - inset.left
            case .top: f.y - inset.top
            case .trailing: p.width - f.x - f.width - inset.right
            case .bottom: p.height - f.y - f.height - inset.bottom
            }
            (target, targetAttribute, distance) = (guide ?? parent, attribute, gap)
        }
        // Xcode writes the item further right or down first, so the constant is positive:
        // `label.leading = image.trailing + 8`, `superview.trailing = label.trailing + 20`.
        if edge == .leading || edge == .top {
            try document.addConstraint(view.id, attribute, to: target.id, targetAttribute, constant: rounded(distance), ids: &ids)
        } else {
            try document.addConstraint(target.id, targetAttribute, to: view.id, attribute, constant: rounded(distance), ids: &ids)
        }
    }

    /// The closest sibling beyond `edge` that overlaps the view across that direction, with the gap.
    private func nearestSibling(of view: NibObject, _ f: Rect, toward edge: Edge, among eligible: (NibObject) -> Bool,
                                in frames: [String: Rect]) -> (NibObject, Double)? {
        var best: (NibObject, Double)?
        for sibling in view.parent?.children ?? [] where sibling !== view && sibling.isLaidOutView && eligible(sibling) {
            guard let s = frames[sibling.id].map({ AlignmentInsets.alignmentRect(of: sibling, frame: $0, in: document) }) else { continue }
            let overlapsAcross = edge == .leading || edge == .trailing
                ? s.y < f.y + f.height && f.y < s.y + s.height
                : s.x < f.x + f.width && f.x < s.x + s.width
            let gap = switch edge {
            case .leading: f.x - (s.x + s.width)
            case .trailing: s.x - (f.x + f.width)
            case .top: f.y - (s.y + s.height)
            case .bottom: s.y - (f.y + f.height)
            }
            // It starts beyond the view's edge too: two views 0 pt tall at one height would
            // each be the other's neighbour, pinned to each other and to nothing else (element's
            // empty banner stacks, left free by Reset to Suggested Constraints).
            let beyond = switch edge {
            case .leading: s.x < f.x
            case .trailing: s.x + s.width > f.x + f.width
            case .top: s.y < f.y
            case .bottom: s.y + s.height > f.y + f.height
            }
            guard overlapsAcross, beyond, gap >= 0, gap < (best?.1 ?? .infinity) else { continue }
            best = (sibling, gap)
        }
        return best
    }

    /// A fixed width or height, at the size shown now, or at `shown`'s.
    public func fixSize(_ attribute: NibConstraint.Attribute, of id: String, as shown: Rect? = nil) throws(EditError) {
        let (view, now, _, _) = try placed(id)
        let f = shown.map { AlignmentInsets.alignmentRect(of: view, frame: $0, in: document) } ?? now
        guard attribute == .width || attribute == .height else { throw .badValue(attribute.rawValue, property: "size", expected: "width or height") }
        try document.addConstraint(view.id, attribute, constant: rounded(attribute == .width ? f.width : f.height), ids: &ids)
    }

    /// Centres a view in its container along one axis, as Xcode's Align in Container: the
    /// constant is 0 (the view moves to the centre), or with `keepingOffset` the offset from the
    /// centre it has now.
    public func center(_ attribute: NibConstraint.Attribute, of id: String, keepingOffset: Bool = false) throws(EditError) {
        let (view, f, parent, p) = try placed(id)
        guard attribute == .centerX || attribute == .centerY else { throw .badValue(attribute.rawValue, property: "centre", expected: "centerX or centerY") }
        let offset = attribute == .centerX ? f.x + f.width / 2 - p.width / 2 : f.y + f.height / 2 - p.height / 2
        try document.addConstraint(view.id, attribute, to: parent.id, attribute, constant: keepingOffset ? rounded(offset) : 0, ids: &ids)
    }

    /// Width = multiplier × height, at the proportions shown now.
    public func aspectRatio(of id: String) throws(EditError) {
        let (view, f, _, _) = try placed(id)
        guard f.height > 0 else { throw .badValue("0", property: "height", expected: "a view with a height") }
        try document.addConstraint(view.id, .width, to: view.id, .height, multiplier: f.width / f.height, ids: &ids)
    }

    /// Equal widths or heights for two views.
    public func equal(_ attribute: NibConstraint.Attribute, _ first: String, _ second: String) throws(EditError) {
        guard attribute == .width || attribute == .height else { throw .badValue(attribute.rawValue, property: "size", expected: "width or height") }
        try document.addConstraint(first, attribute, to: second, attribute, ids: &ids)
    }

    /// Aligns the centres (or edges) of two views along one attribute, at the offset shown now:
    /// `second.attribute == first.attribute + offset`.
    public func align(_ attribute: NibConstraint.Attribute, _ first: String, _ second: String) throws(EditError) {
        let frames = absoluteFrames   // built from the engine: once, not per view
        guard let a = frames[first], let b = frames[second] else { throw .unknownObject(first) }
        guard attribute != .width, attribute != .height, let shift = Self.shift(attribute, from: a, to: b) else {
            throw .badValue(attribute.rawValue, property: "alignment", expected: "an edge or a centre")
        }
        try document.addConstraint(second, attribute, to: first, attribute, constant: rounded(shift), ids: &ids)
    }

    /// The two selected views, for the commands that relate them.
    public var selectedPair: (String, String)? {
        guard let a = selection, let b = secondSelection, a != b else { return nil }
        return (a, b)
    }

    /// An attribute's value on a frame; nil for the attributes the commands cannot follow
    /// (baselines, margins).
    static func value(_ attribute: NibConstraint.Attribute, of f: Rect) -> Double? {
        switch attribute {
        case .leading, .left: return f.x
        case .trailing, .right: return f.x + f.width
        case .top: return f.y
        case .bottom: return f.y + f.height
        case .centerX: return f.x + f.width / 2
        case .centerY: return f.y + f.height / 2
        case .width: return f.width
        case .height: return f.height
        default: return nil
        }
    }

    /// The views inside `id` (itself included) that the current issues name, in document order,
    /// among those `kind` picks: a Resolve command for a container works through them.
    public func viewsWithIssues(inside id: String, where kind: (LayoutIssue) -> Bool) -> [String] {
        guard let container = document.objectsByID[id] else { return [] }
        let named = Set(currentIssues().filter(kind).map(\.objectID))
        var found: [String] = []
        func walk(_ view: NibObject) {
            if named.contains(view.id) { found.append(view.id) }
            view.children.forEach(walk)
        }
        walk(container)
        return found
    }

    /// Interface Builder's Add Missing Constraints, for a view or for every view inside a
    /// container (the root too), as one step: where the issues say a view's position is free,
    /// its leading or top edge is pinned to its nearest neighbour at the distance shown; where
    /// its size is free, the width or height shown is fixed (a view with a natural size near
    /// the one shown along that axis has its size from it). A view whose constraints fix it
    /// already is left alone, and when no view in `id` needs any, the command says so. No view
    /// moves (`command`). Sizes and distances are those shown before the command: a neighbour
    /// whose mask the first pin took away, with no constraints yet, is shown wherever the solve
    /// leaves it until the end (kharrison's stepper: labels beside switches pinned 55 pt off).
    public func addMissingConstraints(to id: String) throws(EditError) {
        try addMissingConstraints(to: id, shownBefore: frames, resetting: false)
    }

    /// `resetting`: for Reset to Suggested Constraints, whose clearing left every view's
    /// constraints to this command.
    private func addMissingConstraints(to id: String, shownBefore shown: [String: Rect], resetting: Bool) throws(EditError) {
        guard let target = document.objectsByID[id] else { throw .unknownObject(id) }
        /// The axes the issues find free, by view, of those `kept`.
        func freeAxes(kept: (String) -> Bool = { _ in true }) -> [String: [String]] {
            var free: [String: [String]] = [:]
            for issue in currentIssues() {
                let axes = issue.ambiguousAxes.filter(kept)
                if !axes.isEmpty { free[issue.objectID, default: []] += axes }
            }
            return free
        }
        var missing = freeAxes()
        // A view no constraint names (placed by its autoresizing mask, or fixed where it is)
        // lacks them all: the command turns Auto Layout on for it, as in Xcode.
        let named = document.constrainedViewIDs
        var placeable: [String] = []
        func walk(_ view: NibObject) {
            // Views the canvas places inside a container it places; cells and their content
            // views are the table's and collection's to size, and a visual effect view's content
            // view (`<view key="contentView">`) is its own to fill.
            if view !== root && view.isLaidOutView && frames[view.id] != nil && view.parent.map({ frames[$0.id] != nil }) == true
                && !view.className.hasSuffix("Cell") && !view.className.hasSuffix("ContentView") && view.element[attribute: "key"] != "contentView" {
                placeable.append(view.id)
                if view.parent?.className != "stackView", !named.contains(view.id) {
                    missing[view.id] = ["X position", "width", "Y position", "height"]
                }
            }
            view.children.forEach(walk)
        }
        walk(target)
        let views = placeable.filter { missing[$0] != nil }
        // A scroll view whose content leaves its scrollable size free (pinned at its top and
        // leading edges only, as the pins below leave it) has its content's farthest view pinned
        // to its far edges too: the content size is then the content's extent, as shown, and
        // the scroll view is no longer ambiguous (IVPN's sign-up form after Reset to Suggested
        // Constraints). To its content layout guide where it has one.
        let inTarget = Set(placeable).union([target.id])
        func ambiguousContent() -> [(scroll: NibObject, axis: String)] {
            currentIssues().flatMap { issue in
                issue.ambiguousContent.compactMap { axis in
                    document.objectsByID[issue.objectID].flatMap { inTarget.contains($0.id) ? ($0, axis) : nil }
                }
            }
        }
        func pinContentToFarEdges() throws(EditError) {
            for (scroll, axis) in ambiguousContent() {
                let across = axis == "width"
                func end(_ view: NibObject) -> Double { shown[view.id].map { across ? $0.x + $0.width : $0.y + $0.height } ?? -.infinity }
                guard let farthest = scroll.layoutChildren.filter({ placeable.contains($0.id) && shown[$0.id] != nil }).max(by: { end($0) < end($1) })
                else { continue }
                let guide = scroll.children.first(where: \.isContentLayoutGuide)
                let edge: NibConstraint.Attribute = across ? .trailing : .bottom
                try document.addConstraint((guide ?? scroll).id, edge, to: farthest.id, edge, constant: 0, ids: &ids)
            }
        }
        guard !views.isEmpty || !ambiguousContent().isEmpty else {
            throw .notApplicable("\(target.outlineName) has the constraints it needs: no view in it is missing any")
        }
        // Views Add Missing finds misplaced are the user's to update: not its to fix. After
        // Reset's clearing, every view's constraints are its own.
        let misplacedBefore = resetting ? [] : Set(currentIssues().filter(\.isMisplaced).map(\.objectID))
        // A neighbour its mask places would be turned to Auto Layout by the pin and left with
        // none of its own (OsmAnd's route header, then 149 pt wide and free): the views pinned
        // here are neighbours only to views placed by constraints or given them here.
        let given = Set(views)
        func byConstraints(_ neighbour: NibObject) -> Bool {
            given.contains(neighbour.id) || !(neighbour.translatesAutoresizingMaskIntoConstraints || neighbour.keepsFixedFrame)
        }
        // Sizes as shown before the command: a container pinned first, its mask gone, shows the
        // length its content gives it until its size is fixed (a stack of views with no height
        // of their own, 0 pt tall).
        // `misplaced`: views the new constraints would move, which keep their lengths shown
        // however near their natural ones.
        func give(_ views: [String], _ missing: [String: [String]], misplaced: Set<String> = []) throws(EditError) {
            for view in views {
                let axes = Set(missing[view] ?? [])
                guard let object = document.objectsByID[view] else { continue }
                let natural = sizing.intrinsicSize(of: object, in: document)
                let tolerant = !misplaced.contains(view)
                if axes.contains("X position") { try pin(.leading, of: view, shown: shown, neighbour: byConstraints) }
                if axes.contains("Y position") { try pin(.top, of: view, shown: shown, neighbour: byConstraints) }
                if axes.contains("width"), Self.keepsShownLength(natural: natural.width, shown: shown[view]?.width, tolerant: tolerant,
                                                                    hugging: object.horizontalHuggingPriority, compression: object.horizontalCompressionResistancePriority) {
                    try fixSize(.width, of: view, as: shown[view])
                }
                if axes.contains("height"), Self.keepsShownLength(natural: natural.height, shown: shown[view]?.height, tolerant: tolerant,
                                                                     hugging: object.verticalHuggingPriority, compression: object.verticalCompressionResistancePriority) {
                    try fixSize(.height, of: view, as: shown[view])
                }
            }
        }
        try command("Add Missing Constraints", derivesConstraints: true) { () throws(EditError) in
            try give(views, missing)
            try pinContentToFarEdges()
            // A container whose length came from its subviews (a view a stack arranges, whose
            // subviews' constraints Reset cleared) can be left free once they have new ones: a
            // second look, at lengths only (a second pin would fight the first). Reset keeps
            // the frames shown, too: a view its new constraints size otherwise, with no natural
            // size near the one shown, has the size shown fixed (an icon a stack arranges, whose
            // width and aspect ratio were cleared, stretched by the stack), and so has a view
            // with one that the issues call misplaced (a label whose stored height is 4 pt off
            // Nibbler's for its text). Add Missing Constraints does so for the views it gave
            // constraints, and those it made misplaced. A stack's own length is its views': a
            // difference there is Nibbler's text metrics'. Each length fixed can free another
            // where a stack shares its length out, so again, a few times, each view's length at
            // most once.
            let remade = resetting ? Set(placeable) : given
            var looked: Set<String> = []
            for _ in 0..<4 {
                var lengths = freeAxes { $0 == "width" || $0 == "height" }
                let misplaced = Set(currentIssues().filter(\.isMisplaced).map(\.objectID)).subtracting(misplacedBefore)
                for id in placeable where remade.contains(id) && document.objectsByID[id]?.className != "stackView" {
                    guard let was = shown[id], let now = solvedFrames[id], let object = document.objectsByID[id] else { continue }
                    let natural = sizing.intrinsicSize(of: object, in: document)
                    let free = (width: natural.width == nil || misplaced.contains(id), height: natural.height == nil || misplaced.contains(id))
                    if free.width, abs(now.width - was.width) > 0.5 { lengths[id, default: []].append("width") }
                    if free.height, abs(now.height - was.height) > 0.5 { lengths[id, default: []].append("height") }
                }
                for (id, axes) in lengths {
                    let unseen = Set(axes).filter { !looked.contains(id + "." + $0) }
                    lengths[id] = unseen.isEmpty ? nil : unseen.sorted()
                    looked.formUnion(unseen.map { id + "." + $0 })
                }
                guard !lengths.isEmpty else { break }
                // A length the other constraints already decide (a text view pinned at both
                // ends, taller than the screen in zulip's about view) would conflict with them:
                // a round that adds a conflict is taken back, and the command stops there.
                let had = Set(document.constraints.map(\.constraint.id))
                let conflicts = currentIssues().filter { $0.severity == .error }.count
                try give(placeable.filter { lengths[$0] != nil }, lengths, misplaced: misplaced)
                if currentIssues().filter({ $0.severity == .error }).count > conflicts {
                    try document.removeConstraints(document.constraints.map(\.constraint.id).filter { !had.contains($0) }, name: "Add Missing Constraints")
                    break
                }
            }
        }
    }

    /// Whether Add Missing Constraints fixes a view's length at the one shown rather than leave
    /// it to the view's natural length: always where it has none; where it is shown well off it
    /// (a label stretched across its row), as Xcode fixes it (ChatSecure's fingerprint cell:
    /// labels of width 242 and 182), unless a required content priority holds it to its
    /// natural length. Within a tenth (4 pt for short text), the difference is the stand-in
    /// fonts' own, and the natural length is the one Xcode sees, unless not `tolerant` (the
    /// view would be misplaced at Nibbler's).
    static func keepsShownLength(natural: Double?, shown: Double?, tolerant: Bool = true, hugging: Double, compression: Double) -> Bool {
        guard let natural else { return true }
        guard let shown, abs(shown - natural) > (tolerant ? max(4, natural / 10) : 0.5) else { return false }
        return (shown > natural ? hugging : compression) < 1000
    }

    /// Clear Constraints: the selected view's own (those that name it), or, for the root, those
    /// of every view in it ("All Views"), as one step.
    public func clearConstraints(of id: String) throws(EditError) {
        guard let target = document.objectsByID[id] else { throw .unknownObject(id) }
        var ids: Set<String> = [id]
        if target === root {
            func walk(_ v: NibObject) { ids.insert(v.id); v.layoutChildren.forEach(walk) }
            walk(target)
        }
        do {
            try command("Clear Constraints") { () throws(EditError) in try document.clearConstraints(of: ids) }
        } catch .notApplicable {
            throw .notApplicable("\(target.outlineName) has no constraints to clear")
        }
    }

    /// Reset to Suggested Constraints: Clear Constraints, then Add Missing Constraints at the
    /// frames shown before, as one step, and a fixed length for a view the new constraints
    /// would size otherwise. Without constraints the views a stack arranges lose their lengths
    /// (OsmAnd's key cell: rows -41.5 pt tall); Xcode suggests constraints for the frames the
    /// canvas showed, and leaves every view where it was.
    public func resetToSuggestedConstraints(of id: String) throws(EditError) {
        let before = frames
        try command("Reset to Suggested Constraints", derivesConstraints: true) { () throws(EditError) in
            do throws(EditError) {
                try clearConstraints(of: id)
            } catch .notApplicable {
                // Nothing to clear: only add.
            }
            try addMissingConstraints(to: id, shownBefore: before, resetting: true)
        }
    }

    // MARK: Clipboard

    /// The selected view with everything inside it, for the clipboard.
    public func copySelection() throws(EditError) -> ViewFragment {
        try document.copy(selection ?? "")
    }

    /// Copies the selected view, then deletes it: one step for the delete.
    public func cutSelection() throws(EditError) -> ViewFragment {
        let fragment = try copySelection()
        try deleteSelection()
        return fragment
    }

    /// Pastes into the selected container (or beside the selected view, or beside the original
    /// when it is still selected), in the free space nearest its centre as the library places a
    /// new view (`freeSpot`), and selects the copy.
    @discardableResult
    public func paste(_ fragment: ViewFragment) throws(EditError) -> String {
        let original = selection == fragment.sourceID ? document.objectsByID[fragment.sourceID]?.parent : nil
        guard let container = original ?? selectedContainer else { throw .unknownObject(selection ?? "") }
        let spot = frames[container.id].flatMap { bounds in
            NibDocument.size(of: fragment).map { size in
                Self.freeSpot(for: size, in: bounds, avoiding: container.children.filter(\.isLaidOutView).compactMap { frames[$0.id] })
            }
        }
        let id = try document.paste(fragment, into: container.id, at: spot.map { ($0.x, $0.y) }, ids: &ids)
        selection = id
        return id
    }

    /// Which edges of a view a mouse drag moves: none for the whole view, one or two for a
    /// selection handle.
    public struct Edges: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let left = Edges(rawValue: 1), top = Edges(rawValue: 2), right = Edges(rawValue: 4), bottom = Edges(rawValue: 8)
    }

    /// A frame after a drag of (dx, dy): moved, or with the dragged edges moved (never narrower
    /// than a point).
    public static func reshaped(_ f: Rect, _ edges: Edges, by dx: Double, _ dy: Double) -> Rect {
        guard !edges.isEmpty else { return Rect(x: f.x + dx, y: f.y + dy, width: f.width, height: f.height) }
        var (left, top, right, bottom) = (f.x, f.y, f.x + f.width, f.y + f.height)
        if edges.contains(.left) { left = min(left + dx, right - 1) }
        if edges.contains(.right) { right = max(right + dx, left + 1) }
        if edges.contains(.top) { top = min(top + dy, bottom - 1) }
        if edges.contains(.bottom) { bottom = max(bottom + dy, top + 1) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Moves or resizes a view with the mouse: its stored frame changes, rounded to half points,
    /// as one step. A view that constraints place then shows as misplaced until Update Frames
    /// or Update Constraints; one without constraints simply follows.
    public func reshape(_ id: String, _ edges: Edges = [], by dx: Double, _ dy: Double) throws(EditError) {
        guard let view = document.objectsByID[id], view !== root, let f = frames[id], dx.isFinite, dy.isFinite else { throw .unknownObject(id) }
        let r = Self.reshaped(f, edges, by: dx, dy)
        let snapped = Rect(x: rounded(r.x), y: rounded(r.y), width: rounded(r.width), height: rounded(r.height))
        try setFrame(id, to: snapped, name: (edges.isEmpty ? "Move " : "Resize ") + view.outlineName)
    }

    /// Sets a view's frame as the Size inspector does, as one step. Like a drag, it makes a view
    /// that constraints place misplaced; the root's size is the device's.
    public func setFrame(_ id: String, to frame: Rect, name: String? = nil) throws(EditError) {
        guard let view = document.objectsByID[id], view !== root, view.isLaidOutView else { throw .unknownObject(id) }
        for (property, value) in [("x", frame.x), ("y", frame.y), ("width", frame.width), ("height", frame.height)] {
            guard value.isFinite, abs(value) <= 100_000, property.count == 1 || value >= 0 else {
                throw .badValue("\(value)", property: property, expected: "a finite number of points" + (property.count == 1 ? "" : ", not negative"))
            }
        }
        let name = name ?? "Frame of " + view.outlineName
        if document.isCocoa {   // written from the bottom of a superview that is not flipped, as AppKit has it
            return document.setFrames([id: CocoaFrames.stored(frame, in: view.parent)], name: name, pixelScale: 1)
        }
        command(name) {
            document.setFrames([id: frame], name: name, pixelScale: ownPixelScale)
            // A view its constraints place, moved off their frame, is marked as Xcode marks it.
            if !view.translatesAutoresizingMaskIntoConstraints {
                document.setMisplacedMarks([id: currentIssues().contains { $0.objectID == id && $0.isMisplaced }])
            }
        }
    }

    /// Moves the misplaced views in `id` (itself, or views inside it), and those inside them, to
    /// where their constraints put them, as one step; views the issues do not call misplaced keep
    /// their frames (Nibbler's own metrics may differ from Xcode's where they are), unless Xcode
    /// marked them misplaced itself: its own verdict that the frame is off, which Update Frames
    /// then drops (aws-sdk-ios-samples' stack 68 pt off its margin, which Nibbler, never
    /// blaming a stack, does not call misplaced, kept its frame and lost its mark). A view moved
    /// along with a misplaced neighbour is misplaced once that one has moved: it follows in the
    /// same step. Views in a table's rows that Interface Builder has not laid out are laid out
    /// too, as Xcode lays out the rows it updates.
    public func updateFrames(of id: String) throws(EditError) {
        guard document.objectsByID[id] != nil else { throw .unknownObject(id) }
        func offTheirFrames() -> (misplaced: Set<String>, notLaidOut: Set<String>) {
            let issues = currentIssues()
            return (Set(issues.filter(\.isMisplaced).map(\.objectID)), Set(issues.filter(\.isInRowNotLaidOut).map(\.objectID)))
        }
        // The rows that Update Frames lays out: those holding a view Interface Builder has not.
        let rowsLaidOut = Set(offTheirFrames().notLaidOut.compactMap { document.objectsByID[$0]?.nearest("tableViewCell")?.id })
        command("Update Frames") {
            for _ in 0..<8 {
                guard let view = document.objectsByID[id] else { return }
                let off = offTheirFrames()
                let frames = ownSolvedFrames()
                var solved: [String: Rect] = [:]
                func collect(_ v: NibObject, moving: Bool) {
                    let moves = moving || off.misplaced.contains(v.id) || off.notLaidOut.contains(v.id) || v.element[attribute: "misplaced"] == "YES"
                    if moves, let f = frames[v.id], v.frame != nil, v.frame != f { solved[v.id] = f }
                    for child in v.children { collect(child, moving: moves) }
                }
                collect(view, moving: false)
                guard !solved.isEmpty else { break }
                document.setFrames(solved, name: "Update Frames", pixelScale: ownPixelScale)
            }
            // Xcode drops its misplaced mark from the views that are in place now, and its
            // ambiguous mark from those of the rows it has laid out.
            guard let view = document.objectsByID[id] else { return }
            let off = offTheirFrames()
            let ambiguous = Set(currentIssues().filter(\.isAmbiguous).map(\.objectID))
            var misplacedMarks: [String: Bool] = [:], ambiguousMarks: [String: Bool] = [:]
            func unmark(_ v: NibObject) {
                if v.element[attribute: "misplaced"] == "YES", !off.misplaced.contains(v.id) { misplacedMarks[v.id] = false }
                if v.element[attribute: "ambiguous"] == "YES", !ambiguous.contains(v.id),
                   let row = v.nearest("tableViewCell"), rowsLaidOut.contains(row.id) { ambiguousMarks[v.id] = false }
                v.children.forEach(unmark)
            }
            unmark(view)
            document.setMisplacedMarks(misplacedMarks)
            document.setAmbiguousMarks(ambiguousMarks)
        }
    }

    /// Changes the constants of a misplaced view's constraints so that they solve to the frame
    /// the file gives it (where the user dragged it), as one step. Constraints with a multiplier
    /// other than 1 on the view's side, and those between the view and itself (an aspect
    /// ratio), are left alone.
    public func updateConstraints(of id: String) throws(EditError) {
        guard let view = document.objectsByID[id], let stored = view.frame, let solved = ownSolvedFrames()[id] else { throw .unknownObject(id) }
        var constants: [String: Double] = [:]
        for (_, c) in document.constraints where !c.isPlaceholder && !(c.firstItem === view && c.secondItem === view) {
            var delta: Double?
            if c.firstItem === view {
                delta = Self.shift(c.firstAttribute, from: solved, to: stored)
            } else if c.secondItem === view, c.multiplier == 1 {
                delta = Self.shift(c.secondAttribute, from: solved, to: stored).map { -$0 }
            }
            if let delta, abs(delta) > 1e-9 { constants[c.id] = c.constant + delta }
        }
        try document.setConstants(constants, name: "Update Constraints")
    }

    /// How far an attribute's value moves when a frame moves from `a` to `b`.
    static func shift(_ attribute: NibConstraint.Attribute, from a: Rect, to b: Rect) -> Double? {
        guard let before = value(attribute, of: a), let after = value(attribute, of: b) else { return nil }
        return after - before
    }

    /// A view with the rect its constraints place where it is shown (a slider's, 2 pt inside
    /// its frame on each side), and its superview with its frame.
    private func placed(_ id: String, in shown: [String: Rect]? = nil) throws(EditError) -> (NibObject, Rect, NibObject, Rect) {
        let frames = shown ?? self.frames
        guard let view = document.objectsByID[id], let f = frames[id], let parent = view.parent,
              let p = frames[parent.id], parent.isLaidOutView else { throw .unknownObject(id) }
        return (view, AlignmentInsets.alignmentRect(of: view, frame: f, in: document), parent, p)
    }

    private func rounded(_ x: Double) -> Double { (x * 2).rounded() / 2 }
}
