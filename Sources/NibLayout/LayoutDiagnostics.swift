import Cassowary
import NibModel

/// A layout problem in the words of Xcode's issue navigator, about one object.
public struct LayoutIssue: Equatable {
    public enum Severity: String { case error, warning }
    public let severity: Severity
    public let objectID: String
    public let message: String
    /// For a view whose position or size no constraint fixes: which ("X position", "width", …).
    public var ambiguousAxes: [String] = []
    /// For a scroll view whose content does not fix its scrollable size: which ("width", "height").
    public var ambiguousContent: [String] = []

    public init(severity: Severity, objectID: String, message: String, ambiguousAxes: [String] = [], ambiguousContent: [String] = []) {
        (self.severity, self.objectID, self.message, self.ambiguousAxes) = (severity, objectID, message, ambiguousAxes)
        self.ambiguousContent = ambiguousContent
    }

    /// The words of the issue of a view in a row Interface Builder has not laid out.
    static let rowNotLaidOut = "is in a row below the table's visible part that Interface Builder has not laid out"
}

extension LayoutEngine {
    /// Unsatisfiable constraints, views whose position or size no constraint fixes, views placed
    /// by constraints that have none, and views whose frame in the file is not the solved one.
    public func diagnose(_ result: LayoutResult) -> [LayoutIssue] {
        defer { forgetFrames() }   // probing ambiguity moves views and back
        var issues: [LayoutIssue] = []
        let byID = Dictionary(document.constraints.map { ($0.constraint.id, $0.constraint) }, uniquingKeysWith: { a, _ in a })
        func words(_ id: String) -> String { byID[id]?.words ?? id }

        let rows = rowConflicts(result)
        for (k, (id, _, label)) in result.refused.enumerated() {
            if let row = rows[id] {
                // Within the separator's half point the row is as tall as its content asks.
                if let issue = row { issues.append(issue) }
                continue
            }
            let others = (result.conflicts[k] ?? []).map(words)
            let broken = byID[id]?.words ?? label ?? id
            let message = others.isEmpty
                ? "Unable to satisfy \(broken); it was broken"
                : "Unable to simultaneously satisfy constraints: \(broken) conflicts with \(others.joined(separator: "; ")). Breaking \(broken)"
            issues.append(LayoutIssue(severity: .error, objectID: id, message: message))
        }

        let breaking = viewsBreakingTheirConstraints()
        let storedScale = storedFrameScale
        let ambiguous = ambiguousAxes(of: order.filter { id in
            id != root.id && document.objectsByID[id].map { (isConstrained($0) || isUnconstrainedArrangedLeaf($0)) && $0.frame != nil && !$0.translatesAutoresizingMaskIntoConstraints } == true
        })
        let unknownRowHeights = viewsInRowsOfUnknownHeight()
        for id in order where id != root.id {
            guard let view = document.objectsByID[id], let saved = view.frame, !view.translatesAutoresizingMaskIntoConstraints else { continue }
            let name = LayoutWords.quoted(view)
            // A view no constraint names stays at its frame: Interface Builder fixes it there at
            // build time (`fixedFrame="YES"`, or prototyping constraints before Xcode 8), and
            // calls none of the corpus's 630 such views (33 repositories) ambiguous.
            guard isConstrained(view) || arrangedViews.contains(id) else { continue }
            let suppressed = suppressedByStack(view) + Self.unverifiedAxes(of: view)
            var axes = (ambiguous[id] ?? []).filter { !suppressed.contains($0) }
            if isUnconstrainedArrangedLeaf(view), !axes.contains(where: { $0 == "width" || $0 == "height" }) { axes = [] }
            /// Where the solved frame differs from the stored one: ("x", stored, solved), ….
            func changes() -> [(String, Double, Double)] {
                guard let solved = storedScale.map({ relativeFrame(id, onGridOf: $0) }) ?? result.frames[id] else { return [] }
                return [("x", saved.x, solved.x), ("y", saved.y, solved.y), ("width", saved.width, solved.width), ("height", saved.height, solved.height)]
                    .filter { abs($0.1 - $0.2) > 0.5 }
            }
            /// "x 12 → 16, width 40 → 36".
            func words(_ changes: [(String, Double, Double)]) -> String {
                changes.map { "\($0.0) \(LayoutWords.points($0.1)) → \(LayoutWords.points($0.2))" }.joined(separator: ", ")
            }
            if !axes.isEmpty {
                issues.append(LayoutIssue(severity: .warning, objectID: id, message: "Need constraints for \(name): \(axes.joined(separator: ", "))",
                                          ambiguousAxes: axes))
                // Where the constraints do fix a part of its frame and the file breaks them
                // there, Xcode marks the view misplaced too (googleads' banner view, 8 pt off
                // its centre; zulip's compose, login and about views: 5 views in 2 repositories,
                // and no view more on clean files).
                let fixed = changes().filter { change in !axes.contains { Self.axisParts[$0] == change.0 } }
                if breaking.contains(id), !fixed.isEmpty {
                    issues.append(LayoutIssue(severity: .warning, objectID: id, message: "Frame for \(name) will be different at run time: \(words(fixed))"))
                }
            } else if unknownRowHeights.contains(id) {
                issues.append(LayoutIssue(severity: .warning, objectID: id, message:
                    "\(name) \(LayoutIssue.rowNotLaidOut), whose height Interface Builder does not know, so its position and size are ambiguous"))
            } else if case let notLaidOut = isInRowNotLaidOut(id), breaking.contains(id) || (notLaidOut && marksRowsNotLaidOutAmbiguous),
                      case let changes = changes(), !changes.isEmpty {
                if !notLaidOut {
                    issues.append(LayoutIssue(severity: .warning, objectID: id, message: "Frame for \(name) will be different at run time: \(words(changes))"))
                } else if marksRowsNotLaidOutAmbiguous, changes.contains(where: { abs($0.1 - $0.2) > Self.rowNotLaidOutTolerance }) {
                    // Its constraints are complete: nothing for Add Missing Constraints to add.
                    issues.append(LayoutIssue(severity: .warning, objectID: id, message:
                        "\(name) \(LayoutIssue.rowNotLaidOut) (laid out: \(words(changes))), so its position and size are ambiguous"))
                }
            }
        }
        // Its content, not its frame, lacks constraints: the content's lengths, not the view's axes.
        for (id, all) in ambiguousScrollableContent() {
            // Its content's size is a size the Ambiguity setting may leave unverified.
            guard let view = document.objectsByID[id], case let lengths = all.filter({ !Self.unverifiedAxes(of: view).contains($0) }), !lengths.isEmpty else { continue }
            issues.append(LayoutIssue(severity: .warning, objectID: id, message:
                "Scrollable content size is ambiguous for \(LayoutWords.quoted(view)): \(lengths.map { "scrollable content \($0)" }.joined(separator: ", "))",
                ambiguousContent: lengths))
        }
        for label in cellStyleViewsInsideMargin() {
            issues.append(LayoutIssue(severity: .warning, objectID: label.id, message:
                "Need constraints for \(LayoutWords.quoted(label)): X position, width (its cell style places it from the cell's margin, not at x \(LayoutWords.points(label.frame?.x ?? 0)))",
                ambiguousAxes: ["X position", "width"]))
        }
        if let failure = result.solverFailure ?? solverFailure {
            issues.append(LayoutIssue(severity: .error, objectID: root.id, message:
                "Auto Layout could not solve \(LayoutWords.quoted(root))'s constraints (\(failure)); the frames shown are not a solution"))
        }
        return issues
    }

    /// An arranged view no constraint of the file names, with no views of its own, in a stack
    /// that fills: its stack alone places it, and Xcode marks it ambiguous where the stack
    /// leaves its length free (safe-ios' and Corona-Warn-App's custom views of no size;
    /// woocommerce's, iNaturalist's and element's views and labels; none such unmarked, in
    /// files Xcode marked or not). Only a free length counts, and only in a stack that fills:
    /// Nibbler's stacks of equal spacing leave lengths and places free where UIKit's do not
    /// (SwiftMessages' taco dialog, element's PIN pad, pocket-casts' podcast heading and
    /// safe-ios' social intro, unmarked). An empty stack view is filled by code and left
    /// unmarked (Corona-Warn-App's legal cell).
    private func isUnconstrainedArrangedLeaf(_ view: NibObject) -> Bool {
        arrangedViews.contains(view.id) && !isConstrained(view) && view.className != "stackView"
            && !view.layoutChildren.contains(where: \.isLaidOutView) && view.layoutParent?.distribution == "fill"
    }

    /// How far a view in a row Interface Builder has not laid out may be from its solved frame
    /// before it is called ambiguous: 4 pt, the most a cell's layout margins differ between
    /// devices and Xcode versions (16 and 20 pt), which Nibbler may have wrong for rows Xcode
    /// last laid out on another canvas. Over the corpus and 104 repositories outside it, of the
    /// views 1 to 4 pt off in such rows Xcode marks 3 and leaves 30 unmarked (Monal's chat rows
    /// 4 pt off, dolphin's labels 1 pt); of those further off it marks all 63.
    static let rowNotLaidOutTolerance = 4.0

    /// The part of a frame each ambiguous axis names.
    static let axisParts = ["X position": "x", "width": "width", "Y position": "y", "height": "height"]

    /// The refused constraints that set a table cell's content against its row's height, by id:
    /// nil where nothing is wrong, the content of a table's row asking the stored height and the
    /// separator's half point (a row is as tall as its content asks: WordPressAuthenticator's,
    /// Rocket.Chat's, GoMap's, ivpn's cells); before Xcode 14, where it asks more, or where a
    /// XIB's own cell asks other than its height at all, the issue Xcode marked, the content
    /// view ambiguous (tailec's, element's, openfoodfacts', vlc-ios's and Monal's cells). Others
    /// stay conflicts.
    private func rowConflicts(_ result: LayoutResult) -> [String: LayoutIssue?] {
        var found: [String: LayoutIssue?] = [:]
        var flagged: Set<String> = []
        for (k, (id, _, _)) in result.refused.enumerated() {
            guard let others = result.conflicts[k],
                  let (refused, file) = placing.lazy.compactMap({ entry -> (Constraint, NibConstraint)? in
                      if case .file(let c) = entry.about, c.id == id { (entry.constraint, c) } else { nil }
                  }).first,
                  Self.verticalAttributes.contains(file.firstAttribute.rawValue),
                  let contentView = Self.cellContentView(holding: file.firstItem),
                  others.contains("\(LayoutWords.quoted(contentView)) autoresizing mask")
            else { continue }
            let asked = refused.violation { $0.value }
            // A table takes its separator's half point off a row's content view; a XIB's own cell
            // has one only where the file stores its content view that much shorter
            // (WordPressAuthenticator's search cell), not where it fills the cell (Monal's and
            // vlc-ios's, 0.5 pt off: Xcode marks them).
            let separator = contentView.parent !== root ? 0.5 : (contentView.parent?.frame?.height ?? 0) - (contentView.frame?.height ?? 0)
            if asked <= min(0.5, separator) + 1e-6 {
                found[id] = .some(nil)
                continue
            }
            // From Xcode 14 the corpus has such cells unmarked (zotero's, WordPressAuthenticator's).
            guard (document.toolsVersion ?? 0) < XcodeVersions.xcode14 else { continue }
            found[id] = !flagged.insert(contentView.id).inserted ? .some(nil) : LayoutIssue(severity: .warning, objectID: contentView.id, message:
                "Need constraints for \(LayoutWords.quoted(contentView)): height (its content's constraints are \(LayoutWords.points(asked)) pt off the row's \(LayoutWords.points(contentView.frame?.height ?? 0)) pt)")
        }
        return found
    }

    /// The table cell content view `view` is in, or is.
    private static func cellContentView(holding view: NibObject) -> NibObject? {
        view.nearest("tableViewCellContentView")
    }

    static let verticalAttributes: Set<String> = [
        "top", "bottom", "height", "centerY", "baseline", "firstBaseline", "lastBaseline", "topMargin", "bottomMargin", "centerYWithinMargins",
    ]

    /// The parts of an arranged view's frame that UIStackView fixes itself, so that Xcode asks no
    /// constraint for them. Across the stack, when its alignment does not fill: it adds its own
    /// weak "ambiguity suppression" length (clean files of five repositories have such views in
    /// centred stacks without a width: pocket-casts, ios-starter-kit, ChatSecure, woocommerce and
    /// WordPressAuthenticator; Xcode marks none). Along it, in a stack that fills, for a view whose
    /// length is its content's: where views that hug equally share the room, the stack sizes
    /// them by their order (UIStackView.Distribution.fill's documentation); Instructions' three
    /// labels, OwnTracks' button and woocommerce's label are unmarked, where a view with no
    /// content size stays ambiguous, as Xcode marks it (GoMap's, habitica's, Corona-Warn-App's).
    /// The size Nibbler gives a custom view whose code it has not read (`sizeForUnreadCode`) is
    /// not one: Interface Builder runs only an @IBDesignable's code, and marks such views in
    /// stacks ambiguous with the stacks around them (safe-ios' benefits, guardian and claim
    /// stacks, 21 views; iNaturalist's onboarding stack), leaving none such unmarked.
    private func suppressedByStack(_ view: NibObject) -> [String] {
        guard arrangedViews.contains(view.id), let stack = view.layoutParent else { return [] }
        let horizontal = sizeClasses.isHorizontal(stack)
        var suppressed: [String] = []
        if stack.alignment != "fill" { suppressed += horizontal ? ["Y position", "height"] : ["X position", "width"] }
        let contentLength = horizontal ? intrinsicConstraints[view]?.horizontal : intrinsicConstraints[view]?.vertical
        if stack.distribution == "fill", contentLength != nil, sizedByUnreadCode[ObjectIdentifier(view)] == nil,
           !stack.layoutChildren.contains(where: { isSizedByNestedContent($0, horizontal: horizontal) }) {
            suppressed += horizontal ? ["X position", "width"] : ["Y position", "height"]
        }
        return suppressed
    }

    /// Whether an arranged view's length along its stack comes from views inside it: it has no
    /// content size of its own and no constant length. The stack orders only its arranged views'
    /// own content sizes, so a stretch its views and theirs share stays ambiguous: element's
    /// room info stack, whose label and two containers of labels hug equally, is marked
    /// ambiguous throughout.
    private func isSizedByNestedContent(_ view: NibObject, horizontal: Bool) -> Bool {
        guard arrangedViews.contains(view.id), !view.isHidden, view.layoutChildren.contains(where: \.isLaidOutView) else { return false }
        let axes = intrinsicConstraints[view]
        guard (horizontal ? axes?.horizontal : axes?.vertical) == nil else { return false }
        // Xcode keeps a view's constant length among the view's own constraints.
        let attribute: NibConstraint.Attribute = horizontal ? .width : .height
        let own = view.element.childElements.filter { $0.name == "constraints" }.flatMap(\.childElements)
        return !own.contains { element in
            guard let c = element[attribute: "id"].flatMap(document.constraint)?.constraint else { return false }
            return c.firstItem === view && c.secondItem == nil && c.firstAttribute == attribute && c.relation == .equal && c.priority >= 1000
        }
    }

    /// The parts of a view's frame that its Size inspector's Ambiguity setting asks Interface
    /// Builder not to verify (`verifyAmbiguity`): its size ("Verify Position Only", ignoreSizes)
    /// or all of it ("Never Verify", off). Xcode still marks such a view ambiguous in the file
    /// (AltStore's stacks, NetNewsWire's image scroll view) but lists no issue for it.
    static func unverifiedAxes(of view: NibObject) -> [String] {
        switch view.element[attribute: "verifyAmbiguity"] {
        case "off": ["X position", "width", "Y position", "height"]
        case "ignoreSizes": ["width", "height"]
        default: []
        }
    }

    /// The scroll views whose content width or height no constraint fixes (Xcode's "Scrollable
    /// Content Size Ambiguity"), with which ("width", "height"): of those whose content is placed by constraints
    /// (one of the file's between a subview and the scroll view, or its content layout guide),
    /// and of those with content layout guides and no content at all. Interface Builder asks
    /// the guides of an empty scroll view for its content size (element's input toolbar and
    /// NetNewsWire's image scroll view, which it does not verify, are marked ambiguous), where
    /// an empty scroll view without them needs none (15 in six repositories, unmarked).
    private func ambiguousScrollableContent() -> [(String, [String])] {
        var placesContent: Set<String> = Set(contentSizes.keys.filter { id in
            guard let view = document.objectsByID[id], !view.layoutChildren.contains(where: \.isLaidOutView) else { return false }
            return view.children.contains(where: \.isContentLayoutGuide)
        })
        for (_, c) in document.constraints {
            guard let second = c.secondItem else { continue }
            for (inner, outer) in [(c.firstItem, second), (second, c.firstItem)] {
                // A subview pinned to the content layout guide places the guide's scroll view's content.
                guard let scrollView = outer.isContentLayoutGuide ? outer.parent : outer, contentSizes[scrollView.id] != nil else { continue }
                if inner.layoutParent === scrollView || (inner.isContentLayoutGuide && inner.parent === scrollView) {
                    placesContent.insert(scrollView.id)
                }
            }
        }
        let parts = order.filter(placesContent.contains).compactMap { id in
            contentSizes[id].map { [(id, $0.width, "width"), (id, $0.height, "height")] }
        }
        let free = withoutUnreadCodeSizes { freeParts(parts.flatMap { $0 }) }
        return order.compactMap { id in free[id].map { (id, $0) } }
    }

    /// The parts of the view's frame that no constraint fixes, for the views in `ids`. The
    /// solved tableau rules out at once the variables that are surely fixed (`Solver.mayMove`);
    /// each remaining one is pulled with a weak edit far from its value, up and down, and is
    /// ambiguous if it follows.
    private func ambiguousAxes(of ids: [String]) -> [String: [String]] {
        let held = holdStackSuppressedLengths()
        defer {
            for c in held { try? solver.remove(c) }
            updateSolver()
        }
        return withoutUnreadCodeSizes {
            freeParts(ids.compactMap { id in boxes[id].map { b in
                [(id, b.x, "X position"), (id, b.width, "width"), (id, b.y, "Y position"), (id, b.height, "height")]
            } }.flatMap { $0 })
        }
    }

    /// Holds each arranged view's length where it stands along the axes its stack fixes itself
    /// (`suppressedByStack`), while ambiguity is probed: fixed for the view, it is fixed for the
    /// views inside it too (Iterable's inbox icons, centred in a view of a top-aligned stack that
    /// only a weak minimum height sizes: Xcode marks neither the view nor the icon).
    private func holdStackSuppressedLengths() -> [Constraint] {
        var held: [Constraint] = []
        for id in arrangedViews {
            guard let view = document.objectsByID[id], let b = boxes[id] else { continue }
            let suppressed = suppressedByStack(view)
            for (axis, length) in [("width", b.width), ("height", b.height)] where suppressed.contains(axis) {
                let c = (Expression(length) == Expression(constant: length.value)).withStrength(.strong)
                if (try? solver.add(c)) != nil { held.append(c) }
            }
        }
        if !held.isEmpty { updateSolver() }
        return held
    }

    /// Of each object's named variables, those that no constraint fixes, by object id.
    private func freeParts(_ parts: [(String, Variable, String)]) -> [String: [String]] {
        let candidates = solver.mayMove(parts.map(\.1))
        var axes: [String: [String]] = [:]
        for ((id, variable, axis), candidate) in zip(parts, candidates) where candidate {
            if follows(variable, by: 1000) || follows(variable, by: -1000) { axes[id, default: []].append(axis) }
        }
        return axes
    }

    /// Whether a weak pull `distance` away moves the variable. Where two views that hug equally
    /// share a stretch, the solver stands at one end of the solutions that tie, and only a pull
    /// toward the other end shows the tie: Xcode marks both (tailec's movie cell), so a variable
    /// is pulled both ways. A pull down that it follows all the way is a length or position
    /// nothing bounds below, only above (`≤`), which Xcode does not call ambiguous (simplenote's
    /// popover container).
    private func follows(_ variable: Variable, by distance: Double) -> Bool {
        let start = variable.value
        guard (try? solver.addEditVariable(variable, strength: .weak)) != nil else { return false }
        try? solver.suggestValue(variable, start + distance)
        updateSolver()
        let moved = abs(variable.value - start) > 0.5
        let unbounded = abs(variable.value - (start + distance)) <= 0.5
        try? solver.removeEditVariable(variable)
        updateSolver()
        return moved && (distance > 0 || !unbounded)
    }
}
