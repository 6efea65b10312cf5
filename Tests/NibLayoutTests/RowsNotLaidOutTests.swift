import Testing
import NibModel
import XMLTree
import SharedFiles
@testable import NibLayout

@Suite("Rows Interface Builder has not laid out")
struct RowsNotLaidOutTests {
    @Test("frames keeps a view of a row below the table's visible part at the file's frame, as Xcode leaves it until Update Frames (TextFieldEffects' last rows keep UIView's 8 pt margins); the same view in a row shown is laid out, and a preview at another size lays out both")
    func framesKeepRowsNotLaidOut() throws {
        let text = InlineDocuments.table(of: InlineDocuments.pinnedRow("shown", y: 852) + InlineDocuments.pinnedRow("below", y: 896))
        let layout = DocumentLayout(document: try NibDocument(xml: XMLReader.parse(text)), sizing: FileFrameSizing())
        #expect(layout.frame(of: "shown-box")?.x == 20)
        #expect(layout.frame(of: "below-box") == Rect(x: 8, y: 12, width: 100, height: 20))
        #expect(layout.frame(of: "below")?.y == 896)
        #expect(layout.frame(of: "below-box", size: (width: 375, height: 667))?.x == 20)
    }
}
