import Testing
import NibModel
import XMLTree
import SharedFiles
@testable import NibLayout

/// Views whose intrinsic size Xcode stored in `<designables>`, having run their @IBDesignable code.
@Suite("Designables' stored intrinsic sizes")
struct DesignablesTests {
    /// A custom rating view centred in the root, placed only (no size constraints), stored
    /// 156 × 20 but, with `designable`, of a stored intrinsic size of 120 × 24; and a label of a
    /// custom class under it with a stored designable size of 300 × 80 for it.
    private func document(designable: Bool) throws -> NibDocument {
        var text = InlineDocuments.xib(width: 300, height: 200, subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="stars" customClass="CosmosView">
                <rect key="frame" x="72" y="90" width="156" height="20"/>
            </view>
            <label opaque="NO" text="Rated" translatesAutoresizingMaskIntoConstraints="NO" id="caption" customClass="InsetLabel">
                <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
            </label>
            """, constraints: """
            <constraint firstItem="stars" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/>
            <constraint firstItem="stars" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
            <constraint firstItem="caption" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
            <constraint firstItem="caption" firstAttribute="top" secondItem="root" secondAttribute="top" id="c4"/>
            """)
        if designable {
            text = text.replacingOccurrences(of: "    <resources>", with: """
                    <designables>
                        <designable name="stars">
                            <size key="intrinsicContentSize" width="120" height="24"/>
                        </designable>
                        <designable name="caption">
                            <size key="intrinsicContentSize" width="300" height="80"/>
                        </designable>
                    </designables>
                    <resources>
                """)
        }
        return try NibDocument(xml: XMLReader.parse(text))
    }

    /// Labels 100 × 21, as a stand-in measures them; nothing else has a size of its own.
    private struct TextOnly: IntrinsicSizing {
        func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) {
            view.className == "label" ? (100, 21) : (nil, nil)
        }
    }

    @Test("the document reads each designable's stored size; noIntrinsicMetric (-1) is none along its axis")
    func read() throws {
        let document = try document(designable: true)
        #expect(document.designableIntrinsicSize(of: "stars")! == (120, 24))
        #expect(document.designableIntrinsicSize(of: "root") == nil)
        let xml = InlineDocuments.xib(subviews: "").replacingOccurrences(of: "    <resources>", with: """
                <designables><designable name="root"><size key="intrinsicContentSize" width="-1" height="30"/></designable></designables>
                <resources>
            """)
        let size = try #require(try NibDocument(xml: XMLReader.parse(xml)).designableIntrinsicSize(of: "root"))
        #expect(size.width == nil && size.height == 30)
    }

    @Test("a custom view sized by its code takes the size Xcode stored for it and is not ambiguous, as in Xcode; without it, it is ambiguous (GPUImage2's RenderView)")
    func customViewTakesItsStoredSize() throws {
        let stored = DocumentLayout(document: try document(designable: true), sizing: TextOnly())
        #expect(stored.frame(of: "stars") == Rect(x: 90, y: 88, width: 120, height: 24))
        #expect(!stored.issues().contains { $0.objectID == "stars" && $0.isAmbiguous })

        let unknown = DocumentLayout(document: try document(designable: false), sizing: TextOnly())
        #expect(unknown.issues().contains { $0.objectID == "stars" && $0.isAmbiguous })
    }

    /// Text 10 pt wide a character and 21 pt tall, as a stand-in measures it.
    private struct TenPointCharacters: IntrinsicSizing {
        func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) {
            view.className == "label" ? (10 * Double(view.element[attribute: "text"]?.count ?? 0), 21) : (nil, nil)
        }
    }

    @Test("a designable label on one line opens at the size Xcode stored for it, and an edit changes it by what the stand-in measures the edit to change (owncloud's ThemeButton)")
    func textOpensAtItsStoredSizeAndIsMeasuredAsEdited() throws {
        let document = try document(designable: true)
        let engine = LayoutEngine(document: document, root: try #require(document.objectsByID["root"]),
                                  screen: try #require(Device.named("retina4_7")), sizing: TenPointCharacters())
        _ = engine.solve()
        #expect(engine.frames["caption"] == Rect(x: 0, y: 0, width: 300, height: 80))
        try document.set("text", to: "Rated 5", on: "caption")   // 20 pt wider in the stand-in
        #expect(engine.updateIntrinsicSize(of: "caption").contains("caption"))
        #expect(engine.frames["caption"] == Rect(x: 0, y: 0, width: 320, height: 80))
    }

    @Test("a designable label that wraps is measured: its stored size is one line's (simplenote's sign-in)")
    func wrappingTextIsMeasured() throws {
        var text = try document(designable: true).xml.serialized()
        text = text.replacingOccurrences(of: "text=\"Rated\"", with: "text=\"Rated\" numberOfLines=\"0\"")
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: TenPointCharacters())
        #expect(layout.frame(of: "caption")?.width == 50)
    }
}
