import NibModel

/// How far Nibbler's layout and issues agree with Xcode's over one document or many. Xcode's own
/// verdicts are in the file: `misplaced="YES"` and `ambiguous="YES"` on the views it found so; a
/// root with neither mark anywhere is clean, and its stored frames are the layout Xcode solved.
public struct XcodeAgreement {
    public struct Tally {
        public var matched = 0, total = 0
        public var share: Double { Double(matched) / Double(max(total, 1)) }
        mutating func count(_ hit: Bool) { total += 1; if hit { matched += 1 } }
        mutating func add(_ other: Tally) { matched += other.matched; total += other.total }
        public var text: String {
            let percent = (share * 1000).rounded() / 10
            return "\(matched)/\(total) (\(percent)%)"
        }
    }

    /// Views of clean roots that `nibtool frames` puts within 1 pt of their stored frame.
    public var frames = Tally()
    /// The same for the views whose frame is the same with the stand-in fonts as with Xcode's
    /// text sizes: what Nibbler's layout gets right apart from text metrics.
    public var textIndependentFrames = Tally()
    /// Views of clean roots that the issues call misplaced, or ambiguous: false alarms.
    public var falseMisplaced = Tally(), falseAmbiguous = Tally()
    /// Views Xcode marked misplaced, or ambiguous, that the issues call so too.
    public var misplacedRecall = Tally(), ambiguousRecall = Tally()

    /// One text view whose size along an axis comes from its text alone, in Xcode's layout and
    /// in Nibbler's: what Xcode's fonts gave it and what the stand-in gives.
    public struct TextSample {
        public let className: String, font: FontDescription, axis: Axis, stored: Double, measured: Double
        /// The text measured: a label's, a button's title, a text field's text or placeholder.
        public let text: String
        public enum Axis: String { case width, height }
    }
    public var textSamples: [TextSample] = []

    public init() {}

    public mutating func add(_ other: XcodeAgreement) {
        frames.add(other.frames)
        textIndependentFrames.add(other.textIndependentFrames)
        falseMisplaced.add(other.falseMisplaced)
        falseAmbiguous.add(other.falseAmbiguous)
        misplacedRecall.add(other.misplacedRecall)
        ambiguousRecall.add(other.ambiguousRecall)
        textSamples += other.textSamples
    }

    public var summary: String {
        "frames within 1 pt \(frames.text) (text-independent \(textIndependentFrames.text)); false misplaced \(falseMisplaced.text), false ambiguous \(falseAmbiguous.text); "
            + "misplaced recall \(misplacedRecall.text), ambiguous recall \(ambiguousRecall.text)"
    }

    /// Whether the figures are measured on this document: iOS, laid out with Auto Layout.
    public static func applies(to document: NibDocument) -> Bool {
        document.xml.root[attribute: "targetRuntime"]?.hasPrefix("iOS") == true && document.xml.root[attribute: "useAutolayout"] == "YES"
    }

    /// Measures one document: `framesSizing` lays out as `nibtool frames` does, `issuesSizing` as
    /// `nibtool check` and the Issues page do. `onMiss` hears each frame off by more than 1 pt
    /// (and whether it is off with Xcode's text sizes too),
    /// and each false or missed verdict: "false misplaced", "missed ambiguous", … with the issue.
    public static func measure(_ document: NibDocument, framesSizing: IntrinsicSizing, issuesSizing: IntrinsicSizing,
                               onMiss: ((NibObject, Rect, Rect, Bool) -> Void)? = nil,
                               onVerdict: ((String, NibObject, String) -> Void)? = nil) -> XcodeAgreement {
        var agreement = XcodeAgreement()
        let layout = DocumentLayout(document: document, sizing: framesSizing)
        for root in layout.roots {
            let screen = layout.screen(for: root)
            let clean = !hasMarks(root)
            if clean {
                let engine = LayoutEngine(document: document, root: root, screen: screen, sizing: framesSizing)
                engine.laysOutAsFrames()
                let result = engine.solve()
                let xcode = LayoutEngine(document: document, root: root, screen: screen, sizing: StoredTextSizing(base: framesSizing))
                xcode.laysOutAsFrames()
                let xcodeFrames = xcode.solve().frames
                for id in result.order {
                    guard let view = document.objectsByID[id], let stored = view.frame, let solved = result.frames[id] else { continue }
                    let hit = solved.within(1, of: stored)
                    let textIndependent = xcodeFrames[id].map { solved.within(0.01, of: $0) } ?? false
                    agreement.frames.count(hit)
                    if !hit { onMiss?(view, stored, solved, textIndependent) }
                    if textIndependent { agreement.textIndependentFrames.count(hit) }
                    if let xcodeFrame = xcodeFrames[id] {
                        agreement.sampleText(view, in: document, stored: stored, solved: solved, xcodeSolved: xcodeFrame, sizing: framesSizing)
                    }
                }
            }
            let checker = LayoutEngine(document: document, root: root, screen: screen, sizing: issuesSizing)
            var misplaced: [String: String] = [:], ambiguous: [String: String] = [:]
            for issue in checker.diagnose(checker.solve()) {
                if issue.isMisplaced { misplaced[issue.objectID] = issue.message }
                if issue.isAmbiguous { ambiguous[issue.objectID] = issue.message }
            }
            for view in views(inside: root) {
                let (isMisplaced, isAmbiguous) = (misplaced[view.id] != nil, ambiguous[view.id] != nil)
                let (markedMisplaced, markedAmbiguous) = (view.element[attribute: "misplaced"] == "YES", view.element[attribute: "ambiguous"] == "YES")
                if clean {
                    agreement.falseMisplaced.count(isMisplaced)
                    agreement.falseAmbiguous.count(isAmbiguous)
                    if isMisplaced { onVerdict?("false misplaced", view, misplaced[view.id]!) }
                    if isAmbiguous { onVerdict?("false ambiguous", view, ambiguous[view.id]!) }
                }
                if markedMisplaced {
                    agreement.misplacedRecall.count(isMisplaced)
                    if !isMisplaced { onVerdict?("missed misplaced", view, ambiguous[view.id] ?? "") }
                }
                if markedAmbiguous {
                    agreement.ambiguousRecall.count(isAmbiguous)
                    if !isAmbiguous { onVerdict?("missed ambiguous", view, misplaced[view.id] ?? "") }
                }
            }
        }
        return agreement
    }

    /// The views inside `root`, at any depth.
    static func views(inside root: NibObject) -> [NibObject] {
        var found: [NibObject] = [], stack = root.children
        while let view = stack.popLast() {
            if view.frame != nil { found.append(view) }
            stack += view.children
        }
        return found
    }

    /// Records a text view's size along each axis where both layouts give it its natural size:
    /// Xcode's reproduces the stored frame, and Nibbler's equals the stand-in's measure.
    mutating func sampleText(_ view: NibObject, in document: NibDocument, stored: Rect, solved: Rect, xcodeSolved: Rect, sizing: IntrinsicSizing) {
        guard StoredTextSizing.textClasses.contains(view.className), xcodeSolved.within(0.5, of: stored) else { return }
        let natural = sizing.intrinsicSize(of: view, in: document, wrappingAt: solved.width)
        let text = view.plainOrAttributedText ?? view.title ?? view.placeholder ?? ""
        let font = Device.of(document)?.textFont(of: view) ?? view.textFont
        if let width = natural.width, abs(solved.width - width) < 0.01 {
            textSamples.append(TextSample(className: view.className, font: font, axis: .width, stored: stored.width, measured: width, text: text))
        }
        if let height = natural.height, abs(solved.height - height) < 0.01 {
            textSamples.append(TextSample(className: view.className, font: font, axis: .height, stored: stored.height, measured: height, text: text))
        }
    }

    /// Whether Xcode marked the view or one inside it misplaced or ambiguous.
    public static func hasMarks(_ view: NibObject) -> Bool {
        view.element[attribute: "misplaced"] == "YES" || view.element[attribute: "ambiguous"] == "YES"
            || view.children.contains(where: hasMarks)
    }
}

extension LayoutIssue {
    /// "Frame for … will be different at run time".
    public var isMisplaced: Bool { message.hasPrefix("Frame for ") }
    /// "… is in a row below the table's visible part that Interface Builder has not laid out …":
    /// ambiguous, and placed by Update Frames as a misplaced view is.
    public var isInRowNotLaidOut: Bool { message.contains(Self.rowNotLaidOut) }
    /// "Need constraints for …", or a view with none.
    public var isAmbiguous: Bool {
        message.hasPrefix("Need constraints for ") || message.hasSuffix("its position and size are ambiguous")
            || message.hasPrefix("Scrollable content size is ambiguous")
    }
}

extension Rect {
    /// Each of x, y, width and height within `tolerance` of the other's.
    public func within(_ tolerance: Double, of other: Rect) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
