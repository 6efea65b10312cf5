import NibModel

/// The family that stands in for iOS's system font everywhere Nibbler measures or draws text.
/// Liberation Sans has Helvetica's metrics, which iOS 8 files (Helvetica Neue) were laid out
/// with; `scripts/setup.sh` installs it (Debian's fonts-liberation2). See ../shared/notes/fonts.md.
public enum SystemFont {
    public static let family = "Liberation Sans"

    /// The height of a line of `font` as iOS draws it, in points, where the stand-in's own
    /// metrics would be wrong: the system font's lines are San Francisco's (1.193 em; Liberation
    /// Sans's are 1.15, two points short at 17 pt), and fonts iOS ships that Linux lacks keep
    /// their own line heights. Nil for other fonts, measured as they are.
    static func lineHeight(_ font: FontDescription) -> Double? {
        switch font.kind {
        case .system, .boldSystem, .textStyle: return font.pointSize * 1.1933
        case .named(let name):
            return lineHeights.first { name.hasPrefix($0.prefix) }.map { font.pointSize * $0.em }
        }
    }

    /// Line heights (ascender plus descender plus line gap, in em) of fonts iOS has. Fonts that
    /// apps bundle (Open Sans) keep the stand-in's: the corpus's frames agree with that better.
    private static let lineHeights: [(prefix: String, em: Double)] = [
        ("HelveticaNeue", 1.193), ("AvenirNext", 1.366),
    ]

    /// How much wider San Francisco sets the system font's regular text than the stand-in: its
    /// text sizes (below 20 pt) are tracked looser, 3% wider at 13 pt and below, less and less up
    /// to 20 pt, where it matches. Fitted to the corpus's labels sized by their text; bold and
    /// named fonts match as they are.
    static func widthFactor(_ font: FontDescription) -> Double {
        if case .named = font.kind { return 1 }
        guard font.weight != .bold, font.weight != .semibold else { return 1 }
        let t = min(1, max(0, (font.pointSize - 13) / 7))
        return 1.03 - 0.03 * t
    }
}
