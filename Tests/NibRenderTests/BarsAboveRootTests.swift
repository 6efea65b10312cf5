import Foundation
import NibLayout
import NibModel
import NibRender
import SharedFiles
import Testing
import XMLTree

/// Scenes whose view starts below their bars, as Interface Builder shows them: the view shrunk to
/// fit under a navigation controller's opaque bar (stored at y 0, RxDataSources, Bender,
/// HackingWithSwift), and a view stored at y 64 under its own opaque simulated bar (RxSwift's
/// Calculator, DropDown, GuillotineMenu). The status and navigation bars are drawn above the
/// view, and the scene is the whole screen.
@Suite("Bars above a scene's view")
struct BarsAboveRootTests {
    static let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="nb"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
                            <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                        </navigationController>
                    </objects>
                    <point key="canvasLocation" x="-400" y="0.0"/>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="list" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="shrunk">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="603"/>
                                <color key="backgroundColor" red="0.6" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                            <navigationItem key="navigationItem" title="Examples" id="ni1"/>
                        </viewController>
                    </objects>
                    <point key="canvasLocation" x="100" y="0.0"/>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="calc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="below">
                                <rect key="frame" x="0.0" y="64" width="375" height="603"/>
                                <color key="backgroundColor" red="0.6" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                            <navigationItem key="navigationItem" title="Calculator" id="ni2"/>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                        </viewController>
                    </objects>
                    <point key="canvasLocation" x="600" y="0.0"/>
                </scene>
            </scenes>
        </document>
        """

    static func red(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.r > 140 && p.r < 170 && p.g < 20 && p.b < 20 }

    @Test("the status and navigation bars are above the view, which keeps its frame and has nothing over its top", arguments: ["shrunk", "below"])
    func barsAbove(root id: String) throws {
        let document = try NibDocument(xml: XMLReader.parse(Self.storyboard))
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let root = try #require(document.objectsByID[id])
        let bars = layout.bars(for: root)
        #expect(bars.statusBar == 20)
        #expect(bars.navigationBar?.top == 20 && bars.navigationBar?.height == 44)
        #expect(bars.navigationBar?.title == (id == "shrunk" ? "Examples" : "Calculator"))
        #expect(bars.rootTop == 64)
        #expect(layout.screen(for: root).safeArea.top == 0, "the view's top is not under a bar")
        #expect(layout.sceneSize(for: root) == (375, 667))
        let frames = RenderedImage.frames(layout.frames().entries).relative
        #expect(frames[id]?.y == (id == "shrunk" ? 0 : 64), "the view keeps its stored frame")
    }

    @Test("a view stored below the top of a scene without a status bar is drawn there all the same, with no status bar above it")
    func noStatusBarAbove() throws {
        let text = Self.storyboard.replacingOccurrences(of: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#,
                                                        with: #"<nil key="simulatedStatusBarMetrics"/>"#)
        #expect(text != Self.storyboard)
        let document = try NibDocument(xml: XMLReader.parse(text))
        let bars = DocumentLayout(document: document, sizing: MeasuredSizing()).bars(for: try #require(document.objectsByID["below"]))
        #expect(bars.rootTop == 64 && bars.statusBar == 0 && bars.navigationBar == nil, "\(bars)")
    }

    @Test("a freeform XIB view shows no status bar (a card, a cell, a custom view), unless it is the screen's size or its metrics ask for one", arguments: [
        ("600", "309", "", 0.0), ("375", "667", "", 20), ("600", "309", #"<simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>"#, 20)])
    func freeformXIBStatusBar(width: String, height: String, metrics: String, expected: Double) throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14113" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="card">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        \(metrics)
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """
        let document = try NibDocument(xml: XMLReader.parse(text))
        let bars = DocumentLayout(document: document, sizing: MeasuredSizing()).bars(for: try #require(document.objectsByID["card"]))
        #expect(bars.statusBar == expected, "\(width) × \(height) \(metrics): \(bars)")
    }

    @Test("a toolbar and a navigation bar placed as views are drawn in their Bar Tint, a black-style bar dark with a white title")
    func barsPlacedAsViews() throws {
        let text = InlineDocuments.xib(width: 320, height: 200, subviews: """
            <navigationBar contentMode="scaleToFill" barStyle="black" id="nav">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <items><navigationItem title="Settings" id="item"/></items>
            </navigationBar>
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="156" width="320" height="44"/>
                <color key="barTintColor" red="0.6" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </toolbar>
            """)
        let document = try NibDocument(xml: XMLReader.parse(text))
        let frames = RenderedImage.frames(DocumentLayout(document: document, sizing: MeasuredSizing()).frames().entries).relative
        let image = try RenderedImage(Renderer(document: document, frames: frames), root: try #require(document.objectsByID["root"]))
        #expect(image.count(in: Rect(x: 0, y: 158, width: 320, height: 40), Self.red) > 12_000, "the toolbar in its bar tint")
        let dark = image.count(in: Rect(x: 0, y: 0, width: 60, height: 40)) { $0.r < 40 && $0.g < 40 && $0.b < 45 }
        #expect(dark > 2_000, "the black-style navigation bar: \(dark)")
        let white = image.count(in: Rect(x: 110, y: 8, width: 100, height: 30)) { $0.r > 220 && $0.g > 220 && $0.b > 220 }
        #expect(white > 30, "its title in white: \(white)")
    }

    @Test("a toolbar lays its items out as UIToolbar does: an item between two flexible spaces centred, a fixed space as wide as it says, each in the bar's tint")
    func toolbarItems() throws {
        func toolbar(_ items: String) -> String {
            """
            <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="bar">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <items>\(items)</items>
                <color key="tintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </toolbar>
            """
        }
        func picture(_ items: String) throws -> RenderedImage {
            let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 320, height: 44, subviews: toolbar(items))))
            let frames = RenderedImage.frames(DocumentLayout(document: document, sizing: MeasuredSizing()).frames().entries).relative
            return try RenderedImage(Renderer(document: document, frames: frames), root: try #require(document.objectsByID["root"]))
        }
        func reds(_ image: RenderedImage, _ x: Double, _ width: Double) -> Int {
            image.count(in: Rect(x: x, y: 0, width: width, height: 44)) { $0.r > 200 && $0.g < 90 && $0.b < 90 }
        }
        let centred = try picture(#"""
            <barButtonItem systemItem="flexibleSpace" id="f1"/><barButtonItem title="Mid" id="mid"/><barButtonItem systemItem="flexibleSpace" id="f2"/>
            """#)
        #expect(reds(centred, 130, 60) > 20 && reds(centred, 0, 120) == 0 && reds(centred, 200, 120) == 0, "Mid in the middle, in the red tint")
        let spaced = try picture(#"""
            <barButtonItem title="A" id="a"/><barButtonItem width="100" systemItem="fixedSpace" id="gap"/><barButtonItem title="B" id="b"/>
            """#)
        #expect(reds(spaced, 16, 14) > 5, "A at the margin")
        #expect(reds(spaced, 40, 90) == 0, "then the fixed space, empty")
        #expect(reds(spaced, 130, 20) > 5, "B after the 100 pt space")
    }

    @Test("drawn: the bars and the title above the view, the view below them down to the screen's bottom", arguments: ["shrunk", "below"])
    func drawn(root id: String) throws {
        let document = try NibDocument(xml: XMLReader.parse(Self.storyboard))
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        let root = try #require(document.objectsByID[id])
        let frames = RenderedImage.frames(layout.frames().entries).relative
        let image = try RenderedImage(Renderer(document: document, frames: frames), root: root, bars: layout.bars(for: root))
        #expect(image.width == 375 && image.height == 667, "the whole screen: \(image.width) × \(image.height)")
        #expect(image.count(in: Rect(x: 0, y: 0, width: 375, height: 64), Self.red) == 0, "nothing of the view over the bars")
        #expect(image.count(in: Rect(x: 0, y: 64, width: 375, height: 603), Self.red) == 375 * 603, "the view below them, to the bottom")
        let dark = { (p: (r: UInt8, g: UInt8, b: UInt8)) in p.r < 80 && p.g < 80 && p.b < 80 }
        #expect(image.count(in: Rect(x: 100, y: 26, width: 175, height: 34), dark) > 30, "the title in the navigation bar")
        #expect(image.count(in: Rect(x: 0, y: 0, width: 375, height: 20), dark) > 10, "the status bar's time and battery")
    }

    @Test("on the storyboard's map the scene is the whole screen, the view drawn below its bars")
    func overview() throws {
        let document = try NibDocument(xml: XMLReader.parse(Self.storyboard))
        let map = StoryboardMap(document: document)
        for id in ["shrunk", "below"] {
            let scene = try #require(map.scenes.first { $0.root?.id == id })
            #expect(scene.frame.width == 375 && scene.frame.height == 667)
        }
        let overview = OverviewRenderer(document: document, map: map)
        let image = try RenderedImage(overview: overview)
        let origin = overview.pictureOrigin()
        for id in ["shrunk", "below"] {
            let f = try #require(map.scenes.first { $0.root?.id == id }).frame
            let (x, y) = (origin.x + f.x, origin.y + f.y)
            #expect(image.count(in: Rect(x: x, y: y, width: 375, height: 64), Self.red) == 0, "\(id): its bars")
            #expect(image.count(in: Rect(x: x + 1, y: y + 64, width: 373, height: 602), Self.red) == 373 * 602, "\(id): its view below them")
        }
    }
}
