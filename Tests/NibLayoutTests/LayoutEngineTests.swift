import Foundation
import NibLayout
import NibModel
import SharedFiles
import Testing
import XMLTree

/// Natural sizes taken from the file itself: an image's size from `<resources>`, and a text
/// view's from the frame Xcode solved. It lets the engine be checked against Xcode's own frames
/// without text measurement.
struct FileFrameSizing: IntrinsicSizing {
    func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) {
        switch view.className {
        case "imageView":
            guard let image = document.image(named: view.imageName) else { return (nil, nil) }
            return (image.width, image.height)
        case "label", "textField", "button":
            return (view.frame?.width, view.frame?.height)
        default:
            return (nil, nil)
        }
    }
}

/// Buttons of one natural size, and nothing else with one.
struct ButtonSizing: IntrinsicSizing {
    let width: Double, height: Double

    func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) {
        view.className == "button" ? (width, height) : (nil, nil)
    }
}

@Suite("Auto Layout")
struct LayoutEngineTests {
    @Test("the seed demo lays out to the frames Xcode saved", SharedFiles.needsCorpus)
    func seedDemoMatchesXcode() throws {
        let document = try NibDocument(xml: XMLReader.parse(Array(try Data(contentsOf: SharedFiles.seedDemo))))
        let root = try #require(document.objectsByID["8bC-Xf-vdC"])
        let screen = Device(id: "file", width: 320, height: 480, safeArea: .init(top: 20, left: 0, bottom: 0, right: 0),
                            statusBarHeight: 20, rootMargin: 16)
        let result = LayoutEngine(document: document, root: root, screen: screen, sizing: FileFrameSizing()).solve()
        #expect(result.refused.isEmpty, "\(result.refused)")
        for id in ["8wR-AV-Hws", "Ibg-Po-zMe", "9ti-sA-vbi", "5MU-9A-cVy", "yPZ-lh-K84"] {
            let solved = try #require(result.frames[id])
            let saved = try #require(document.objectsByID[id]?.frame)
            for (a, b) in [(solved.x, saved.x), (solved.y, saved.y), (solved.width, saved.width), (solved.height, saved.height)] {
                #expect(abs(a - b) <= 0.5, "\(id): solved \(solved), Xcode saved \(saved)")
            }
        }
    }

    @Test("the container stays centered 75 pt above the middle when the label grows", SharedFiles.needsCorpus)
    func groupStaysCentered() throws {
        struct Wider: IntrinsicSizing {
            func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) {
                let base = FileFrameSizing().intrinsicSize(of: view, in: document)
                return view.id == "9ti-sA-vbi" ? (base.width.map { $0 + 60 }, base.height) : base
            }
        }
        let document = try NibDocument(xml: XMLReader.parse(Array(try Data(contentsOf: SharedFiles.seedDemo))))
        let root = try #require(document.objectsByID["8bC-Xf-vdC"])
        let screen = try #require(Device.named("retina4_7"))
        let result = LayoutEngine(document: document, root: root, screen: screen, sizing: Wider()).solve()
        let container = try #require(result.frames["8wR-AV-Hws"])
        #expect(abs(container.width - 228) <= 0.5)  // 168 + 60
        #expect(abs(container.x + container.width / 2 - screen.width / 2) <= 1e-6)
        #expect(abs(container.y + container.height / 2 - (screen.height / 2 - 75)) <= 1e-6)
    }

    @Test("a higher priority wins over any number of lower ones: three labels at 750 give way to a button at 751")
    func prioritiesRankAsInUIKit() throws {
        func label(_ id: String, y: Int) -> String {
            """
            <label text="A long text" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="10" y="\(y)" width="300" height="20"/></label>
            """
        }
        let text = InlineDocuments.xib(width: 200, height: 100, subviews: label("a", y: 0) + label("b", y: 30) + label("c", y: 60) + """
            <button horizontalHuggingPriority="751" horizontalCompressionResistancePriority="751" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                <rect key="frame" x="140" y="0.0" width="50" height="30"/></button>
            """, constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="leading" id="c2"/>
            <constraint firstItem="c" firstAttribute="leading" secondItem="a" secondAttribute="leading" id="c3"/>
            <constraint firstItem="b" firstAttribute="trailing" secondItem="a" secondAttribute="trailing" id="c4"/>
            <constraint firstItem="c" firstAttribute="trailing" secondItem="a" secondAttribute="trailing" id="c5"/>
            <constraint firstItem="sw" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="5" id="c6"/>
            <constraint firstAttribute="trailing" secondItem="sw" secondAttribute="trailing" constant="10" id="c7"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" id="c8"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="c9"/>
            <constraint firstItem="c" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="c10"/>
            <constraint firstItem="sw" firstAttribute="top" secondItem="root" secondAttribute="top" id="c11"/>
            """)
        let document = try NibDocument(xml: XMLReader.parse(text))
        let root = try #require(document.objectsByID["root"])
        let screen = Device.bare("file", width: 200, height: 100, rootMargin: 8)
        let frames = LayoutEngine(document: document, root: root, screen: screen, sizing: FileFrameSizing()).solve().frames
        #expect(frames["sw"]?.width == 50)
        for id in ["a", "b", "c"] { #expect(frames[id]?.width == 125, "\(id): \(String(describing: frames[id]))") }
    }

    @Test("no view is laid out shorter than nothing: squeezed by its container's padding, it stays 0 wide and the container grows, as Xcode stores habitica's toast")
    func noNegativeLengths() throws {
        // The icon is 8 pt inside the price box on each side; both would be 0 wide at 500.
        let text = paddedIcon(boxWidth: #"<constraint firstAttribute="width" priority="500" id="bw"/>"#, stored: (16, 0),
                              iconConstraints: #"<constraints><constraint firstAttribute="width" priority="500" id="iw"/></constraints>"#)
        let document = try NibDocument(xml: XMLReader.parse(text))
        let engine = LayoutEngine(document: document, root: try #require(document.objectsByID["root"]),
                                  screen: Device.bare("frame", width: 200, height: 100),
                                  sizing: FileFrameSizing())
        let frames = engine.solve().frames
        #expect(frames["icon"]?.width == 0)
        #expect(frames["box"]?.width == 16)
    }

    @Test("where required constraints squeeze a view below nothing, its frame is 0 long, as Xcode stores it (energy's presentation-mode label, GoMap's display labels), not negative: check says so in its words")
    func requiredSqueezeStopsAtZero() throws {
        // The box is 10 pt wide, required; the icon 8 pt inside it on each side would be -6.
        let text = paddedIcon(boxWidth: #"<constraint firstAttribute="width" constant="10" id="bw"/>"#, stored: (10, 4))
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        let frames = framesByID(layout)
        #expect(frames["icon"]?.width == 0 && frames["box"]?.width == 10, "\(String(describing: frames["icon"]))")
        let issues = layout.issues().map(\.message)
        #expect(issues.contains { $0.contains("width 4 → 0") } && !issues.contains { $0.contains("→ -") }, "\(issues)")
    }

    @Test("a view centred within its superview's margins lies halfway between them, off the centre where they differ (SwiftMessages' child scene: its label centred below the navigation bar)")
    func centreWithinMargins() throws {
        // The panel's margins: 40 pt at the top, none at the bottom; 30 at the left, 10 at the right.
        let text = InlineDocuments.xib(width: 200, height: 200, subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                <subviews>
                    \(InlineDocuments.sizedView("dot", x: 100, y: 110, width: 20, height: 20))
                </subviews>
                <edgeInsets key="layoutMargins" top="40" left="30" bottom="0.0" right="10"/>
                <constraints>
                    <constraint firstItem="dot" firstAttribute="centerX" secondItem="panel" secondAttribute="centerXWithinMargins" id="cx"/>
                    <constraint firstItem="dot" firstAttribute="centerY" secondItem="panel" secondAttribute="centerYWithinMargins" id="cy"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="pl"/>
            <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" id="pt"/>
            <constraint firstItem="panel" firstAttribute="width" constant="200" id="pw"/>
            <constraint firstItem="panel" firstAttribute="height" constant="200" id="ph"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        let frames = framesByID(layout)
        // Halfway between 30 and 190 is 110, between 40 and 200 is 120 (the frame's centre is 100).
        #expect(frames["dot"] == Rect(x: 100, y: 110, width: 20, height: 20), "\(String(describing: frames["dot"]))")
        #expect(!layout.issues().contains { $0.isMisplaced })
    }

    /// Each view's laid-out frame, by id.
    private func framesByID(_ layout: DocumentLayout) -> [String: Rect] {
        Dictionary(uniqueKeysWithValues: layout.frames().entries.map { ($0.object.id, $0.frame) })
    }

    /// Button `b`'s frame and the issues of the 200 × 100 XIB `text`, laid out on a screen of its size.
    private func buttonLayout(_ text: String, sizing: ButtonSizing) throws -> (frame: Rect?, issues: [LayoutIssue]) {
        let document = try NibDocument(xml: XMLReader.parse(text))
        let root = try #require(document.objectsByID["root"])
        let screen = Device(id: "file", width: 200, height: 100, safeArea: .init(top: 0, left: 0, bottom: 0, right: 0), statusBarHeight: 0, rootMargin: 8)
        let engine = LayoutEngine(document: document, root: root, screen: screen, sizing: sizing)
        let result = engine.solve()
        return (result.frames["b"], engine.diagnose(result))
    }

    @Test("a view stored squeezed below its content at a required compression resistance gives way to the file's required constraints, as Xcode squeezed it (Esri's colour picker labels 9 pt tall at 1000); one stored at its content still holds, and the conflict is reported")
    func brokenRequiredResistance() throws {
        // A 40 pt tall button between the root's top and a bar 30 pt below it.
        func layout(storedHeight: Double) throws -> (frame: Rect?, issues: [LayoutIssue]) {
            let text = InlineDocuments.xib(subviews: """
                <button verticalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                    <rect key="frame" x="0.0" y="0.0" width="50" height="\(storedHeight)"/>
                </button>
                """, constraints: """
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="b" firstAttribute="bottom" secondItem="root" secondAttribute="top" constant="30" id="c2"/>
                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                """)
            return try buttonLayout(text, sizing: ButtonSizing(width: 50, height: 40))
        }
        let squeezed = try layout(storedHeight: 30)
        #expect(squeezed.frame?.height == 30)
        #expect(squeezed.issues.isEmpty, "\(squeezed.issues.map(\.message))")
        let kept = try layout(storedHeight: 40)
        #expect(kept.issues.contains { $0.severity == .error }, "\(kept.issues.map(\.message))")
    }

    @Test("a view stored stretched beyond its content at a required hugging gives way to the file's required constraints, as Xcode stretched it (nextcloud talk's 48 pt hang-up button): no conflict, and its width is not called ambiguous")
    func brokenRequiredHugging() throws {
        // A button of 24 pt content, at least 48 wide, held 8 pt from the root's trailing edge
        // and at least 8 pt from its leading edge: only its hugging sizes it.
        func layout(storedWidth: Double) throws -> (frame: Rect?, issues: [LayoutIssue]) {
            let text = InlineDocuments.xib(subviews: """
                <button horizontalHuggingPriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                    <rect key="frame" x="\(192 - storedWidth)" y="8" width="\(storedWidth)" height="40"/>
                    <constraints>
                        <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="48" id="min"/>
                    </constraints>
                </button>
                """, constraints: """
                <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="8" id="c2"/>
                <constraint firstItem="b" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leading" constant="8" id="c3"/>
                """)
            return try buttonLayout(text, sizing: ButtonSizing(width: 24, height: 40))
        }
        let stretched = try layout(storedWidth: 48)
        #expect(stretched.frame?.width == 48)
        #expect(stretched.issues.isEmpty, "\(stretched.issues.map(\.message))")   // was a conflict, and "Need constraints … width"
    }
    /// A 54 pt tall box at the root's corner holding an icon 8 pt inside it on each side: the
    /// box's width constraint `boxWidth`, the icon's `iconConstraints`, their stored widths.
    private func paddedIcon(boxWidth: String, stored: (box: Double, icon: Double), iconConstraints: String = "") -> String {
        InlineDocuments.xib(width: 200, height: 100, subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0.0" y="0.0" width="\(stored.box)" height="54"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                        <rect key="frame" x="8" y="0.0" width="\(stored.icon)" height="54"/>
                        \(iconConstraints)
                    </view>
                </subviews>
                <constraints>
                    \(boxWidth)
                    <constraint firstItem="icon" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="8" id="il"/>
                    <constraint firstAttribute="trailing" secondItem="icon" secondAttribute="trailing" constant="8" id="it"/>
                    <constraint firstItem="icon" firstAttribute="top" secondItem="box" secondAttribute="top" id="iy"/>
                    <constraint firstAttribute="bottom" secondItem="icon" secondAttribute="bottom" id="ib"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="bl"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="bt"/>
            <constraint firstItem="box" firstAttribute="height" constant="54" id="bh"/>
            """)
    }

    @Test("the device table has the sizes of the devices XIBs name")
    func devices() throws {
        #expect(Device.named("retina4_7").map { ($0.width, $0.height) } ?? (0, 0) == (375, 667))
        #expect(Device.named("retina6_1").map { ($0.width, $0.height) } ?? (0, 0) == (414, 896))
        #expect(Device.named("retina6_12").map { ($0.width, $0.height) } ?? (0, 0) == (393, 852))
        #expect(Device.named("ipad9_7").map { ($0.width, $0.height) } ?? (0, 0) == (768, 1024))
        #expect(Device.named("ipad10_5").map { ($0.width, $0.height) } ?? (0, 0) == (834, 1112))          // raywenderlich's
        #expect(Device.named("ipad10_9rounded").map { ($0.width, $0.height, $0.safeArea.top) } ?? (0, 0, 0) == (820, 1180, 24))   // zotero's
        let landscape = try #require(Device.named("retina5_9")).landscape
        #expect(landscape.width == 812 && landscape.safeArea.left == 44)
    }

    @Test("devices look as the Xcode that wrote the file showed them")
    func devicesByXcodeVersion() throws {
        #expect(Device.named("retina4_7", toolsVersion: 14_490)?.safeArea.top == 20)   // Xcode 10: a status bar
        #expect(Device.named("retina4_7", toolsVersion: 15_505)?.safeArea.top == 0)    // Xcode 11 to 13: none
        #expect(Device.named("retina4_7", toolsVersion: 14_868)?.safeArea.top == 0)    // and Xcode 11's betas
        #expect(Device.named("retina4_7", toolsVersion: 20_037)?.safeArea.top == 0)    // Xcode 13.3
        #expect(Device.named("retina4_7", toolsVersion: 21_507)?.safeArea.top == 0)    // Xcode 14.2: still none
        #expect(Device.named("retina4_7", toolsVersion: 21_701)?.safeArea.top == 20)   // Xcode 14.3: a status bar again
        #expect(Device.named("retina6_1", toolsVersion: 21_225)?.safeArea.top == 48)   // but Xcode 14's 48 pt on the 414×896 phone
        #expect(Device.named("retina6_0", toolsVersion: 21_179)?.safeArea.top == 44)   // and 47 on the 390×844 one, not in its beta
        #expect(Device.named("retina6_1", toolsVersion: 21_208)?.safeArea.top == 44)   // nor in a later beta (twilio's 21208.1)
        #expect(Device.named("retina6_0", toolsVersion: 21_507)?.safeArea.top == 47)
        #expect(Device.named("retina6_7", toolsVersion: 17_701)?.safeArea.top == 44)   // the 428×926 one too (RadarCOVID, AdGuard)
        #expect(Device.named("retina6_7", toolsVersion: 22_155)?.safeArea.top == 47)   // OsmAnd
        #expect(Device.named("retina5_9", toolsVersion: 20_037)?.safeArea.top == 44)   // the iPhone X until Xcode 14
        #expect(Device.named("retina5_9", toolsVersion: 22_505)?.safeArea.top == 50)   // then the 13 mini
        #expect(Device.named("retina4_7", toolsVersion: 22_505)?.safeArea.top == 20)
        #expect(Device.named("retina6_1", toolsVersion: 14_490)?.safeArea.top == 44)
        #expect(Device.named("retina6_1", toolsVersion: 20_037)?.safeArea.top == 44)   // Xcode 13.3
        #expect(Device.named("retina6_1", toolsVersion: 22_505)?.safeArea.top == 48)
        #expect(Device.named("retina6_1", toolsVersion: 22_505)?.safeArea.bottom == 34)
        #expect(Device.named("retina6_1", toolsVersion: 23_504)?.safeArea.bottom == 34)
        #expect(Device.named("retina6_1", toolsVersion: 23_727)?.safeArea.bottom == 68)  // Xcode 16.3
        #expect(Device.named("retina6_1", toolsVersion: 24_127)?.safeArea.bottom == 68)  // Xcode 26
        #expect(Device.named("retina6_3").map { ($0.width, $0.height, $0.safeArea.top) } ?? (0, 0, 0) == (402, 874, 62))
    }

    @Test("a XIB's top-level view the size of a phone without a notch shows the status bar wherever the device does; a smaller one does not")
    func screenSizedXIBStatusBar() throws {
        func top(height: Double, tools: String) throws -> Double? {
            let text = """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                    <device id="retina4_7" orientation="portrait" appearance="light"/>
                    <objects>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                    <rect key="frame" x="0.0" y="20" width="375" height="40"/>
                                    <constraints><constraint firstAttribute="height" constant="40" id="th"/></constraints>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="table" firstAttribute="top" secondItem="safe" secondAttribute="top" id="tt"/>
                                <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="tl"/>
                                <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="tr"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """
            let document = try NibDocument(xml: XMLReader.parse(text))
            let layout = DocumentLayout(document: document, sizing: FileFrameSizing())
            let y = layout.frame(of: "table")?.y
            #expect(layout.bars(for: try #require(document.objectsByID["root"])).statusBar == y, "the bar drawn is the one laid out under")
            return y
        }
        #expect(try top(height: 667, tools: "22505") == 20)   // woocommerce's billing form, as stored
        #expect(try top(height: 667, tools: "21507") == 0)    // Xcode 14.2 showed no status bar
        #expect(try top(height: 300, tools: "22505") == 0)    // a card, not a screen
    }

    /// A 40 pt badge whose dot sits on its safe area's bottom (tinode's AvatarWithOnlineIndicator).
    static func badge(toolsVersion: String, width: Int = 40, height: Int = 40) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="badge">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                            <rect key="frame" x="28" y="28" width="12" height="12"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="12" id="dw"/>
                                <constraint firstAttribute="height" constant="12" id="dh"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pin">
                            <rect key="frame" x="0.0" y="36" width="4" height="4"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="4" id="pw"/>
                                <constraint firstAttribute="height" constant="4" id="ph"/>
                            </constraints>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="dot" secondAttribute="bottom" id="db"/>
                        <constraint firstItem="safe" firstAttribute="trailing" secondItem="dot" secondAttribute="trailing" id="dt"/>
                        <constraint firstAttribute="bottomMargin" secondItem="pin" secondAttribute="bottom" id="pb"/>
                        <constraint firstItem="pin" firstAttribute="leading" secondItem="badge" secondAttribute="leading" id="pl"/>
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    @Test("a XIB view that ends above the home indicator has no safe-area inset at the bottom; before Xcode 13 its margins kept it")
    func smallXIBViewSafeAreaBottom() throws {
        func layout(_ tools: String) throws -> (dotY: Double?, pinY: Double?, issues: [String]) {
            let document = try NibDocument(xml: XMLReader.parse(Self.badge(toolsVersion: tools)))
            let layout = DocumentLayout(document: document, sizing: FileFrameSizing())
            let frames = layout.frames().entries
            return (frames.first { $0.object.id == "dot" }?.frame.y, frames.first { $0.object.id == "pin" }?.frame.y,
                    layout.issues().map(\.message))
        }
        let xcode13 = try layout("21507")
        #expect(xcode13.dotY == 28)   // the safe area ends at the view's bottom, as stored
        #expect(xcode13.pinY == 36)   // and so do its margins
        #expect(xcode13.issues.isEmpty, "\(xcode13.issues)")
        let xcode12 = try layout("17156")
        #expect(xcode12.dotY == 28)   // simplenote's headers, Loop's HUD
        #expect(xcode12.pinY == 2)    // 40 - 34 - 4: SwiftMessages' cards kept the home indicator's 34 pt
    }

    @Test("a XIB view wider than the screen keeps the home indicator's inset at its bottom (ProtonVPN's, nRF Toolbox's, corona-warn-app's)")
    func wideXIBViewSafeAreaBottom() throws {
        let document = try NibDocument(xml: XMLReader.parse(Self.badge(toolsVersion: "20037", width: 590, height: 298)))
        let layout = DocumentLayout(document: document, sizing: FileFrameSizing())
        #expect(layout.frame(of: "dot").map { [$0.x, $0.y, $0.width, $0.height].map { $0.rounded() } } == [578, 252, 12, 12])
        let narrow = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(Self.badge(toolsVersion: "20037", width: 414, height: 298))),
                                    sizing: FileFrameSizing())
        #expect(narrow.frame(of: "dot")?.y.rounded() == 286)   // as wide as the screen, it ends above the home indicator
    }

    @Test("a top-level view's side margins are 16 pt up to 393 pt wide and 20 pt from 400 pt")
    func rootMarginsByWidth() throws {
        func leading(_ width: Double) throws -> Double? {
            let text = InlineDocuments.xib(width: width, height: 100, subviews: """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
                """, constraints: """
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="bl"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="bt"/>
                <constraint firstItem="box" firstAttribute="width" constant="10" id="bw"/>
                <constraint firstItem="box" firstAttribute="height" constant="10" id="bh"/>
                """)
            let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
            return layout.frame(of: "box")?.x
        }
        #expect(try leading(375) == 16)
        #expect(try leading(393) == 16)
        #expect(try leading(400) == 20)   // Skyscanner's freeform scenes
        #expect(try leading(402) == 20)   // RocketChat's cells
        #expect(try leading(414) == 20)
    }

    @Test("a slider's frame is 2 pt wider than its alignment rect on each side, until iOS 26's (Xcode 26: Delta's, vlc-ios' and OsmAnd's sliders)")
    func sliderFrameByEra() throws {
        func frame(toolsVersion: String) throws -> Rect? {
            let text = InlineDocuments.xib(width: 300, height: 100, subviews: """
                <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="31"/>
                </slider>
                """, constraints: """
                <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="sl"/>
                <constraint firstAttribute="trailing" secondItem="slider" secondAttribute="trailing" constant="20" id="st"/>
                <constraint firstItem="slider" firstAttribute="top" secondItem="root" secondAttribute="top" id="sv"/>
                <constraint firstItem="slider" firstAttribute="height" constant="30" id="sh"/>
                """, toolsVersion: toolsVersion)
            return DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing()).frame(of: "slider")
        }
        let xcode15 = try #require(try frame(toolsVersion: "22155"))
        #expect(xcode15.x == 18 && xcode15.width == 264, "\(xcode15)")
        let xcode26 = try #require(try frame(toolsVersion: "24412"))
        #expect(xcode26.x == 20 && xcode26.width == 260, "\(xcode26)")
    }

    @Test("previewed on a narrower phone, a table's cells are as wide as the table, their content beside the accessory as before")
    func cellsFollowTheTableWidth() throws {
        let text = InlineDocuments.scene(device: "retina6_1", toolsVersion: "19162", width: 414, height: 896, subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" indentationWidth="10" id="cell">
                        <rect key="frame" x="0.0" y="44.5" width="414" height="43.5"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="384.5" height="43.5"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """, constraints: """
            <constraint firstItem="table" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
            <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
            <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="r"/>
            <constraint firstAttribute="bottom" secondItem="table" secondAttribute="bottom" id="b"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        let narrow = layout.frames(size: (375, 812)).entries
        func frame(_ id: String) -> Rect? { narrow.first { $0.object.id == id }?.frame }
        #expect(frame("table")?.width == 375)
        #expect(frame("cell")?.width == 375, "\(String(describing: frame("cell")))")      // it stayed 414
        #expect(frame("content")?.width == 345.5, "\(String(describing: frame("content")))")
        #expect(layout.frame(of: "cell")?.width == 414)   // at the document's own phone, as stored
    }

    @Test("a row's content cannot change its table's width: UIKit lays the rows out as wide as the table, after it")
    func rowContentLeavesTheTableWidthAlone() throws {
        // A table 300 pt wide at priority 250, centred, around a row whose 48 pt button hugs at
        // 251 and is pinned to the row's edges: the button is stretched, the table keeps its 300 pt.
        let text = InlineDocuments.xib(width: 414, height: 896, subviews: """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                <rect key="frame" x="57" y="298" width="300" height="300"/>
                <constraints>
                    <constraint firstAttribute="width" priority="250" constant="300" id="tw"/>
                    <constraint firstAttribute="height" constant="300" id="th"/>
                </constraints>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" id="cell">
                        <rect key="frame" x="0.0" y="28" width="300" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <button opaque="NO" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                                    <rect key="frame" x="16" y="12" width="268" height="20"/>
                                </button>
                            </subviews>
                            <constraints>
                                <constraint firstItem="button" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="ll"/>
                                <constraint firstAttribute="trailing" secondItem="button" secondAttribute="trailing" constant="16" id="lr"/>
                                <constraint firstItem="button" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="lc"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """, constraints: """
            <constraint firstItem="table" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="cx"/>
            <constraint firstItem="table" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="cy"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: ButtonSizing(width: 48, height: 20))
        #expect(layout.frame(of: "table")?.width == 300, "\(String(describing: layout.frame(of: "table")))")   // was 80: the button's 48 and 32
        #expect(layout.frame(of: "cell")?.width == 300)
        #expect(layout.frame(of: "button")?.width == 268, "\(String(describing: layout.frame(of: "button")))")
        // On a narrower phone the table keeps its 300 pt, and so do its rows.
        let narrow = layout.frames(size: (320, 568)).entries
        #expect(narrow.first { $0.object.id == "cell" }?.frame.width == 300)
    }

    @Test("a XIB's cell before Xcode 10 has UIView's 8 pt margins, which its content view preserves")
    func olderCellMargins() throws {
        func leading(tools: String) throws -> Double? {
            let text = """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                    <objects>
                        <tableViewCell contentMode="scaleToFill" id="cell">
                            <rect key="frame" x="0.0" y="0.0" width="382" height="50"/>
                            <tableViewCellContentView key="contentView" opaque="NO" preservesSuperviewLayoutMargins="YES" tableViewCell="cell" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="382" height="49"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="day">
                                        <rect key="frame" x="8" y="0.0" width="52" height="49"/>
                                        <constraints><constraint firstAttribute="width" constant="52" id="dw"/></constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="day" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="dl"/>
                                    <constraint firstItem="day" firstAttribute="top" secondItem="content" secondAttribute="top" id="dt"/>
                                    <constraint firstAttribute="bottom" secondItem="day" secondAttribute="bottom" id="db"/>
                                </constraints>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </objects>
                </document>
                """
            let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
            return layout.frame(of: "day")?.x
        }
        #expect(try leading(tools: "8191") == 8)     // XLForm's week-day cell, as stored
        #expect(try leading(tools: "14460") == 16)   // Xcode 10 on: the screen's side margins
    }

    @Test("a XIB's cell on a notched phone: a content view that preserves the cell's margins keeps 11 pt at the top, not the notch's inset")
    func cellMarginsOutsideSafeArea() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_5" orientation="portrait" appearance="light"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="52"/>
                        <tableViewCellContentView key="contentView" opaque="NO" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="52"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="body">
                                    <rect key="frame" x="20" y="11" width="374" height="30"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="body" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="bt"/>
                                <constraint firstAttribute="bottomMargin" secondItem="body" secondAttribute="bottom" id="bb"/>
                                <constraint firstItem="body" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="bl"/>
                                <constraint firstAttribute="trailingMargin" secondItem="body" secondAttribute="trailing" id="br"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        let body = layout.frame(of: "body")
        #expect(body == Rect(x: 20, y: 11, width: 374, height: 30))   // woocommerce's WooBasicTableViewCell, as stored
    }

    @Test("a view Xcode 8 stored without a frame is placed by its constraints alone, and listed; it is not called misplaced")
    func framelessView() throws {
        let text = InlineDocuments.xib(width: 256, height: 335, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="inner"/>
                </subviews>
                <constraints>
                    <constraint firstItem="inner" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="8" id="i1"/>
                    <constraint firstItem="inner" firstAttribute="top" secondItem="box" secondAttribute="top" constant="8" id="i2"/>
                    <constraint firstItem="inner" firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="-8" id="i3"/>
                    <constraint firstAttribute="height" secondItem="inner" secondAttribute="height" multiplier="2" id="i4"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="b2"/>
            <constraint firstItem="box" firstAttribute="width" constant="100" id="b3"/>
            <constraint firstItem="box" firstAttribute="height" constant="60" id="b4"/>
            """, toolsVersion: "11201")
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        let frames = Dictionary(uniqueKeysWithValues: layout.frames().entries.map { ($0.object.id, $0.frame) })
        #expect(frames["box"] == Rect(x: 20, y: 30, width: 100, height: 60))
        #expect(frames["inner"] == Rect(x: 8, y: 8, width: 84, height: 30))
        #expect(layout.issues().isEmpty, "\(layout.issues())")
    }
}

/// A controller whose view is a scroll view: its subviews' constraints to it, and to the
/// controller's layout guides (views inside it), place them on its content (TN2154).
@Suite("A scroll view as a controller's view")
struct RootScrollViewTests {
    @Test("a chain from the top layout guide to the bottom one sizes the content; it does not stretch a view to fill the scroll view")
    func guidesOnContent() throws {
        let document = try NibDocument(xml: XMLReader.parse("""
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12121" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="top"/>
                                    <viewControllerLayoutGuide type="bottom" id="bottom"/>
                                </layoutGuides>
                                <scrollView key="view" clipsSubviews="YES" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                            <rect key="frame" x="20" y="30" width="280" height="100"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="100" id="h"/>
                                            </constraints>
                                        </view>
                                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                                            <rect key="frame" x="20" y="138" width="100" height="30"/>
                                        </button>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="30" id="c1"/>
                                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
                                        <constraint firstItem="box" firstAttribute="width" constant="280" id="c3"/>
                                        <constraint firstItem="button" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="8" id="c4"/>
                                        <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c5"/>
                                        <constraint firstItem="bottom" firstAttribute="top" secondItem="button" secondAttribute="bottom" constant="10" id="c6"/>
                                    </constraints>
                                </scrollView>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """))
        let root = try #require(document.objectsByID["root"])
        let screen = Device.bare("file", width: 320, height: 480)
        let result = LayoutEngine(document: document, root: root, screen: screen, sizing: ButtonSizing(width: 100, height: 30)).solve()
        #expect(result.refused.isEmpty, "\(result.refused)")
        #expect(result.frames["button"] == Rect(x: 20, y: 138, width: 100, height: 30), "\(String(describing: result.frames["button"]))")
    }
}

@Suite("Scrollable content size")
struct ScrollableContentTests {
    /// A scroll view inside the root whose stack-like box is pinned to its top, leading and
    /// bottom (GoMap's quest builder): `trailing` adds the missing trailing edge.
    func issues(trailing: Bool, pinned: Bool = true) throws -> [LayoutIssue] {
        let content = pinned ? """
            <constraint firstItem="box" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="c1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" constant="20" id="c2"/>
            <constraint firstItem="box" firstAttribute="width" secondItem="scroll" secondAttribute="width" constant="-40" id="c3"/>
            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="20" id="c4"/>
            \(trailing ? #"<constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c5"/>"# : "")
            """ : ""
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 320, height: 480, subviews: """
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="20" y="0.0" width="280" height="600"/>
                        <constraints><constraint firstAttribute="height" constant="600" id="h"/></constraints>
                    </view>
                </subviews>
                <constraints>\(content)</constraints>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="s1"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s2"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="s3"/>
            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="s4"/>
            """)))
        return DocumentLayout(document: document, sizing: FileFrameSizing()).issues()
    }

    @Test("a scroll view whose content no constraint sizes across is ambiguous, as Xcode's Scrollable Content Size Ambiguity says; one whose content is fully pinned, or not placed by constraints at all, is not")
    func contentWidth() throws {
        let open = try issues(trailing: false)
        let warning = try #require(open.first { $0.objectID == "scroll" })
        #expect(warning.message == "Scrollable content size is ambiguous for “Scroll View”: scrollable content width")
        #expect(warning.isAmbiguous && warning.ambiguousAxes.isEmpty, "its frame is fixed: nothing for Add Missing Constraints")
        #expect(try issues(trailing: true).filter { $0.objectID == "scroll" }.isEmpty)
        #expect(try issues(trailing: false, pinned: false).filter { $0.objectID == "scroll" && $0.isAmbiguous }.isEmpty)
    }

    /// A scroll view filling the root whose box is pinned to its content layout guide's top,
    /// leading and trailing, and as wide as its frame layout guide; `bottom` pins its bottom.
    func guidedIssues(bottom: Bool) throws -> [LayoutIssue] {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 320, height: 480, subviews: """
            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="600"/>
                        <constraints><constraint firstAttribute="height" constant="600" id="h"/></constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="top" id="c1"/>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="c2"/>
                    <constraint firstItem="box" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c3"/>
                    <constraint firstItem="frame" firstAttribute="width" secondItem="box" secondAttribute="width" id="c4"/>
                    \(bottom ? #"<constraint firstItem="box" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c5"/>"# : "")
                </constraints>
                <viewLayoutGuide key="contentLayoutGuide" id="content"/>
                <viewLayoutGuide key="frameLayoutGuide" id="frame"/>
            </scrollView>
            """, constraints: InlineDocuments.edgesPinnedToRoot("scroll"))))
        return DocumentLayout(document: document, sizing: FileFrameSizing()).issues()
    }

    @Test("content pinned to the content layout guide places the scroll view's content too: with no bottom its height is ambiguous, as Xcode marks safe-ios' benefits, guardian, social login and intro scroll views and Provenance's cheats view")
    func contentPinnedToTheGuide() throws {
        let open = try guidedIssues(bottom: false)
        let warning = try #require(open.first { $0.objectID == "scroll" }, "\(open.map(\.message))")
        #expect(warning.message == "Scrollable content size is ambiguous for “Scroll View”: scrollable content height")
        #expect(try guidedIssues(bottom: true).isEmpty)
    }

    /// The issues of an empty scroll view pinned to the root's edges, with content layout
    /// guides or without, and the Ambiguity setting `verify` (none: Xcode's default).
    func emptyScrollView(guides: Bool, verify: String? = nil) throws -> [String] {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 320, height: 480, subviews: """
            <scrollView\(verify.map { " verifyAmbiguity=\"\($0)\"" } ?? "") clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                \(guides ? #"<viewLayoutGuide key="contentLayoutGuide" id="content"/><viewLayoutGuide key="frameLayoutGuide" id="frame"/>"# : "")
            </scrollView>
            """, constraints: InlineDocuments.edgesPinnedToRoot("scroll"))))
        return DocumentLayout(document: document, sizing: FileFrameSizing()).issues().map(\.message)
    }

    @Test("an empty scroll view with content layout guides has an ambiguous content size, as Xcode marks element's input toolbar; one without them, or not verified, lists none")
    func emptyWithGuides() throws {
        #expect(try emptyScrollView(guides: true) == ["Scrollable content size is ambiguous for “Scroll View”: scrollable content width, scrollable content height"])
        #expect(try emptyScrollView(guides: false).isEmpty)
        #expect(try emptyScrollView(guides: true, verify: "off").isEmpty, "Never Verify: Xcode lists no issue for NetNewsWire's image scroll view")
        #expect(try emptyScrollView(guides: true, verify: "ignoreSizes").isEmpty, "a content size is a size")
    }
}
