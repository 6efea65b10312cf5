import Testing
import NibModel
import XMLTree
@testable import NibLayout

@Suite("Freeform scenes")
struct FreeformSceneTests {
    /// Where a label pinned to the safe area's top lies in a freeform scene `height` tall, on a
    /// phone without a notch in Xcode 10.
    func labelTop(height: Int) throws -> Double? {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="\(height)"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                            <rect key="frame" x="8" y="8" width="100" height="20"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                    <constraints>
                                        <constraint firstItem="label" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c1"/>
                                        <constraint firstItem="label" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="8" id="c2"/>
                                        <constraint firstItem="label" firstAttribute="width" constant="100" id="c3"/>
                                        <constraint firstItem="label" firstAttribute="height" constant="20" id="c4"/>
                                    </constraints>
                                </view>
                                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                                <size key="freeformSize" width="320" height="\(height)"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        return layout.frame(of: "label")?.y
    }

    @Test("a freeform scene less than 500 pt tall (a popover, an extension) has a compact height and no status bar; a taller one keeps it")
    func statusBarByHeight() throws {
        #expect(try labelTop(height: 65) == 8)     // RocketChat's drawing popovers
        #expect(try labelTop(height: 300) == 8)    // FSCalendar's today extension
        #expect(try labelTop(height: 528) == 28)   // Slide's and mattneub's extensions
    }

    /// Where a label pinned to the safe area's top lies in a XIB view 268 × 45 with a freeform
    /// simulated size, on a phone without a notch, in Xcode `tools`.
    func xibLabelTop(tools: String) throws -> Double? {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="268" height="45"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                <rect key="frame" x="0.0" y="8" width="268" height="20"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="label" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="c1"/>
                            <constraint firstItem="label" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c2"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="label" secondAttribute="trailing" id="c3"/>
                            <constraint firstItem="label" firstAttribute="height" constant="20" id="c4"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </objects>
            </document>
            """
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        return layout.frame(of: "label")?.y
    }

    @Test("a XIB view with a freeform simulated size shows no status bar before Xcode 11, and keeps one from Xcode 14.3")
    func xibFreeformStatusBar() throws {
        #expect(try xibLabelTop(tools: "14313") == 8)     // ProtonVPN's app version view, RocketChat, element-ios
        #expect(try xibLabelTop(tools: "21701") == 28)    // duckduckgo's and nextcloud's
    }
}
