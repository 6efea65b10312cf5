/// The interface style a document is shown in, as Xcode's canvas toggles it: its `<device>`
/// says which Xcode showed it in when it was saved (`appearance="dark"`), light where it says
/// nothing (files before Xcode 11).
public enum Appearance: String, CaseIterable, Sendable {
    case light, dark
}

extension NibDocument {
    public var appearance: Appearance {
        xml.root.firstChildElement(where: { $0.name == "device" })?[attribute: "appearance"].flatMap(Appearance.init(rawValue:)) ?? .light
    }
}

extension Appearance {
    /// Its name in Xcode's menus.
    public var title: String { self == .light ? "Light" : "Dark" }
}
