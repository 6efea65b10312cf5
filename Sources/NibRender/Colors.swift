import NibModel
import XMLTree

/// Colours as the file states them, resolved to sRGB: custom RGB and grey, named system
/// colours (from `<resources>` when the file carries them), and the old cocoaTouchSystemColor.
public enum Colors {
    public static func resolve(_ element: XMLElement?, in document: NibDocument) -> RGBAColor? {
        guard let e = element, e.name == "color" else { return nil }
        func n(_ k: String) -> Double? { e[attribute: k].flatMap(Double.init) }
        if let r = n("red"), let g = n("green"), let b = n("blue") { return RGBAColor(red: r, green: g, blue: b, alpha: n("alpha") ?? 1) }
        if let w = n("white") { return RGBAColor(red: w, green: w, blue: w, alpha: n("alpha") ?? 1) }
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
    ]
}
