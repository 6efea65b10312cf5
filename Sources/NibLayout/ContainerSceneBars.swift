import NibModel

/// The bars of a scene whose controller has no view of its own, over its empty screen, as
/// Interface Builder draws it. A navigation controller's: the status bar, its navigation bar
/// with no title (the title is its root's), and below, the tab bar of the tab bar controller it
/// is a tab of, or else its toolbar when it shows one. A tab bar controller's: the status bar
/// and its tab bar, one tab for each controller its `viewControllers` relationships lead to,
/// the first selected.
extension DocumentLayout {
    /// The bars over a navigation or tab bar controller's scene; nil for other controllers.
    public func containerBars(for controller: NibObject) -> SceneBars? {
        guard ["navigationController", "tabBarController"].contains(controller.className) else { return nil }
        let device = containerScreen
        var bars = SceneBars(statusBar: Self.hidesStatusBar(controller) ? 0 : device.statusBarHeight)
        if controller.className == "tabBarController" {
            let tabs = simulatedBars.tabsOfTabBarControllers[controller.id] ?? .init(titles: [], selected: 0)
            bars.tabBar = .init(height: Self.tabBarHeight + device.safeArea.bottom, titles: tabs.titles, selected: 0, images: tabs.images)
            return bars
        }
        let element = controller.element
        if element[attribute: "navigationBarHidden"] != "YES" {
            let bar = element.childElements.first { $0.name == "navigationBar" }
            let large = bar?[attribute: "largeTitles"] == "YES"
            let stored = SimulatedBars.storedBar(of: element, toolsVersion: document.toolsVersion, onPhone: device.isPhone)
            let top = stored?.top ?? bars.statusBar
            let height = (stored?.height ?? (document.usesIOS26Controls ? 48 : 44)) + (large ? Self.largeTitleHeight : 0)
            bars.navigationBar = .init(top: top, height: height, title: "", isLarge: large, styledBy: controller.id)
            bars.statusBar = min(bars.statusBar, top)
        }
        if let tabs = simulatedBars.tabs[controller.id] {
            // One of a tab bar controller's tabs: its bar below, this tab selected.
            bars.tabBar = .init(height: Self.tabBarHeight + device.safeArea.bottom, titles: tabs.titles, selected: tabs.selected, images: tabs.images)
        } else if element[attribute: "toolbarHidden"] == "NO" {
            let height = SimulatedBars.storedToolbarHeight(of: element) ?? 44
            bars.toolbar = .init(height: height + device.safeArea.bottom, items: [])
        }
        return bars
    }

    /// UIKit's tab bar, above the home indicator's strip.
    static let tabBarHeight = 49.0

    /// The document's device (turned for landscape) as the Xcode that wrote it showed it; a
    /// phone's 20 pt status bar where the document names none.
    private var containerScreen: Device {
        Device.shown(in: document) ?? Device(id: "frame", width: 375, height: 667, safeArea: .init(top: 20, left: 0, bottom: 0, right: 0),
                                             statusBarHeight: 20, rootMargin: 16)
    }
}
