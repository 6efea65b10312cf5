/// The bars Interface Builder draws over a root view, in the root's coordinates: the status bar
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

        public init(top: Double, height: Double, title: String, isLarge: Bool = false, styledBy: String? = nil) {
            (self.top, self.height, self.title, self.isLarge, self.styledBy) = (top, height, title, isLarge, styledBy)
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
    /// controller's toolbar items' titles.
    public struct Toolbar: Equatable {
        public var height: Double
        public var items: [String]

        public init(height: Double, items: [String]) { (self.height, self.items) = (height, items) }
    }

    /// The status bar's height; 0 when none is shown.
    public var statusBar: Double
    public var navigationBar: NavigationBar?
    public var tabBar: TabBar?
    public var toolbar: Toolbar?

    public init(statusBar: Double = 0, navigationBar: NavigationBar? = nil, tabBar: TabBar? = nil, toolbar: Toolbar? = nil) {
        (self.statusBar, self.navigationBar, self.tabBar, self.toolbar) = (statusBar, navigationBar, tabBar, toolbar)
    }
}
