import NibModel

/// The family that stands in for iOS's system font everywhere Nibbler measures or draws text.
/// Liberation Sans has Helvetica's metrics, which iOS 8 files (Helvetica Neue) were laid out
/// with; `scripts/setup.sh` installs it (Debian's fonts-liberation2). See ../shared/notes/fonts.md.
public enum SystemFont {
    public static let family = "Liberation Sans"

    /// San Francisco's line height (ascender plus descender, 1.193 em): lines of the system font
    /// take the height they take on iOS, whatever the stand-in's own metrics (Liberation Sans's
    /// lines are 1.15 em, two points short at 17 pt). Nil for named fonts, measured as they are.
    static func lineHeight(_ font: FontDescription) -> Double? {
        switch font.kind {
        case .system, .boldSystem, .textStyle: return font.pointSize * 1.1933
        case .named: return nil
        }
    }
}
