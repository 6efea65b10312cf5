import NibModel

/// The natural sizes the Issues page judges a layout with.
public enum LayoutSizing {
    public static func issues(over measured: IntrinsicSizing) -> IntrinsicSizing { CalibratedTextSizing(base: measured) }
}
