import NibLayout
import NibModel
import NibRender
import SharedFiles
import Testing
import XMLTree

/// Buttons drawn in the colours UIKit gives them: iOS 15's configuration styles (the filled one
/// as in GoMap's quest builder and sentry's samples), a state's title colour, and a custom
/// button's default white title.
@Suite("Drawing buttons")
struct ButtonDrawingTests {
    static let buttons = #"""
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="fil">
                    <rect key="frame" x="10" y="10" width="180" height="34"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="filled" title="Send Counter Metric"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="tin">
                    <rect key="frame" x="10" y="60" width="180" height="34"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="tinted" title="Tinted"/>
                </button>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dark">
                    <rect key="frame" x="10" y="110" width="180" height="40"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cus">
                            <rect key="frame" x="0.0" y="0.0" width="180" height="40"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="24"/>
                            <state key="normal" title="Custom"/>
                        </button>
                    </subviews>
                    <color key="backgroundColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </view>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="red">
                    <rect key="frame" x="10" y="160" width="180" height="34"/>
                    <fontDescription key="fontDescription" type="boldSystem" pointSize="24"/>
                    <state key="normal" title="Delete">
                        <color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </state>
                </button>
    """#

    @Test("filled: tint background and white title; tinted: a pale wash; custom: white title; a state's title colour")
    func colours() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 200, height: 200, subviews: Self.buttons, toolsVersion: "21701")))
        let root = try #require(document.objectsByID["root"])
        let frames = Renderer.storedFrames(inside: root).merging(["root": Rect(x: 0, y: 0, width: 200, height: 200)]) { a, _ in a }
        let image = try RenderedImage(Renderer(document: document, frames: frames), root: root)
        let filled = Rect(x: 10, y: 10, width: 180, height: 34)
        #expect(image.count(in: filled) { $0.b > 200 && $0.r < 40 && $0.g > 100 && $0.g < 150 } > 4000, "the system blue fill")
        #expect(image.count(in: filled) { $0.r > 230 && $0.g > 230 && $0.b > 230 } > 40, "its white title")
        let tinted = Rect(x: 10, y: 60, width: 180, height: 34)
        #expect(image.count(in: tinted) { $0.b > 230 && $0.r > 200 && $0.r < 235 } > 4000, "a pale blue wash")
        #expect(image.count(in: tinted) { $0.b > 200 && $0.r < 60 } > 40, "its title in the tint")
        #expect(image.count(in: Rect(x: 10, y: 110, width: 180, height: 40)) { $0.r > 200 && $0.g > 200 && $0.b > 200 } > 60,
                "a custom button's title is white by default")
        let red = Rect(x: 10, y: 160, width: 180, height: 34)
        #expect(image.count(in: red) { $0.r > 200 && $0.g < 60 && $0.b < 60 } > 60, "the state's red title colour")
        #expect(image.count(in: red) { $0.b > 200 && $0.r < 60 } == 0, "not the tint")
    }
}
