import NibModel

/// Laying out a whole document: every root (a XIB's top-level views, each scene's controller
/// view) at its device's size, as `nibtool frames` prints it.
public struct DocumentLayout {
    public struct Entry {
        public let object: NibObject
        public let superview: String?
        public let frame: Rect
    }

    public let document: NibDocument
    public let sizing: IntrinsicSizing

    let simulatedBars: SimulatedBars

    public init(document: NibDocument, sizing: IntrinsicSizing) {
        self.document = document
        self.sizing = sizing
        simulatedBars = SimulatedBars(document: document)
    }

    /// The roots: views at the top of a XIB, the `view` of each scene's controller and of each
    /// controller at the top of a XIB (Rocket.Chat's embedded web view controller, habitica's
    /// launch screen), and the views a scene keeps beside its controller (its dock's, such as an
    /// input accessory bar), each laid out at its own stored size as a XIB's are.
    public var roots: [NibObject] {
        let objects = document.isStoryboard ? document.scenes.flatMap(\.objects) : document.roots
        return objects.compactMap { $0.frame != nil ? $0 : Self.view(of: $0) }
    }

    /// Whether a root is a view a storyboard scene keeps beside its controller: laid out and
    /// checked like any root, but not one of the scenes the storyboard's canvas draws.
    public func isDockView(_ root: NibObject) -> Bool {
        document.isStoryboard && root.parent == nil
    }

    /// A controller's view (a storyboard scene's, or one at the top of a XIB), the root it lays
    /// out; nil for a navigation or tab bar controller, which has none of its own.
    public static func view(of controller: NibObject) -> NibObject? {
        controller.children.first { $0.element[attribute: "key"] == "view" && $0.frame != nil }
    }

    /// The screen for a root: the document's device (turned for landscape) for insets and margins,
    /// at the root's saved size (Xcode's simulated bars shrink it), or at `size` when given.
    public func screen(for root: NibObject, size: (width: Double, height: Double)? = nil) -> Device {
        screenAndBars(for: root, size: size).screen
    }

    /// The bars Interface Builder draws over the root: the status bar, and in a storyboard the
    /// navigation and tab bars its scene is shown under.
    public func bars(for root: NibObject, size: (width: Double, height: Double)? = nil) -> SceneBars {
        screenAndBars(for: root, size: size).bars
    }

    /// The constraints the size classes of a root's screen uninstall, and the constants they set.
    public func sizeClassConstraints(for root: NibObject, size: (width: Double, height: Double)? = nil) -> SizeClassConstraints {
        SizeClasses(screen: screen(for: root, size: size)).constraints(of: document)
    }

    /// The size of a root's scene as Interface Builder shows it: the root at its screen's size,
    /// below the bars drawn above it (`SceneBars.rootTop`).
    public func sceneSize(for root: NibObject) -> (width: Double, height: Double) {
        let (screen, bars) = screenAndBars(for: root, size: nil)
        return (screen.width, bars.rootTop + screen.height)
    }

    private func screenAndBars(for root: NibObject, size: (width: Double, height: Double)?) -> (screen: Device, bars: SceneBars) {
        if document.isCocoa {   // a window's content or a view, as big as it is stored, no bars
            let f = root.frame ?? Rect(x: 0, y: 0, width: 480, height: 270)
            return (Device.bare("frame", width: f.width, height: f.height, rootMargin: 20), SceneBars())
        }
        var device: Device
        if let shown = Device.shown(in: document) {
            device = shown
        } else {
            // A document that names no device: a controller's view has a 20 pt status bar in its
            // safe area, except where Xcode 11 to 14.2 drew none, as on its phones without a
            // notch (`Device.named(_:toolsVersion:)`; GoMap's Height scene and FloatingPanel's
            // Stocks scene pin their top views to the safe area at y 0). The old top layout guide
            // keeps 20 pt (SwiftGen's wizard, Xcode 11.5, 8 pt below it at y 28).
            let frame = root.frame ?? Rect(x: 0, y: 0, width: 375, height: 667)
            let controller = root.parent?.className.hasSuffix("Controller") == true
            let statusBar = controller && !(XcodeVersions.xcode11..<XcodeVersions.xcode14_3).contains(document.toolsVersion ?? 0)
            device = Device(id: "frame", width: frame.width, height: frame.height,
                            safeArea: .init(top: statusBar ? 20 : 0, left: 0, bottom: 0, right: 0),
                            statusBarHeight: 20, rootMargin: Self.rootMargin(width: frame.width))
        }
        var size = size ?? root.frame.map { ($0.width, $0.height) }
        // A root that starts below a bar (y > 0) has that much less of the status bar over it
        // (and of the old top layout guide). Its stored height may still be the whole screen's.
        var (safeArea, topGuide) = (device.safeArea, device.statusBarHeight)
        let y = root.frame?.y ?? 0
        if y > 0 {
            (safeArea.top, topGuide) = (max(0, safeArea.top - y), max(0, topGuide - y))
            if let (w, h) = size, Device.all.contains(where: { $0.width == w && $0.height == h }) { size = (w, h - y) }
        }
        // From iOS 13 on, a scene Interface Builder shows as a sheet is the screen's height less
        // the status bar, and nothing covers its top (freeotp, appcenter and googleads's samples).
        // On a notched phone the sheet is 54 pt shorter than the screen, whatever its status bar
        // (the 390 and 414 pt phones of dgca-wallet, corona-warn-app, XLForm, element-ios
        // and Esri's samples); before Xcode 13 its home indicator stays below (see
        // `endsAboveHomeIndicator`). Elsewhere the sheet leaves out 20 pt,
        // also where Xcode 11 to 14.2 drew no status bar (opentrace's debug tabs, Xcode 11.4).
        // A sheet reaches the screen's bottom.
        let isSheet = document.isStoryboard && y == 0 && (document.toolsVersion ?? 0) >= XcodeVersions.xcode11
            && root.frame.map { $0.width == device.width
                && $0.height == device.height - (device.isNotchedPhone ? Self.notchedSheetInset : Self.sheetInset) } == true
        if isSheet { (safeArea.top, topGuide) = (0, 0) }
        // A XIB's top-level view shows no status bar unless its simulated metrics ask for one
        // or it is the size of the screen: on a device without a notch, nothing else covers its
        // top. One the size of the screen has it wherever the device does (RocketChat, tailec's
        // ios-architecture and matrix-ios-kit before Xcode 11; owncloud and woocommerce from
        // Xcode 14.3).
        let screenSized = root.frame.map { $0.width == device.width && $0.height == device.height } ?? false
        if !document.isStoryboard, safeArea.top == device.statusBarHeight, device.statusBarHeight <= 20,
           !Self.simulatesStatusBar(root, toolsVersion: document.toolsVersion), !screenSized {
            safeArea.top = 0
        }
        // From Xcode 16.3 (tools 23727), as at its bottom (`Device.named(_:toolsVersion:)`), a
        // XIB's view the size of a notched phone has twice the status bar's height at its top:
        // 96 pt on the 414×896 phone, 100 on the 375×812 one (GoMap's, vlc-ios's, zotero's and
        // nextcloud's views; 23504 still had 48: vlc-ios, nextcloud). So has a storyboard scene
        // with no navigation bar over it (Xcode 16.3: MSAL's test app, GoMap's Panoramax,
        // KeePassium's onboarding; Xcode 26: LNPopupController, YPImagePicker, sentry's and
        // vlc-ios's), and so has its top layout guide (Threema's onboarding, seafile's folders).
        // Xcode 26 draws a navigation bar over a controller with a navigation item instead
        // (`SimulatedBars`).
        let doublesTop = (XcodeVersions.xcode16_3..<XcodeVersions.unseen).contains(document.toolsVersion ?? 0)
            && (!document.isStoryboard || y == 0 && root.parent.map { simulatedBars.underNavigationBar[$0.id] == nil } ?? false)
        if doublesTop, screenSized, device.isNotchedPhone {
            (safeArea.top, topGuide) = (2 * device.statusBarHeight, 2 * device.statusBarHeight)
        }
        // A scene simulated without a status bar has nothing over its top but a notch.
        if document.isStoryboard, let controller = root.parent, Self.hidesStatusBar(controller), device.statusBarHeight <= 20 {
            (safeArea.top, topGuide) = (0, 0)
        }
        // A short freeform scene, or one a container view embeds at its own size no taller than
        // a phone held sideways, has a compact height, where iOS shows no status bar: popovers,
        // extensions, widgets and embedded forms start at the top (RocketChat, appcenter,
        // FSCalendar, AudioKit Synth One up to its 475 pt About popover, LoopKit,
        // WordPressAuthenticator, AFNetworking; Skyscanner's 289 pt embedded form, the 214 pt
        // one of Packt's iOS 14 book). Taller ones keep it: freeform from 528 pt (Slide,
        // AppAuth, eidolon, HackingWithSwift, mattneub's extensions), embedded from 497 pt
        // (XLPagerTabStrip's pages, habitica's intro, under their layout guides; RocketChat's
        // share extension, under its safe area).
        if document.isStoryboard, y == 0, let controller = root.parent, let frame = root.frame, device.statusBarHeight <= 20,
           Self.hasFreeformSize(controller)
               ? frame.height < Self.compactFreeformHeight
               : simulatedBars.embedded.contains(controller.id) && frame.height <= Self.phoneHeldSideways {
            (safeArea.top, topGuide) = (0, 0)
        }
        // A XIB's top-level view shows a status bar where its simulated metrics ask for one; a
        // freeform one only at the screen's size (a controller's view), not a cell or a card.
        // One the size of a screen without a notch shows the status bar its safe area leaves out.
        let underNavigationBar = !document.isStoryboard && screenSized && Self.simulatesNavigationBar(root)
        let showsStatusBar = Self.simulatesStatusBar(root, toolsVersion: document.toolsVersion)
            && (screenSized || root.element.childElements.contains { $0.name == "simulatedStatusBarMetrics" })
            || (screenSized && device.statusBarHeight <= 20 && safeArea.top > 0)
            || underNavigationBar
        // The status bar is drawn at its own height where the guide reaches below it (doubled).
        var bars = SceneBars(statusBar: document.isStoryboard || showsStatusBar ? min(topGuide, device.statusBarHeight) : 0)
        // A XIB's top-level view the size of the screen with a simulated navigation bar lies under
        // it, as a scene's view does: its safe area starts below the bar (woocommerce's, Xcode 13;
        // nextcloud's talk views, Xcode 14 and 16). One shorter by the bar lies below it
        // (pocket-casts), and keeps no inset.
        if underNavigationBar {
            let height = document.usesIOS26Controls ? 54.0 : 44
            bars.navigationBar = SceneBars.NavigationBar(top: safeArea.top, height: height, title: "")
            (safeArea.top, topGuide) = (safeArea.top + height, topGuide + height)
        }
        if let controller = root.parent, let bar = simulatedBars.underNavigationBar[controller.id] {
            // A phone held sideways has a compact height: UIKit's navigation bar is 32 pt there
            // and shows no large title (Human Interface Guidelines, Navigation bars).
            let compactHeight = device.width > device.height && device.height < Self.phoneHeldSideways
            let large = bar.prefersLargeTitles && Self.largeTitleDisplayMode(of: controller) != "never" && !compactHeight
                && !Self.showsListFirst(root)
            let small = bar.storedHeight ?? (compactHeight ? 32 : document.usesIOS26Controls ? 48.0 : 44)
            let height = small + (large ? Self.largeTitleHeight : 0)
            let top = bar.storedTop ?? (y > 0 ? device.safeArea.top : safeArea.top)
            let navigationItem = controller.children.first { $0.className == "navigationItem" }?.element
            let items = navigationItem.map(BarItems.navigationItems(of:))
            let shown = SceneBars.NavigationBar(top: top, height: height, title: navigationItem?[attribute: "title"] ?? "", isLarge: large,
                                                styledBy: bar.controllerID, leftItems: items?.left ?? [], rightItems: items?.right ?? [])
            if y > 0 {
                // The view starts below the bar; Interface Builder draws the bars above it.
                if top + height <= y { bars.navigationBar = shown }
            } else if bar.isOpaque || !Self.extendsUnderTopBar(controller), let stored = root.frame, stored.height < device.height {
                // Below an opaque bar, or a controller whose view does not extend under the top
                // bar (`edgesForExtendedLayout` without the top, as UIKit documents it), and
                // Interface Builder shrank the view to fit under it: nothing covers its top, and
                // the bars are drawn above it.
                bars.navigationBar = shown
                bars.rootTop = top + height
                (safeArea.top, topGuide) = (0, 0)
            } else {
                bars.navigationBar = shown
                (safeArea.top, topGuide) = (top + height, top + height)
            }
        }
        // A scene's view stored below the screen's top is drawn there, the status bar above it.
        if document.isStoryboard, y > 0 {
            bars.rootTop = y
            if !(root.parent.map(Self.hidesStatusBar) ?? false) { bars.statusBar = min(device.statusBarHeight, y) }
        }
        if let top = bars.navigationBar?.top { bars.statusBar = min(bars.statusBar, top) }   // a sheet's bar has none above it
        let (w, h) = size ?? (device.width, device.height)
        // A XIB's top-level view lies at the screen's top; as UIKit documents, a view's safe area
        // leaves out only what covers it, so one that ends above the home indicator has no inset
        // at the bottom (Loop's HUD, Xcode 11; simplenote's headers, Xcode 12; tinode's and
        // vlc-ios's cells and bars, Xcode 13 on). Before Xcode 13 its layout margins still took
        // the whole inset (SwiftMessages' cards and status line, Xcode 12). One wider than the
        // screen does not fit on it and keeps the screen's insets all round, the home indicator's
        // at its bottom (ProtonVPN's search views, nRF Toolbox's, corona-warn-app's 468 pt card;
        // Xcode 11 to 14, no such view without it).
        var marginSafeArea: Device.Insets?
        let uncovered = max(0, min(safeArea.bottom, h - (device.height - safeArea.bottom)))
        if !document.isStoryboard, y == 0, uncovered < safeArea.bottom, w <= device.width {
            if (document.toolsVersion ?? 0) < XcodeVersions.xcode12_5 { marginSafeArea = safeArea }
            safeArea.bottom = uncovered
        }
        // From Xcode 13, a scene's view that ends above the home indicator (shorter than the
        // screen below the bars drawn above it: presented, embedded, a sheet) has no inset at its
        // bottom, as UIKit gives a view only what covers it: sentry's presented view (Xcode 26),
        // element-ios's sheet and Esri's embedded source view (Xcode 13), where earlier Xcodes
        // kept the home indicator's 34 pt (kharrison's embedded view, Xcode 10; element-ios's
        // sheets, Xcode 12). One that reaches the bottom keeps it (bitwarden's view below an
        // opaque bar, Xcode 13; KIF's above its toolbar, Xcode 16). A freeform size is its own.
        let endsAboveHomeIndicator = max(y, bars.rootTop) + h < device.height
        if document.isStoryboard, endsAboveHomeIndicator, (document.toolsVersion ?? 0) >= XcodeVersions.xcode13,
           let controller = root.parent, !Self.hasFreeformSize(controller) {
            safeArea.bottom = 0
        }
        // A tab bar over the bottom of a root that reaches the screen's bottom (drawn below the
        // bars above it, or where the file stores it). The old bottom layout guide covers what
        // the safe area leaves out at the bottom (the home indicator).
        let reachesBottom = isSheet || !endsAboveHomeIndicator
        if let controller = root.parent, let tabs = simulatedBars.tabs[controller.id], reachesBottom {
            bars.tabBar = .init(height: Self.tabBarHeight + safeArea.bottom, titles: tabs.titles, selected: tabs.selected, images: tabs.images)
            safeArea.bottom += Self.tabBarHeight
        }
        // A navigation controller's toolbar, as high as it stores it (44 pt when it does not), over
        // the bottom of a root that reaches it, with the controller's toolbar items (4 repositories
        // show it: duckduckgo, KIF, RocketChat, SwipeCellKit).
        if bars.tabBar == nil, let controller = root.parent, let bar = simulatedBars.underNavigationBar[controller.id], bar.showsToolbar,
           reachesBottom {
            let height = bar.toolbarHeight ?? 44
            bars.toolbar = .init(height: height + safeArea.bottom, items: Self.toolbarItems(of: controller))
            safeArea.bottom += height
        } else if bars.tabBar == nil, let controller = root.parent, Self.simulatesToolbar(controller), reachesBottom,
                  !document.usesIOS26Controls {
            // A controller's own simulated bottom bar, a toolbar: 44 pt before Xcode 11 (RocketChat,
            // tools 14109), 49 pt from Xcode 11 on (appcenter's and googleads's samples: 49, and
            // 49 above the home indicator on a notched phone). Xcode 26's toolbars are not known.
            let height = (document.toolsVersion ?? 0) >= XcodeVersions.xcode11 ? 49.0 : 44
            bars.toolbar = .init(height: height + safeArea.bottom, items: Self.toolbarItems(of: controller))
            safeArea.bottom += height
        }
        let bottomBar = safeArea.bottom
        // A XIB's top-level view has the margins of a screen as wide as it is.
        let rootMargin = document.isStoryboard && w == device.width ? device.rootMargin : Self.rootMargin(width: w)
        let screen = Device(id: device.id, width: w, height: h, safeArea: safeArea, statusBarHeight: topGuide, rootMargin: rootMargin,
                            bottomBarHeight: bottomBar, marginSafeArea: marginSafeArea)
        return (screen, bars)
    }

    /// What a large title adds to a navigation bar: its 96 pt less the bar's 44, as Interface
    /// Builder stores large-title bars (11 repositories) and lays their scenes out (tinode's
    /// views start at 20 + 96).
    static let largeTitleHeight = 52.0

    /// Whether a controller's view has a table or collection view as its first subview: Interface
    /// Builder then shows a large-title bar at its standard height, as if the list were scrolled
    /// (erouska's contacts, help and data scenes, ViewAnimator's and DataDog's collections start
    /// 44 pt below the status bar), where a view with anything else first starts below the
    /// large title (erouska's news and error scenes, a scroll view first, and Pyto's settings).
    private static func showsListFirst(_ root: NibObject) -> Bool {
        ["tableView", "collectionView"].contains(root.children.first { $0.frame != nil }?.className ?? "")
    }

    /// A controller's navigation item's `largeTitleDisplayMode` ("always", "never"; nil is automatic).
    private static func largeTitleDisplayMode(of controller: NibObject) -> String? {
        controller.children.first { $0.className == "navigationItem" }?.element[attribute: "largeTitleDisplayMode"]
    }

    /// How much shorter than the screen Interface Builder shows a scene presented as a sheet: on a
    /// notched phone, and on others.
    private static let notchedSheetInset = 54.0, sheetInset = 20.0

    /// A root view's side margins on a screen this wide: 16 pt up to the 393 pt phones, 20 pt
    /// from 400 pt (Skyscanner's 400 pt freeform scenes and RocketChat's 402 pt cells have 20).
    private static func rootMargin(width: Double) -> Double { width >= 400 ? 20 : 16 }

    /// A controller's toolbar items.
    private static func toolbarItems(of controller: NibObject) -> [BarItems.Item] {
        controller.element.childElements.first { $0.name == "toolbarItems" }?.childElements
            .filter { $0.name == "barButtonItem" }.map(BarItems.item) ?? []
    }

    /// The controller's simulated bottom bar is a toolbar (`<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>`).
    private static func simulatesToolbar(_ controller: NibObject) -> Bool {
        controller.element.childElements.contains { $0.name == "simulatedToolbarMetrics" && $0[attribute: "key"] == "simulatedBottomBarMetrics" }
    }

    /// The controller's view extends under a top bar: `edgesForExtendedLayout` is all edges
    /// unless an `<extendedEdge>` leaves out the top.
    private static func extendsUnderTopBar(_ controller: NibObject) -> Bool {
        guard let edges = controller.element.childElements.first(where: { $0.name == "extendedEdge" && $0[attribute: "key"] == "edgesForExtendedLayout" })
        else { return true }
        return edges[attribute: "top"] == "YES"
    }

    /// The controller's simulated status bar is None (`<nil key="simulatedStatusBarMetrics"/>`).
    static func hidesStatusBar(_ controller: NibObject) -> Bool {
        controller.element.childElements.contains { $0.name == "nil" && $0[attribute: "key"] == "simulatedStatusBarMetrics" }
    }

    /// A XIB's view simulates a navigation bar over its top (`<simulatedNavigationBarMetrics
    /// key="simulatedTopBarMetrics">`).
    private static func simulatesNavigationBar(_ root: NibObject) -> Bool {
        root.element.childElements.contains { $0.name == "simulatedNavigationBarMetrics" && $0[attribute: "key"] == "simulatedTopBarMetrics" }
    }

    /// The height of the widest phone held sideways (the 16 Pro Max's 440 pt): a scene no taller
    /// has a compact height.
    static let phoneHeldSideways = 440.0

    /// A freeform scene shorter than this has a compact height: the tallest seen without a
    /// status bar is AudioKit Synth One's 475 pt About popover, the shortest with one 528 pt.
    static let compactFreeformHeight = 500.0

    /// The controller's simulated size is freeform (`<size key="freeformSize">`).
    private static func hasFreeformSize(_ controller: NibObject) -> Bool {
        controller.element.childElements.contains { $0.name == "size" && $0[attribute: "key"] == "freeformSize" }
    }

    /// A XIB's top-level view asks for a status bar: its simulated metrics name one, or, from
    /// Xcode 11, a freeform size (duckduckgo's and nextcloud's from Xcode 14.3 keep 20 pt at the
    /// top). Before Xcode 11 a freeform size showed none (RocketChat, element-ios,
    /// openfoodfacts, ProtonVPN and raywenderlich's views start at the top in Xcode 9 and 10).
    private static func simulatesStatusBar(_ root: NibObject, toolsVersion: Int?) -> Bool {
        root.element.childElements.contains {
            $0.name == "simulatedStatusBarMetrics" || ($0.name == "freeformSimulatedSizeMetrics" && (toolsVersion ?? .max) >= XcodeVersions.xcode11)
        }
    }

    /// What Nibbler says of a macOS document, which it neither lays out nor draws as AppKit does.
    public static let cocoaNotice = "This is a macOS (Cocoa) document. Nibbler lays out and draws iOS documents; "
        + "its views are shown as boxes with their classes, at the frames the file stores, and it is not checked for layout issues."

    /// What Nibbler says of a watchOS interface, which has no views to lay out or draw.
    public static let watchKitNotice = "This is a watchOS (WatchKit) interface. Nibbler lays out and draws iOS documents; "
        + "its interface controllers and their items are listed in the outline, and it is neither drawn nor checked for layout issues."

    /// What Nibbler says across the top of a document it does not lay out as iOS: nil for iOS's.
    public static func notice(for document: NibDocument) -> String? {
        document.isCocoa ? cocoaNotice : document.isWatchKit ? watchKitNotice : nil
    }

    /// The layout issues of every root (or of the scene `sceneID`), as `nibtool check` lists them.
    public func issues(sceneID: String? = nil) -> [LayoutIssue] {
        guard !document.isCocoa else { return [] }   // not laid out: see `cocoaNotice`
        return selectedRoots(sceneID).flatMap { root in
            let engine = LayoutEngine(document: document, root: root, screen: screen(for: root), sizing: sizing)
            return engine.diagnose(engine.solve())
        }
    }

    private func selectedRoots(_ sceneID: String?) -> [NibObject] {
        guard let sceneID, let scene = document.scenes.first(where: { $0.id == sceneID }) else { return roots }
        let ids = Set(scene.objects.flatMap { [$0.id] + $0.children.map(\.id) })
        return roots.filter { ids.contains($0.id) }
    }

    /// Every view's solved frame relative to its superview, in document order, over the roots
    /// (or the one root inside the scene `sceneID`).
    public func frames(sceneID: String? = nil, size: (width: Double, height: Double)? = nil) -> (entries: [Entry], refused: [(constraint: String, reason: String)]) {
        var entries: [Entry] = []
        var refused: [(String, String)] = []
        for root in selectedRoots(sceneID) {
            if document.isCocoa {   // the stored frames, top down
                let frames = CocoaFrames.frames(of: root)
                var stack = [root]
                while let view = stack.popLast() {
                    if let frame = frames[view.id] { entries.append(Entry(object: view, superview: view === root ? nil : view.parent?.id, frame: frame)) }
                    stack += view.children.reversed()
                }
                continue
            }
            let engine = LayoutEngine(document: document, root: root, screen: screen(for: root, size: size), sizing: sizing)
            engine.laysOutAsFrames(atOwnSize: size == nil)   // what the constraints leave free stays as the file has it, as in Xcode
            let result = engine.solve()
            refused += result.refused.map { ($0.constraint, $0.reason) }
            for id in result.order {
                guard let object = document.objectsByID[id], let frame = result.frames[id], object.isLaidOutView || object === root else { continue }
                entries.append(Entry(object: object, superview: object === root ? nil : object.parent?.id, frame: frame))
            }
        }
        return (entries, refused)
    }
}
