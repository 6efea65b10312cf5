import XMLTree

/// Bar button and tab bar items as Interface Builder labels them.
public enum BarItems {
    /// The item's title, or its system item's name (`systemItem="favorites"`: Favorites), or Item.
    public static func title(of item: XMLElement) -> String {
        if let title = item[attribute: "title"] { return title }
        return item[attribute: "systemItem"].map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "Item"
    }
}
