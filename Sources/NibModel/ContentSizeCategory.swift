/// A Dynamic Type text size, from extra small to the fifth accessibility size, named as Xcode's
/// canvas and Environment Overrides name them. Text styles are set at their size for it.
public enum ContentSizeCategory: String, CaseIterable, Sendable {
    case extraSmall = "xSmall", small, medium, large, extraLarge = "xLarge", extraExtraLarge = "xxLarge",
         extraExtraExtraLarge = "xxxLarge", accessibility1 = "AX1", accessibility2 = "AX2", accessibility3 = "AX3",
         accessibility4 = "AX4", accessibility5 = "AX5"

    /// The point size of `style` (a `UICTFontTextStyle…` name) at this size, as UIKit has it
    /// (Apple's Human Interface Guidelines, Typography); nil for a style it does not know.
    public func pointSize(of style: String) -> Double? {
        guard let column = Self.styles.firstIndex(of: style) else { return nil }
        return Self.sizes[Self.allCases.firstIndex(of: self)!][column]
    }

    private static let styles = [
        "UICTFontTextStyleTitle0", "UICTFontTextStyleTitle1", "UICTFontTextStyleTitle2", "UICTFontTextStyleTitle3",
        "UICTFontTextStyleHeadline", "UICTFontTextStyleBody", "UICTFontTextStyleCallout", "UICTFontTextStyleSubhead",
        "UICTFontTextStyleFootnote", "UICTFontTextStyleCaption1", "UICTFontTextStyleCaption2",
    ]

    /// One row per size, in `allCases` order; one column per style, in `styles` order.
    private static let sizes: [[Double]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
    ]
}
