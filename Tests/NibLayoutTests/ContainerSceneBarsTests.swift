import NibLayout
import NibModel
import SharedFiles
import Testing
import XMLTree

/// A navigation or tab bar controller's scene: the bars Interface Builder draws on its screen.
@Suite("Container scenes' bars")
struct ContainerSceneBarsTests {
    let document: NibDocument
    let layout: DocumentLayout

    init() throws {
        document = try NibDocument(xml: XMLReader.parse(InlineDocuments.containerStoryboard))
        layout = DocumentLayout(document: document, sizing: FileFrameSizing())
    }

    func bars(_ id: String) throws -> SceneBars? {
        layout.containerBars(for: try #require(document.objectsByID[id]))
    }

    @Test("a tab bar controller's scene shows the status bar and its tabs, the first selected, above the home indicator")
    func tabBarController() throws {
        let bars = try #require(try bars("tab-00-ctl"))
        #expect(bars.statusBar == 59)
        #expect(bars.navigationBar == nil && bars.toolbar == nil)
        #expect(bars.tabBar == SceneBars.TabBar(height: 49 + 34, titles: ["Explore", "Map"], selected: 0, images: [nil, nil]))
    }

    @Test("a navigation controller that is a tab shows its bar where it stores it, untitled, and the tab bar with its own tab selected instead of its toolbar")
    func navigationControllerInATab() throws {
        let bars = try #require(try bars("nav-01-ctl"))
        #expect(bars.navigationBar == SceneBars.NavigationBar(top: 59, height: 44, title: "", styledBy: "nav-01-ctl"))
        #expect(bars.tabBar?.titles == ["Explore", "Map"] && bars.tabBar?.selected == 0)
        #expect(bars.toolbar == nil)
    }

    @Test("a navigation controller of its own shows its large-title bar and its toolbar above the home indicator")
    func navigationControllerWithToolbar() throws {
        let bars = try #require(try bars("nav-02-ctl"))
        #expect(bars.navigationBar == SceneBars.NavigationBar(top: 59, height: 96, title: "", isLarge: true, styledBy: "nav-02-ctl"))
        #expect(bars.toolbar == SceneBars.Toolbar(height: 44 + 34, items: []))
        #expect(bars.tabBar == nil)
    }

    @Test("a view controller's scene has a view: no container bars")
    func viewController() throws {
        #expect(try bars("map-00-ctl") == nil)
    }
}
