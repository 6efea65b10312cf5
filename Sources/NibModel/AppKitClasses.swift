/// The AppKit class a macOS document's element stands for, for objects without a custom class
/// (`textField` → NSTextField, `customView` → NSView).
public enum AppKitClasses {
    public static func className(ofElement element: String) -> String {
        let name = ["customView": "view", "customObject": "object"][element] ?? element
        return "NS" + name.prefix(1).uppercased() + name.dropFirst()
    }
}
