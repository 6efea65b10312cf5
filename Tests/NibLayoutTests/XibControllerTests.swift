import Testing
import NibModel
import XMLTree
@testable import NibLayout

@Suite("A view controller at the top of a XIB")
struct XibControllerTests {
    /// A XIB whose only view is its controller's, as Rocket.Chat's embedded web view controller
    /// and habitica's launch screen are: a logo 208 pt from the top, centred.
    static let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina5_9" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <viewController id="controller">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                                <rect key="frame" x="137" y="208" width="101" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="101" id="w"/>
                                    <constraint firstAttribute="height" constant="50" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="logo" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="x"/>
                            <constraint firstItem="logo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="208" id="y"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </document>
        """

    @Test("its view is a root, laid out and checked as a top-level view is (Xcode draws it on the canvas; Nibbler had nothing to draw)")
    func controllersViewIsARoot() throws {
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(Self.text)), sizing: FileFrameSizing())
        #expect(layout.roots.map(\.id) == ["root"])
        #expect(layout.frame(of: "logo") == Rect(x: 137, y: 208, width: 101, height: 50))
        #expect(layout.issues().isEmpty, "\(layout.issues().map(\.message))")
    }
}
