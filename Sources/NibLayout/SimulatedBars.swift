import NibModel
import XMLTree

/// The bars Interface Builder draws over storyboard scenes when their bars are "Inferred". A
/// navigation bar: over a navigation controller's root, over every controller a show or push
/// segue leads to from one of those, and, in Xcode 26 on a notched phone, over any controller
/// with a navigation item; a controller's own simulated top bar metrics win, and what it shows
/// inherits them. A tab bar: under a tab bar controller's tabs and whatever they show, up to one
/// pushed with the bar hidden, and under a controller whose simulated bottom bar is one, and its
/// navigation stack.
struct SimulatedBars {
    /// A navigation bar over a controller.
    struct NavigationBar: Equatable {
        /// Where the navigation controller stores its bar, without a large title, when that is
        /// where the bar is drawn (y 0 when the scene shows no status bar, as a sheet).
        var storedTop: Double?
        var storedHeight: Double?
        /// `translucent="NO"`: the controller's view starts below the bar.
        var isOpaque = false
        /// `largeTitles="YES"` (Prefers Large Titles): the bar is 96 pt high over the
        /// controllers whose navigation item does not say `largeTitleDisplayMode="never"`.
        var prefersLargeTitles = false
        /// `toolbarHidden="NO"`: the navigation controller shows its toolbar at the bottom.
        var showsToolbar = false
        /// The height the navigation controller stores its toolbar at: 44 pt, or 49 on a notched
        /// phone from Xcode 14 (KIF's, where duckduckgo's, RocketChat's and SwipeCellKit's are 44).
        var toolbarHeight: Double?
        /// The navigation controller, whose bar's look the scene shows.
        var controllerID: String?
    }

    /// The controllers drawn under a navigation bar, by id.
    let underNavigationBar: [String: NavigationBar]
    /// A tab bar controller's tabs, by title, and which of them a controller belongs to.
    struct Tabs: Equatable {
        var titles: [String]
        var selected: Int
        /// Each tab's image name, where its item has one.
        var images: [String?] = []
    }

    /// The controllers drawn above a tab bar controller's bar (its tabs, and what they show),
    /// with that bar's tabs.
    let tabs: [String: Tabs]

    /// The controllers an embed segue shows inside a container view.
    let embedded: Set<String>

    /// Each tab bar controller's own tabs, the first selected: what its scene's bar shows.
    let tabsOfTabBarControllers: [String: Tabs]

    init(document: NibDocument) {
        var controllers: [String: XMLElement] = [:]
        var inDocumentOrder: [String] = []   // the controllers' ids, for an order that does not vary
        for scene in document.scenes {
            for object in scene.objects where object.className.hasSuffix("Controller") {
                if controllers.updateValue(object.element, forKey: object.id) == nil { inDocumentOrder.append(object.id) }
            }
        }
        var pushes: [String: [String]] = [:]   // controller → the controllers its segues show
        var roots: [(id: String, bar: NavigationBar)] = []   // navigation controllers' roots, under their bars
        var tabsOf: [String: [String]] = [:]   // tab bar controller → its tabs, in order
        var embedded: Set<String> = []
        for id in inDocumentOrder {
            let element = controllers[id]!
            for segue in Self.segues(in: element) {
                guard let destination = segue[attribute: "destination"] else { continue }
                switch segue[attribute: "kind"] {
                case "relationship" where segue[attribute: "relationship"] == "rootViewController":
                    if element.name == "navigationController", element[attribute: "navigationBarHidden"] != "YES" {
                        let bar = element.childElements.first { $0.name == "navigationBar" }
                        let stored = Self.storedBar(of: element, toolsVersion: document.toolsVersion, onPhone: Device.of(document)?.isPhone ?? false)
                        roots.append((destination, NavigationBar(storedTop: stored?.top, storedHeight: stored?.height,
                                                                   isOpaque: bar?[attribute: "translucent"] == "NO",
                                                                   prefersLargeTitles: bar?[attribute: "largeTitles"] == "YES",
                                                                   showsToolbar: element[attribute: "toolbarHidden"] == "NO",
                                                                   toolbarHeight: Self.storedToolbarHeight(of: element), controllerID: id)))
                    }
                    pushes[id, default: []].append(destination)
                case "relationship" where segue[attribute: "relationship"] == "viewControllers":
                    if element.name == "tabBarController" { tabsOf[id, default: []].append(destination) }
                    pushes[id, default: []].append(destination)
                case "show", "push":
                    pushes[id, default: []].append(destination)
                case "embed":
                    embedded.insert(destination)
                default:
                    break
                }
            }
        }
        // Simulated metrics set by hand: a bar, which what the controller shows inherits, or none.
        let simulatedTopBarElements = controllers.compactMapValues { element in
            element.childElements.first { $0[attribute: "key"] == "simulatedTopBarMetrics" }
        }
        let simulatedTopBars = simulatedTopBarElements.mapValues(\.name)
        let simulated = inDocumentOrder.compactMap { id in simulatedTopBarElements[id].map { (id, $0) } }
            .filter { $0.1.name == "simulatedNavigationBarMetrics" }
            .map { (id: $0.0, bar: NavigationBar(isOpaque: $0.1[attribute: "translucent"] == "NO")) }
        // Xcode 26 also draws one over a controller that has a navigation item, on notched phones
        // (an iPhone 8 scene keeps only its status bar).
        let ownItems = document.usesIOS26Controls && document.device.flatMap { Device.named($0.id) }?.isNotchedPhone == true
            ? inDocumentOrder.filter { controllers[$0]!.childElements.contains { $0.name == "navigationItem" } }.map { (id: $0, bar: NavigationBar()) }
            : []
        // A navigation controller's stored bar wins over metrics set by hand, and those over
        // Xcode 26's: each source spreads to all it reaches before the next. Within one, a
        // controller's own bar comes first, then what the controllers under a bar show, a segue
        // further at each round: a navigation controller's root keeps that controller's bar where
        // another stack shows it too (zendesk's new-date scene, the root of its own opaque
        // navigation controller and shown from a translucent one, is stored below the opaque bar).
        var under: [String: NavigationBar] = [:]
        for source in [roots, simulated, ownItems] {
            var round = source
            while !round.isEmpty {
                var shown: [(id: String, bar: NavigationBar)] = []
                for (id, bar) in round where under[id] == nil && controllers[id] != nil {
                    under[id] = bar
                    // Inferred metrics are the segue source's: one whose top bar is set to None by
                    // hand shows what it pushes without a bar (tinode's Login, its Branding scene
                    // 20 pt down).
                    if let own = simulatedTopBars[id], own != "simulatedNavigationBarMetrics" { continue }
                    shown += (pushes[id] ?? []).map { ($0, bar) }
                }
                round = shown
            }
        }
        for (id, metrics) in simulatedTopBars where metrics != "simulatedNavigationBarMetrics" { under[id] = nil }
        // A controller's own navigation bar metrics say whether the bar is translucent, for it and
        // for what it shows, up to a controller that says otherwise.
        for id in inDocumentOrder {
            guard let element = simulatedTopBarElements[id], element.name == "simulatedNavigationBarMetrics" else { continue }
            let isOpaque = element[attribute: "translucent"] == "NO"
            var pending = [id], seen: Set<String> = []
            while let next = pending.popLast() {
                guard seen.insert(next).inserted, under[next] != nil else { continue }
                if next != id, simulatedTopBarElements[next] != nil { continue }
                under[next]?.isOpaque = isOpaque
                pending += pushes[next] ?? []
            }
        }
        underNavigationBar = under
        // Above the tab bar: the tabs, a navigation controller's root in a tab, what they show.
        var above: [String: Tabs] = [:]
        var own: [String: Tabs] = [:]
        for (id, tabIDs) in tabsOf.sorted(by: { $0.key < $1.key }) {
            let titles = tabIDs.map { controllers[$0].map(Self.tabTitle) ?? "Item" }
            let images = tabIDs.map { controllers[$0].flatMap(Self.tabImage) }
            own[id] = Tabs(titles: titles, selected: 0, images: images)
            for (index, tab) in tabIDs.enumerated() {
                var pending = [tab]
                while let id = pending.popLast() {
                    guard above[id] == nil, let element = controllers[id], !(id != tab && Self.hidesTabBar(element)) else { continue }
                    above[id] = Tabs(titles: titles, selected: index, images: images)
                    if element.name != "tabBarController" { pending += pushes[id] ?? [] }
                }
            }
        }
        // A tab bar set by hand in a controller's simulated metrics (Bottom Bar: Tab Bar), outside
        // any tab bar controller: over it, and over its navigation stack (erouska's navigation
        // controllers, corona-warn-app's home); a controller outside a navigation stack presents
        // what it shows over the bar.
        for (id, element) in controllers.sorted(by: { $0.key < $1.key }) where Self.simulatesTabBar(element) && above[id] == nil {
            let tab = Tabs(titles: [Self.tabTitle(element)], selected: 0, images: [Self.tabImage(element)])
            var pending = [id]
            while let next = pending.popLast() {
                guard above[next] == nil, let shown = controllers[next], !(next != id && Self.hidesTabBar(shown)) else { continue }
                above[next] = tab
                if shown.name == "navigationController" || under[next] != nil { pending += pushes[next] ?? [] }
            }
        }
        tabs = above
        tabsOfTabBarControllers = own
        self.embedded = embedded
    }

    /// A controller pushed with Hide Bottom Bar on Push (`hidesBottomBarWhenPushed`, as UIKit
    /// documents it: raivo-otp's pushed settings show none), unless its simulated bottom bar is a
    /// tab bar set by hand (Catty's project details keep theirs). What it pushes hides it too.
    private static func hidesTabBar(_ controller: XMLElement) -> Bool {
        controller[attribute: "hidesBottomBarWhenPushed"] == "YES" && !simulatesTabBar(controller)
    }

    /// The controller's simulated bottom bar is a tab bar (`<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>`).
    private static func simulatesTabBar(_ controller: XMLElement) -> Bool {
        controller.childElements.contains { $0.name == "simulatedTabBarMetrics" && $0[attribute: "key"] == "simulatedBottomBarMetrics" }
    }

    /// The image a controller's tab shows: its tab bar item's.
    private static func tabImage(_ controller: XMLElement) -> String? {
        controller.childElements.first { $0.name == "tabBarItem" }?[attribute: "image"]
    }

    /// The title a controller's tab shows: its tab bar item's.
    private static func tabTitle(_ controller: XMLElement) -> String {
        controller.childElements.first { $0.name == "tabBarItem" }.map(BarItems.title) ?? "Item"
    }

    /// A navigation controller's stored bar's top and height, without its large title's 52 pt, when
    /// it sits at the screen's top or right under a status bar (y 0, 20, 44 or 50; other frames
    /// are stale). Large-title bars are stored 52 pt higher (11 repositories). Xcode 26 (tools
    /// 24xxx) stores its 54 pt bars where it draws them, a sheet's lower down (GoMap, twilio's
    /// quickstart and sentry agree), and from Xcode 11 a sheet's 56 pt bars at its top. Before iOS 13 (tools below 15000) an iPhone had no sheets
    /// and Xcode stored every bar at y 0 (WinObjC, Packt's cookbook): the status bar is above it.
    static func storedBar(of navigationController: XMLElement, toolsVersion: Int?, onPhone: Bool) -> (top: Double, height: Double)? {
        guard let bar = navigationController.childElements.first(where: { $0.name == "navigationBar" }),
              let rect = frameRect(of: bar),
              let y = rect[attribute: "y"].flatMap(Double.init), let height = rect[attribute: "height"].flatMap(Double.init) else { return nil }
        let large = bar[attribute: "largeTitles"] == "YES" ? 52.0 : 0
        switch height - large {
        case 54: return (y, 54)
        // iPadOS's bar is 50 pt (iOS 12 on), under a 20 or 24 pt status bar: seafile's, zotero's,
        // moonlight's, Monal's and WireGuard's iPad storyboards store it so. On a phone it is an
        // iPad's left behind: mattneub's TabbedUnwind, an iPhone 4s storyboard of Xcode 10 with
        // one, places its content below a 44 pt bar.
        case 50 where [20, 24].contains(y) && !onPhone: return (y, 50)
        // From iOS 13 on, a navigation controller presented as a sheet has a 56 pt bar at the
        // sheet's top, with no status bar above it (Packt, Tofu, tinode and duckduckgo agree).
        case 56 where y == 0 && (toolsVersion ?? 0) >= XcodeVersions.xcode11: return (0, 56)
        case 44 where [0, 20, 44, 50].contains(y) && !(y == 0 && (toolsVersion ?? .max) < XcodeVersions.xcode11): return (y, 44)
        default: return nil
        }
    }

    static func storedToolbarHeight(of navigationController: XMLElement) -> Double? {
        navigationController.firstChildElement { $0.name == "toolbar" && $0[attribute: "key"] == "toolbar" }
            .flatMap(frameRect)?[attribute: "height"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
    }

    /// A bar's `<rect key="frame">`.
    private static func frameRect(of bar: XMLElement) -> XMLElement? {
        bar.firstChildElement { $0.name == "rect" && $0[attribute: "key"] == "frame" }
    }

    private static func segues(in element: XMLElement) -> [XMLElement] {
        element.childElements.flatMap { $0.name == "segue" ? [$0] : segues(in: $0) }
    }
}
