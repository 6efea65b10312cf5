import NibMerge
import NibModel
import Testing
import XMLTree

/// Choosing a side of each kind of conflict in the merged document, as the designer does.
@Suite("Choosing a side of a conflict")
struct ConflictChoiceTests {
    private func edit(_ text: String, _ old: String, _ new: String) -> String {
        #expect(text.contains(old), "the fixture has no \(old)")
        return text.replacingOccurrences(of: old, with: new)
    }

    private func merged(ours: String, theirs: String) throws -> (NibDocument, [MergeConflict]) {
        let base = MergeSemanticsTests.base
        let result = try DocumentMerge.merge(base: try XMLReader.parse(base), ours: try XMLReader.parse(ours), theirs: try XMLReader.parse(theirs))
        return (try NibDocument(xml: try XMLReader.parse(result.text)), result.conflicts)
    }

    @Test("an attribute, a frame's part and a colour each take theirs, then ours again, each one undoable step")
    func eachKind() throws {
        let base = MergeSemanticsTests.base
        var ours = edit(base, #"text="Sign in""#, #"text="Log in""#)
        ours = edit(ours, #"x="20" y="80""#, #"x="24" y="80""#)
        ours = edit(ours, #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#, #"<color key="backgroundColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#)
        var theirs = edit(base, #"text="Sign in""#, #"text="Sign up""#)
        theirs = edit(theirs, #"x="20" y="80""#, #"x="28" y="80""#)
        theirs = edit(theirs, #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#, #"<color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#)
        let (document, conflicts) = try merged(ours: ours, theirs: theirs)
        #expect(conflicts.map(\.kind) == [.attribute, .attribute, .element])
        #expect(document.xml.serialized() == ours)

        for conflict in conflicts { try ConflictChoice.choose(.theirs, for: conflict, in: document) }
        let chosen = document.xml.serialized()
        #expect(chosen.contains(#"text="Sign up""#) && chosen.contains(#"x="28" y="80""#) && chosen.contains(#"<color key="backgroundColor" red="1""#))
        #expect(chosen.components(separatedBy: "\n").count == ours.components(separatedBy: "\n").count, "only those lines change")
        try ConflictChoice.choose(.ours, for: conflicts[0], in: document)
        #expect(document.xml.serialized().contains(#"text="Log in""#))
        while document.history.canUndo { _ = document.history.undo() }
        #expect(document.xml.serialized() == ours)
    }

    @Test("a view theirs deleted and ours changed can be deleted by choosing theirs")
    func deletion() throws {
        let base = MergeSemanticsTests.base
        let ours = edit(base, #"title="Go""#, #"title="Go on""#)
        let theirs = MergeSemanticsTests.withoutButton
        let (document, conflicts) = try merged(ours: ours, theirs: theirs)
        #expect(conflicts.map(\.kind) == [.deletedByTheirs])
        try ConflictChoice.choose(.theirs, for: conflicts[0], in: document)
        #expect(document.xml.serialized() == theirs)
    }
}
