/// The family that stands in for iOS's system font everywhere Nibbler measures or draws text.
/// Liberation Sans has Helvetica's metrics, which iOS 8 files (Helvetica Neue) were laid out
/// with; `scripts/setup.sh` installs it (Debian's fonts-liberation2). See ../shared/notes/fonts.md.
public enum SystemFont {
    public static let family = "Liberation Sans"
}
