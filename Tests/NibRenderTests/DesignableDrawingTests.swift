import Foundation
import NibLayout
import NibModel
import NibRender
import NibSource
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

    @Test("without the code the same file draws no shadow and no border: the setters are what draw them")
    func withoutCode() throws {
        let image = try image(withCode: false)
        let below = image.pixel(100, 92), edge = image.pixel(100, 31)
        #expect(below.r > 250, "no shadow: \(below)")
        #expect(!(edge.r > 200 && edge.g < 60), "no red border: \(edge)")
    }
}
