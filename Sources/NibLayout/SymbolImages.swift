import NibModel

/// The size an SF Symbol shows at. Xcode 13 on lists a system image in `<resources>` scaled so
/// that its larger side is 128, whatever the size it is drawn at: its proportions, not its size.
/// Files from Xcode 11 and 12 list the symbol's own size at the default configuration (the
/// Body text style's 17 pt, medium scale): over the eight symbols the corpus lists both ways,
/// the larger side is 0.11 to 0.16 of 128; image views showing a symbol at the default
/// configuration (Loop's and tinode's) are 0.15 to 0.18. A symbol's larger side is taken as
/// 20 pt at 17 pt, grown with the configuration's point size and scale.
public enum SymbolImages {
    /// The larger side of a symbol at 17 pt, medium scale, in points.
    static let defaultSide = 20.0

    /// The points a symbol image shows at in `view` (an image view, or a button with the image
    /// in its normal state or its configuration), or nil where it shows no symbol, or the
    /// document lists the symbol at its own size.
    public static func size(of view: NibObject, in document: NibDocument) -> (width: Double, height: Double)? {
        guard view.showsSymbol, let image = document.image(named: view.shownImage?[attribute: "image"]),
              max(image.width, image.height) == 128 else { return nil }
        let side = side(in: view)
        return ((image.width / 128 * side * 2).rounded() / 2, (image.height / 128 * side * 2).rounded() / 2)
    }

    /// The larger side, in points, of a symbol shown in `view` at its symbol configuration.
    public static func side(in view: NibObject) -> Double {
        // The configuration is the view's, or its normal state's. An `<imageReference>` may name
        // a scale of its own, the image's configuration, which wins: UIKit's headers call it the
        // more specific (tinode's buttons and image views that name both show the image's).
        let configuration = [view.element, view.normalState].compactMap { $0 }.lazy
            .compactMap { $0.childElements.first { $0.name == "preferredSymbolConfiguration" } }.first
        let pointSize = configuration.flatMap { $0[attribute: "pointSize"] }.flatMap(Double.init) ?? 17
        return defaultSide * pointSize / 17 * scale(view.shownImage?[attribute: "symbolScale"] ?? configuration?[attribute: "scale"])
    }

    /// A symbol scale's size against medium's (Apple's SF Symbols: small is about 0.8, large 1.3).
    static func scale(_ name: String?) -> Double {
        switch name {
        case "small": return 0.8
        case "large": return 1.3
        default: return 1
        }
    }
}
