import Testing
import NibModel
import XMLTree
import SharedFiles
@testable import NibLayout

@Suite("Freeform scenes")
struct FreeformSceneTests {
    /// A view (id `label`) pinned 8 pt inside the safe area's top leading corner.
    static let pinnedLabel = (
        subview: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="8" y="8" width="100" height="20"/>
            </view>
            """,
        constraints: """
            <constraint firstItem="label" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c1"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="8" id="c2"/>
            <constraint firstItem="label" firstAttribute="width" constant="100" id="c3"/>
            <constraint firstItem="label" firstAttribute="height" constant="20" id="c4"/>
            """)

    func labelTop(in text: String) throws -> Double? {
        DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing()).frame(of: "label")?.y
    }

    /// Where the label lies in a freeform scene `height` tall, on a phone without a notch in Xcode 10.
    func sceneLabelTop(height: Double) throws -> Double? {
        try labelTop(in: InlineDocuments.scene(
            device: "retina4_7", toolsVersion: "14460", width: 320, height: height, subviews: Self.pinnedLabel.subview,
            constraints: Self.pinnedLabel.constraints, viewExtras: #"<viewLayoutGuide key="safeArea" id="safe"/>"#,
            controllerExtras: """
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <size key="freeformSize" width="320" height="\(height)"/>
                """))
    }

    @Test("a freeform scene less than 500 pt tall (a popover, an extension) has a compact height and no status bar; a taller one keeps it")
    func statusBarByHeight() throws {
        #expect(try sceneLabelTop(height: 65) == 8)     // RocketChat's drawing popovers
        #expect(try sceneLabelTop(height: 300) == 8)    // FSCalendar's today extension
        #expect(try sceneLabelTop(height: 475) == 8)    // AudioKit Synth One's About popover
        #expect(try sceneLabelTop(height: 528) == 28)   // Slide's and mattneub's extensions
    }

    /// Where the label lies in a scene `height` tall that a container view of another scene
    /// embeds, pinned 8 pt below its top layout guide, on a phone without a notch in Xcode 10.
    func embeddedLabelTop(height: Double) throws -> Double? {
        try labelTop(in: InlineDocuments.embedding("""
            <scene sceneID="s2">
                <objects>
                    <viewController id="child" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="topGuide"/>
                            <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="childRoot">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                    <rect key="frame" x="8" y="8" width="100" height="20"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="label" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="8" id="c1"/>
                                <constraint firstItem="label" firstAttribute="leading" secondItem="childRoot" secondAttribute="leading" constant="8" id="c2"/>
                                <constraint firstItem="label" firstAttribute="width" constant="100" id="c3"/>
                                <constraint firstItem="label" firstAttribute="height" constant="20" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
            """, height: height))
    }

    @Test("a scene a container view embeds keeps the status bar over its top layout guide, unless it is no taller than a phone held sideways")
    func embeddedStatusBar() throws {
        #expect(try embeddedLabelTop(height: 289) == 8)    // Skyscanner's embedded form
        #expect(try embeddedLabelTop(height: 497) == 28)   // XLPagerTabStrip's pages
        #expect(try embeddedLabelTop(height: 513) == 28)   // habitica's intro
    }

    /// Where the label lies in a XIB view 268 × 45 with a freeform simulated size, on a phone
    /// without a notch, in Xcode `tools`.
    func xibLabelTop(tools: String) throws -> Double? {
        try labelTop(in: InlineDocuments.xib(
            width: 268, height: 45, subviews: Self.pinnedLabel.subview, constraints: Self.pinnedLabel.constraints,
            toolsVersion: tools, device: "retina4_7", rootExtras: """
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                <viewLayoutGuide key="safeArea" id="safe"/>
                """))
    }

    @Test("a XIB view with a freeform simulated size shows no status bar before Xcode 11, and keeps one from Xcode 14.3")
    func xibFreeformStatusBar() throws {
        #expect(try xibLabelTop(tools: "14313") == 8)     // ProtonVPN's app version view, RocketChat, element-ios
        #expect(try xibLabelTop(tools: "21701") == 28)    // duckduckgo's and nextcloud's
    }

    @Test("a view a scene keeps beside its controller (in its dock: ish's input accessory bar, a switch for a bar button) is a root, laid out at its stored frame, a control without its alignment insets")
    func dockViews() throws {
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(InlineDocuments.dockViews)), sizing: FileFrameSizing())
        #expect(layout.roots.map(\.id) == ["main", "bar", "toggle"])
        #expect(layout.roots.map(layout.isDockView) == [false, true, true])
        #expect(layout.frame(of: "bar") == Rect(x: 0, y: 0, width: 500, height: 50))
        #expect(layout.frame(of: "label") == Rect(x: 6, y: 5, width: 488, height: 40))
        #expect(layout.frame(of: "toggle") == Rect(x: 0, y: 0, width: 51, height: 31))
    }
}
