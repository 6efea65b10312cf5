import CPangoCairo
import NibLayout
import NibModel

/// What the designer draws over the document: the selection with its handles and its
/// constraints, conflicting constraints in red, and views with layout problems in orange.
public struct Overlay {
    public var selection: String?
    public var conflicting: Set<String>
    public var problemViews: Set<String>
    /// Where the constraints put each misplaced view, in the root's coordinates: Xcode outlines
    /// a misplaced view where it is and dashes the frame it will have at run time. A view of a
    /// table's row not laid out has its laid-out frame dashed too: Update Frames moves it there.
    public var solvedFrames: [String: Rect]
    /// Views outlined in a colour of their own (a diff's added, removed and changed views),
    /// drawn in this order (later ones on top).
    public var outlines: [(id: String, color: RGBAColor)]
    /// What the shown device's size classes make of the constraints: the selection's
    /// uninstalled ones are not drawn, and each is labelled with its constant on the device.
    public var sizeClasses = SizeClassConstraints()

    public init(selection: String? = nil, conflicting: Set<String> = [], problemViews: Set<String> = [], solvedFrames: [String: Rect] = [:],
                outlines: [(id: String, color: RGBAColor)] = []) {
        self.selection = selection
        self.conflicting = conflicting
        self.problemViews = problemViews
        self.solvedFrames = solvedFrames
        self.outlines = outlines
    }

    /// From `nibtool check`'s issues: errors name constraints, warnings name views; `solved`
    /// gives the misplaced ones' frames at run time, `sizeClasses` the shown device's constraints.
    public init(selection: String?, issues: [LayoutIssue], solved: [String: Rect] = [:], sizeClasses: SizeClassConstraints = SizeClassConstraints()) {
        let misplaced = Set(issues.filter { $0.isMisplaced || $0.isInRowNotLaidOut }.map(\.objectID))
        self.init(selection: selection,
                  conflicting: Set(issues.filter { $0.severity == .error }.map(\.objectID)),
                  problemViews: Set(issues.filter { $0.severity == .warning }.map(\.objectID)),
                  solvedFrames: solved.filter { misplaced.contains($0.key) })
        self.sizeClasses = sizeClasses
    }
}

extension Renderer {
    static let selectionBlue = RGBAColor(red: 0.0, green: 0.45, blue: 0.95)
    static let constraintBlue = RGBAColor(red: 0.2, green: 0.4, blue: 1)
    public static let conflictRed = RGBAColor(red: 0.95, green: 0.1, blue: 0.1)
    public static let problemOrange = RGBAColor(red: 1, green: 0.55, blue: 0)
    public static let addedGreen = RGBAColor(red: 0.1, green: 0.7, blue: 0.2)
    public static let removedRed = conflictRed

    /// Draws the overlay, the context's origin at the root's top-left corner.
    public func drawOverlay(_ overlay: Overlay, in cr: OpaquePointer) {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        for (id, color) in overlay.outlines {
            if let f = absoluteFrame(id) { stroke(cr, f, color, width: 2, dash: false) }
        }
        for id in overlay.problemViews {
            guard let f = absoluteFrame(id) else { continue }
            if let solved = overlay.solvedFrames[id] {
                stroke(cr, f, Self.problemOrange, width: 1, dash: false)
                stroke(cr, solved, Self.problemOrange, width: 1, dash: true)
            } else if f.x <= x2, f.y <= y2, f.x + f.width >= x1, f.y + f.height >= y1 {
                stroke(cr, f, Self.problemOrange, width: 1, dash: true)
            }
        }
        guard let id = overlay.selection, let f = absoluteFrame(id), let selected = document.objectsByID[id] else { return }
        for (_, constraint) in document.constraints where constraint.firstItem === selected || constraint.secondItem === selected {
            guard !overlay.sizeClasses.uninstalled.contains(constraint.id) else { continue }
            drawConstraint(constraint, constant: overlay.sizeClasses.constant(of: constraint), in: cr,
                           color: overlay.conflicting.contains(constraint.id) ? Self.conflictRed : Self.constraintBlue)
        }
        stroke(cr, f, Self.selectionBlue, width: 1, dash: false)
        for (x, y) in [(f.x, f.y), (f.x + f.width / 2, f.y), (f.x + f.width, f.y), (f.x, f.y + f.height / 2),
                       (f.x + f.width, f.y + f.height / 2), (f.x, f.y + f.height), (f.x + f.width / 2, f.y + f.height), (f.x + f.width, f.y + f.height)] {
            cairo_rectangle(cr, x - 3, y - 3, 6, 6)
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_fill_preserve(cr)
            cairo_set_source_rgb(cr, Self.selectionBlue.red, Self.selectionBlue.green, Self.selectionBlue.blue)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
        }
    }

    /// A view's frame in the root's coordinates.
    public func absoluteFrame(_ id: String) -> Rect? { absoluteFrames[id] }

    /// Other frames of the same views (relative to their superviews: the solved ones of
    /// misplaced views) in the root's coordinates as this renderer places its own, a table or
    /// collection view root's content below the same bars, for the overlay to dash them where
    /// they will be.
    public func absoluteFrames(of frames: [String: Rect]) -> [String: Rect] {
        let placed = Renderer(document: document, frames: frames)
        placed.contentTops = contentTops
        return placed.absoluteFrames
    }

    /// Every view's frame in its root's coordinates, in one walk down the tree.
    func computeAbsoluteFrames() -> [String: Rect] {
        var result: [String: Rect] = [:]
        func walk(_ view: NibObject, _ x: Double, _ y: Double) {
            guard var f = frames[view.id] else { return }
            f.x += x
            f.y += y
            result[view.id] = f
            // Layout guides have solved frames but are not containers of views.
            let origin = view.frame != nil ? (f.x, f.y + (contentTops[view.id] ?? 0)) : (x, y)
            for child in view.layoutChildren { walk(child, origin.0, origin.1) }
        }
        for root in document.allObjects where frames[root.id] != nil && (root.layoutParent.map { frames[$0.id] == nil } ?? true) {
            walk(root, 0, 0)
        }
        return result
    }

    /// A constraint as Interface Builder draws it: a line between the two edges or centres it
    /// relates, or a bar across the view for a size, with its constant written beside it.
    private func drawConstraint(_ c: NibConstraint, constant: Double, in cr: OpaquePointer, color: RGBAColor) {
        guard let a = absoluteFrame(c.firstItem.id) else { return }
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, 1)
        cairo_set_line_width(cr, 1)
        let label = constant == 0 ? nil : LayoutWords.points(constant)   // 202.33, as Interface Builder writes it
        guard let second = c.secondItem, let b = absoluteFrame(second.id) else {
            // A size constant: a bar across the view.
            if c.firstAttribute == .width {
                line(cr, a.x, a.y + a.height / 2, a.x + a.width, a.y + a.height / 2, label)
            } else if c.firstAttribute == .height {
                line(cr, a.x + a.width / 2, a.y, a.x + a.width / 2, a.y + a.height, label)
            }
            return
        }
        func point(_ f: Rect, _ attribute: NibConstraint.Attribute) -> (Double, Double) {
            switch attribute {
            case .left, .leading, .leadingMargin, .leftMargin: return (f.x, f.y + f.height / 2)
            case .right, .trailing, .trailingMargin, .rightMargin: return (f.x + f.width, f.y + f.height / 2)
            case .top, .topMargin: return (f.x + f.width / 2, f.y)
            case .bottom, .bottomMargin, .baseline, .lastBaseline, .firstBaseline: return (f.x + f.width / 2, f.y + f.height)
            default: return (f.x + f.width / 2, f.y + f.height / 2)
            }
        }
        if let first = baselineY(of: c.firstItem, a, c.firstAttribute), baselineY(of: second, b, c.secondAttribute) != nil {
            // A baseline alignment: one line along the first item's baseline, across both views.
            line(cr, min(a.x, b.x), first, max(a.x + a.width, b.x + b.width), first, label)
            return
        }
        var (x1, y1) = point(a, c.firstAttribute)
        var (x2, y2) = point(b, c.secondAttribute)
        // Edge constraints run straight along their axis, at the middle of the span both views
        // share across it (else the first item's middle): a view's zero-length constraint to its
        // superview's edge marks the view's edge, not a point at the superview's middle.
        func shared(_ a0: Double, _ aLength: Double, _ b0: Double, _ bLength: Double) -> Double {
            let (low, high) = (max(a0, b0), min(a0 + aLength, b0 + bLength))
            return low <= high ? (low + high) / 2 : a0 + aLength / 2
        }
        switch c.firstAttribute {
        case .left, .leading, .right, .trailing, .leadingMargin, .trailingMargin, .leftMargin, .rightMargin, .centerX:
            y1 = shared(a.y, a.height, b.y, b.height)
            y2 = y1
        case .top, .bottom, .topMargin, .bottomMargin, .centerY:
            x1 = shared(a.x, a.width, b.x, b.width)
            x2 = x1
        default: break
        }
        if c.firstAttribute == .centerX || c.firstAttribute == .centerY { (x1, y1, x2, y2) = (x2, y2, x1, y1) }
        line(cr, x1, y1, x2, y2, label)
    }

    /// Where a baseline attribute lies in the root's coordinates: a text view's from its font,
    /// as the layout places it (`MeasuredSizing.baselines`); another view's bottom. Nil for
    /// other attributes.
    private func baselineY(of view: NibObject, _ f: Rect, _ attribute: NibConstraint.Attribute) -> Double? {
        guard [.baseline, .firstBaseline, .lastBaseline].contains(attribute) else { return nil }
        guard let offsets = baselineSizing.baselines(of: view, in: document, height: f.height, wrappingAt: f.width) else {
            return f.y + f.height
        }
        return f.y + (attribute == .firstBaseline ? offsets.first : offsets.last)
    }

    private func line(_ cr: OpaquePointer, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ label: String?) {
        cairo_move_to(cr, x1, y1)
        cairo_line_to(cr, x2, y2)
        cairo_stroke(cr)
        for (x, y) in [(x1, y1), (x2, y2)] {
            cairo_arc(cr, x, y, 1.5, 0, 2 * .pi)
            cairo_fill(cr)
        }
        guard let label else { return }
        PangoSetup.withLayout(for: cr) { layout in
            let description = pango_font_description_from_string("\(SystemFont.family) 9px")
            defer { pango_font_description_free(description) }
            pango_layout_set_font_description(layout, description)
            pango_layout_set_text(layout, label, -1)
            cairo_move_to(cr, (x1 + x2) / 2 + 2, (y1 + y2) / 2 - 11)
            pango_cairo_show_layout(cr, layout)
        }
    }

    private func stroke(_ cr: OpaquePointer, _ f: Rect, _ color: RGBAColor, width: Double, dash: Bool) {
        cairo_save(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, 1)
        cairo_set_line_width(cr, width)
        if dash {
            var pattern: [Double] = [4, 2]
            cairo_set_dash(cr, &pattern, 2, 0)
        }
        cairo_rectangle(cr, f.x + 0.5, f.y + 0.5, f.width - 1, f.height - 1)
        cairo_stroke(cr)
        cairo_restore(cr)
    }
}
