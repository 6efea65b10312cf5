import CPangoCairo
import Dispatch
import NibModel
import Synchronization

/// Measures text with pango, with no display: the size a label needs for its text, in points.
public final class TextMeasurer {
    private let tools = MeasuringLayout.take()
    private var layout: OpaquePointer { tools.layout }
    private var shaper: LineShaper { tools.shaper }

    public init() {}

    /// Starts fontconfig's set-up, which pango runs on a thread of its own from its first font
    /// map on, and returns at once. The first text measured waits for that set-up (5 ms here,
    /// more with many fonts installed): a program that will measure text calls this when it
    /// starts, so that the set-up runs while it reads its document. A measurer is also made on
    /// another thread, with the system font's stand-in loaded, for the first large layout's
    /// second thread to take (`takeWarmMeasurer`).
    public static func startLoadingFonts() {
        _ = fontSetup
        _ = warming
    }

    private static let fontSetup: Void = g_object_unref(UnsafeMutableRawPointer(pango_cairo_font_map_new()))

    private static let warming: Void = DispatchQueue.global(qos: .userInitiated).async {
        let measurer = TextMeasurer()
        _ = measurer.size(of: "Label", font: FontDescription(kind: .system, pointSize: 17))
        warm.withLock { $0.measurer = measurer }
    }

    /// What `startLoadingFonts` made, handed from its thread to the one that takes it; each
    /// uses it alone in turn.
    private struct Handoff: @unchecked Sendable { var measurer: TextMeasurer? }
    private static let warm = Mutex(Handoff())

    /// Tells this measurer's font map, and the fonts its shaper keeps, that fonts were added
    /// since it last measured; on the thread that measures, which alone uses them.
    private func takeNewFonts() {
        guard ProjectFonts.tell(tools.fontMap, known: &tools.fontGeneration) else { return }
        pango_layout_context_changed(layout)
        shaper.forgetFonts()
    }

    /// The measurer `startLoadingFonts` warmed, to the first caller once it is ready; nil
    /// before, and after.
    static func takeWarmMeasurer() -> TextMeasurer? {
        warm.withLock { $0.measurer.take() }
    }

    deinit {
        MeasuringLayout.giveBack(tools)
    }

    /// The text's size in `font`, wrapped at `maxWidth` when given, on at most `lines` lines
    /// (0 = any), rounded up to the pixel grid of a screen with `pixelScale` pixels per point,
    /// as UIKit rounds intrinsic sizes (whole points by default).
    public func size(of text: String, font: FontDescription, maxWidth: Double? = nil, lines: Int = 1,
                     pixelScale: Double = 1) -> (width: Double, height: Double) {
        FontLock.held { measuredSize(of: text, font: font, maxWidth: maxWidth, lines: lines, pixelScale: pixelScale) }
    }

    private func measuredSize(of text: String, font: FontDescription, maxWidth: Double?, lines: Int,
                              pixelScale: Double) -> (width: Double, height: Double) {
        takeNewFonts()
        let scale = Double(PANGO_SCALE)
        let logicalWidth: Double, logicalHeight: Int, lineCount: Int
        if maxWidth == nil || lines == 1 {
            let line = oneLine(text, font, nil)
            (logicalWidth, logicalHeight, lineCount) = (iOSWidth(text, font, standIn: Double(line.width) / scale), line.height, line.lines)
        } else {
            let share = standInShare(text, font)
            let broken = wrapped(text, font, maxWidth: maxWidth! * share, lines: lines)
            (logicalWidth, logicalHeight, lineCount) = (Double(broken.width) / scale / share, broken.height, broken.lines)
        }
        let height = SystemFont.lineHeight(font).map { $0 + Double(lineCount - 1) * (SystemFont.lineSpacing(font) ?? $0) } ?? Double(logicalHeight) / scale
        func ceil(_ v: Double) -> Double { (v * pixelScale).rounded(.up) / pixelScale }
        return (ceil(logicalWidth), ceil(height))
    }

    /// The stand-in's width of `text` on one line for each point of iOS's. Lines break where
    /// iOS's text, wider or narrower than the stand-in's, breaks them at the width scaled by
    /// this (Xcode sets a 22 pt bold title that fits 382 pt in the stand-in on two lines).
    public func standInShare(of text: String, font: FontDescription) -> Double {
        FontLock.held {
            takeNewFonts()
            return standInShare(text, font)
        }
    }

    private func standInShare(_ text: String, _ font: FontDescription) -> Double {
        let standIn = designWidth(text, font, nil)
        let iOS = iOSWidth(text, font, standIn: standIn)
        return standIn > 0 && iOS > 0 ? standIn / iOS : 1
    }

    /// The width iOS sets one line of `text` in, which the stand-in sets `standIn` wide: between
    /// the text and display designs where San Francisco changes from one to the other, and with
    /// what its digits, emoji and Han ideographs add.
    private func iOSWidth(_ text: String, _ font: FontDescription, standIn: Double) -> Double {
        var width = standIn
        if let share = SystemFont.displayShare(font) {
            width = (1 - share) * designWidth(text, font, SystemFont.textFamily) + share * designWidth(text, font, SystemFont.displayFamily)
        }
        return width + emojiCorrection(text, font) + hanCorrection(text, font) + digitCorrection(text, font)
    }

    /// What San Francisco's display digits add over Inter Display's: each is about 0.6 em wide
    /// in the regular and lighter weights, where Inter Display's are 0.56. Xcode's widths of
    /// labels that are numbers set in the system font at 27 to 72 pt are 4 to 9% wider than
    /// the stand-in's (IBAnimatable's, Loop's, kharrison's CodeExamples', Radar COVID's: 12
    /// labels), and none is narrower; bold digits measure right (kharrison's, Radar COVID's), and
    /// text-size digits a little wide (Esri's and vlc-ios' "0" at 17 pt). Between the designs
    /// (`SystemFont.displayShare`) a digit gets the display design's share of it. A font an app
    /// bundles, which Nibbler sets in the system font, is left as it is: folding-cell's Open Sans
    /// "#25" is as narrow as the stand-in's.
    private func digitCorrection(_ text: String, _ font: FontDescription) -> Double {
        guard font.family == nil, Self.widerDisplayDigitWeights.contains(font.weight) else { return 0 }
        let display = SystemFont.displayShare(font) ?? (SystemFont.standIn(for: font) == SystemFont.displayFamily ? 1 : 0)
        guard display > 0 else { return 0 }
        let digits = text.utf8.reduce(0) { $0 + ((0x30...0x39).contains($1) ? 1 : 0) }
        return Double(digits) * Self.displayDigitExtra * font.pointSize * display
    }

    /// What each digit adds, in em (fitted over the labels of `digitCorrection`: 0.03 to 0.045
    /// put the same views in place).
    private static let displayDigitExtra = 0.037

    private static let widerDisplayDigitWeights: Set<FontDescription.Weight> = [.ultraLight, .thin, .light, .regular]

    /// What iOS's emoji add to a line's width over the stand-in's (Noto Color Emoji): Apple's
    /// are about as wide as the font's size and 5 pt more at every size, where Noto's grow with
    /// it (1.24 em). Xcode's widths of labels that are one emoji agree within a point from 11 to
    /// 45 pt (IGListKit's, element's, SwiftMessages' and PagingKit's); Skyscanner's 13 pt emoji
    /// segments come within 1.25 pt each, where Noto's were 3.25 narrower.
    private func emojiCorrection(_ text: String, _ font: FontDescription) -> Double {
        // Emoji are U+2300 and up, three bytes and more in UTF-8: most texts are passed at once.
        guard text.utf8.contains(where: { $0 >= 0xE2 }) else { return 0 }
        let count = text.reduce(0) { $0 + (Self.isEmoji($1) ? 1 : 0) }
        guard count > 0 else { return 0 }
        let ours = designWidth("\u{1F600}", font, nil)
        return Double(count) * (font.pointSize + 5 - ours)
    }

    /// What Han ideographs add over the stand-in's (Droid Sans Fallback, 1 em, with San
    /// Francisco's tracking): iOS sets each 1.02 em wide, untracked. Xcode's widths of labels
    /// and buttons whose titles are Han text agree within a point at 1.015 to 1.026 em: 15 and
    /// 17 pt, 2 to 9 characters (pujiaxin33's JXCategoryView and JXSegmentedView, ChenYilong's
    /// CYLTabBarController, renzifeng's ZFPlayer; andyRon's LearniOSByProject agrees), where the
    /// stand-in's were 1.5 to 7 pt narrower. Han mixed with Latin letters gets the same: such
    /// titles of JXCategoryView come within 2 pt, JXSegmentedView's (Xcode 14) are 1.5 to 8.5 pt
    /// wider, and no other repository has any.
    private func hanCorrection(_ text: String, _ font: FontDescription) -> Double {
        // Han ideographs are U+3400 to U+9FFF, three bytes from 0xE3 in UTF-8.
        guard text.utf8.contains(where: { $0 >= 0xE3 }) else { return 0 }
        let count = text.unicodeScalars.reduce(0) { $0 + (Self.isHan($1) ? 1 : 0) }
        guard count > 0 else { return 0 }
        // Each replaces the stand-in's ideograph and the tracking pango sets after it.
        let ours = designWidth("\u{4E00}", font, nil) + SystemFont.tracking(font)
        return Double(count) * (Self.hanAdvance * font.pointSize - ours)
    }

    /// A Han ideograph's width in em, as iOS sets it (see `hanCorrection`).
    private static let hanAdvance = 1.02

    /// A unified Han ideograph (CJK Unified Ideographs and their Extension A).
    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value)
    }

    /// A character drawn as an emoji: one of emoji presentation, or asking for it (U+FE0F).
    static func isEmoji(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return first.properties.isEmojiPresentation || (first.properties.isEmoji && character.unicodeScalars.contains("\u{FE0F}"))
    }

    /// The width of one line of `text` in `font` set in `family` (the stand-in's when nil).
    private func designWidth(_ text: String, _ font: FontDescription, _ family: String?) -> Double {
        Double(oneLine(text, font, family).width) / Double(PANGO_SCALE)
    }

    /// The logical size of `text` on one line, in pango units, and its number of lines (more
    /// than one only where the text breaks its lines itself).
    private func oneLine(_ text: String, _ font: FontDescription, _ family: String?) -> (width: Int, height: Int, lines: Int) {
        // Spaces set wider than letters split pango's runs, which the shaper does not follow.
        let widensSpaces = SystemFont.spaceWidening(font, family: family) != 0 && text.utf8.contains(0x20)
        if !widensSpaces, let line = shaper.measure(text, font: font, family: family, letterSpacing: PangoSetup.pangoUnits(SystemFont.tracking(font))) {
            return (line.width, Int(line.height), 1)
        }
        PangoSetup.set(text, in: font, on: layout, family: family)
        pango_layout_set_width(layout, -1)
        pango_layout_set_height(layout, -1)
        return extents()
    }

    /// The logical size of `text` wrapped at `maxWidth` on at most `lines` lines (0 = any),
    /// ellipsized past the last, in pango units, and its number of lines.
    private func wrapped(_ text: String, _ font: FontDescription, maxWidth: Double, lines: Int) -> (width: Int, height: Int, lines: Int) {
        PangoSetup.set(text, in: font, on: layout)
        PangoSetup.setWidth(maxWidth, for: font, on: layout)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        // Set every time: the layout is reused, and a limit left from an earlier text would cut
        // this one's lines.
        pango_layout_set_height(layout, lines > 0 ? -Int32(clamping: lines) : -1)
        pango_layout_set_ellipsize(layout, lines > 1 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE)
        defer { pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE) }
        return extents()
    }

    private func extents() -> (width: Int, height: Int, lines: Int) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return (Int(logical.width), Int(logical.height), Int(pango_layout_get_line_count(layout)))
    }

    /// Distance from the top of a line to its baseline in `font`.
    public func ascent(of font: FontDescription) -> Double {
        FontLock.held {
            takeNewFonts()
            PangoSetup.set("Xg", in: font, on: layout)
            pango_layout_set_width(layout, -1)
            pango_layout_set_height(layout, -1)
            return (Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)).rounded(.up)
        }
    }
}
