import NibLayout
import NibModel
import NibRender
import SharedFiles
import Testing
import XMLTree

/// A view's alpha is the opacity of the view and everything in it, composited as one layer, as
/// UIKit draws it: at 0 nothing of it shows.
@Suite("Drawing a view's alpha")
struct AlphaDrawingTests {
    static func box(_ id: String, x: Int, alpha: String) -> String {
        #"""
                <view \#(alpha) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">
                    <rect key="frame" x="\#(x)" y="0.0" width="40" height="40"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)-inner">
                            <rect key="frame" x="10" y="10" width="20" height="20"/>
                            <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </subviews>
                    <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </view>
        """#
    }

    @Test("a view at alpha 0.5 is drawn half over what is behind it, its subviews too; one at 0 not at all; one at 1 whole")
    func alphaIsTheLayersOpacity() throws {
        let subviews = [Self.box("whole", x: 0, alpha: ""), Self.box("half", x: 50, alpha: #"alpha="0.5""#),
                        Self.box("none", x: 100, alpha: #"alpha="0.0""#)].joined(separator: "\n")
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 150, height: 40, subviews: subviews)))
        let root = try #require(document.objectsByID["root"])
        let frames = Renderer.storedFrames(inside: root).merging(["root": Rect(x: 0, y: 0, width: 150, height: 40)]) { a, _ in a }
        let image = try RenderedImage(Renderer(document: document, frames: frames), root: root)
        let (red, blue) = (image.pixel(2, 2), image.pixel(20, 20))
        #expect(red.r > 240 && red.g < 15 && blue.b > 240 && blue.r < 15, "\(red) \(blue)")
        // Over the white root, half red is pink and half blue is light blue.
        let (halfRed, halfBlue) = (image.pixel(52, 2), image.pixel(70, 20))
        #expect((115...140).contains(Int(halfRed.g)) && halfRed.r > 240, "\(halfRed)")
        #expect((115...140).contains(Int(halfBlue.r)) && halfBlue.b > 240, "the subview at its superview's alpha: \(halfBlue)")
        #expect(image.pixel(102, 2) == (255, 255, 255) && image.pixel(120, 20) == (255, 255, 255), "\(image.pixel(120, 20))")
    }
}
