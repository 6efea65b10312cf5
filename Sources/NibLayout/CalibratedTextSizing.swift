import NibModel

/// Natural sizes calibrated to Xcode's text metrics. A text view's size from the stand-in fonts
/// is a few percent off San Francisco's; where the file's frame is within that error of what
/// the stand-in measures, the frame is Xcode's measure of the same text, so it is used, and a
/// later edit changes it by what the stand-in measures the edit to change (a label that grows
/// by 12 pt in the stand-in grows by 12 pt). Where the frame is further off, the text view is
/// stretched or squeezed by constraints, or Xcode would call it misplaced: the stand-in's size
/// stands. Each view's first measure is the reference, so a sizing is made when a document is
/// opened, before any edit.
public final class CalibratedTextSizing: IntrinsicSizing {
    public let base: IntrinsicSizing
    /// By view id: what the file's frame adds to the stand-in's measure, per axis, at first ask,
    /// and whether that frame holds several lines of a label that wraps.
    private var offsets: [String: (width: Double, height: Double, severalLines: Bool)] = [:]
    /// By view id: what the file's frame adds to the height of its text wrapped at a width, at
    /// the first ask at a width.
    private var wrappedOffsets: [String: Double] = [:]
    /// By view id: what the file's frame adds to the width of its text wrapped at a width, at
    /// the first ask at a width.
    private var wrappedWidthOffsets: [String: Double] = [:]

    public init(base: IntrinsicSizing) { self.base = base }

    public func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) {
        intrinsicSize(of: view, in: document, wrappingAt: nil)
    }

    public func intrinsicSize(of view: NibObject, in document: NibDocument, wrappingAt width: Double?) -> (width: Double?, height: Double?) {
        let natural = base.intrinsicSize(of: view, in: document, wrappingAt: width)
        guard StoredTextSizing.textClasses.contains(view.className) else { return natural }
        let ownFont = base.measuresInOwnFont(view, in: document)
        let offset = offsets[view.id] ?? {
            let offset = Self.offset(natural, stored: view.frame, wraps: view.className == "label" && view.numberOfLines != 1, ownFont: ownFont)
            offsets[view.id] = offset
            return offset
        }()
        var height = offset.height
        var widthOffset = offset.width
        if width != nil, offset.severalLines, let measured = natural.width {
            // Wrapped, its widest line, where its width on one line told nothing.
            widthOffset = wrappedWidthOffsets[view.id] ?? {
                let wrapped = Self.wrappedWidthOffset(measured, stored: view.frame, ownFont: ownFont)
                wrappedWidthOffsets[view.id] = wrapped
                return wrapped
            }()
        }
        if let width, let measured = natural.height {
            height = wrappedOffsets[view.id] ?? {
                let share = ownFont ? Self.widthShare : Self.otherDesignWidthShare
                let wrapped = Self.wrappedOffset(measured, stored: view.frame,
                                                 wider: base.intrinsicSize(of: view, in: document, wrappingAt: width * (1 + share)).height,
                                                 narrower: base.intrinsicSize(of: view, in: document, wrappingAt: width * (1 - share)).height,
                                                 ownFont: ownFont)
                wrappedOffsets[view.id] = wrapped
                return wrapped
            }()
        }
        // No wider than the width it wraps at, unless a word already is.
        let calibratedWidth = natural.width.map { w in max(0, min(w + widthOffset, width.map { max($0, w) } ?? .infinity)) }
        return (calibratedWidth, natural.height.map { max(0, $0 + height) })
    }

    /// How far the stored width of a label stored on several lines is from the widest line of
    /// the stand-in's text wrapped at a width, where it is within the stand-in's width error of
    /// it; zero elsewhere. UIKit sizes a wrapped label to its widest line, which the
    /// stand-in measures a few percent off (GoMap's direction hint, 291.67 pt in Xcode, 283 here).
    static func wrappedWidthOffset(_ measured: Double, stored: Rect?, ownFont: Bool = true) -> Double {
        guard let stored else { return 0 }
        return within(measured, stored.width, widthError(measured, ownFont: ownFont))
    }

    /// How far the stored height is from the stand-in's text wrapped at a width, where it is
    /// within the stand-in's error; zero elsewhere. The stand-in's width error moves where lines
    /// break: San Francisco's text wrapped at a width is the stand-in's wrapped up to
    /// `widthShare` wider or narrower, so any height from the wider wrap's (fewer lines) to the
    /// narrower's (more) is Xcode's measure of the same text. A stand-in of another design
    /// (`ownFont` false) has its larger errors here too: opentrace's Muli lines, wrapped.
    static func wrappedOffset(_ measured: Double, stored: Rect?, wider: Double?, narrower: Double?, ownFont: Bool = true) -> Double {
        guard let stored, measured > 0 else { return 0 }
        let error = heightError(measured, ownFont: ownFont)
        let low = min(measured, wider ?? measured) - error
        let high = max(measured, narrower ?? measured) + error
        return (low...high).contains(stored.height) ? stored.height - measured : 0
    }

    /// How far the stored frame is from the stand-in's measure of the text on one line, along
    /// each axis where that is within the stand-in's error; zero elsewhere. A label that `wraps`
    /// and is stored taller than one line is as wide as its constraints make it, not as its
    /// text: its width says nothing of the text's (OnionBrowser's welcome line, 2 lines in
    /// 288 pt, whose one line the stand-in measures 320 pt: taken for Xcode's measure, it fit
    /// on one line); `severalLines` says so.
    /// A stand-in of another design (`ownFont` false) has its own, larger error.
    static func offset(_ natural: (width: Double?, height: Double?), stored: Rect?, wraps: Bool = false,
                       ownFont: Bool = true) -> (width: Double, height: Double, severalLines: Bool) {
        guard let stored else { return (0, 0, false) }
        let line = natural.height ?? 0
        let lineError = heightError(line, ownFont: ownFont)
        let height = within(natural.height, stored.height, lineError)
        let severalLines = wraps && line > 0 && stored.height > line + lineError
        let width = natural.width ?? 0
        return (severalLines ? 0 : within(natural.width, stored.width, widthError(width, ownFont: ownFont)), height, severalLines)
    }

    /// How far `frame` is from a `measured` length, where that is within `tolerance`; zero
    /// elsewhere, and where nothing was measured.
    private static func within(_ measured: Double?, _ frame: Double, _ tolerance: Double) -> Double {
        guard let measured, measured > 0, abs(frame - measured) <= tolerance else { return 0 }
        return frame - measured
    }

    /// The stand-ins' error in width: over the corpus's text views whose width is their text's
    /// in both Xcode's layout and Nibbler's, 80% are within 5% (`nibtool agreement --text-errors`,
    /// by font size and weight; bold and semibold at 15 to 18 pt reach 9%); 10% covers them with
    /// room for rounding to pixels. Short text is never off by more than 1.5 pt (124 texts
    /// measured 20 pt wide or less, 24 repositories of the corpus and outside it), so a label 2 pt
    /// off is Xcode's misplaced one (Chameleon's 10 pt "1st", 16 pt wide where it measures 14).
    static func widthError(_ measured: Double) -> Double { max(1.5, measured * widthShare) }

    /// The width error of text set in its own font, or in a stand-in of another design.
    static func widthError(_ measured: Double, ownFont: Bool) -> Double {
        ownFont ? widthError(measured) : max(widthError(measured), measured * otherDesignWidthShare)
    }
    public static let widthShare = 0.10

    /// In height, lines are within 3% (a 17 pt line is 20.3 pt, Xcode's 20.5 after rounding).
    static func heightError(_ measured: Double) -> Double { max(1.5, measured * 0.06) }

    /// The height error of text set in its own font, or in a stand-in of another design.
    static func heightError(_ measured: Double, ownFont: Bool) -> Double {
        ownFont ? heightError(measured) : max(heightError(measured), measured * otherDesignHeightShare)
    }

    /// The error of a stand-in of another design, for fonts an app bundles, or iOS has, that this
    /// machine lacks: Xcode measured them in their own metrics (opentrace's Muli, its lines up to
    /// 31% taller than the stand-in's; blockchain's and another repository's Montserrat, up to
    /// 16% wider), or in the system font where the Mac lacked them too (Open Sans, up to 10% off).
    static let otherDesignHeightShare = 0.35
    static let otherDesignWidthShare = 0.25

    public func baselines(of view: NibObject, in document: NibDocument, height: Double, wrappingAt width: Double?) -> (first: Double, last: Double)? {
        base.baselines(of: view, in: document, height: height, wrappingAt: width)
    }

    public func prepare(_ views: [NibObject], in document: NibDocument) {
        base.prepare(views, in: document)
    }

    public func finishMeasuringAhead() {
        base.finishMeasuringAhead()
    }

    public func measuresInOwnFont(_ view: NibObject, in document: NibDocument) -> Bool {
        base.measuresInOwnFont(view, in: document)
    }
}
