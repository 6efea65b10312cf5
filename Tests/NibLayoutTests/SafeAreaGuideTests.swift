import Testing
import NibModel
import XMLTree
import SharedFiles
@testable import NibLayout

@Suite("Safe area and keyboard guides")
struct SafeAreaGuideTests {
    /// A scene on a notched phone (48 pt at the top, 34 at the bottom): a bar across the top with
    /// a dot pinned to the bar's safe area, a panel above the keyboard guide, and a scroll view
    /// with a dot pinned to its own safe area.
    static let scene = InlineDocuments.scene(device: "retina6_1", toolsVersion: "22505", width: 414, height: 896, subviews: """
        <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
            <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="barDot">
                    <rect key="frame" x="0.0" y="48" width="10" height="10"/>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="barSafe"/>
            <constraints>
                <constraint firstItem="barDot" firstAttribute="top" secondItem="barSafe" secondAttribute="top" id="c1"/>
                <constraint firstItem="barDot" firstAttribute="leading" secondItem="bar" secondAttribute="leading" id="c2"/>
                <constraint firstItem="barDot" firstAttribute="width" constant="10" id="c3"/>
                <constraint firstItem="barDot" firstAttribute="height" constant="10" id="c4"/>
            </constraints>
        </view>
        <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
            <rect key="frame" x="0.0" y="0.0" width="414" height="300"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="scrollDot">
                    <rect key="frame" x="0.0" y="8" width="10" height="10"/>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="scrollSafe"/>
            <constraints>
                <constraint firstItem="scrollDot" firstAttribute="top" secondItem="scrollSafe" secondAttribute="top" constant="8" id="c5"/>
                <constraint firstItem="scrollDot" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="c6"/>
                <constraint firstItem="scrollDot" firstAttribute="width" constant="10" id="c7"/>
                <constraint firstItem="scrollDot" firstAttribute="height" constant="10" id="c8"/>
                <constraint firstAttribute="trailing" secondItem="scrollDot" secondAttribute="trailing" constant="404" id="c9"/>
                <constraint firstAttribute="bottom" secondItem="scrollDot" secondAttribute="bottom" constant="282" id="c10"/>
            </constraints>
        </scrollView>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
            <rect key="frame" x="0.0" y="812" width="414" height="50"/>
        </view>
        """, constraints: """
        <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" id="d1"/>
        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="d2"/>
        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="d3"/>
        <constraint firstItem="bar" firstAttribute="height" constant="100" id="d4"/>
        <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="d5"/>
        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="d6"/>
        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="d7"/>
        <constraint firstItem="scroll" firstAttribute="height" constant="300" id="d8"/>
        <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="d9"/>
        <constraint firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="d10"/>
        <constraint firstItem="panel" firstAttribute="height" constant="50" id="d11"/>
        <constraint firstItem="keyboard" firstAttribute="top" secondItem="panel" secondAttribute="bottom" id="d12"/>
        """, viewExtras: """
        <viewLayoutGuide key="safeArea" id="rootSafe"/>
        <keyboardLayoutGuide key="keyboard" id="keyboard"/>
        """)

    func layout() throws -> DocumentLayout {
        DocumentLayout(document: try NibDocument(xml: XMLReader.parse(Self.scene)), sizing: FileFrameSizing())
    }

    @Test("with no keyboard up, the keyboard guide's top is the bottom of the view's safe area")
    func keyboardGuide() throws {
        let layout = try layout()
        #expect(layout.frame(of: "panel") == Rect(x: 0, y: 812, width: 414, height: 50))
        let issues = layout.roots.flatMap { root in
            let engine = LayoutEngine(document: layout.document, root: root, screen: layout.screen(for: root), sizing: FileFrameSizing())
            return engine.diagnose(engine.solve())
        }
        #expect(issues.isEmpty, "\(issues.map(\.message))")
    }

    @Test("a subview's safe area is the part of the root's that reaches into it; a scroll view's content insets take its own in")
    func subviewSafeArea() throws {
        let layout = try layout()
        #expect(layout.frame(of: "barDot")?.y == 48)
        #expect(layout.frame(of: "scrollDot")?.y == 8)
    }

    @Test("a subview's layout margins take in the part of the root's safe area that reaches into it (RadarCOVID's full-screen modal containers, KeePassium's, threema's)")
    func subviewMarginsInSafeArea() throws {
        // Two containers, one over the whole screen and one from 100 pt down, each with a box
        // pinned to its top and leading margins.
        func container(_ id: String, y: Double) -> (view: String, constraints: String) {
            (view: """
                <view translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="0.0" y="\(y)" width="414" height="\(896 - y)"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="\(id)Box">
                            <rect key="frame" x="8" y="8" width="10" height="10"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="\(id)Box" firstAttribute="top" secondItem="\(id)" secondAttribute="topMargin" id="\(id)1"/>
                        <constraint firstItem="\(id)Box" firstAttribute="leading" secondItem="\(id)" secondAttribute="leadingMargin" id="\(id)2"/>
                        <constraint firstItem="\(id)Box" firstAttribute="width" constant="10" id="\(id)3"/>
                        <constraint firstItem="\(id)Box" firstAttribute="height" constant="10" id="\(id)4"/>
                    </constraints>
                </view>
                """, constraints: """
                <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="\(id)t"/>
                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="\(id)l"/>
                <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" id="\(id)r"/>
                <constraint firstAttribute="bottom" secondItem="\(id)" secondAttribute="bottom" id="\(id)b"/>
                """)
        }
        let (full, lower) = (container("full", y: 0), container("lower", y: 100))
        let text = InlineDocuments.xib(width: 414, height: 896, subviews: full.view + lower.view, constraints: full.constraints + lower.constraints,
                                       toolsVersion: "17701", device: "retina6_1", rootExtras: #"<viewLayoutGuide key="safeArea" id="safe"/>"#)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        #expect(layout.frame(of: "fullBox") == Rect(x: 8, y: 52, width: 10, height: 10))   // 44 pt of status bar and 8 of margin
        #expect(layout.frame(of: "lowerBox") == Rect(x: 8, y: 8, width: 10, height: 10))   // below the safe area's inset
    }

    @Test("a XIB's cell is not in the screen's safe area: its content view's guide has no inset on a notched phone")
    func cellSafeArea() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="56"/>
                        <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="56"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="avatar">
                                    <rect key="frame" x="10" y="10" width="36" height="36"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="contentSafe"/>
                            <constraints>
                                <constraint firstItem="avatar" firstAttribute="leading" secondItem="contentSafe" secondAttribute="leading" constant="10" id="c1"/>
                                <constraint firstItem="avatar" firstAttribute="top" secondItem="contentSafe" secondAttribute="top" constant="10" id="c2"/>
                                <constraint firstItem="avatar" firstAttribute="width" constant="36" id="c3"/>
                                <constraint firstItem="avatar" firstAttribute="height" constant="36" id="c4"/>
                            </constraints>
                        </tableViewCellContentView>
                        <viewLayoutGuide key="safeArea" id="cellSafe"/>
                    </tableViewCell>
                </objects>
            </document>
            """
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        #expect(layout.frame(of: "avatar") == Rect(x: 10, y: 10, width: 36, height: 36))   // nextcloud's talk cells
    }

    @Test("a XIB's view the size of the screen with a simulated navigation bar lies under it: its safe area starts below the bar, drawn with the status bar")
    func xibUnderSimulatedNavigationBar() throws {
        let text = InlineDocuments.xib(width: 414, height: 896, subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="20" y="112" width="374" height="21"/>
            </view>
            """, constraints: """
            <constraint firstItem="label" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c2"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="20" id="c3"/>
            <constraint firstItem="label" firstAttribute="height" constant="21" id="c4"/>
            """, toolsVersion: "21225", device: "retina6_1", rootExtras: """
            <viewLayoutGuide key="safeArea" id="safe"/>
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        #expect(layout.frame(of: "label")?.y == 112)   // nextcloud's: 48 + 44 + 20
        let root = try #require(layout.document.objectsByID["root"])
        let bars = layout.bars(for: root)
        #expect(bars.navigationBar?.top == 48 && bars.navigationBar?.height == 44 && bars.statusBar == 48)
    }

    /// A 21 pt bar (id `label`) across the top of the safe area (id `safe`): its subview and
    /// its constraints, and its y once laid out.
    static let barAtSafeTop = (
        subview: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="0.0" y="96" width="414" height="21"/>
            </view>
            """,
        constraints: """
            <constraint firstItem="label" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="label" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="label" firstAttribute="height" constant="21" id="c4"/>
            """)

    func barTop(in text: String) throws -> Double? {
        DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing()).frame(of: "label")?.y
    }

    @Test("from Xcode 16.3 a XIB's view the size of a notched phone has twice the status bar's height at its top")
    func xcode26XIBTop() throws {
        func top(tools: String) throws -> Double? {
            try barTop(in: InlineDocuments.xib(width: 414, height: 896, subviews: Self.barAtSafeTop.subview, constraints: Self.barAtSafeTop.constraints,
                                               toolsVersion: tools, device: "retina6_1", rootExtras: #"<viewLayoutGuide key="safeArea" id="safe"/>"#))
        }
        #expect(try top(tools: "23504") == 48)   // vlc-ios's, nextcloud's
        #expect(try top(tools: "24127") == 96)   // vlc-ios's, zotero's, GoMap's
    }

    @Test("so has a storyboard scene of Xcode 16.3 or 26 with no navigation bar over it (MSAL's, KeePassium's, LNPopupController's, sentry's); Xcode 16.2's keeps the status bar's height")
    func xcode16_3SceneTop() throws {
        func top(tools: String) throws -> Double? {
            try barTop(in: InlineDocuments.scene(device: "retina6_1", toolsVersion: tools, width: 414, height: 896, subviews: Self.barAtSafeTop.subview,
                                                 constraints: Self.barAtSafeTop.constraints, viewExtras: #"<viewLayoutGuide key="safeArea" id="safe"/>"#))
        }
        #expect(try top(tools: "23504") == 48)
        #expect(try top(tools: "23727") == 96)   // MSAL's test app
        #expect(try top(tools: "24765") == 96)   // sentry's, vlc-ios's
        // A top layout guide too: Threema's onboarding, on the 375 pt phone's 50 pt status bar.
        let guided = InlineDocuments.scene(device: "retina5_9", toolsVersion: "24506", width: 375, height: 812, subviews: Self.barAtSafeTop.subview,
                                           constraints: Self.barAtSafeTop.constraints.replacingOccurrences(of: #"secondItem="safe" secondAttribute="top""#, with: #"secondItem="guide" secondAttribute="bottom""#),
                                           viewExtras: #"<viewLayoutGuide key="safeArea" id="safe"/>"#,
                                           controllerExtras: #"<layoutGuides><viewControllerLayoutGuide type="top" id="guide"/></layoutGuides>"#)
        #expect(try barTop(in: guided) == 100)
        // The status bar itself is drawn at its own height, at the top.
        let document = try NibDocument(xml: XMLReader.parse(guided))
        #expect(DocumentLayout(document: document, sizing: FileFrameSizing()).bars(for: try #require(document.objectsByID["root"])).statusBar == 50)
    }

    @Test("a scene Interface Builder shows as a sheet on a notched phone, 54 pt shorter than it, has nothing over its top (dgca-wallet's, corona-warn-app's); one shorter by the status bar only keeps it (GoMap's)")
    func notchedSheetTop() throws {
        func top(height: Double) throws -> Double? {
            try barTop(in: InlineDocuments.scene(device: "retina6_0", toolsVersion: "19529", width: 390, height: height, subviews: Self.barAtSafeTop.subview,
                                                 constraints: Self.barAtSafeTop.constraints, viewExtras: #"<viewLayoutGuide key="safeArea" id="safe"/>"#))
        }
        #expect(try top(height: 790) == 0)
        #expect(try top(height: 800) == 44)   // Xcode 13 gives this phone a 44 pt status bar
        #expect(try top(height: 844) == 44)
    }

    @Test("a phone held sideways hides its status bar; its navigation bar is 32 pt with no large title, and its root margins are 20 pt (LTMorphingLabel's 667 pt scene)")
    func landscapePhone() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="landscape" appearance="light"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="667" height="375"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                        <rect key="frame" x="20" y="52" width="627" height="21"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="label" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                                    <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="label" secondAttribute="trailing" id="c3"/>
                                    <constraint firstItem="label" firstAttribute="height" constant="21" id="c4"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Demo" id="item"/>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="667" height="32"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc" kind="relationship" relationship="rootViewController" id="r1"/>
                            </connections>
                        </navigationController>
                    </objects></scene>
                </scenes>
            </document>
            """
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        let label = try #require(layout.frame(of: "label"))
        #expect(label.y == 52)   // below the 32 pt bar: no status bar, no large title
        #expect(label.x == 20 && label.width == 627)
        let bars = layout.bars(for: try #require(layout.document.objectsByID["root"]))
        #expect(bars.statusBar == 0 && bars.navigationBar?.height == 32 && bars.navigationBar?.isLarge == false)
    }

    /// A storyboard's scene whose controller (`controller`'s attributes and extra children) shows
    /// a table pinned to its safe area, `width` × `height`, followed by `others` scenes; where
    /// the table's bottom is laid out.
    func tableBottom(device: String, tools: String, width: Int, height: Int, controller: String = "", controllerExtras: String = "",
                     others: String) throws -> Double? {
        try tableFrame(device: device, tools: tools, width: width, height: height, controller: controller,
                       controllerExtras: controllerExtras, others: others).map { $0.y + $0.height }
    }

    /// The frame of the view pinned 61 pt below the safe area's top and to its other edges.
    func tableFrame(device: String, tools: String, width: Int, height: Int, controller: String = "", controllerExtras: String = "",
                    others: String) throws -> Rect? {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="\(device)" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController \(controller) id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                        <rect key="frame" x="0.0" y="64" width="\(width)" height="400"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="table" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="61" id="c1"/>
                                    <constraint firstItem="table" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
                                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="c3"/>
                                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="c4"/>
                                </constraints>
                            </view>
                            \(controllerExtras)
                        </viewController>
                    </objects></scene>
                    \(others)
                </scenes>
            </document>
            """
        return DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing()).frame(of: "table")
    }

    @Test("a scene shown as a sheet reaches the screen's bottom: a tab's sheet keeps its tab bar, also where Xcode 11 to 14.2 drew no status bar (opentrace's debug tabs)")
    func tabInASheet() throws {
        let tabs = """
            <scene sceneID="s2"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections><segue destination="vc" kind="relationship" relationship="viewControllers" id="r1"/></connections>
                </tabBarController>
            </objects></scene>
            """
        func bottom(height: Int) throws -> Double? {
            try tableBottom(device: "retina4_0", tools: "16096", width: 320, height: height, controllerExtras: #"<tabBarItem key="tabBarItem" title="Logs" id="item"/>"#, others: tabs)
        }
        #expect(try bottom(height: 548) == 499)   // the sheet, 20 pt shorter than the screen, over its 49 pt tab bar
        #expect(try bottom(height: 568) == 519)   // the screen
    }

    @Test("from Xcode 13 a scene's view that ends above the home indicator has no inset at its bottom (sentry's presented view, element-ios's sheet); before, it kept 34 pt (element-ios's sheets in Xcode 12)")
    func viewEndingAboveHomeIndicator() throws {
        func bottom(tools: String, height: Int, controllerExtras: String = "") throws -> Double? {
            try tableBottom(device: "retina6_1", tools: tools, width: 414, height: height, controllerExtras: controllerExtras, others: "")
        }
        #expect(try bottom(tools: "20037", height: 793) == 793)   // presented, shorter than the screen
        #expect(try bottom(tools: "20037", height: 842) == 842)   // a sheet
        #expect(try bottom(tools: "18122", height: 842) == 842 - 34)
        #expect(try bottom(tools: "20037", height: 896) == 896 - 34)   // the screen
        let freeform = #"<size key="freeformSize" width="414" height="793"/>"#
        #expect(try bottom(tools: "20037", height: 793, controllerExtras: freeform) == 793 - 34)
    }

    @Test("a controller pushed with Hide Bottom Bar on Push shows no tab bar (raivo-otp's settings), unless its simulated bottom bar is one (Catty's)")
    func hidesBottomBarWhenPushed() throws {
        // The tab's navigation controller's root pushes the controller.
        let tabs = showingScene() + navigationScene() + """
            <scene sceneID="s4"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <connections><segue destination="nav" kind="relationship" relationship="viewControllers" id="r2"/></connections>
                </tabBarController>
            </objects></scene>
            """
        func bottom(_ controller: String, _ extras: String = "") throws -> Double? {
            try tableBottom(device: "retina4_7", tools: "22505", width: 375, height: 667, controller: controller, controllerExtras: extras, others: tabs)
        }
        #expect(try bottom("") == 618)   // above the 49 pt tab bar
        #expect(try bottom(#"hidesBottomBarWhenPushed="YES""#) == 667)
        #expect(try bottom(#"hidesBottomBarWhenPushed="YES""#, #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#) == 618)
    }

    /// A scene whose controller (`first`, with `extras`) shows `tableBottom`'s controller by a
    /// show segue.
    func showingScene(extras: String = "") -> String {
        """
        <scene sceneID="s2"><objects>
            <viewController id="first" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="firstRoot"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                \(extras)
                <connections><segue destination="vc" kind="show" id="p1"/></connections>
            </viewController>
        </objects></scene>
        """
    }

    /// A navigation controller (with `extras`) whose root is `showingScene`'s controller.
    func navigationScene(extras: String = "") -> String {
        """
        <scene sceneID="s3"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                \(extras)
                <connections><segue destination="first" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
        </objects></scene>
        """
    }

    @Test("a tab bar set in a navigation controller's simulated metrics, outside any tab bar controller, is over its stack (erouska's, corona-warn-app's); what a controller outside a stack shows is presented over it")
    func simulatedTabBarOverTheStack() throws {
        func bottom(_ others: String) throws -> Double? {
            try tableBottom(device: "retina4_7", tools: "22505", width: 375, height: 667, others: others)
        }
        let tabBar = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
        #expect(try bottom(showingScene() + navigationScene(extras: tabBar)) == 618)   // above the 49 pt bar
        #expect(try bottom(showingScene() + navigationScene()) == 667)
        // The controller with the bar shows this one by a show segue outside any stack: a sheet, with no bar.
        #expect(try bottom(showingScene(extras: tabBar)) == 667)
    }

    @Test("a controller that is the root of its own opaque navigation controller and is also shown from a translucent stack is under its own controller's bar, whatever the order of the scenes (zendesk's new-date scene)")
    func ownNavigationControllerFirst() throws {
        let ownNavigation = """
            <scene sceneID="s4"><objects>
                <navigationController id="ownNav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="opaqueBar"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
                    <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                </navigationController>
            </objects></scene>
            """
        for others in [showingScene() + navigationScene() + ownNavigation, ownNavigation + navigationScene() + showingScene()] {
            let top = try tableFrame(device: "retina4_7", tools: "22505", width: 375, height: 603, others: others)?.y
            #expect(top == 61, "below the opaque bar, the safe area starts at the view's top: \(String(describing: top))")
        }
    }

    @Test("a controller whose simulated top bar is set to None shows what it pushes without a bar: inferred metrics come from the segue's source (tinode's Login pushing its Branding scene)")
    func noTopBarInherited() throws {
        func top(_ firstExtras: String) throws -> Double? {
            try tableFrame(device: "retina4_7", tools: "22505", width: 375, height: 667,
                           others: showingScene(extras: firstExtras) + navigationScene()).map(\.y)
        }
        #expect(try top("") == 20 + 44 + 61)   // under the navigation controller's bar
        #expect(try top(#"<nil key="simulatedTopBarMetrics"/>"#) == 20 + 61)
    }

    @Test("a storyboard that names no device: a scene's safe area has a 20 pt status bar, except from Xcode 11 to 14.2 (GoMap's Height scene, FloatingPanel's Stocks); the old top layout guide keeps it (SwiftGen's wizard)")
    func noDevice() throws {
        func tops(tools: String) throws -> (safeArea: Double, guide: Double) {
            let text = """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <scenes><scene sceneID="s1"><objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <layoutGuides><viewControllerLayoutGuide type="top" id="top"/></layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="20" y="20" width="10" height="10"/></view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                    <constraint firstItem="a" firstAttribute="width" constant="10" id="c3"/>
                                    <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
                                    <constraint firstItem="b" firstAttribute="top" secondItem="top" secondAttribute="bottom" id="c5"/>
                                    <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c6"/>
                                    <constraint firstItem="b" firstAttribute="width" constant="10" id="c7"/>
                                    <constraint firstItem="b" firstAttribute="height" constant="10" id="c8"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene></scenes>
                </document>
                """
            let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
            return (try #require(layout.frame(of: "a")).y, try #require(layout.frame(of: "b")).y)
        }
        #expect(try tops(tools: "18122") == (0, 20))     // Xcode 13.0
        #expect(try tops(tools: "13771") == (20, 20))    // Xcode 9.2
        #expect(try tops(tools: "21701") == (20, 20))    // Xcode 14.3
    }
}
