import NibModel

/// The natural sizes layouts are judged with.
public enum LayoutSizing {
    /// For the Issues page, `nibtool check` and the canvas at the document's own device and
    /// text size: text views at Xcode's measure where the stand-in is within its error.
    public static func issues(over measured: IntrinsicSizing) -> IntrinsicSizing { CalibratedTextSizing(base: measured) }
}
