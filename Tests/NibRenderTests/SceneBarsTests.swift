import CPangoCairo
import Foundation
import NibLayout
import NibModel
import NibRender
import SharedFiles
import Testing
import XMLTree

/// A tab bar controller whose first tab is a navigation controller showing an inbox.
@Suite("Bars over storyboard scenes")
struct SceneBarsTests {
    static let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="tab">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tabBarController id="tab" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tb"><rect key="frame" x="0.0" y="0.0" width="414" height="49"/></tabBar>
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                                <segue destination="second" kind="relationship" relationship="viewControllers" id="r2"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Mail" id="ti1"/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"><rect key="frame" x="0.0" y="48" width="414" height="44"/></navigationBar>
                            <connections><segue destination="inbox" kind="relationship" relationship="rootViewController" id="r3"/></connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="inbox" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="inboxView"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/></view>
                            <navigationItem key="navigationItem" title="Inbox" id="ni"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s4">
                    <objects>
                        <viewController id="second" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Settings" id="ti2"/>
                            <view key="view" contentMode="scaleToFill" id="secondView"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/></view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A scene whose controller (`controllerID`) has the old layout guides and a view (`root`,
    /// 375 pt wide) holding `box`: `topConstant` below the top guide, as wide as the view, 50 pt
    /// high or, with `pinsBottom`, down to the bottom guide. `extra` goes in the controller.
    static func guidedScene(_ controllerID: String, rootHeight: Double, topConstant: Double = 0, pinsBottom: Bool = false,
                            extra: String = "") -> String {
        let bottom = pinsBottom ? #"<constraint firstItem="bottom" firstAttribute="top" secondItem="box" secondAttribute="bottom" id="c4"/>"#
            : #"<constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>"#
        return """
            <scene sceneID="s-\(controllerID)">
                <objects>
                    <viewController id="\(controllerID)" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top"/>
                            <viewControllerLayoutGuide type="bottom" id="bottom"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="\(rootHeight)"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="0.0" y="\(topConstant)" width="375" height="50"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="\(topConstant)" id="c1"/>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c3"/>
                                \(bottom)
                            </constraints>
                        </view>
                        \(extra)
                    </viewController>
                </objects>
            </scene>
            """
    }

    @Test("a scene shows the status bar, its navigation bar with its title, and its tab bar with the tabs' titles")
    func bars() throws {
        let document = try NibDocument(xml: XMLReader.parse(Self.storyboard))
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let inbox = layout.bars(for: try #require(document.objectsByID["inboxView"]))
        #expect(inbox.statusBar == 48)
        #expect(inbox.navigationBar == SceneBars.NavigationBar(top: 48, height: 44, title: "Inbox", styledBy: "nav"))
        #expect(inbox.tabBar == SceneBars.TabBar(height: 49 + 34, titles: ["Mail", "Settings"], selected: 0, images: [nil, nil]))
        let second = layout.bars(for: try #require(document.objectsByID["secondView"]))
        #expect(second.navigationBar == nil)
        #expect(second.tabBar?.selected == 1)
        // The layout leaves the bars' room: the safe area starts under the navigation bar.
        #expect(layout.screen(for: try #require(document.objectsByID["inboxView"])).safeArea.top == 92)
    }

    @Test("a controller whose view does not extend under the top bar lies below its translucent navigation bar, nothing over its top")
    func notExtendedUnderTopBar() throws {
        let document = try NibDocument(xml: XMLReader.parse("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
                                <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                            </navigationController>
                        </objects>
                    </scene>
                    \(Self.guidedScene("home", rootHeight: 603, pinsBottom: true, extra: """
                        <extendedEdge key="edgesForExtendedLayout" bottom="YES"/>
                        <navigationItem key="navigationItem" title="Home" id="ni"/>
                        """))
                </scenes>
            </document>
            """))
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let root = try #require(document.objectsByID["root"])
        #expect(layout.bars(for: root).rootTop == 64, "the bars are drawn above the view")
        #expect(layout.screen(for: root).statusBarHeight == 0)
        let frames = RenderedImage.frames(layout.frames().entries).relative
        #expect(frames["box"] == Rect(x: 0, y: 0, width: 375, height: 603), "\(String(describing: frames["box"]))")
    }

    @Test("a controller's own opaque navigation bar metrics hold for what it shows, under a translucent navigation controller's bar")
    func inferredOpaqueBar() throws {
        func scene(_ id: String, _ root: String, _ extra: String) -> String {
            """
            <scene sceneID="s\(id)"><objects><viewController id="\(id)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="\(root)"><rect key="frame" x="0.0" y="0.0" width="320" height="504"/></view>
                \(extra)
            </viewController></objects></scene>
            """
        }
        let document = try NibDocument(xml: XMLReader.parse("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_0" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s0"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"><rect key="frame" x="0.0" y="20" width="320" height="44"/></navigationBar>
                            <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                        </navigationController>
                    </objects></scene>
                    \(scene("list", "listView", #"<connections><segue destination="detail" kind="show" id="r2"/></connections><simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#))
                    \(scene("detail", "detailView", ""))
                </scenes>
            </document>
            """))
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        for root in ["listView", "detailView"] {
            let view = try #require(document.objectsByID[root])
            #expect(layout.bars(for: view).rootTop == 64, "\(root): drawn below the opaque bar")
            #expect(layout.screen(for: view).safeArea.top == 0, "\(root): nothing over its top")
        }
    }

    @Test("a controller embedded in a container view no taller than a phone held sideways has nothing over its top, guide or safe area (the 214 pt embedded view of Packt's iOS 14 book)")
    func embeddedController() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.embedding(Self.guidedScene("child", rootHeight: 289), height: 289)))
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let root = try #require(document.objectsByID["root"])
        #expect(layout.screen(for: root).statusBarHeight == 0)
        #expect(layout.screen(for: root).safeArea.top == 0)
        let frames = RenderedImage.frames(layout.frames().entries).relative
        #expect(frames["box"]?.y == 0, "at the top layout guide, which is at the top: \(String(describing: frames["box"]))")
        // The container's own controller is frontmost: its guide stays under the status bar.
        #expect(layout.screen(for: try #require(document.objectsByID["parentRoot"])).statusBarHeight == 20)
    }

    @Test("a scene simulated without a status bar has none, and nothing over its top on a phone without a notch")
    func noStatusBar() throws {
        let document = try NibDocument(xml: XMLReader.parse("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12120" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    \(Self.guidedScene("vc", rootHeight: 667, topConstant: 40, extra: #"<nil key="simulatedStatusBarMetrics"/>"#))
                </scenes>
            </document>
            """))
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let root = try #require(document.objectsByID["root"])
        #expect(layout.bars(for: root).statusBar == 0)
        #expect(layout.screen(for: root).safeArea.top == 0)
        let frames = RenderedImage.frames(layout.frames().entries).relative
        #expect(frames["box"]?.y == 40, "40 below the top layout guide, which is at the top: \(String(describing: frames["box"]))")
    }

    @Test("the bars are drawn: the title dark in the navigation bar, the selected tab in the tint colour")
    func drawn() throws {
        let document = try NibDocument(xml: XMLReader.parse(Self.storyboard))
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let frames = RenderedImage.frames(layout.frames(sceneID: "s3").entries).relative
        let root = try #require(document.objectsByID["inboxView"])
        let image = try RenderedImage(Renderer(document: document, frames: frames), root: root, bars: layout.bars(for: root))
        func count(_ rows: Range<Int>, _ columns: Range<Int>, _ test: ((r: UInt8, g: UInt8, b: UInt8)) -> Bool) -> Int {
            image.count(in: Rect(x: Double(columns.lowerBound), y: Double(rows.lowerBound), width: Double(columns.count), height: Double(rows.count)), test)
        }
        #expect(count(50..<90, 150..<264) { $0.r < 80 && $0.g < 80 && $0.b < 80 } > 30, "the title Inbox")
        #expect(count(20..<40, 0..<120) { $0.r < 80 && $0.g < 80 && $0.b < 80 } > 10, "the status bar's time")
        #expect(count(813..<862, 0..<207) { $0.b > 200 && $0.r < 60 } > 100, "the selected Mail tab")
        #expect(count(813..<862, 207..<414) { $0.b > 200 && $0.r < 60 } == 0, "Settings is not selected")
    }

    @Test("a navigation item's bar button items are drawn in the bar: a red-tinted Edit from the left margin, a Done in bold in the system tint at the right; an item with a custom view leaves its room")
    func navigationItems() throws {
        let items = Self.storyboard.replacingOccurrences(of: #"<navigationItem key="navigationItem" title="Inbox" id="ni"/>"#, with: """
            <navigationItem key="navigationItem" title="Inbox" id="ni">
                <barButtonItem key="leftBarButtonItem" systemItem="edit" id="edit">
                    <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </barButtonItem>
                <rightBarButtonItems>
                    <barButtonItem title="Done" style="done" id="done"/>
                    <barButtonItem systemItem="flexibleSpace" id="space"/>
                    <barButtonItem id="custom">
                        <view key="customView" contentMode="scaleToFill" id="customView"><rect key="frame" x="0.0" y="0.0" width="40" height="44"/></view>
                    </barButtonItem>
                </rightBarButtonItems>
            </navigationItem>
            """)
        #expect(items != Self.storyboard)
        let document = try NibDocument(xml: XMLReader.parse(items))
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let root = try #require(document.objectsByID["inboxView"])
        let bar = try #require(layout.bars(for: root).navigationBar)
        #expect(bar.leftItems == [BarItems.Item(id: "edit", title: "Edit")])
        #expect(bar.rightItems == [BarItems.Item(id: "done", title: "Done", isDone: true), BarItems.Item(id: "space", title: "FlexibleSpace", isSpace: true),
                                   BarItems.Item(id: "custom", title: "Item", customViewWidth: 40)])
        let frames = RenderedImage.frames(layout.frames(sceneID: "s3").entries).relative
        let image = try RenderedImage(Renderer(document: document, frames: frames), root: root, bars: layout.bars(for: root))
        #expect(image.count(in: Rect(x: 20, y: 50, width: 60, height: 40)) { $0.r > 200 && $0.g < 60 && $0.b < 60 } > 20, "Edit, red, at the left margin")
        #expect(image.count(in: Rect(x: 330, y: 50, width: 64, height: 40)) { $0.b > 200 && $0.r < 60 } > 20, "Done, blue, at the right margin")
        #expect(image.count(in: Rect(x: 100, y: 50, width: 40, height: 40)) { $0.b > 200 && $0.r < 60 } == 0, "nothing between Edit and the title")
        #expect(image.count(in: Rect(x: 290, y: 50, width: 50, height: 40)) { $0.b > 200 && $0.r < 60 } == 0,
                "the custom view's item, left of Done, is not drawn as a title (Item)")
    }

    @Test("a navigation controller that prefers large titles shows them 96 pt high, and not over a controller that says never, nor over a view whose first subview is a table")
    func largeTitles() throws {
        let large = Self.storyboard.replacingOccurrences(of: #"<navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"><rect key="frame" x="0.0" y="48" width="414" height="44"/>"#,
                                                         with: #"<navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="nb"><rect key="frame" x="0.0" y="48" width="414" height="96"/>"#)
        #expect(large != Self.storyboard)
        let document = try NibDocument(xml: XMLReader.parse(large))
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let root = try #require(document.objectsByID["inboxView"])
        #expect(layout.bars(for: root).navigationBar == SceneBars.NavigationBar(top: 48, height: 96, title: "Inbox", isLarge: true, styledBy: "nav"))
        #expect(layout.screen(for: root).safeArea.top == 144)
        let frames = RenderedImage.frames(layout.frames(sceneID: "s3").entries).relative
        let image = try RenderedImage(Renderer(document: document, frames: frames), root: root, bars: layout.bars(for: root))
        let dark = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.r < 80 && p.g < 80 && p.b < 80 }
        #expect(image.count(in: Rect(x: 20, y: 96, width: 110, height: 44), dark) > 100, "the large title at the left")
        #expect(image.count(in: Rect(x: 150, y: 50, width: 114, height: 40), dark) == 0, "no small title in the middle")

        let never = large.replacingOccurrences(of: #"title="Inbox" id="ni""#, with: #"title="Inbox" largeTitleDisplayMode="never" id="ni""#)
        let small = try NibDocument(xml: XMLReader.parse(never))
        let bars = DocumentLayout(document: small, sizing: MeasuredSizing()).bars(for: try #require(small.objectsByID["inboxView"]))
        #expect(bars.navigationBar == SceneBars.NavigationBar(top: 48, height: 44, title: "Inbox", styledBy: "nav"))

        // A table first in the view: the bar at its standard height, as erouska's, ViewAnimator's
        // and DataDog's lists start; anything else first keeps the large title.
        func firstSubview(_ view: String) throws -> (bar: SceneBars.NavigationBar?, top: Double) {
            let text = large.replacingOccurrences(of: #"<view key="view" contentMode="scaleToFill" id="inboxView"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/></view>"#,
                                                  with: #"<view key="view" contentMode="scaleToFill" id="inboxView"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/><subviews>"#
                                                      + view + "</subviews></view>")
            #expect(text != large)
            let document = try NibDocument(xml: XMLReader.parse(text))
            let root = try #require(document.objectsByID["inboxView"])
            let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
            return (layout.bars(for: root).navigationBar, layout.screen(for: root).safeArea.top)
        }
        let list = try firstSubview(#"<tableView id="list"><rect key="frame" x="0.0" y="92" width="414" height="721"/></tableView>"#)
        #expect(list.bar == SceneBars.NavigationBar(top: 48, height: 44, title: "Inbox", styledBy: "nav") && list.top == 92)
        let plain = try firstSubview(#"<view id="plain"><rect key="frame" x="0.0" y="144" width="414" height="100"/></view><tableView id="list"><rect key="frame" x="0.0" y="244" width="414" height="569"/></tableView>"#)
        #expect(plain.bar?.isLarge == true && plain.top == 144)
    }

    @Test("in Xcode 26, a navigation controller's stored bar wins over the bar Xcode 26 draws over any controller with a navigation item (GoMap's Upload scene: 54 pt at y 96)")
    func storedBarWinsInXcode26() throws {
        let text = Self.storyboard.replacingOccurrences(of: #"toolsVersion="22155""#, with: #"toolsVersion="24093.7""#)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="48" width="414" height="44"/>"#, with: #"<rect key="frame" x="0.0" y="96" width="414" height="54"/>"#)
        #expect(text.contains(#"y="96" width="414" height="54""#))
        let document = try NibDocument(xml: XMLReader.parse(text))
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let root = try #require(document.objectsByID["inboxView"])
        #expect(layout.bars(for: root).navigationBar == SceneBars.NavigationBar(top: 96, height: 54, title: "Inbox", styledBy: "nav"))
        #expect(layout.screen(for: root).safeArea.top == 150)
    }

    @Test("an iPad's navigation controller stores its 50 pt bar under the 24 pt status bar, and the scene lies under it (zotero's share extension, Monal's settings)")
    func iPadBar() throws {
        let text = Self.storyboard.replacingOccurrences(of: #"<device id="retina6_1""#, with: #"<device id="ipad10_9rounded""#)
            .replacingOccurrences(of: #"width="414" height="896""#, with: #"width="820" height="1180""#)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="48" width="414" height="44"/>"#, with: #"<rect key="frame" x="0.0" y="24" width="820" height="50"/>"#)
        #expect(text.contains(#"y="24" width="820" height="50""#) && text.contains(#"width="820" height="1180""#))
        let document = try NibDocument(xml: XMLReader.parse(text))
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let root = try #require(document.objectsByID["inboxView"])
        #expect(layout.bars(for: root).navigationBar == SceneBars.NavigationBar(top: 24, height: 50, title: "Inbox", styledBy: "nav"))
        #expect(layout.screen(for: root).safeArea.top == 74)
        // Its status bar's time is drawn inside the 24 pt bar, not cut off at the picture's top.
        let frames = RenderedImage.frames(layout.frames(sceneID: "s3").entries).relative
        let image = try RenderedImage(Renderer(document: document, frames: frames), root: root, bars: layout.bars(for: root))
        let dark: ((r: UInt8, g: UInt8, b: UInt8)) -> Bool = { $0.r < 80 && $0.g < 80 && $0.b < 80 }
        #expect(image.count(in: Rect(x: 0, y: 5, width: 820, height: 15), dark) > 10, "the time and the battery")
        #expect(image.count(in: Rect(x: 0, y: 0, width: 820, height: 2), dark) == 0, "nothing cut off at the top")
    }

    @Test("a phone's navigation controller storing an iPad's 50 pt bar shows a phone's 44 pt one under its status bar (mattneub's TabbedUnwind, an iPhone storyboard of Xcode 10)")
    func iPadBarOnPhone() throws {
        let text = Self.storyboard.replacingOccurrences(of: #"<rect key="frame" x="0.0" y="48" width="414" height="44"/>"#, with: #"<rect key="frame" x="0.0" y="20" width="414" height="50"/>"#)
        #expect(text.contains(#"y="20" width="414" height="50""#))
        let document = try NibDocument(xml: XMLReader.parse(text))
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let root = try #require(document.objectsByID["inboxView"])
        #expect(layout.bars(for: root).navigationBar?.height == 44, "\(String(describing: layout.bars(for: root).navigationBar))")
        #expect(layout.screen(for: root).safeArea.top == 48 + 44)
    }

    @Test("a controller simulated with a bottom toolbar has it over its bottom: 49 pt from Xcode 11 (appcenter's and googleads's samples), 44 before (RocketChat)")
    func simulatedToolbar() throws {
        func layout(tools: String, device: String, height: Int) throws -> (SceneBars, Device) {
            let text = """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <device id="\(device)" orientation="portrait" appearance="light"/>
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/></view>
                                    <toolbarItems><barButtonItem title="Share" id="bi"/></toolbarItems>
                                    <simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
            let document = try NibDocument(xml: XMLReader.parse(text))
            let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
            let root = try #require(document.objectsByID["root"])
            return (layout.bars(for: root), layout.screen(for: root))
        }
        let (bars, screen) = try layout(tools: "21701", device: "retina4_7", height: 667)
        #expect(bars.toolbar == SceneBars.Toolbar(height: 49, items: [BarItems.Item(id: "bi", title: "Share")]))
        #expect(screen.safeArea.bottom == 49)
        let (notched, notchedScreen) = try layout(tools: "23089", device: "retina5_9", height: 812)
        #expect(notched.toolbar?.height == 83 && notchedScreen.safeArea.bottom == 83, "49 pt above the home indicator's 34")
        let (older, _) = try layout(tools: "14109", device: "retina4_7", height: 667)
        #expect(older.toolbar?.height == 44)
    }

    @Test("a navigation controller that shows its toolbar puts it over the bottom of its scenes, as high as it stores it (KIF's 49 pt), with their toolbar items (duckduckgo's Bookmarks)")
    func toolbar() throws {
        let document = try NibDocument(xml: XMLReader.parse("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController toolbarHidden="NO" id="nav" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"><rect key="frame" x="0.0" y="48" width="414" height="44"/></navigationBar>
                                <toolbar key="toolbar" opaque="NO" contentMode="scaleToFill" id="tb"><rect key="frame" x="0.0" y="813" width="414" height="49"/></toolbar>
                                <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController id="list" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="listView"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/></view>
                                <toolbarItems>
                                    <barButtonItem title="Edit" id="edit"/>
                                </toolbarItems>
                                <navigationItem key="navigationItem" title="Bookmarks" id="ni"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """))
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let root = try #require(document.objectsByID["listView"])
        #expect(layout.bars(for: root).toolbar == SceneBars.Toolbar(height: 49 + 34, items: [BarItems.Item(id: "edit", title: "Edit")]))
        #expect(layout.screen(for: root).safeArea.bottom == 34 + 49)
        let frames = RenderedImage.frames(layout.frames(sceneID: "s2").entries).relative
        let image = try RenderedImage(Renderer(document: document, frames: frames), root: root, bars: layout.bars(for: root))
        #expect(image.count(in: Rect(x: 10, y: 896 - 83, width: 60, height: 49)) { $0.b > 200 && $0.r < 60 } > 20, "Edit in the tint, in the toolbar")
        // A navigation controller that stores no toolbar: UIKit's 44 pt.
        let unstored = try NibDocument(xml: XMLReader.parse(document.xml.serialized().replacingOccurrences(
            of: #"<rect key="frame" x="0.0" y="813" width="414" height="49"/>"#, with: "")))
        let plain = DocumentLayout(document: unstored, sizing: MeasuredSizing())
        #expect(plain.bars(for: try #require(unstored.objectsByID["listView"])).toolbar?.height == 44 + 34)
        // Below an opaque bar Interface Builder shrinks the scene to fit under it (KIF's gestures,
        // 804 pt): it still reaches the screen's bottom, and the toolbar still covers it.
        let shrunk = try NibDocument(xml: XMLReader.parse(document.xml.serialized()
            .replacingOccurrences(of: #"contentMode="scaleToFill" id="nb">"#, with: #"contentMode="scaleToFill" translucent="NO" id="nb">"#)
            .replacingOccurrences(of: #"width="414" height="896"/></view>"#, with: #"width="414" height="804"/></view>"#)))
        let shrunkLayout = DocumentLayout(document: shrunk, sizing: MeasuredSizing())
        let shrunkRoot = try #require(shrunk.objectsByID["listView"])
        #expect(shrunkLayout.bars(for: shrunkRoot).rootTop == 92)
        #expect(shrunkLayout.bars(for: shrunkRoot).toolbar == SceneBars.Toolbar(height: 49 + 34, items: [BarItems.Item(id: "edit", title: "Edit")]))
        #expect(shrunkLayout.screen(for: shrunkRoot).bottomBarHeight == 49 + 34)
    }

    @Test("a tab's image from the asset catalog is drawn as a template in the tab's colour; a tab without one keeps the placeholder")
    func tabImages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-tabs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("Assets.xcassets/dot.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        // A 48×48 @2x image: a dot of 12 pixels across in the middle, transparent around it.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 48, 48)
        let context = cairo_create(surface)
        cairo_arc(context, 24, 24, 6, 0, 2 * .pi)
        cairo_fill(context)
        cairo_destroy(context)
        #expect(cairo_surface_write_to_png(surface, set.appendingPathComponent("dot@2x.png").path) == CAIRO_STATUS_SUCCESS)
        cairo_surface_destroy(surface)

        let storyboard = Self.storyboard.replacingOccurrences(of: #"<tabBarItem key="tabBarItem" title="Mail" id="ti1"/>"#,
                                                              with: #"<tabBarItem key="tabBarItem" title="Mail" image="dot" id="ti1"/>"#)
        let document = try NibDocument(xml: XMLReader.parse(storyboard))
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let root = try #require(document.objectsByID["inboxView"])
        #expect(layout.bars(for: root).tabBar?.images == ["dot", nil])
        let frames = RenderedImage.frames(layout.frames(sceneID: "s3").entries).relative
        let image = try RenderedImage(Renderer(document: document, frames: frames, imageFolders: [folder.appendingPathComponent("Assets.xcassets").path]),
                                      root: root, bars: layout.bars(for: root))
        let blue = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.b > 200 && p.r < 60 }
        let mail = image.count(in: Rect(x: 103.5 - 12, y: 813 + 5, width: 24, height: 24), blue)
        #expect(mail > 15 && mail < 80, "a dot of about 6 pt across in the tint, not a 24 pt square: \(mail)")
        let gray = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.r > 130 && p.r < 170 && abs(Int(p.r) - Int(p.b)) < 10 }
        #expect(image.count(in: Rect(x: 310.5 - 12, y: 813 + 5, width: 24, height: 24), gray) > 300, "the other tab's placeholder square")
    }

    @Test("a tinted navigation bar: its bar tint behind the title in its title text attributes' colour, the status bar's content white over it")
    func tintedBar() throws {
        let tinted = Self.storyboard.replacingOccurrences(of: #"<navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"><rect key="frame" x="0.0" y="48" width="414" height="44"/></navigationBar>"#,
                                                          with: #"""
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb"><rect key="frame" x="0.0" y="48" width="414" height="44"/>
                <color key="barTintColor" red="0.6" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <textAttributes key="titleTextAttributes">
                    <color key="textColor" red="1" green="1" blue="1" alpha="1" colorSpace="calibratedRGB"/>
                </textAttributes>
            </navigationBar>
            """#)
        #expect(tinted != Self.storyboard)
        let document = try NibDocument(xml: XMLReader.parse(tinted))
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let root = try #require(document.objectsByID["inboxView"])
        let frames = RenderedImage.frames(layout.frames(sceneID: "s3").entries).relative
        let image = try RenderedImage(Renderer(document: document, frames: frames), root: root, bars: layout.bars(for: root))
        let red = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.r > 140 && p.r < 170 && p.g < 20 && p.b < 20 }
        let white = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.r > 220 && p.g > 220 && p.b > 220 }
        #expect(image.count(in: Rect(x: 0, y: 0, width: 414, height: 92), red) > 25_000, "the bar tint, up under the status bar")
        #expect(image.count(in: Rect(x: 150, y: 50, width: 114, height: 40), white) > 30, "the white title")
        #expect(image.count(in: Rect(x: 0, y: 20, width: 120, height: 20), white) > 10, "the status bar's time in white")
    }
}
