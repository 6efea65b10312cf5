import NibLayout
import NibModel
import SharedFiles
import Testing
import XMLTree

@Suite("Baselines")
struct BaselineTests {
    @Test("a label pinned by its top and by its last baseline stretches: its last baseline stays 4 pt above its bottom, where its text's depth puts it at its natural height (zotero's item-detail rows)")
    func stretchedLabelLastBaseline() throws {
        let text = InlineDocuments.xib(width: 414, height: 348, subviews: """
            <label opaque="NO" text="Label" verticalHuggingPriority="251" verticalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="64" y="44" width="330" height="20"/>
            </label>
            """, constraints: """
            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="44" id="top"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="64" id="leading"/>
            <constraint firstAttribute="bottom" secondItem="label" secondAttribute="baseline" id="baseline"/>
            """)
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: NaturalBaselineSizing())
        let (entries, refused) = layout.frames()
        let label = try #require(entries.first { $0.object.id == "label" })
        #expect(refused.isEmpty)
        #expect(label.frame.y == 44 && label.frame.height == 308, "\(label.frame)")
    }
}

/// Labels 80 × 20 with their text's first baseline 16 pt below the top of the height they are
/// given and their last 4 pt above its bottom.
private struct NaturalBaselineSizing: IntrinsicSizing {
    func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) {
        view.className == "label" ? (80, 20) : (nil, nil)
    }

    func baselines(of view: NibObject, in document: NibDocument, height: Double, wrappingAt width: Double?) -> (first: Double, last: Double)? {
        view.className == "label" ? (16, height - 4) : nil
    }
}
