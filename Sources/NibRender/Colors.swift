import NibModel
import XMLTree

/// Colours as the file states them, resolved to sRGB: custom RGB and grey, named system
/// colours (from `<resources>` when the file carries them), and the old cocoaTouchSystemColor.
/// In the dark appearance a dynamic system colour takes its dark value (`darkNamed`): the file's
/// `<resources>` hold the light one, whatever the appearance it was saved in (Pyto's dark
/// storyboards list systemBackgroundColor as white).
public enum Colors {
    public static func resolve(_ element: XMLElement?, in document: NibDocument, appearance: Appearance = .light) -> RGBAColor? {
        guard let e = element, e.name == "color" else { return nil }
        func n(_ k: String) -> Double? { e[attribute: k].flatMap(Double.init) }
        if let r = n("red"), let g = n("green"), let b = n("blue") { return RGBAColor(red: r, green: g, blue: b, alpha: n("alpha") ?? 1) }
        if let w = n("white") { return RGBAColor(red: w, green: w, blue: w, alpha: n("alpha") ?? 1) }
        // Xcode 11.0 to 11.3 name a dynamic colour in `xcode11CocoaTouchSystemColor`, its iOS 12
        // fallback in `cocoaTouchSystemColor` (Pyto's systemBackgroundColor over whiteColor).
        if appearance == .dark, let dark = ["systemColor", "xcode11CocoaTouchSystemColor", "name", "cocoaTouchSystemColor"].lazy
            .compactMap({ e[attribute: $0].flatMap { darkNamed[$0] } }).first {
            return dark
        }
        if let name = e[attribute: "systemColor"] ?? e[attribute: "name"] ?? e[attribute: "cocoaTouchSystemColor"] {
            if let fromResources = document.resources.first(where: { $0[attribute: "name"] == name })?.childElements.first,
               let color = resolve(fromResources, in: document) {
                return color
            }
            return named[name]
        }
        return nil
    }

    /// iOS's light-appearance values for the names files use without a resource.
    static let named: [String: RGBAColor] = [
        "systemBackgroundColor": RGBAColor(red: 1, green: 1, blue: 1), "whiteColor": RGBAColor(red: 1, green: 1, blue: 1),
        "labelColor": RGBAColor(red: 0, green: 0, blue: 0), "darkTextColor": RGBAColor(red: 0, green: 0, blue: 0),
        "blackColor": RGBAColor(red: 0, green: 0, blue: 0),
        "secondaryLabelColor": RGBAColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6),
        "systemGroupedBackgroundColor": RGBAColor(red: 0.949, green: 0.949, blue: 0.969),
        "secondarySystemBackgroundColor": RGBAColor(red: 0.949, green: 0.949, blue: 0.969),
        "groupTableViewBackgroundColor": RGBAColor(red: 0.937, green: 0.937, blue: 0.957),
        "systemBlueColor": RGBAColor(red: 0, green: 0.478, blue: 1), "tintColor": RGBAColor(red: 0, green: 0.478, blue: 1),
        "systemRedColor": RGBAColor(red: 1, green: 0.231, blue: 0.188), "systemGreenColor": RGBAColor(red: 0.204, green: 0.78, blue: 0.349),
        "systemGrayColor": RGBAColor(red: 0.557, green: 0.557, blue: 0.576), "lightTextColor": RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.6),
        "clearColor": RGBAColor(red: 0, green: 0, blue: 0, alpha: 0),
        "secondarySystemGroupedBackgroundColor": RGBAColor(red: 1, green: 1, blue: 1),
        "secondarySystemFillColor": RGBAColor(red: 0.471, green: 0.471, blue: 0.502, alpha: 0.16),
        "tertiarySystemFillColor": RGBAColor(red: 0.463, green: 0.463, blue: 0.502, alpha: 0.12),
    ]

    /// A system colour UIKit draws with, in an appearance (one of `named`'s names).
    static func system(_ name: String, _ appearance: Appearance) -> RGBAColor {
        (appearance == .dark ? darkNamed[name] : nil) ?? named[name] ?? RGBAColor(red: 0, green: 0, blue: 0)
    }

    /// iOS's dark-appearance values of its dynamic system colours (Apple's Human Interface
    /// Guidelines, Color: "Dynamic system colors" and "System colors", iOS dark values).
    /// Black, white, clear and the light and dark text colours do not change.
    static let darkNamed: [String: RGBAColor] = {
        func rgb(_ r: Double, _ g: Double, _ b: Double, _ alpha: Double = 1) -> RGBAColor {
            RGBAColor(red: r / 255, green: g / 255, blue: b / 255, alpha: alpha)
        }
        let blue = rgb(10, 132, 255)
        return [
            "systemBackgroundColor": rgb(0, 0, 0), "secondarySystemBackgroundColor": rgb(28, 28, 30),
            "tertiarySystemBackgroundColor": rgb(44, 44, 46),
            "systemGroupedBackgroundColor": rgb(0, 0, 0), "groupTableViewBackgroundColor": rgb(0, 0, 0),
            "secondarySystemGroupedBackgroundColor": rgb(28, 28, 30), "tertiarySystemGroupedBackgroundColor": rgb(44, 44, 46),
            "labelColor": rgb(255, 255, 255), "secondaryLabelColor": rgb(235, 235, 245, 0.6),
            "tertiaryLabelColor": rgb(235, 235, 245, 0.3), "quaternaryLabelColor": rgb(235, 235, 245, 0.18),
            "placeholderTextColor": rgb(235, 235, 245, 0.3),
            "separatorColor": rgb(84, 84, 88, 0.6), "opaqueSeparatorColor": rgb(56, 56, 58),
            "systemFillColor": rgb(120, 120, 128, 0.36), "secondarySystemFillColor": rgb(120, 120, 128, 0.32),
            "tertiarySystemFillColor": rgb(118, 118, 128, 0.24), "quaternarySystemFillColor": rgb(118, 118, 128, 0.18),
            "systemBlueColor": blue, "tintColor": blue, "linkColor": blue,
            "systemRedColor": rgb(255, 69, 58), "systemGreenColor": rgb(48, 209, 88), "systemOrangeColor": rgb(255, 159, 10),
            "systemYellowColor": rgb(255, 214, 10), "systemPinkColor": rgb(255, 55, 95), "systemPurpleColor": rgb(191, 90, 242),
            "systemIndigoColor": rgb(94, 92, 230), "systemTealColor": rgb(100, 210, 255),
            "systemGrayColor": rgb(142, 142, 147), "systemGray2Color": rgb(99, 99, 102), "systemGray3Color": rgb(72, 72, 74),
            "systemGray4Color": rgb(58, 58, 60), "systemGray5Color": rgb(44, 44, 46), "systemGray6Color": rgb(28, 28, 30),
        ]
    }()
}
