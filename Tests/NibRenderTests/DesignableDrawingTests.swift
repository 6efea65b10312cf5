import Foundation
import NibLayout
import NibDesign
import NibModel
import NibRender
import NibSource
import NibXML
import SharedFiles
import Testing
import XMLTree

/// What the project's code makes of a view, drawn: a card whose setters round it, shadow it and
/// outline it (`Tests/Fixtures/DesignableLooks`), read from the source, never run.
@Suite("Drawing designables")
struct DesignableDrawingTests {
    static let card = InlineDocuments.xib(width: 200, height: 140, subviews: """
        <view contentMode="scaleToFill" id="card" customClass="CardView">
            <rect key="frame" x="40" y="30" width="120" height="60"/>
            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius"><real key="value" value="16"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="number" keyPath="shadowOpacity"><real key="value" value="0.6"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="number" keyPath="shadowBlur"><real key="value" value="6"/></userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="color" keyPath="outline"><color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
        </view>
        """)

    func image(withCode: Bool) throws -> RenderedImage {
        let document = try NibDocument(xml: XMLReader.parse(Self.card))
        if withCode {
            document.useProject(SourceIndex(folder: SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/DesignableLooks").path))
        }
        let frames = ["root": Rect(x: 0, y: 0, width: 200, height: 140), "card": Rect(x: 40, y: 30, width: 120, height: 60)]
        return try RenderedImage(Renderer(document: document, frames: frames), root: try #require(document.objectsByID["root"]))
    }

    @Test("a shadow below the card, fading out; the setters' border; rounded corners")
    func shadowBorderCorners() throws {
        let image = try image(withCode: true)
        // The shadow falls 3 pt down (the helper's offset) and blurs over 6 pt: grey just below
        // the card's bottom edge, lighter further out, white far away.
        let near = image.pixel(100, 92), far = image.pixel(100, 104), away = image.pixel(100, 130)
        #expect(near.r < 225 && near.r == near.b, "shadow right below the card: \(near)")
        #expect(far.r > near.r, "fading: \(far) lighter than \(near)")
        #expect(away.r > 250, "no shadow far away: \(away)")
        // The outline's setter draws a 2 pt red border inside the bounds.
        let edge = image.pixel(100, 31)
        #expect(edge.r > 200 && edge.g < 60 && edge.b < 60, "red border on the top edge: \(edge)")
        // Corners of radius 16: the card's very corner is not painted red or white-card.
        let corner = image.pixel(41, 31)
        #expect(!(corner.r > 200 && corner.g < 60), "rounded: the corner pixel is outside the border: \(corner)")
    }

    @Test("a tint set by a setter colours the system button inside the view, as UIKit inherits tint")
    func inheritedTint() throws {
        let xib = InlineDocuments.xib(width: 200, height: 80, subviews: """
            <view contentMode="scaleToFill" id="card" customClass="CardView">
                <rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="go">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="80"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="40"/>
                        <state key="normal" title="GO"/>
                    </button>
                </subviews>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="color" keyPath="accent"><color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
            </view>
            """)
        let document = try NibDocument(xml: XMLReader.parse(xib))
        document.useProject(SourceIndex(folder: SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/DesignableLooks").path))
        let frames = ["root": Rect(x: 0, y: 0, width: 200, height: 80), "card": Rect(x: 0, y: 0, width: 200, height: 80),
                      "go": Rect(x: 0, y: 0, width: 200, height: 80)]
        let image = try RenderedImage(Renderer(document: document, frames: frames), root: try #require(document.objectsByID["root"]))
        let red = image.count(in: Rect(x: 0, y: 0, width: 200, height: 80)) { $0.r > 180 && $0.g < 80 && $0.b < 80 }
        let blue = image.count(in: Rect(x: 0, y: 0, width: 200, height: 80)) { $0.b > 180 && $0.r < 80 }
        #expect(red > 100 && blue == 0, "the title in the card's red tint: \(red) red, \(blue) blue pixels")
    }

    @Test("without the code the same file draws no shadow and no border: the setters are what draw them")
    func withoutCode() throws {
        let image = try image(withCode: false)
        let below = image.pixel(100, 92), edge = image.pixel(100, 31)
        #expect(below.r > 250, "no shadow: \(below)")
        #expect(!(edge.r > 200 && edge.g < 60), "no red border: \(edge)")
    }
}

/// Nib-backed custom views drawn in place (`Tests/Fixtures/NibBacked`): a view whose class
/// loads a XIB as its File's Owner, one whose XIB's top-level view has its class and is loaded
/// by the class's name (SwiftMessages' pattern), one whose XIB holds itself.
@Suite("Drawing nib-backed views")
struct NibBackedDrawingTests {
    static let folder = SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/NibBacked").path

    func image(withCode: Bool) throws -> RenderedImage {
        let document = try InterfaceBuilderFile.load(Self.folder + "/Views/Screen.xib").document
        if withCode { document.useProject(SourceIndex(folder: Self.folder), folder: Self.folder) }
        let root = try #require(document.objectsByID["Scr-00-Vew"])
        var frames = Renderer.storedFrames(inside: root)
        frames[root.id] = Rect(x: 0, y: 0, width: 400, height: 300)
        return try RenderedImage(Renderer(document: document, frames: frames), root: root)
    }

    static func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }
    static func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { p.b > 200 && p.r < 60 && p.g < 60 }

    @Test("each XIB laid out at the view's size, in its place")
    func inPlace() throws {
        let image = try image(withCode: true)
        // BadgeCard.xib's red bar is half its root's width: 150 of the card's 300 pt.
        #expect(Self.isRed(image.pixel(10, 50)) && Self.isRed(image.pixel(145, 50)), "\(image.pixel(145, 50))")
        #expect(!Self.isRed(image.pixel(155, 50)), "the bar ends at half the card: \(image.pixel(155, 50))")
        // MessageCard.xib's blue box is inset 10 pt in the 200 × 60 card at y 120.
        #expect(Self.isBlue(image.pixel(15, 135)) && Self.isBlue(image.pixel(185, 165)))
        #expect(!Self.isBlue(image.pixel(5, 125)) && !Self.isBlue(image.pixel(195, 175)), "the inset is kept")
        // A BadgeCard with subviews of its own in the document is drawn as the document has it.
        #expect(!Self.isRed(image.pixel(380, 80)))
    }

    @Test("a XIB holding its own class is a marked placeholder, not a recursion; without the code nothing is filled")
    func recursionAndNoCode() throws {
        let image = try image(withCode: true)
        let placeholder = image.pixel(190, 205)
        #expect(placeholder.r < 240 && placeholder.r == placeholder.g, "grey placeholder: \(placeholder)")
        let plain = try self.image(withCode: false)
        #expect(!Self.isRed(plain.pixel(10, 50)) && !Self.isBlue(plain.pixel(15, 135)) && plain.pixel(190, 205).r > 250)
    }
}
