import NibLayout
import NibModel
import Testing
import XMLTree

/// Stack views as UIKit arranges them, on small hand-made documents.
@Suite("Stack views")
struct StackViewTests {
    /// A stack filling the root that turns vertical in compact width, with two images 120 and
    /// 40 pt across, apportioned by their natural sizes.
    let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <stackView distribution="fillProportionally" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <imageView image="big" translatesAutoresizingMaskIntoConstraints="NO" id="big">
                                    <rect key="frame" x="0.0" y="0.0" width="120" height="120"/>
                                </imageView>
                                <imageView image="small" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                                </imageView>
                            </subviews>
                            <variation key="heightClass=regular-widthClass=compact" axis="vertical"/>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r"/>
                        <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="b"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <image name="big" width="120" height="120"/>
                <image name="small" width="40" height="40"/>
            </resources>
        </document>
        """

    func frames(on device: String) throws -> [String: Rect] {
        let document = try NibDocument(xml: XMLReader.parse(text))
        let root = try #require(document.objectsByID["root"])
        let screen = try #require(Device.named(device))
        return LayoutEngine(document: document, root: root, screen: screen, sizing: FileFrameSizing()).solve().frames
    }

    @Test("a size-class variation turns the stack vertical on a phone held upright, and fills it in proportion")
    func compactWidth() throws {
        let f = try frames(on: "retina4_7")
        let (big, small) = (try #require(f["big"]), try #require(f["small"]))
        #expect(small.y == big.y + big.height)                    // one above the other
        #expect(abs(big.height / small.height - 3) < 0.01)         // 120 : 40, on the pixel grid
        #expect(abs(big.height + small.height - 667) < 0.5)
    }

    @Test("without a matching variation (an iPad is regular both ways) the stack stays horizontal")
    func regularWidth() throws {
        let f = try frames(on: "ipad9_7")
        let (big, small) = (try #require(f["big"]), try #require(f["small"]))
        #expect(small.x == big.x + big.width)                     // side by side
        #expect(abs(big.width / small.width - 3) < 0.01)
        #expect(abs(big.width + small.width - 768) < 0.5)
    }
}
