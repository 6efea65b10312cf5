import Cassowary
import NibModel

/// The constraints UIStackView makes for its arranged subviews, for each axis, distribution,
/// alignment and spacing.
enum StackViewConstraints {
    /// `margins`: the stack's layout margins, when it arranges its views inside them.
    /// `sizeClasses` pick the axis and spacing of the file's size-class variations;
    /// `naturalLength` gives a view's intrinsic length along an axis (true: horizontal); `strong`
    /// is how strongly proportions between views hold; `proportion`, the strength of a UIKit
    /// priority; `hiding`, how strongly a hidden view collapses (below
    /// required: its own constraints win); `baseline` where a view's first (true) or last
    /// baseline lies, for a vertical stack that spaces its views from baseline to baseline and a
    /// horizontal one that aligns them by baselines.
    static func make(stack: NibObject, box s: Box, arranged: [(NibObject, Box)], margins: Device.Insets?, sizeClasses: SizeClasses,
                     strong: Strength, hiding: Strength, proportion: (Double) -> Strength, naturalLength: (NibObject, Bool) -> Double?,
                     baseline: (NibObject, Bool) -> Expression?) -> [Constraint] {
        // An empty stack has no size of its own (AdGuard's, which Xcode marks ambiguous).
        guard !arranged.isEmpty else { return [] }
        let horizontal = sizeClasses.isHorizontal(stack)
        let visible = arranged.filter { !$0.0.isHidden }
        guard !visible.isEmpty else { return allHidden(stack: stack, box: s, arranged: arranged, horizontal: horizontal, hiding: hiding) }
        let spacing = Expression(constant: sizeClasses.variation("spacing", of: stack.element).flatMap(Double.init) ?? stack.spacing)
        var made: [Constraint] = []
        // Along the axis: edge to edge, with the spacing between neighbours.
        let m = margins ?? Device.Insets(top: 0, left: 0, bottom: 0, right: 0)
        // The stack's own edges, moved in by its margins when it arranges inside them.
        let (innerStart, innerEnd) = horizontal ? (s.left + Expression(constant: m.left), s.right - Expression(constant: m.right))
                                                : (s.top + Expression(constant: m.top), s.bottom - Expression(constant: m.bottom))
        let (innerCrossStart, innerCrossEnd) = horizontal ? (s.top + Expression(constant: m.top), s.bottom - Expression(constant: m.bottom))
                                                          : (s.left + Expression(constant: m.left), s.right - Expression(constant: m.right))
        func start(_ b: Box) -> Expression { horizontal ? b.left : b.top }
        func end(_ b: Box) -> Expression { horizontal ? b.right : b.bottom }
        func length(_ b: Box) -> Expression { horizontal ? Expression(b.width) : Expression(b.height) }
        made.append(start(visible.first!.1) == innerStart)
        made.append(end(visible.last!.1) == innerEnd)
        // Baseline-relative arrangement (vertical stacks only, as UIKit documents it) measures
        // each gap from a view's last baseline to the next one's first. The first and last views
        // still meet the stack's edges: Provenance's stack of label rows, 29 pt apart, stores its
        // first row at its top and its last at its bottom, where Apple's page says baselines.
        let byBaselines = !horizontal && stack.arrangesByBaselines
        let gaps = zip(visible, visible.dropFirst()).map { pair in
            if byBaselines, let last = baseline(pair.0.0, false), let next = baseline(pair.1.0, true) { return next - last }
            return start(pair.1.1) - end(pair.0.1)
        }
        switch stack.distribution {
        case "equalSpacing", "equalCentering":
            // Gaps of at least the spacing, as small as the stack's own constraints allow; equal
            // gaps, or for equal centring (UIKit's documentation) equal distances from one view's
            // centre to the next's, as vlc's player controls store them. Equal only at a low
            // priority: UIKit keeps the views' content sizes (NSStackView documents its equal
            // spacing at NSLayoutPriorityDefaultLow), so where constraints between the views fix
            // the gaps, labels keep their heights (safe-ios' add owner and success screens).
            for gap in gaps { made.append(gap >= spacing); made.append((gap == spacing).withStrength(.weak)) }
            let centers = visible.map { start($0.1) + 0.5 * length($0.1) }
            let steps = stack.distribution == "equalSpacing" ? gaps : zip(centers, centers.dropFirst()).map { $1 - $0 }
            for (a, b) in zip(steps, steps.dropFirst()) { made.append((a == b).withStrength(proportion(250))) }
        default:
            for gap in gaps { made.append(gap == spacing) }
        }
        // A view with no natural length along the axis is never squeezed below nothing: Xcode
        // stores no negative length (992 files), and grows the stack's superview instead
        // (woocommerce's payment sheet, whose spacer stays at 0 pt).
        for (view, box) in visible where naturalLength(view, horizontal) == nil {
            made.append(length(box) >= Expression(constant: 0))
        }
        if stack.distribution == "fillEqually" {
            for (a, b) in zip(visible, visible.dropFirst()) { made.append(length(a.1) == length(b.1)) }
        }
        if stack.distribution == "fillProportionally" {
            let natural = visible.map { naturalLength($0.0, horizontal).flatMap { $0 > 0 ? $0 : nil } }
            // Where none has a natural length (stacks, plain views inside), UIKit shares by the
            // lengths the views were loaded with: their frames in the file.
            let shares = natural.allSatisfy { $0 == nil } ? visible.map { loadedLength(of: $0.0, horizontal: horizontal) } : natural
            if visible.count > 1, case let all = shares.compactMap({ $0 }), all.count == visible.count {
                // UIKit's own constraints (UISV-fill-proportionally, rdar://34595752): each view is
                // its share of the stack's whole length, the spacing counted in the total, at
                // priority 999 for the first view, 998 for the next and so on, so the last gives
                // way to the required spacing. Packt's calculator keys (64.5 pt, the last 105.5),
                // blockchain's card labels and xDrip4iOS's labels are stored so.
                let total = all.reduce(0, +) + spacing.constant * Double(visible.count - 1)
                let whole = horizontal ? Expression(s.width) : Expression(s.height)
                for (i, n) in all.enumerated() {
                    made.append((length(visible[i].1) == (n / total) * whole).withStrength(proportion(999 - Double(i))))
                }
            } else {
                // Where a view has no natural length: lengths in proportion where both have one.
                for (i, j) in zip(natural.indices, natural.indices.dropFirst()) {
                    guard let a = natural[i], let b = natural[j] else { continue }
                    made.append((b * length(visible[i].1) == a * length(visible[j].1)).withStrength(strong))
                }
            }
        }
        // Across the axis, by alignment; the stack hugs its tallest (widest) view.
        func crossStart(_ b: Box) -> Expression { horizontal ? b.top : b.left }
        func crossEnd(_ b: Box) -> Expression { horizontal ? b.bottom : b.right }
        func crossCenter(_ b: Box) -> Expression { horizontal ? b.centerY : b.centerX }
        let innerCrossCenter = 0.5 * (innerCrossStart + innerCrossEnd)
        for (view, b) in visible {
            switch stack.alignment {
            case "fill":
                made.append(crossStart(b) == innerCrossStart)
                made.append(crossEnd(b) == innerCrossEnd)
            case "firstBaseline" where horizontal, "lastBaseline" where horizontal:
                // A horizontal stack lines its views' baselines up with its first view's, each
                // view inside it, as UIKit documents; the stack still hugs them (below).
                let first = stack.alignment == "firstBaseline"
                if view === visible[0].0 {
                    made.append((crossStart(b) == innerCrossStart).withStrength(.weak))
                } else if let line = baseline(view, first), let lead = baseline(visible[0].0, first) {
                    made.append(line == lead)
                }
                made.append(crossStart(b) >= innerCrossStart)
                made.append(crossEnd(b) <= innerCrossEnd)
            case "leading", "top", "firstBaseline":
                made.append(crossStart(b) == innerCrossStart)
                made.append(crossEnd(b) <= innerCrossEnd)
            case "trailing", "bottom", "lastBaseline":
                made.append(crossEnd(b) == innerCrossEnd)
                made.append(crossStart(b) >= innerCrossStart)
            default:  // center
                made.append(crossCenter(b) == innerCrossCenter)
                made.append(crossStart(b) >= innerCrossStart)
            }
        }
        // A hidden view takes no room along the axis, as UIKit's hiding constraint has it, and
        // fills across as the others do; where it sits along the axis is where the file has it
        // (the engine holds it there). A length of its own wins: freeotp's, googleads' and
        // sentry's hidden views are stored 0 long, pocket-casts', vlc's and Rocket.Chat's, each
        // with a width or height constraint, at that length.
        for (view, b) in arranged where view.isHidden {
            made.append((length(b) == 0).withStrength(hiding))
            if stack.alignment == "fill" {
                made += [(crossStart(b) == innerCrossStart).withStrength(hiding), (crossEnd(b) == innerCrossEnd).withStrength(hiding)]
            }
        }
        // Across, the stack is as small as its largest view, a little above the weak wish of a
        // stack around it for gaps no wider than its spacing: at the same weight the two traded
        // evenly, so element's PIN screen grew a centred row 0.5 pt to narrow its gaps, and the
        // views below the row were called ambiguous, which Xcode does not mark.
        let crossLength = horizontal ? Expression(s.height) : Expression(s.width)
        made.append((crossLength == 0).withStrength(Strength(weight: 2 * Strength.weak.weight)))
        for c in made { c.label = "\(LayoutWords.quoted(stack)) arranging its views" }
        return made
    }

    /// A stack whose views are all hidden: each still takes no room along the axis (UIKit's
    /// hiding constraints), and the stack, arranging nothing, is as small as nothing both ways
    /// where nothing else sizes it, as UIKit's weak ambiguity-suppressing constraints make it:
    /// stopp-corona's three paging stacks of one hidden page are stored 0 wide, sentry's stack of
    /// one hidden text field 0 tall, and Xcode calls none of them or their superviews ambiguous.
    private static func allHidden(stack: NibObject, box s: Box, arranged: [(NibObject, Box)], horizontal: Bool, hiding: Strength) -> [Constraint] {
        var made = arranged.map { (_, b) in ((horizontal ? Expression(b.width) : Expression(b.height)) == 0).withStrength(hiding) }
        made += [(Expression(s.width) == 0).withStrength(.weak), (Expression(s.height) == 0).withStrength(.weak)]
        for c in made { c.label = "\(LayoutWords.quoted(stack)) arranging its views" }
        return made
    }

    /// A view's length along the stack's axis in the file, where it has one.
    private static func loadedLength(of view: NibObject, horizontal: Bool) -> Double? {
        view.frame.flatMap { frame in
            let length = horizontal ? frame.width : frame.height
            return length > 0 ? length : nil
        }
    }
}
