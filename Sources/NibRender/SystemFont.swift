import NibModel
import NibLayout

/// The families that stand in for iOS's system font everywhere Nibbler measures or draws text
/// (see ../shared/notes/fonts.md), each chosen by measuring the corpus's labels sized by their
/// text. `scripts/setup.sh` installs both (Debian's fonts-inter and fonts-liberation2).
public enum SystemFont {
    /// San Francisco's text sizes (below 22 pt, blended toward the display design from 20 pt:
    /// `displayShare`): Inter, drawn after San Francisco, set with San Francisco's tracking
    /// (`tracking(_:)`).
    public static let textFamily = "Inter"
    /// Helvetica's named fonts, and fonts Linux lacks: Liberation Sans has Helvetica's metrics,
    /// which iOS 8 files (Helvetica Neue) were laid out with.
    public static let family = "Liberation Sans"

    /// San Francisco's display sizes (22 pt and up, blended toward the text design to 24 pt):
    /// Inter Display, set with San Francisco's display tracking.
    public static let displayFamily = "Inter Display"

    /// The family `font` is set in when it is one of iOS's system fonts; nil for a named font.
    /// Semibold and bold are set a weight heavier in either design (`PangoSetup.weight(of:in:)`).
    /// Drawn, and wrapped, in the nearer of the two designs `displayShare` blends.
    static func standIn(for font: FontDescription) -> String? {
        if case .named = font.kind { return nil }
        return font.pointSize < 22 ? textFamily : displayFamily
    }

    /// How far between the text design and the display one a system font's width lies, where
    /// it lies between: San Francisco's optical size moves from one to the other as the size
    /// grows (WWDC20, "The details of UI typography"), so up to 24 pt it measures Inter's width
    /// and Inter Display's blended by size. Over the corpus's and other repositories' labels
    /// sized by their text (medians), at 24 pt Inter Display is right (0.0%, 10 labels). The
    /// regular weight starts at 19 pt: at 20 pt Inter alone measured 1.5% wider than Xcode (15
    /// labels, 11 repositories, in files of Xcode 12 on and before) where Inter Display is 6.8%
    /// narrower, and at 22 pt halfway measured 1.9% wide (15 labels, 5 repositories), so a
    /// quarter and three quarters of the way. Other weights start at 20 pt: bold labels, whose
    /// stand-in is set a weight heavier (`PangoSetup.weight(of:in:)`), are no wider than Xcode's
    /// at 18 to 24 pt, and intercom's medium buttons at 20 pt measure right in Inter alone. Nil
    /// outside, where one design stands in alone.
    static func displayShare(_ font: FontDescription) -> Double? {
        let start = font.weight == .regular ? 19.0 : 20
        guard standIn(for: font) != nil, font.pointSize > start, font.pointSize < 24 else { return nil }
        return (font.pointSize - start) / (24 - start)
    }

    /// The space iOS adds between the letters of the system font at its text sizes, in points:
    /// San Francisco's tracking table (Apple's Human Interface Guidelines, Typography), looser
    /// than nothing below 12 pt and tighter above. Only the font's own where Inter does not stand
    /// in.
    static func tracking(_ font: FontDescription) -> Double {
        guard standIn(for: font) != nil else { return font.tracking }
        let size = min(Double(6 + trackingTable.count - 1), max(6, font.pointSize))
        let below = Int(size.rounded(.down)), above = Int(size.rounded(.up))
        let t = size - Double(below)
        return trackingTable[below - 6] * (1 - t) + trackingTable[above - 6] * t + font.tracking + fifteenPointTightening(size)
            + weightLoosening(font)
    }

    /// What Inter's medium and extra bold (standing in for bold) need beyond the table, from 15 pt
    /// to where Inter alone stops standing in for them (20 pt): with the table's tracking alone,
    /// Xcode's widths of the labels sized by their text were wider, bold ones by 1 to 2% at 15 to
    /// 18 pt (at 17 pt 2.0%: 24 labels, 14 repositories), medium ones by 1.1 and 1.3% at 16 and
    /// 17 pt (21 labels, 7 repositories), where semibold came within 0.3% (118 labels, 24
    /// repositories); below 15 pt too few repositories agree (SwiftMessages' bold 13 pt titles
    /// measure right). A hundredth of an em more between letters put 46 views in place over the
    /// corpus and the repositories outside it and 11 out, and took 5 false alarms away; no half
    /// of either folder lost.
    private static func weightLoosening(_ font: FontDescription) -> Double {
        guard (15..<20).contains(font.pointSize), font.weight == .medium || font.weight == .bold else { return 0 }
        return 0.01 * font.pointSize
    }

    /// How much wider than the stand-in's a space is, in points, in `font` set in `family` (the
    /// stand-in's when nil): Inter's space narrows as its weight grows (0.28 em regular, 0.23 em
    /// bold), and San Francisco's semibold at 17 pt, Headline's size, set in Inter Bold, needs its
    /// spaces wider. Fitted per space and per letter over the corpus's semibold texts sized by
    /// their text: at 17 pt (45 with spaces, 7 repositories) the spaces came 0.044 em short on one
    /// half of the repositories and 0.042 on the other, the letters within 0.002; at 15 and 16 pt
    /// (LoopKit's, and element-ios' outside the corpus) and 18 pt (Rocket.Chat's) the spaces
    /// were right, so the widening fades out a point either side. Other weights' spaces were
    /// within 0.016 em, or the halves disagreed (bold).
    static func spaceWidening(_ font: FontDescription, family: String? = nil) -> Double {
        guard font.weight == .semibold, (family ?? standIn(for: font)) == textFamily else { return 0 }
        return 0.042 * font.pointSize * max(0, 1 - abs(font.pointSize - 17))
    }

    /// What Inter needs beyond the table at 15 pt, UIKit's button size, fading to nothing at 14
    /// and 16: with the table's tracking alone it measured 0.8% wider than Xcode's widths of the
    /// labels and buttons sized by their text (152, 34 repositories: wider on both halves, before
    /// Xcode 12 and after; no repository's median narrower), where at 12 to 14 pt and at 17 and
    /// 18 pt the medians are within half a percent.
    private static func fifteenPointTightening(_ size: Double) -> Double {
        -0.06 * max(0, 1 - abs(size - 15))
    }

    /// San Francisco became one variable font in iOS 14 (Xcode 12, tools version 17000), its
    /// letters' spacing easing from the text design toward the display one between 17 and 28 pt
    /// (WWDC20, "The details of UI typography"). Its regular weights at 17 to 19 pt set narrower
    /// than before: over the corpus's labels and buttons sized by their text, 21 repositories'
    /// files from Xcode 12 on, none before, and none at other sizes; so are 20 and 21 pt, set in
    /// Inter too (tinode's, simplenote's, element's and JTAppleCalendar's labels). In em: fitted
    /// again once glyphs kept their fractional advances (`PangoSetup`), 0.0075 em went to 0.0045,
    /// more views in place on both halves of the corpus and of 31 repositories outside it.
    static let variableFontTightening = -0.0045

    /// The extra tracking `font` has in a document of Xcode `toolsVersion`.
    static func extraTracking(_ font: FontDescription, toolsVersion: Int?) -> Double {
        guard (toolsVersion ?? 0) >= XcodeVersions.xcode12, standIn(for: font) == textFamily, font.pointSize >= 17 else { return 0 }
        return variableFontTightening * font.pointSize
    }

    /// Tracking in points at 6, 7, … 46 pt (none from 46 up): the text sizes' table to 19 pt,
    /// the display sizes' from 20.
    private static let trackingTable: [Double] = [
        0.24, 0.23, 0.21, 0.17, 0.12, 0.06, 0, -0.08, -0.15, -0.23, -0.31, -0.43, -0.44, -0.45,
        -0.45, -0.36, -0.26, -0.10, 0.07, 0.15, 0.22, 0.29, 0.38, 0.40, 0.40, 0.39, 0.41, 0.40, 0.40,
        0.38, 0.37, 0.37, 0.30, 0.30, 0.22, 0.22, 0.16, 0.16, 0.08, 0.08, 0,
    ]

    /// San Francisco's line height in em (Liberation Sans's is 1.15, two points short at 17 pt).
    static let systemLineHeight = 1.1933

    /// The height of a line of `font` as iOS draws it, in points, where the stand-in's own
    /// metrics would be wrong: the system font's lines are San Francisco's, less its leading,
    /// and fonts iOS ships that Linux lacks keep their own line heights. Nil for other fonts,
    /// measured as they are.
    static func lineHeight(_ font: FontDescription) -> Double? {
        switch font.kind {
        case .system, .boldSystem, .italicSystem, .textStyle: return font.pointSize * systemLineHeight + font.leading
        case .named(let name):
            return lineHeights.first { name.hasPrefix($0.prefix) }.map { font.pointSize * $0.em }
        }
    }

    /// From one line's top to the next's in a text style, in points; nil for other fonts, whose
    /// lines follow one another at their height. A text style's lines are its leading apart
    /// (Apple's Human Interface Guidelines, Dynamic Type sizes: Body is 17 pt on 22), so each line
    /// after the first adds that: the corpus's wrapped text-style labels are 1.5 to 2.5 pt a line
    /// taller than the font's lines (26 labels, 12 repositories), its wrapped system-font labels
    /// not at all (112 labels). The table is Large's; at other sizes the leading moves with the
    /// size, as the guidelines have it for the standard sizes.
    static func lineSpacing(_ font: FontDescription) -> Double? {
        guard case .textStyle(let style) = font.kind, let large = FontDescription.textStyles[style],
              let leading = largeLeadings[style] else { return nil }
        return font.pointSize + (leading - large.size) + font.leading
    }

    private static let largeLeadings: [String: Double] = [
        "UICTFontTextStyleTitle0": 41, "UICTFontTextStyleTitle1": 34, "UICTFontTextStyleTitle2": 28,
        "UICTFontTextStyleTitle3": 25, "UICTFontTextStyleHeadline": 22, "UICTFontTextStyleBody": 22,
        "UICTFontTextStyleCallout": 21, "UICTFontTextStyleSubhead": 20, "UICTFontTextStyleFootnote": 18,
        "UICTFontTextStyleCaption1": 16, "UICTFontTextStyleCaption2": 13,
    ]

    /// The font Interface Builder set `view`'s text in on `screen` (nil: the document's device),
    /// whose size classes may vary it. A font the app bundles (Open Sans) and the Mac lacks is
    /// drawn in the system font: the corpus's frames of such text are the system font's, narrower
    /// than the font's own (folding-cell's, whose Open Sans files its Xcode project does not
    /// list); where the project lists it (`ProjectFonts`: Amaroq's), it is itself. Fonts iOS
    /// and macOS ship are themselves. Text styles are at the
    /// Dynamic Type size `contentSize`, or the document's own (`NibDocument.contentSizeCategory`).
    public static func font(of view: NibObject, in document: NibDocument, contentSize: ContentSizeCategory? = nil, screen: Device? = nil) -> FontDescription {
        font(of: view, contentSize: contentSize ?? document.contentSizeCategory, toolsVersion: document.toolsVersion, screen: screen ?? Device.of(document))
    }

    /// The same, with the document's Dynamic Type size, tools version and device read once for
    /// many views.
    static func font(of view: NibObject, contentSize: ContentSizeCategory, toolsVersion: Int?, screen: Device?) -> FontDescription {
        var font = (screen?.textFont(of: view) ?? view.textFont).at(contentSize)
        if case .named(let name) = font.kind, setInSystemFont.contains(where: name.hasPrefix), !InstalledFonts.isFromProject(font) {
            // A font an app bundles keeps its family: set in the system font, its text is not
            // San Francisco's. The system font's own names (a dot first) are.
            let bundled = name.hasPrefix(".") ? nil : font.family ?? name
            font = FontDescription(kind: .system, pointSize: font.pointSize, weight: font.weight, family: bundled)
        }
        font.tracking = extraTracking(font, toolsVersion: toolsVersion)
        return font
    }

    /// Named fonts set in the system font: fonts of the corpus that apps bundle rather than iOS
    /// (Open Sans), and the system font's own names, which a font set from attributed text or by
    /// name keeps (.AppleSystemUIFont, .SFNS-Regular).
    private static let setInSystemFont = ["OpenSans", ".AppleSystemUIFont", ".SFNS", ".SFUI"]

    /// Line heights (ascender plus descender plus line gap, in em) of fonts iOS has.
    private static let lineHeights: [(prefix: String, em: Double)] = [
        ("HelveticaNeue", 1.193), ("AvenirNext", 1.366),
    ]
}
