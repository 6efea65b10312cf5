import NibDesign
import NibModel
import SharedFiles
import Testing
import XMLTree

/// What the inspector's fields show.
@Suite("Inspector values")
struct InspectorValuesTests {
    @Test("an image named by an <imageReference> shows in the Image field of an image view and of a button's state")
    func referencedImages() throws {
        let xib = InlineDocuments.xib(subviews: InlineDocuments.referencedImages(viewImage: "pencil"))
        let document = try NibDocument(xml: XMLReader.parse(xib))
        for (id, name) in [("view", "pencil"), ("close", "xmark.circle")] {
            let object = try #require(document.objectsByID[id])
            let field = try #require(Inspectables.named("image", for: object, in: document.inspectables(for: object)))
            #expect(InspectorValues.text(of: field, for: object, in: document) == name)
        }
    }

    @Test("a label's Text field shows the lines Xcode wrote in its <string key=\"text\"> child, not the default \"Label\"")
    func multiLineText() throws {
        let xib = InlineDocuments.xib(subviews: """
            <label opaque="NO" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                <rect key="frame" x="0.0" y="0.0" width="42" height="42"/>
                <string key="text">Two
            lines</string>
            </label>
            """)
        let document = try NibDocument(xml: XMLReader.parse(xib))
        let label = try #require(document.objectsByID["lbl"])
        let field = try #require(Inspectables.named("text", for: label, in: document.inspectables(for: label)))
        #expect(InspectorValues.text(of: field, for: label, in: document) == "Two\nlines")
    }
}
