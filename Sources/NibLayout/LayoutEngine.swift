import Cassowary
import NibModel

/// A view's frame: its origin relative to its superview's and its size are solver variables,
/// as UIKit's engine has them; its edges in the root's coordinates are expressions over its
/// superviews' origins. Relative origins keep the tableau's rows short: a view's position
/// depends on its siblings' sizes, not on every view above it in the root.
final class Box {
    let x, y, width, height: Variable
    /// The origin in the root's coordinates: the superview's origin plus `x` and `y`.
    let left, top: Expression

    /// `superview`: the box the origin is relative to; none for the root.
    init(_ id: String, in superview: Box?) {
        (x, y, width, height) = (Variable(id, ".x"), Variable(id, ".y"), Variable(id, ".width"), Variable(id, ".height"))
        left = (superview?.left ?? 0) + x
        top = (superview?.top ?? 0) + y
    }

    /// The same origin with another size (a scroll view's content area).
    func resized(width: Variable, height: Variable) -> Box {
        Box(x: x, y: y, width: width, height: height, left: left, top: top)
    }

    private init(x: Variable, y: Variable, width: Variable, height: Variable, left: Expression, top: Expression) {
        (self.x, self.y, self.width, self.height, self.left, self.top) = (x, y, width, height, left, top)
    }

    var right: Expression { left + width }
    var bottom: Expression { top + height }
    var centerX: Expression { left + 0.5 * Expression(width) }
    var centerY: Expression { top + 0.5 * Expression(height) }
}

/// What a layout gives: each view's frame relative to its superview, as `<rect key="frame">`
/// states it, and the constraints the solver had to refuse.
public struct LayoutResult {
    public var frames: [String: Rect]
    /// Views in document order.
    public var order: [String]
    /// The constraints the solver refused: the document's by their ids, those Auto Layout adds
    /// by their view's id with their words in `label`.
    public var refused: [(constraint: String, reason: String, label: String?)]
    /// For each refused constraint, by its index in `refused`, the ids of the constraints it
    /// contradicts: a view's hugging in width and in height are both refused under its id.
    public var conflicts: [Int: [String]] = [:]
    /// Why the solver failed, if it did (a bug in it): the frames are then not a solution.
    public var solverFailure: String? = nil
}

/// Auto Layout for one root view (a XIB's top-level view or a scene's controller view) on
/// Cassowary, as UIKit does it.
public final class LayoutEngine {
    let document: NibDocument
    let root: NibObject
    let screen: Device
    /// The screen's pixels per point, looked up once: every frame is snapped to them.
    private let pixelScale: Double
    /// The screen's size classes, which pick the file's size-class variations.
    let sizeClasses: SizeClasses

    /// The constraints this screen's size classes uninstall, and the constants they set.
    public var sizeClassConstraints: SizeClassConstraints { sizeClasses.constraints(of: document) }
    /// How far below the root's top its content is shown (`ContentInset`).
    public private(set) lazy var contentTop = ContentInset.top(of: root, screen: screen)
    let sizing: IntrinsicSizing
    let solver = Solver()
    var boxes: [String: Box] = [:]
    /// The same boxes by view, for the lookups of making and placing (`ViewTable`).
    private(set) var boxByView: ViewTable<Box>
    /// The views with boxes, in the order their boxes were made.
    private(set) var orderedViews: [NibObject] = []
    /// Their ids, in that order.
    var order: [String] { orderedViews.map(\.id) }
    /// The hugging and compression constraints of each view along each axis, with the natural
    /// length and the priorities they hold; replaced when one of those changes.
    var intrinsicConstraints: ViewTable<ContentSizeAxes>
    /// The views whose natural size is their stored one, their code not read (`sizeForUnreadCode`).
    var sizedByUnreadCode: [ObjectIdentifier: NibObject] = [:]
    /// By view id: what a designable text view's stored size adds to its first measure
    /// (`designableTextSize`).
    var designableTextOffsets: [String: (width: Double?, height: Double?)] = [:]
    enum Axis { case horizontal, vertical }
    /// One axis's hugging and compression resistance, and what they were made from.
    struct ContentSize {
        let length: Double, hugging: Double, resistance: Double
        let constraints: [Constraint]
    }
    /// A view's content sizes along both axes (fields, not a dictionary: this is made for
    /// every view of every layout).
    struct ContentSizeAxes {
        var horizontal, vertical: ContentSize?
        subscript(axis: Axis) -> ContentSize? {
            get { axis == .horizontal ? horizontal : vertical }
            set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
        }
    }
    /// Labels of several lines that wrap at their laid-out width (see `wrapLabels`), and the
    /// width each is measured at once it wraps.
    var wrappingLabels: [String] = []
    var wrapWidths: [String: Double] = [:]
    /// A scroll view's content size: constraints between it and its content pin the content
    /// area, whose size is free, not the scroll view's frame.
    private(set) var contentSizes: [String: (width: Variable, height: Variable)] = [:]
    /// `frames` and `absoluteFrames` as last computed, kept up to date by live updates; nil when
    /// they must be rebuilt.
    private var frameCache: [String: Rect]?
    private var absoluteFrameCache: [String: Rect]?
    /// Which view each box's variable belongs to, to name the views a change moved: made at the
    /// first change, as a first layout needs none of it.
    private var owners: [ObjectIdentifier: String]?
    /// Controls whose frame is larger than the alignment rect their box holds.
    var alignmentInsets: [String: Device.Insets] = [:]

    /// In the designer and `nibtool frames`, a view that its constraints leave free stays where
    /// the file puts it, as Interface Builder shows it (a view just added, before it has
    /// constraints; a width only inequalities bound). Each stored frame is held by constraints
    /// weaker than any UIKit priority, so they never overrule one. Diagnostics need a layout
    /// without them: they would hide every ambiguity.
    public var holdsStoredFrames = false
    /// In `nibtool frames`, the views in rows Interface Builder has not laid out keep the file's
    /// frames, as Xcode keeps them until Update Frames lays them out (`keepRowsNotLaidOut`).
    public var keepsRowsNotLaidOut = false
    var viewsKeptAsStored: Set<ObjectIdentifier> = []

    /// Lays out as `nibtool frames` does, and `XcodeAgreement` measures: the file's frames
    /// held where the constraints leave them free, and at the document's own size the rows
    /// Interface Builder has not laid out kept as the file has them.
    public func laysOutAsFrames(atOwnSize: Bool = true) {
        (holdsStoredFrames, keepsRowsNotLaidOut) = (true, atOwnSize)
    }
    /// Whether a refused constraint names every required constraint it contradicts. Off, the
    /// engine's required equalities go into the solver permanently, without the marker symbols
    /// that naming (and removing) them needs, and the first layout is faster: for the canvas,
    /// whose issues come from an engine of their own. Live updates never remove those.
    public var namesConflicts = true
    /// Placeholder constraints ("Remove at build time") hold in Interface Builder, at design
    /// time, and not in the running app.
    public var includesPlaceholders = true
    static let storedFrameStrength = Strength(weight: 0.001)
    /// The views some constraint names. A view none names stays at its frame: Interface Builder
    /// gives it fixed constraints at build time (newer files say so with `fixedFrame="YES"`, and
    /// such a view stays at its frame whatever names it: OsmAnd's toolbar its subviews pin to).
    private var constrained: ViewTable<Bool>
    /// The arranged subviews of stack views: the stack's own constraints place them.
    private(set) var arrangedViews: Set<String> = []
    private let margins: LayoutMargins
    let priorities: PriorityScale
    /// The views these size classes leave uninstalled (`<mask key="subviews">`): UIKit does not
    /// add them, so neither they nor the constraints that name them take part (element-ios's
    /// media picker, whose capture view its default size class leaves out).
    private let uninstalledViews: Set<String>
    /// The file's constraints, the stack views' and the autoresizing masks', each with what it
    /// is about (found when asked: solving only records them): the misplacement check holds the
    /// stored frames against them.
    var placing: [(constraint: Constraint, about: PlacingSource)] = []
    /// The rows tables lay out, with the table width their constraints were made for.
    var tableRows: [TableRow] = []
    enum PlacingSource { case file(NibConstraint), stack(String), autoresizing(String) }
    /// The first failure inside the solver, in words; the diagnostics report it.
    public private(set) var solverFailure: String?

    public init(document: NibDocument, root: NibObject, screen: Device, sizing: IntrinsicSizing) {
        self.document = document
        self.root = root
        self.screen = screen
        pixelScale = screen.pixelScale
        self.sizeClasses = SizeClasses(screen: screen)
        self.sizing = sizing
        let iOS11 = document.xml.root[attribute: "useSafeAreas"] == "YES" || (document.toolsVersion ?? 0) >= XcodeVersions.xcode9
        margins = LayoutMargins(root: root, screen: screen, insideSafeArea: iOS11, toolsVersion: document.toolsVersion)
        priorities = PriorityScale(root: root, document: document)
        uninstalledViews = sizeClasses.uninstalled(document.subviewVariations)
        boxByView = ViewTable(capacity: document.objectCount)
        intrinsicConstraints = ViewTable(capacity: document.objectCount)
        constrained = ViewTable(capacity: document.objectCount)
    }

    /// Whether some constraint of the document names the view.
    func isConstrained(_ view: NibObject) -> Bool { constrained[view] != nil }

    public func solve() -> LayoutResult {
        var refused: [(String, String, String?)] = []
        var conflicts: [Int: [String]] = [:]
        var contradictions: [RefusedConstraint?] = []
        func name(_ constraints: [Constraint]) -> [String] {
            var named: [String] = []   // each once, in the solver's order
            for label in constraints.map({ $0.label ?? "an implicit constraint" }) where !named.contains(label) {
                named.append(label)
            }
            return named
        }
        func add(_ c: Constraint, _ id: String) {
            do {
                if namesConflicts { try solver.add(c) } else { try solver.addPermanently(c) }
            } catch {
                refused.append((id, "\(error)", c.label))
                if case .unsatisfiable(_, let others) = error {
                    conflicts[refused.count - 1] = name(others)
                    contradictions.append(RefusedConstraint(constraint: c, contradicts: others))
                } else {
                    contradictions.append(nil)
                }
            }
        }
        // Every view gets a box: room for all of them up front, not grown a view at a time.
        let views = Self.subviews(of: root)
        boxes.reserveCapacity(views.count + 1)
        orderedViews.reserveCapacity(views.count + 1)
        let rootBox = box(for: root)
        let fillsScreen = "\(LayoutWords.quoted(root)) filling the screen (\(LayoutWords.points(screen.width)) × \(LayoutWords.points(screen.height)))"
        for c in [rootBox.left == 0, rootBox.top == 0, rootBox.width == Expression(constant: screen.width),
                  rootBox.height == Expression(constant: screen.height)] {
            c.label = fillsScreen
            add(c, root.id)
        }
        for (_, c) in document.constraints {
            if !c.firstItem.keepsFixedFrame { constrained[c.firstItem] = true }
            if let second = c.secondItem, !second.keepsFixedFrame { constrained[second] = true }
        }
        // The labels are measured ahead, on a second thread, while the boxes and the file's
        // constraints are made; each label's content size placed waits for its own measure.
        sizing.prepare(views, in: document)
        makeBoxes(of: root)
        let guides = layoutGuides()
        makeBoxes(of: guides)
        let excluded = sizeClasses.uninstalled(document.constraintVariations)
        let all = document.constraints
        let fileConstraints = constraintIndicesInnermostFirst().compactMap { i -> (Constraint, NibConstraint, owner: NibObject)? in
            let (owner, constraint) = all[i]
            guard boxByView[owner] != nil || owner === root, !excluded.contains(constraint.id), (includesPlaceholders || !constraint.isPlaceholder),
                  let made = make(constraint) else { return nil }
            return (made, constraint, owner)
        }
        func addFileConstraint(_ k: Int) {
            let (made, constraint, _) = fileConstraints[k]
            add(made, constraint.id)
            placing.append((made, .file(constraint)))
        }
        // A constraint between views of one subview's subtree goes in as soon as that subtree is
        // placed, while the labels after it are still being measured; the others (the root's,
        // those to guides or beyond the subtree, and those in or around stack views, whose own
        // constraints go in as their views are placed) once every view is placed, innermost first.
        var bySubtree = ViewTable<[Int]>(capacity: document.objectCount)
        var afterAll: [Int] = []
        let nearStacks = viewsInOrAroundStacks()
        for (k, (_, constraint, owner)) in fileConstraints.enumerated() {
            if owner !== root, nearStacks[owner] == nil,
               isWithinSubtree(constraint.firstItem, of: owner), constraint.secondItem.map({ isWithinSubtree($0, of: owner) }) ?? true {
                bySubtree[owner, default: []].append(k)
            } else {
                afterAll.append(k)
            }
        }
        // UIKit adds a view's content-size constraints when it updates constraints, after the
        // nib's own: where a required hugging or compression resistance conflicts with the
        // file's constraints, it is the one broken (DuckDuckGo's 30 pt buttons of 24 pt images).
        var requiredContentSize: [(Constraint, String)] = []
        placeSubviews(of: root, add: add, addContentSize: { c, id in
            if c.strength.isRequired { requiredContentSize.append((c, id)) } else { add(c, id) }
        }, placed: { view in
            for k in bySubtree[view] ?? [] { addFileConstraint(k) }
        })
        placeGuides(guides, add: add)
        for k in afterAll { addFileConstraint(k) }
        for (c, id) in requiredContentSize { add(c, id) }
        updateSolver()
        giveTableRowsTheirTablesWidths()
        // The first constraint broken in a refused one's place takes its entry; any more are added.
        var replaced: Set<Int> = []
        for (k, broken, id) in breakWhatTheFileBreaks(contradictions, contentSizes: requiredContentSize.map(\.0)) {
            let kept = contradictions[k]!.constraint
            let others = contradictions[k]!.contradicts.map { $0 === broken ? kept : $0 }
            let entry = (id, "\(SolverError.unsatisfiable(broken, conflicts: others))", broken.label)
            var index = k
            if replaced.insert(k).inserted {
                refused[k] = entry
            } else {
                refused.append(entry)
                index = refused.count - 1
            }
            conflicts[index] = name(others)
        }
        keepLengthsNonNegative()
        // Last, being the weakest, and only where the constraints leave the frame free: added
        // first, every constraint after them was expressed through their error symbols, and
        // a hold on a fixed edge copies its long row for nothing (2,000 labels took 11 s).
        if holdsStoredFrames {
            var holds: [(Expression, Double)] = []
            storedFrameHolds(of: root, x: 0, y: 0, into: &holds)
            // An edge is a sum of origins up the superview chain: it is free if any of them is.
            let variables = holds.flatMap { $0.0.terms.map(\.variable) }
            var free: Set<ObjectIdentifier> = []
            for (v, movable) in zip(variables, solver.mayMove(variables)) where movable { free.insert(ObjectIdentifier(v)) }
            for (edge, value) in holds where edge.terms.contains(where: { free.contains(ObjectIdentifier($0.variable)) }) {
                try? solver.add((edge == Expression(constant: value)).withStrength(Self.storedFrameStrength))
            }
            updateSolver()
        }
        if keepsRowsNotLaidOut { keepRowsNotLaidOut() }
        wrapLabels()
        // Wrapping moved tables: their rows follow, and their labels wrap again.
        if !giveTableRowsTheirTablesWidths().isEmpty { wrapLabels() }
        forgetFrames()
        sizing.finishMeasuringAhead()
        return LayoutResult(frames: frames, order: order, refused: refused, conflicts: conflicts, solverFailure: solverFailure)
    }

    /// Brings the variables up to date and returns the ones that moved. A failure inside the
    /// solver is kept for the diagnostics to report, never dropped.
    @discardableResult
    func updateSolver() -> [Variable] {
        do {
            return try solver.updateVariables()
        } catch {
            if solverFailure == nil { solverFailure = "\(error)" }
            return []
        }
    }

    /// Every view under `view`, the ones `placeSubviews` sizes.
    private static func subviews(of view: NibObject) -> [NibObject] {
        var all: [NibObject] = []
        func collect(_ view: NibObject) {   // each view, then the views under it
            for child in view.layoutChildren where child.isLaidOutView {
                all.append(child)
                collect(child)
            }
        }
        collect(view)
        return all
    }

    /// The solver's tableau, for benchmarks (see `Solver.tableauSize`).
    public var tableauSize: (rows: Int, cells: Int, longestRow: Int) { solver.tableauSize }

    /// The positions in the document's constraints of those of deeper views first (in document
    /// order within a view): a container's size is settled by its own constraints before
    /// constraints place it among its siblings, so no row that places a sibling has to be
    /// rewritten when it is.
    private func constraintIndicesInnermostFirst() -> [Int] {
        var depths = ViewTable<Int>(capacity: document.objectCount)
        func depth(_ view: NibObject) -> Int {
            if let known = depths[view] { return known }
            let d = view.parent.map { depth($0) + 1 } ?? 0
            depths[view] = d
            return d
        }
        let all = document.constraints
        var byDepth: [[Int]] = []   // indices into `all`, by their owner's depth
        var last: (owner: NibObject, depth: Int)?   // a view's constraints come one after another
        for i in all.indices {
            let owner = all[i].owner
            let d = last.flatMap { $0.owner === owner ? $0.depth : nil } ?? depth(owner)
            last = (owner, d)
            while byDepth.count <= d { byDepth.append([]) }
            byDepth[d].append(i)
        }
        return byDepth.reversed().flatMap { $0 }
    }

    /// Each view's frame relative to its superview, from the current solution. The root keeps
    /// the origin the file gives it (below a navigation bar, say).
    public var frames: [String: Rect] {
        if let frameCache { return frameCache }
        var frames: [String: Rect] = [:]
        frames.reserveCapacity(orderedViews.count)
        for view in orderedViews { frames[view.id] = relativeFrame(of: view) }
        frameCache = frames
        return frames
    }

    /// A view's frame relative to its superview, its edges on the device's pixel grid, or on a
    /// grid of `scale` to the point (the grid an older Xcode stored the file's frames on:
    /// `storedFrameScale`).
    func relativeFrame(_ id: String, onGridOf scale: Double? = nil) -> Rect? {
        guard let f = frame(id, onGridOf: scale), let object = document.objectsByID[id] else { return nil }
        return relative(f, of: object, superviewFrame: object.layoutParent.flatMap { frame($0.id, onGridOf: scale) })
    }

    /// The same, found by the view rather than by its id (`frames` asks for every view).
    private func relativeFrame(of object: NibObject) -> Rect? {
        guard let f = frame(of: object) else { return nil }
        return relative(f, of: object, superviewFrame: object.layoutParent.flatMap { frame(of: $0) })
    }

    private func relative(_ f: Rect, of object: NibObject, superviewFrame origin: Rect?) -> Rect {
        if object === root { return Rect(x: root.frame?.x ?? 0, y: root.frame?.y ?? 0, width: f.width, height: f.height) }
        return Rect(x: f.x - (origin?.x ?? 0), y: f.y - (origin?.y ?? 0), width: f.width, height: f.height)
    }

    /// Each view's frame in the root's coordinates (the solver's own), for hit testing and overlays.
    public var absoluteFrames: [String: Rect] {
        if let absoluteFrameCache { return absoluteFrameCache }
        var frames: [String: Rect] = [:]
        frames.reserveCapacity(boxes.count)
        for id in boxes.keys { frames[id] = absoluteFrame(id) }
        absoluteFrameCache = frames
        return frames
    }

    /// After a change the live update does not follow (a new solve, probing for ambiguity).
    func forgetFrames() {
        (frameCache, absoluteFrameCache) = (nil, nil)
    }

    /// Where a view is seen in the root: its frame, below the bars over a table or collection
    /// view root when inside it (`ContentInset`).
    private func absoluteFrame(_ id: String) -> Rect? {
        guard var f = frame(id) else { return nil }
        if id != root.id { f.y += contentTop }
        return f
    }

    /// A view's frame in the root's coordinates: its box, grown by its alignment insets, with its
    /// edges on the device's pixel grid as UIKit places them (and Xcode stores them).
    private func frame(_ id: String, onGridOf scale: Double? = nil) -> Rect? {
        if !viewsKeptAsStored.isEmpty, let view = document.objectsByID[id], let kept = keptFrame(of: view) { return kept }
        return boxes[id].map { snappedFrame(of: $0, id: id, scale: scale) }
    }

    func frame(of view: NibObject) -> Rect? {
        if !viewsKeptAsStored.isEmpty, let kept = keptFrame(of: view) { return kept }
        return boxByView[view].map { snappedFrame(of: $0, id: view.id) }
    }

    /// A view's frame on the pixel grid. A length that required constraints still squeeze below
    /// zero (`keepLengthsNonNegative` could not hold it) is 0, as Xcode stores it (Loop's
    /// progress bars, GoMap's display labels, energy's presentation-mode label).
    private func snappedFrame(of b: Box, id: String, scale: Double? = nil) -> Rect {
        let f = Rect(x: b.left.value, y: b.top.value, width: b.width.value, height: b.height.value).outset(by: alignmentInsets[id])
        let scale = scale ?? pixelScale
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let (x, y) = (snap(f.x), snap(f.y))
        return Rect(x: x, y: y, width: max(0, snap(f.x + f.width) - x), height: max(0, snap(f.y + f.height) - y))
    }

    /// Live update: the view's content changed (a label's text, an image, a hugging or
    /// compression priority): its natural size is measured again, only its hugging and
    /// compression constraints are replaced, and the solver re-solves incrementally. Returns
    /// the ids of the views that moved or changed size.
    @discardableResult
    public func updateIntrinsicSize(of id: String) -> Set<String> {
        guard let view = document.objectsByID[id], let b = boxByView[view], intrinsicConstraints[view] != nil else { return [] }
        addIntrinsicSize(of: view, b) { c, _ in try? solver.add(c) }
        var moved = Set(updateSolver().compactMap(owner(of:))).union(wrapLabels())
        let rowsMoved = giveTableRowsTheirTablesWidths()
        if !rowsMoved.isEmpty { moved.formUnion(Set(rowsMoved.compactMap(owner(of:))).union(wrapLabels())) }
        // The moved views' frames, and their subviews' (relative to them, on the pixel grid),
        // are all that changed relative to superviews; in the root, whole subtrees moved.
        for id in moved {
            if frameCache != nil {
                frameCache![id] = relativeFrame(id)
                for child in document.objectsByID[id]?.layoutChildren ?? [] where boxes[child.id] != nil { frameCache![child.id] = relativeFrame(child.id) }
            }
            if absoluteFrameCache != nil, let view = document.objectsByID[id] { refreshAbsoluteFrames(of: view) }
        }
        return moved
    }

    private func refreshAbsoluteFrames(of view: NibObject) {
        guard boxes[view.id] != nil else { return }
        absoluteFrameCache![view.id] = absoluteFrame(view.id)
        for child in view.layoutChildren { refreshAbsoluteFrames(of: child) }
    }

    // MARK: Views and guides

    /// Weak stays at each view's stored frame, in the root's coordinates (see `holdsStoredFrames`).
    private func storedFrameHolds(of view: NibObject, x: Double, y: Double, into holds: inout [(Expression, Double)]) {
        for child in view.layoutChildren {
            guard let stored = child.frame, let b = boxes[child.id] else { continue }
            let f = Rect(x: x + stored.x, y: y + stored.y, width: stored.width, height: stored.height).inset(by: alignmentInsets[child.id])
            holds += [(b.left, f.x), (b.top, f.y), (Expression(b.width), f.width), (Expression(b.height), f.height)]
            storedFrameHolds(of: child, x: x + stored.x, y: y + stored.y, into: &holds)
        }
    }

    private func box(for object: NibObject, in superview: Box? = nil) -> Box {
        if let existing = boxByView[object] { return existing }
        let made = Box(object.id, in: superview)
        boxes[object.id] = made
        boxByView[object] = made
        // The root's frame is its screen, whatever control it is.
        if object !== root, let insets = AlignmentInsets.of(object, in: document) { alignmentInsets[object.id] = insets }
        if object.className == "label", object.numberOfLines != 1, object.preferredMaxLayoutWidth == nil { wrappingLabels.append(object.id) }
        orderedViews.append(object)
        if owners != nil { own(made, object.id) }
        return made
    }

    /// The view whose box holds `variable`, if any.
    func owner(of variable: Variable) -> String? {
        if owners == nil {
            owners = Dictionary(minimumCapacity: 4 * boxes.count)
            for (id, b) in boxes { own(b, id) }
        }
        return owners![ObjectIdentifier(variable)]
    }

    private func own(_ b: Box, _ id: String) {
        for v in [b.x, b.y, b.width, b.height] { owners![ObjectIdentifier(v)] = id }
    }

    /// The boxes of `view` and every view under it that `placeSubviews` places, in its order,
    /// with what constraints are made from before any goes in: a scroll view's content size and
    /// a stack view's arranged subviews.
    private func makeBoxes(of view: NibObject) {
        let parentBox = box(for: view)
        if view.className == "scrollView" {
            contentSizes[view.id] = (Variable(view.id, ".contentWidth"), Variable(view.id, ".contentHeight"))
        }
        for child in view.layoutChildren where isPlaced(child) {
            _ = box(for: child, in: parentBox)
            if view.className == "stackView" { arrangedViews.insert(child.id) }
            makeBoxes(of: child)
        }
    }

    /// A subview `placeSubviews` places: one laid out, and installed for these size classes.
    private func isPlaced(_ view: NibObject) -> Bool {
        view.isLaidOutView && !uninstalledViews.contains(view.id)
    }

    /// Places `view`'s subviews (their boxes made by `makeBoxes`), all the way down: their
    /// autoresizing masks and stack views through `add`, their content sizes through
    /// `addContentSize`; `placed` hears of each subview once it and its subtree are placed.
    private func placeSubviews(of view: NibObject, add: (Constraint, String) -> Void,
                               addContentSize: (Constraint, String) -> Void, placed: (NibObject) -> Void) {
        let parentBox = box(for: view)
        let isStack = view.className == "stackView"
        if let size = contentSizes[view.id], view.className == "scrollView" {
            for c in [size.width >= 0, size.height >= 0] {
                c.label = "\(LayoutWords.quoted(view)) content size ≥ 0"
                add(c, view.id)
            }
        }
        var arranged: [(NibObject, Box)] = []
        for child in view.layoutChildren where isPlaced(child) {
            let b = box(for: child, in: parentBox)
            if isStack {
                arranged.append((child, b))
                addIntrinsicSize(of: child, b, add: addContentSize)
                // Interface Builder keeps the mask of an arranged view that translates it, as
                // it does any view's (tinode's labels and stopp-corona's checkbox view, stored
                // at their masks' sizes in stacks that would stretch them; sentry's inner stack
                // of 320 pt, which its stacks follow).
                if child.translatesAutoresizingMaskIntoConstraints, let f = child.frame {
                    placeByAutoresizingMask(child, frame: f, b, in: view, parentBox, add: add)
                }
                // The stack leaves a hidden view out; Interface Builder leaves it where it was.
                if child.isHidden, let f = child.frame {
                    add((b.left == parentBox.left + Expression(constant: f.x)).withStrength(.weak), child.id)
                    add((b.top == parentBox.top + Expression(constant: f.y)).withStrength(.weak), child.id)
                }
            } else if child.translatesAutoresizingMaskIntoConstraints || !isConstrained(child), let f = child.frame {
                placeByAutoresizingMask(child, frame: f, b, in: view, parentBox, add: add)
            } else {
                addIntrinsicSize(of: child, b, add: addContentSize)
            }
            placeSubviews(of: child, add: add, addContentSize: addContentSize, placed: placed)
            placed(child)
        }
        if isStack {
            let inside = view.arrangesInsideMargins ? margins.of(view) : nil
            let naturalLength = { (arrangedView: NibObject, horizontal: Bool) in
                self.intrinsicConstraints[arrangedView]?[horizontal ? .horizontal : .vertical]?.length
            }
            let made = StackViewConstraints.make(stack: view, box: parentBox, arranged: arranged, margins: inside,
                                                 sizeClasses: sizeClasses, strong: priorities.strength(PriorityScale.strong),
                                                 hiding: priorities.strength(999.5), proportion: priorities.strength,
                                                 naturalLength: naturalLength, baseline: baseline(of:first:))
            for c in made {
                add(c, view.id)
                placing.append((c, .stack(view.id)))
            }
        }
    }

    /// A view's frame, its alignment rectangle's, kept by its autoresizing mask.
    private func placeByAutoresizingMask(_ view: NibObject, frame: Rect, _ b: Box, in superview: NibObject, _ superBox: Box,
                                         add: (Constraint, String) -> Void) {
        let frame = frame.inset(by: alignmentInsets[view.id])
        let tableWidth = AutoresizingMask.isTableRow(view, of: superview) ? superview.frame?.width : nil
        let made = AutoresizingMask.constraints(view, frame: frame, box: b, superview: superview, superBox: superBox, givenWidth: tableWidth)
        let label = "\(LayoutWords.quoted(view)) autoresizing mask"
        for c in made {
            c.label = label
            add(c, view.id)
            placing.append((c, .autoresizing(view.id)))
        }
        if let tableWidth {
            tableRows.append(TableRow(view: view, frame: frame, box: b, table: superview, tableBox: superBox, constraints: made, tableWidth: tableWidth))
        }
    }

    /// `placeholderIntrinsicWidth` / `Height` ("infinite": none along that axis); nil when the
    /// view has neither.
    public static func placeholderIntrinsicSize(of view: NibObject) -> (width: Double?, height: Double?)? {
        let (width, height) = (view.element[attribute: "placeholderIntrinsicWidth"], view.element[attribute: "placeholderIntrinsicHeight"])
        guard width != nil || height != nil else { return nil }
        return (width.flatMap(Double.init).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }, height.flatMap(Double.init).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil })
    }

    /// The priority of a required compression resistance or hugging the file's frame breaks:
    /// above every optional priority a file can set (999), below required.
    static let brokenContentSizePriority = 999.5

    /// Content hugging and compression resistance: `size <= intrinsic` and `size >= intrinsic`
    /// at the view's priorities, as UIKit turns them into constraints (one soft equality with
    /// those two strengths when neither is required).
    func addIntrinsicSize(of view: NibObject, _ b: Box, add: (Constraint, String) -> Void) {
        // Xcode's "Intrinsic Size: Placeholder" comes first (a design-time size Interface Builder
        // lays the view out with), then a custom class's own intrinsicContentSize from the code,
        // or the one Xcode got running it and stored in `<designables>` (for text, measured as it
        // is edited, `designableTextSize`), or its size in the file where the code is not read.
        let designTime = Self.placeholderIntrinsicSize(of: view) ?? document.projectIntrinsicSize?(view)
            ?? (StoredTextSizing.textClasses.contains(view.className) ? nil : document.designableIntrinsicSize(of: view.id))
        let unread = designTime == nil ? sizeForUnreadCode(of: view) : nil
        if unread != nil {
            sizedByUnreadCode[ObjectIdentifier(view)] = view
        } else if !sizedByUnreadCode.isEmpty {
            sizedByUnreadCode[ObjectIdentifier(view)] = nil
        }
        var natural = designTime ?? unread ?? designableTextSize(of: view, measured: sizing.intrinsicSize(of: view, in: document, wrappingAt: wrapWidths[view.id]))
        if let i = alignmentInsets[view.id] {   // the sizing gives frames; the box is the alignment rect
            natural = (natural.width.map { $0 - i.left - i.right }, natural.height.map { $0 - i.top - i.bottom })
        }
        var current = intrinsicConstraints[view] ?? ContentSizeAxes()
        func update(_ axis: Axis, _ length: Double?) {
            let value = length.flatMap { $0.isFinite ? $0 : nil }
            let (size, hugging, resistance) = axis == .horizontal
                ? (b.width, view.horizontalHuggingPriority, view.horizontalCompressionResistancePriority)
                : (b.height, view.verticalHuggingPriority, view.verticalCompressionResistancePriority)
            let old = current[axis]
            // Unchanged: leave the solver alone.
            if old?.length == value && (value == nil || (old?.hugging == hugging && old?.resistance == resistance)) { return }
            for c in old?.constraints ?? [] { try? solver.remove(c) }
            current[axis] = nil
            guard let value else { return }
            var hug = priorities.strength(hugging)
            var resist = priorities.strength(resistance)
            // A view the file stores more than a point below its content at a required compression
            // resistance was squeezed by Xcode all the same: Esri's colour picker labels stored
            // 9 pt tall at 1000 between a cell's edges, GoMap's display settings labels (4 and
            // 8 pt) and habitica's. Its resistance gives way to the required constraints, just
            // below them, where a required one would hold and squeeze its neighbours instead
            // (hugging broken so stays required: added last, it is the constraint refused).
            if resist.isRequired, let frame = view.frame, (axis == .horizontal ? frame.width : frame.height) < value - 1 {
                resist = priorities.strength(Self.brokenContentSizePriority)
            }
            // Likewise a view stored more than a point beyond its content at a required hugging:
            // Xcode stretched it without a word (nextcloud talk's 48 pt hang-up button of a 23.5
            // pt symbol at a width of at least 48, simplenote's notice label and button sharing a
            // filled stack, habitica's name labels and bulk-purchase field; 3 repositories, no
            // frame lost over the corpus and 12 fetched sets). Its hugging gives way just below
            // required, where a required one was refused and left the view's width free (called
            // ambiguous). Not the height of a view in a row: there the required hugging sizes
            // the row, and Xcode leaves such rows unmarked (habitica's blocked-player rows).
            if hug.isRequired, axis == .horizontal || view.nearest("tableViewCellContentView") == nil, let frame = view.frame,
               (axis == .horizontal ? frame.width : frame.height) > value + 1 {
                hug = priorities.strength(Self.brokenContentSizePriority)
            }
            // Both optional (as almost always): one soft equality, half the tableau symbols.
            let made: [Constraint]
            if hug.isRequired || resist.isRequired {
                let (name, length, points) = (LayoutWords.quoted(view), axis == .horizontal ? "width" : "height", LayoutWords.points(value))
                made = [Constraint(size - Expression(constant: value), .lessOrEqual, strength: hug, label: "\(name) content hugging: \(length) ≤ \(points)"),
                        Constraint(size - Expression(constant: value), .greaterOrEqual, strength: resist, label: "\(name) compression resistance: \(length) ≥ \(points)")]
            } else {
                made = [Constraint(softEquality: size - Expression(constant: value), above: hug, below: resist)]
            }
            current[axis] = ContentSize(length: value, hugging: hugging, resistance: resistance, constraints: made)
            for c in made { add(c, view.id) }
        }
        update(.horizontal, natural.width)
        update(.vertical, natural.height)
        intrinsicConstraints[view] = current
    }

    /// The guides a layout places, in order: the controller's top and bottom layout guides,
    /// then every view's layout guides (its safe area, the keyboard's, a scroll view's content)
    /// with the view, where it has a box.
    private func layoutGuides() -> LayoutGuides {
        let controller = (root.parent?.children ?? []).filter { $0.className == "viewControllerLayoutGuide" }
        let ofViews = document.allObjects.compactMap { guide -> (guide: NibObject, owner: NibObject)? in
            guard guide.className == "viewLayoutGuide" || guide.className == "keyboardLayoutGuide",
                  let owner = guide.parent, boxByView[owner] != nil else { return nil }
            return (guide, owner)
        }
        return LayoutGuides(controller: controller, ofViews: ofViews)
    }

    private struct LayoutGuides {
        let controller: [NibObject]
        let ofViews: [(guide: NibObject, owner: NibObject)]
    }

    /// The old guides are views inside the controller's view: a scroll view's are placed on its
    /// content, as its subviews are (TN2154).
    private var controllerGuidesSuperview: Box {
        let r = box(for: root)
        return contentSizes[root.id].map { r.resized(width: $0.width, height: $0.height) } ?? r
    }

    /// The boxes of the guides `placeGuides` places, in its order.
    private func makeBoxes(of guides: LayoutGuides) {
        let r = controllerGuidesSuperview
        for guide in guides.controller { _ = box(for: guide, in: r) }
        for (guide, owner) in guides.ofViews { _ = box(for: guide, in: boxByView[owner]) }
    }

    /// The controller's top and bottom layout guides, and every view's safe area.
    private func placeGuides(_ guides: LayoutGuides, add: (Constraint, String) -> Void) {
        func place(_ c: Constraint, _ guide: NibObject, of owner: NibObject? = nil) {
            c.label = LayoutWords.quoted(guide) + (owner.map { " of \(LayoutWords.quoted($0))" } ?? "")
            add(c, guide.id)
        }
        let r = controllerGuidesSuperview
        for guide in guides.controller {
            let g = box(for: guide, in: r)
            place(g.left == r.left, guide)
            place(g.width == r.width, guide)
            if guide.element[attribute: "type"] == "bottom" {
                place(g.top == r.bottom - Expression(constant: screen.bottomBarHeight), guide)
                place(g.height == Expression(constant: screen.bottomBarHeight), guide)
            } else {
                place(g.top == r.top, guide)
                place(g.height == Expression(constant: screen.statusBarHeight), guide)
            }
        }
        for (guide, owner) in guides.ofViews {
            let o = box(for: owner)
            let g = box(for: guide, in: o)
            let insets = SubviewSafeArea.of(owner, in: root, on: screen)
            if guide.className == "keyboardLayoutGuide" {
                // No keyboard is up in Interface Builder: as UIKit documents (`usesBottomSafeArea`),
                // the guide's top is then the bottom of its view's safe area.
                for c in [g.left == o.left, g.width == o.width, g.top == o.top + o.height - Expression(constant: insets.bottom),
                          g.height == Expression(constant: insets.bottom)] { place(c, guide, of: owner) }
                continue
            }
            if guide.isContentLayoutGuide, let size = contentSizes[owner.id] {
                // A scroll view's content: from its origin, as large as its content says.
                for c in [g.left == o.left, g.top == o.top, g.width == Expression(size.width), g.height == Expression(size.height)] { place(c, guide, of: owner) }
                continue
            }
            place(g.left == o.left + Expression(constant: insets.left), guide, of: owner)
            place(g.top == o.top + Expression(constant: insets.top), guide, of: owner)
            place(g.width == o.width - Expression(constant: insets.left + insets.right), guide, of: owner)
            place(g.height == o.height - Expression(constant: insets.top + insets.bottom), guide, of: owner)
        }
    }

    // MARK: Constraints

    /// `item1.attribute1 (relation) multiplier × item2.attribute2 + constant`, at its priority.
    private func make(_ c: NibConstraint) -> Constraint? {
        let content = c.secondItem.map { second in
            (first: isInside(second, c.firstItem), second: isInside(c.firstItem, second))
        } ?? (first: false, second: false)
        // One terms array for the whole constraint: the first item's terms, then the second's
        // times −multiplier (each `coefficient × −multiplier`, as `lhs − multiplier × rhs` would
        // give them), then the common origin's.
        var terms: [Term] = []
        terms.reserveCapacity(16)
        guard let lhsConstant = append(c.firstItem, c.firstAttribute, content: content.first, times: 1, to: &terms) else { return nil }
        // A constant set for these size classes (`<variation key="widthClass=compact" constant="30"/>`).
        var rhsConstant = Self.standardSpacingToGuide(c) ?? sizeClasses.constant(of: c) ?? c.constant
        if let second = c.secondItem, c.secondAttribute != .notAnAttribute {
            guard let e = append(second, c.secondAttribute, content: content.second, times: -c.multiplier, to: &terms) else { return nil }
            rhsConstant = c.multiplier * e + rhsConstant
            // UIKit relates two positions in the coordinates of the nearest view holding both
            // (a superview's centre is half its width): the boxes' root coordinates differ from
            // those by that view's origin, which a multiplier other than 1 does not cancel.
            if c.multiplier != 1, let origin = commonOrigin(c.firstItem, second, c.firstAttribute) {
                for t in origin.terms { terms.append(Term(t.variable, t.coefficient * -(1 - c.multiplier))) }
                rhsConstant = rhsConstant + origin.constant * (1 - c.multiplier)
            }
        }
        let relation: Relation = switch c.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessOrEqual
        case .greaterThanOrEqual: .greaterOrEqual
        }
        return Constraint(Expression(terms, constant: lhsConstant - rhsConstant), relation,
                          strength: priorities.strength(c.priority), label: c.id)
    }

    /// The origin, along a position attribute's axis, of the nearest view that is or holds both
    /// items (a layout guide stands for its view), in the root's coordinates; nil for a size.
    private func commonOrigin(_ a: NibObject, _ b: NibObject, _ attribute: NibConstraint.Attribute) -> Expression? {
        let horizontal: Bool
        switch attribute {
        case .left, .leading, .right, .trailing, .centerX, .centerXWithinMargins, .leftMargin, .leadingMargin, .rightMargin, .trailingMargin:
            horizontal = true
        case .top, .bottom, .centerY, .centerYWithinMargins, .topMargin, .bottomMargin, .firstBaseline, .baseline, .lastBaseline:
            horizontal = false
        case .width, .height, .notAnAttribute:
            return nil
        }
        func view(_ item: NibObject) -> NibObject? { item.className.hasSuffix("LayoutGuide") ? item.parent : item }
        guard let first = view(a), let second = view(b), let common = first.nearestCommonAncestor(with: second),
              let box = boxByView[common] else { return nil }
        return horizontal ? box.left : box.top
    }

    /// Standard spacing (`symbolic="YES"`) to a guide, whatever constant the file stores beside:
    /// none to a safe area, 8 pt to a view controller's top or bottom layout guide, as Interface
    /// Builder lays them out.
    private static func standardSpacingToGuide(_ c: NibConstraint) -> Double? {
        // The items first, without building a list: this runs for every constraint, and few
        // are to a guide.
        func isSafeArea(_ item: NibObject?) -> Bool { item?.className == "viewLayoutGuide" && item?.element[attribute: "key"] == "safeArea" }
        func isControllerGuide(_ item: NibObject?) -> Bool { item?.className == "viewControllerLayoutGuide" }
        let toSafeArea = isSafeArea(c.firstItem) || isSafeArea(c.secondItem)
        guard toSafeArea || isControllerGuide(c.firstItem) || isControllerGuide(c.secondItem),
              c.element[attribute: "symbolic"] == "YES" else { return nil }
        return toSafeArea ? 0 : c.constant < 0 ? -8 : 8
    }

    /// The views that are stack views, or hold one, or are inside one.
    private func viewsInOrAroundStacks() -> ViewTable<Bool> {
        var marked = ViewTable<Bool>(capacity: document.objectCount)
        for stack in orderedViews where stack.className == "stackView" {
            var node: NibObject? = stack
            while let n = node, marked[n] == nil { marked[n] = true; node = n.parent }
            func markBelow(_ view: NibObject) {
                for child in view.children { marked[child] = true; markBelow(child) }
            }
            markBelow(stack)
        }
        return marked
    }

    /// Whether `item` is `view` or a view under it (not a layout guide: the guides are placed
    /// after every view).
    private func isWithinSubtree(_ item: NibObject, of view: NibObject) -> Bool {
        guard !item.className.hasSuffix("LayoutGuide") else { return false }
        var node: NibObject? = item
        while let n = node {
            if n === view { return true }
            node = n.parent
        }
        return false
    }

    /// Whether `inner` is inside the scroll view `outer` (so `outer`'s edges mean its content's).
    private func isInside(_ inner: NibObject, _ outer: NibObject) -> Bool {
        guard outer.className == "scrollView" else { return false }
        var node = inner.parent
        while let n = node {
            if n === outer { return true }
            node = n.parent
        }
        return false
    }

    /// Appends the item's attribute as a sum over the solver's variables, each coefficient
    /// times `factor`, to `terms`, and returns its constant (not multiplied); nil where the item
    /// has no box. The terms and constant are a box's edges' (`Box.right`: its `left`, then its
    /// width), in the same order and with the same arithmetic.
    private func append(_ item: NibObject, _ attribute: NibConstraint.Attribute, content: Bool,
                        times factor: Double, to terms: inout [Term]) -> Double? {
        guard let b = boxByView[item] else { return nil }
        var (width, height) = (b.width, b.height)
        // Edges mean the content area; sizes and centres the frame, as UIKit has it.
        if content, let size = contentSizes[item.id], ![.width, .height, .centerX, .centerY].contains(attribute) {
            (width, height) = (size.width, size.height)
        }
        func add(_ e: Expression) -> Double {
            for t in e.terms { terms.append(Term(t.variable, t.coefficient * factor)) }
            return e.constant
        }
        func add(_ v: Variable, _ coefficient: Double = 1) { terms.append(Term(v, coefficient * factor)) }
        var margins: Device.Insets { self.margins.of(item) }   // only for margin attributes
        // An edge: the origin's terms, then the size's where the edge is past the origin.
        func edge(_ origin: Expression, _ size: Variable? = nil, times k: Double = 1) -> Double {
            let constant = add(origin)
            if let size { add(size, k) }
            return constant
        }
        switch attribute {
        case .left, .leading: return edge(b.left)
        case .right, .trailing: return edge(b.left, width)
        case .top: return edge(b.top)
        case .bottom: return edge(b.top, height)
        case .width: add(width); return 0
        case .height: add(height); return 0
        case .centerX: return edge(b.left, width, times: 0.5)
        case .centerY: return edge(b.top, height, times: 0.5)
        // Halfway between the margins, as UIKit documents these: off the frame's centre where
        // the margins differ (a root's top margin takes in the bars above it).
        case .centerXWithinMargins: return edge(b.left, width, times: 0.5) + (margins.left - margins.right) / 2
        case .centerYWithinMargins: return edge(b.top, height, times: 0.5) + (margins.top - margins.bottom) / 2
        case .leftMargin, .leadingMargin: return edge(b.left) + margins.left
        case .rightMargin, .trailingMargin: return edge(b.left, width) - margins.right
        case .topMargin: return edge(b.top) + margins.top
        case .bottomMargin: return edge(b.top, height) - margins.bottom
        case .firstBaseline, .baseline, .lastBaseline:
            return baseline(of: item, first: attribute == .firstBaseline).map { add($0) }
        case .notAnAttribute: return nil
        }
    }
}
