import NibLayout
import NibModel
import NibRender
import SharedFiles
import Testing
import XMLTree

/// A one-line label whose text is wider than its frame is drawn in a smaller font, down to its
/// Autoshrink minimum, as UIKit fits it; a fixed font size, or a minimum of 0, keeps the size.
@Suite("Drawing text that fits its frame")
struct AutoshrinkDrawingTests {
    static func label(_ id: String, y: Int, _ autoshrink: String) -> String {
        #"""
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="A long title that does not fit" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" \#(autoshrink) translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">
                    <rect key="frame" x="0.0" y="\#(y)" width="120" height="40"/>
                    <fontDescription key="fontDescription" type="system" pointSize="30"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
        """#
    }

    /// The rows of `rect` that hold dark text pixels.
    static func inkRows(_ image: RenderedImage, _ rect: Rect) -> Int {
        (0..<Int(rect.height)).filter { row in
            image.count(in: Rect(x: rect.x, y: rect.y + Double(row), width: rect.width, height: 1)) { $0.r < 100 && $0.g < 100 && $0.b < 100 } > 0
        }.count
    }

    @Test("Minimum Font Scale 0.5 draws the text at half size or more; Fixed Font Size and a scale of 0 keep 30 pt")
    func shrinks() throws {
        let subviews = Self.label("fix", y: 0, #"adjustsFontSizeToFit="NO""#) + "\n" + Self.label("hal", y: 50, #"minimumScaleFactor="0.5""#)
            + "\n" + Self.label("zer", y: 100, "")
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 120, height: 150, subviews: subviews)))
        let root = try #require(document.objectsByID["root"])
        let frames = Renderer.storedFrames(inside: root).merging(["root": Rect(x: 0, y: 0, width: 120, height: 150)]) { a, _ in a }
        let image = try RenderedImage(Renderer(document: document, frames: frames), root: root)
        let fixed = Self.inkRows(image, Rect(x: 0, y: 0, width: 120, height: 40))
        let shrunk = Self.inkRows(image, Rect(x: 0, y: 50, width: 120, height: 40))
        let zero = Self.inkRows(image, Rect(x: 0, y: 100, width: 120, height: 40))
        #expect(shrunk > 0 && Double(shrunk) < Double(fixed) * 0.75, "the shrunk text is shorter: \(shrunk) rows against \(fixed)")
        #expect(Double(shrunk) >= Double(fixed) * 0.45, "not below half its size: \(shrunk) rows against \(fixed)")
        #expect(zero == fixed, "a minimum scale of 0 keeps the font's size, as UIKit does")
    }
}
