import Foundation
import NibModel
import NibRender
import SharedFiles
import Testing
import XMLTree

/// A baseline alignment drawn as Interface Builder draws it: one horizontal line along the
/// baseline, across both views, not a slanted line between their bottoms.
@Suite("Baseline constraints on the canvas")
struct BaselineOverlayTests {
    @Test("a label aligned by baseline with a taller text field: a line along the label's baseline, from the field's left to the label's right")
    func baselineLine() throws {
        let xml = InlineDocuments.xib(width: 300, height: 100, subviews: """
            <textField opaque="NO" contentMode="scaleToFill" text="Field" borderStyle="none" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="10" y="10" width="150" height="60"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </textField>
            <label opaque="NO" text="Unit" translatesAutoresizingMaskIntoConstraints="NO" id="unit">
                <rect key="frame" x="220" y="30" width="40" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: """
            <constraint firstItem="unit" firstAttribute="baseline" secondItem="field" secondAttribute="baseline" id="base"/>
            """)
        let document = try NibDocument(xml: XMLReader.parse(Array(xml.utf8)))
        let root = try #require(document.objectsByID["root"])
        var frames = Renderer.storedFrames(inside: root)
        frames["root"] = Rect(x: 0, y: 0, width: 300, height: 100)
        let renderer = Renderer(document: document, frames: frames)
        let image = try RenderedImage(renderer, root: root, overlay: Overlay(selection: "unit"))
        func blue(_ p: (r: UInt8, g: UInt8, b: UInt8)) -> Bool { Int(p.b) - Int(p.r) > 60 }   // a 1 pt line may fall across two rows
        // Between the two views, where nothing else is drawn: blue on one row only, near the
        // label's baseline (about 17 pt below its top, 47 in the root), not at either bottom.
        let rows = (0..<100).filter { y in image.count(in: Rect(x: 175, y: Double(y), width: 30, height: 1), blue) >= 25 }
        #expect(rows.count >= 1 && rows.count <= 2, "one line between the views: rows \(rows)")
        #expect(rows.allSatisfy { (44...49).contains($0) }, "along the label's baseline: rows \(rows)")
        // It starts at the field's left edge, inside the field.
        #expect(image.count(in: Rect(x: 14, y: Double(rows.first ?? 0), width: 20, height: 1), blue) >= 15, "from the field's left")
    }
}
