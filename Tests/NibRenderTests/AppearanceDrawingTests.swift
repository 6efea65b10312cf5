import Foundation
import NibModel
import NibRender
import SharedFiles
import Testing
import XMLTree

/// The dark appearance, as Xcode's canvas shows it: dynamic system colours take their dark
/// values (the file's `<resources>` hold the light ones), text without a colour of its own is
/// the label colour, white; colours the file states in RGB or grey stay as they are.
@Suite("Drawing in the dark appearance")
struct AppearanceDrawingTests {
    /// A 200 × 100 root in systemBackgroundColor, a label without a text colour at the top left,
    /// and a view in plain white at the bottom right; its `<device>` says `appearance`.
    static func document(appearance: String) throws -> NibDocument {
        let xml = InlineDocuments.xib(subviews: """
            <label opaque="NO" text="MMMMMMMM" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="10" y="10" width="120" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="24"/>
                <nil key="textColor"/>
            </label>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="white">
                <rect key="frame" x="150" y="60" width="40" height="30"/>
                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </view>
            """, resources: """
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            """, device: "retina6_1", rootExtras: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#)
            .replacingOccurrences(of: #"appearance="light""#, with: #"appearance="\#(appearance)""#)
        return try NibDocument(xml: XMLReader.parse(Array(xml.utf8)))
    }

    static func draw(_ document: NibDocument, in appearance: Appearance? = nil) throws -> RenderedImage {
        let root = try #require(document.objectsByID["root"])
        var frames = Renderer.storedFrames(inside: root)
        frames["root"] = Rect(x: 0, y: 0, width: 200, height: 100)
        return try RenderedImage(Renderer(document: document, frames: frames, appearance: appearance), root: root)
    }

    static let label = Rect(x: 10, y: 10, width: 120, height: 30)
    static func isWhite(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.r > 230 && p.g > 230 && p.b > 230 }
    static func isBlack(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.r < 25 && p.g < 25 && p.b < 25 }

    @Test("a light document drawn dark: the system background black, the label's text white, a white view still white")
    func previewedDark() throws {
        let document = try Self.document(appearance: "light")
        let light = try Self.draw(document)
        #expect(Self.isWhite(light.pixel(180, 20)), "light: systemBackgroundColor is white")
        #expect(light.count(in: Self.label, Self.isBlack) > 50, "light: the label's text is black")

        let dark = try Self.draw(document, in: .dark)
        #expect(Self.isBlack(dark.pixel(180, 20)), "dark: systemBackgroundColor is black, whatever <resources> says")
        #expect(dark.count(in: Self.label, Self.isWhite) > 50, "dark: the label's text is the label colour, white")
        #expect(dark.count(in: Self.label, Self.isBlack) > 1000, "dark: around the text, the black background")
        #expect(Self.isWhite(dark.pixel(170, 75)), "dark: a view in plain white stays white")
    }

    @Test("a document saved in the dark appearance is drawn dark, as Xcode opens it (Pyto's, Loop's, LINE SDK's)")
    func savedDark() throws {
        let document = try Self.document(appearance: "dark")
        #expect(document.appearance == .dark)
        let drawn = try Self.draw(document)
        #expect(Self.isBlack(drawn.pixel(180, 20)))
        #expect(drawn.count(in: Self.label, Self.isWhite) > 50)
        let previewedLight = try Self.draw(document, in: .light)
        #expect(Self.isWhite(previewedLight.pixel(180, 20)), "and previewed light, light")
    }

    @Test("Xcode 11.0 to 11.3's dynamic colours: the name in xcode11CocoaTouchSystemColor is dark, its fallback in cocoaTouchSystemColor light")
    func xcode11Names() throws {
        let document = try Self.document(appearance: "light")
        let color = try #require(XMLReader.parse(Array(#"<color key="backgroundColor" xcode11CocoaTouchSystemColor="systemBackgroundColor" cocoaTouchSystemColor="whiteColor"/>"#.utf8)).root)
        #expect(Colors.resolve(color, in: document) == RGBAColor(red: 1, green: 1, blue: 1))
        #expect(Colors.resolve(color, in: document, appearance: .dark) == RGBAColor(red: 0, green: 0, blue: 0))
    }
}
