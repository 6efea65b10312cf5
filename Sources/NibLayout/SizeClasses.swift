import XMLTree

/// The size classes a screen has, as UIKit gives them, to pick a file's size-class variations
/// (`<variation key="heightClass=regular-widthClass=compact" axis="vertical"/>`).
struct SizeClasses {
    let width: String
    let height: String

    /// iPads are regular both ways; phones are compact wide, regular tall, and compact tall when
    /// turned, where the Plus and Max phones become regular wide.
    init(screen: Device) {
        let pad = screen.id.hasPrefix("ipad")
        let landscape = screen.width > screen.height
        width = pad || (landscape && screen.width >= 736) ? "regular" : "compact"
        height = pad || !landscape ? "regular" : "compact"
    }

    /// The value the variation for these size classes gives the attribute `name`, if any.
    func variation(_ name: String, of element: XMLElement) -> String? {
        element.childElements.first { $0.name == "variation" && matches($0[attribute: "key"] ?? "") && $0[attribute: name] != nil }?[attribute: name]
    }

    private func matches(_ key: String) -> Bool {
        key.split(separator: "-").allSatisfy { part in
            let pair = part.split(separator: "=").map(String.init)
            guard pair.count == 2 else { return false }
            switch pair[0] {
            case "widthClass": return pair[1] == width
            case "heightClass": return pair[1] == height
            default: return false
            }
        }
    }
}
