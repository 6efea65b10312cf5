import NibModel

/// The bars Interface Builder draws over a root view, in its scene's picture (the screen's top
/// left at the origin; see `rootTop`): the status bar
/// at the top, a navigation bar below it with the controller's title, a tab bar or a navigation
/// controller's toolbar at the bottom (the home indicator's strip included).
public struct SceneBars: Equatable {
    public struct NavigationBar: Equatable {
        public var top: Double
        public var height: Double
        public var title: String
        /// A large title: the title in bold at the left of the bar's lower part.
        public var isLarge: Bool
        /// The navigation controller whose `<navigationBar>` sets the bar's look (its bar tint,
        /// bar style, title colour), where there is one.
        public var styledBy: String?
        /// The controller's navigation item's bar button items: from the leading edge, and from
        /// the trailing edge inward.
        public var leftItems: [BarItems.Item] = [], rightItems: [BarItems.Item] = []

        public init(top: Double, height: Double, title: String, isLarge: Bool = false, styledBy: String? = nil,
                    leftItems: [BarItems.Item] = [], rightItems: [BarItems.Item] = []) {
            (self.top, self.height, self.title, self.isLarge, self.styledBy) = (top, height, title, isLarge, styledBy)
            (self.leftItems, self.rightItems) = (leftItems, rightItems)
        }
    }

    public struct TabBar: Equatable {
        public var height: Double
        public var titles: [String]
        /// The tab the scene belongs to.
        public var selected: Int
        /// Each tab's image name, where it has one (drawn from the asset catalogs, in the tab's colour).
        public var images: [String?]

        public init(height: Double, titles: [String], selected: Int, images: [String?] = []) {
            (self.height, self.titles, self.selected, self.images) = (height, titles, selected, images)
        }
    }

    /// A navigation controller's toolbar at the bottom (`toolbarHidden="NO"`), with the
    /// controller's toolbar items.
    public struct Toolbar: Equatable {
        public var height: Double
        public var items: [BarItems.Item]

        public init(height: Double, items: [BarItems.Item]) { (self.height, self.items) = (height, items) }
    }

    /// The status bar's height; 0 when none is shown.
    public var statusBar: Double
    public var navigationBar: NavigationBar?
    public var tabBar: TabBar?
    public var toolbar: Toolbar?
    /// Where the root's top is drawn in its scene's picture: 0, or below the status and
    /// navigation bars Interface Builder shows above a root that starts under them (stored at
    /// y 64, or shrunk to fit under an opaque bar).
    public var rootTop = 0.0

    /// A scene's picture around a root laid out at `rootFrame`: its size, and how far the root's
    /// drawing moves so that the root lies at (0, `rootTop`) whatever origin the file stores.
    public func picture(of rootFrame: Rect) -> (width: Double, height: Double, shiftX: Double, shiftY: Double) {
        (rootFrame.width, rootTop + rootFrame.height, -rootFrame.x, rootTop - rootFrame.y)
    }

    public init(statusBar: Double = 0, navigationBar: NavigationBar? = nil, tabBar: TabBar? = nil, toolbar: Toolbar? = nil) {
        (self.statusBar, self.navigationBar, self.tabBar, self.toolbar) = (statusBar, navigationBar, tabBar, toolbar)
    }
}
