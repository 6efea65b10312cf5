import XMLTree

/// Bar button and tab bar items as Interface Builder labels them.
public enum BarItems {
    /// The item's title, or its system item's name (`systemItem="favorites"`: Favorites), or Item.
    public static func title(of item: XMLElement) -> String {
        if let title = item[attribute: "title"] { return title }
        return item[attribute: "systemItem"].map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "Item"
    }

    /// A bar button item as a bar draws it.
    public struct Item: Equatable, Sendable {
        /// The item's id, to find its element (its tint colour).
        public var id: String?
        public var title: String
        /// Its image's name, where it has one.
        public var image: String?
        /// The SF Symbol iOS draws for a system item with a glyph (`add`: plus); nil for one with
        /// a title (Done, Cancel, Edit, Save) and for the rest.
        public var glyph: String?
        /// Set in bold, as UIKit sets a Done item (style done, or the done system item).
        public var isDone: Bool
        /// A flexible or fixed space: nothing drawn.
        public var isSpace: Bool
        /// A flexible space: it takes its share of a toolbar's room left over.
        public var isFlexible: Bool { isSpace && spaceWidth == nil }
        /// A fixed space's width (its `width`, 0 where it has none); nil for the rest.
        public var spaceWidth: Double?
        /// The width of its custom view (`customView`), the room the bar leaves it; nil for an
        /// item without one.
        public var customViewWidth: Double?

        public init(id: String? = nil, title: String, image: String? = nil, glyph: String? = nil, isDone: Bool = false, isSpace: Bool = false,
                    spaceWidth: Double? = nil, customViewWidth: Double? = nil) {
            (self.id, self.title, self.image, self.glyph, self.isDone, self.isSpace) = (id, title, image, glyph, isDone, isSpace)
            (self.spaceWidth, self.customViewWidth) = (spaceWidth, customViewWidth)
        }
    }

    /// The bar button item of an element (`<barButtonItem>`).
    public static func item(_ element: XMLElement) -> Item {
        let system = element[attribute: "systemItem"]
        let titles = ["done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save"]
        return Item(id: element[attribute: "id"], title: element[attribute: "title"] ?? system.flatMap { titles[$0] } ?? title(of: element),
                    image: NibObject.imageHolder(element)?[attribute: "image"],
                    glyph: element[attribute: "title"] == nil ? system.flatMap { systemGlyphs[$0] } : nil,
                    isDone: element[attribute: "style"] == "done" || system == "done",
                    isSpace: system == "flexibleSpace" || system == "fixedSpace",
                    spaceWidth: system == "fixedSpace" ? max(0, NumberRanges.value(of: "width", in: element) ?? 0) : nil,
                    customViewWidth: customViewWidth(of: element))
    }

    /// The width of a bar button item's custom view (`<view key="customView">`), 0 where its frame
    /// says none; nil for an item without one.
    private static func customViewWidth(of element: XMLElement) -> Double? {
        guard let view = element.childElements.first(where: { $0[attribute: "key"] == "customView" }) else { return nil }
        let frame = view.childElements.first { $0.name == "rect" && $0[attribute: "key"] == "frame" }
        return max(0, frame.flatMap { NumberRanges.value(of: "width", in: $0) } ?? 0)
    }

    /// The glyphs of UIBarButtonItem.SystemItem, as the SF Symbols iOS draws them.
    static let systemGlyphs = [
        "add": "plus", "compose": "square.and.pencil", "reply": "arrowshape.turn.up.left", "action": "square.and.arrow.up",
        "organize": "folder", "bookmarks": "book", "search": "magnifyingglass", "refresh": "arrow.clockwise", "stop": "xmark",
        "camera": "camera", "trash": "trash", "play": "play.fill", "pause": "pause.fill", "rewind": "backward.fill",
        "fastForward": "forward.fill", "undo": "arrow.uturn.left", "redo": "arrow.uturn.right", "close": "xmark.circle.fill",
    ]

    /// A navigation item's bar button items (`<navigationItem>`): the left ones in order from the
    /// leading edge, the right ones from the trailing edge inward, as UIKit orders them.
    public static func navigationItems(of navigationItem: XMLElement) -> (left: [Item], right: [Item]) {
        func items(_ side: String) -> [Item] {
            if let one = navigationItem.childElements.first(where: { $0.name == "barButtonItem" && $0[attribute: "key"] == "\(side)BarButtonItem" }) {
                return [item(one)]
            }
            let many = navigationItem.childElements.first { $0.name == "\(side)BarButtonItems" }
            return many?.childElements.filter { $0.name == "barButtonItem" }.map(item) ?? []
        }
        return (items("left"), items("right"))
    }
}
