import NibLayout
import NibModel
import NibRender
import SharedFiles
import Testing
import XMLTree

/// A bar button item's custom view (`<view key="customView">`): no layout places it, and
/// Interface Builder draws it where UIKit put it in the bar, which the file stores (Esri's
/// toolbar with a label and a switch, GuillotineMenu's menu button in its navigation bar).
@Suite("Bar button items' custom views")
struct BarCustomViewTests {
    /// A red custom view stored 40 pt wide at x 200 of a 320 pt bar, between flexible spaces.
    static func bar(_ tag: String, items: String) -> String {
        """
        <\(tag) opaque="NO" contentMode="scaleToFill" id="bar">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            \(items)
        </\(tag)>
        """
    }

    static let customItem = """
        <barButtonItem style="plain" id="item">
            <view key="customView" contentMode="scaleToFill" id="custom">
                <rect key="frame" x="200" y="6" width="40" height="32"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
        </barButtonItem>
        """

    static func picture(_ bar: String, screen: Device? = nil) throws -> RenderedImage {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 320, height: 44, subviews: bar)))
        let frames = RenderedImage.frames(DocumentLayout(document: document, sizing: MeasuredSizing()).frames().entries).relative
        return try RenderedImage(Renderer(document: document, frames: frames, screen: screen), root: try #require(document.objectsByID["root"]))
    }

    static func reds(_ image: RenderedImage, x: Double, width: Double) -> Int {
        image.count(in: Rect(x: x, y: 0, width: width, height: 44)) { $0.r > 200 && $0.g < 90 && $0.b < 90 }
    }

    @Test("a toolbar draws its item's custom view at its stored frame, as Xcode placed it; previewing another device, centred between its flexible spaces")
    func toolbar() throws {
        let items = "<items><barButtonItem systemItem=\"flexibleSpace\" id=\"f1\"/>\(Self.customItem)<barButtonItem systemItem=\"flexibleSpace\" id=\"f2\"/></items>"
        let own = try Self.picture(Self.bar("toolbar", items: items))
        #expect(Self.reds(own, x: 201, width: 38) == 38 * 32, "the whole custom view at x 200, y 6")
        #expect(Self.reds(own, x: 0, width: 200) == 0 && Self.reds(own, x: 240, width: 80) == 0, "nothing elsewhere")
        let previewed = try Self.picture(Self.bar("toolbar", items: items), screen: Device.named("retina4_7"))
        // 16 pt margins, the two flexible spaces sharing 320 − 32 − 40 pt: from x 140.
        #expect(Self.reds(previewed, x: 141, width: 38) == 38 * 32, "centred: from x 140")
        #expect(Self.reds(previewed, x: 200, width: 120) == 0, "not at its stored place")
    }

    @Test("a navigation bar draws its navigation item's custom view at its stored frame")
    func navigationBar() throws {
        let item = Self.customItem.replacingOccurrences(of: "<barButtonItem style=\"plain\" id=\"item\">", with: "<barButtonItem key=\"rightBarButtonItem\" style=\"plain\" id=\"item\">")
        let image = try Self.picture(Self.bar("navigationBar", items: "<items><navigationItem title=\"T\" id=\"nav\">\(item)</navigationItem></items>"))
        #expect(Self.reds(image, x: 201, width: 38) == 38 * 32, "the custom view at x 200")
    }
}
