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
}
