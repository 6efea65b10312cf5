import Foundation
import SharedFiles
import Testing
import NibModel
import XMLTree

@Suite("Adding and removing views and constraints")
struct StructureTests {
    private func seedDemo() throws -> (String, NibDocument) {
        let text = try String(contentsOf: SharedFiles.seedDemo, encoding: .utf8)
        return (text, try NibDocument(xml: XMLReader.parse(text)))
    }

    /// The file must still load as a valid document.
    private func reloads(_ document: NibDocument) throws -> NibDocument {
        try NibDocument(xml: XMLReader.parse(document.xml.serialized()))
    }

    @Test("a new label and its constraints are written as Xcode writes them; undo restores the file",
          SharedFiles.needsCorpus)
    func addViewAndConstraints() throws {
        let (original, document) = try seedDemo()
        var ids = ObjectIDGenerator(random: NewDocumentTests.Counter())
        let label = try document.addView("label", frame: Rect(x: 8, y: 60, width: 42, height: 21), to: "8wR-AV-Hws", ids: &ids)
        #expect(document.objectsByID[label]?.parent?.id == "8wR-AV-Hws")
        #expect(document.objectsByID[label]?.translatesAutoresizingMaskIntoConstraints == true, "a mask keeps it where it was put")
        #expect(document.xml.serialized().contains(#"<autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>"#))
        let width = try document.addConstraint(label, .width, constant: 42, ids: &ids)
        let below = try document.addConstraint(label, .top, to: "Ibg-Po-zMe", .bottom, constant: 8, priority: 750, ids: &ids)
        let text = document.xml.serialized()
        // Its first constraint turns Auto Layout on for it, and the mask goes.
        let indent = String(repeating: " ", count: 36)
        #expect(text.contains("""
            \(indent)<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(label)">
            \(indent)    <rect key="frame" x="8" y="60" width="42" height="21"/>
            \(indent)    <constraints>
            \(indent)        <constraint firstAttribute="width" constant="42" id="\(width)"/>
            \(indent)    </constraints>
            \(indent)    <fontDescription key="fontDescription" type="system" pointSize="17"/>
            \(indent)    <nil key="textColor"/>
            \(indent)    <nil key="highlightedColor"/>
            \(indent)</label>
            """))
        #expect(text.contains(#"<constraint firstItem="\#(label)" firstAttribute="top" secondItem="Ibg-Po-zMe" secondAttribute="bottom" priority="750" constant="8" id="\#(below)"/>"#))
        let reloaded = try reloads(document)
        #expect(reloaded.constraints.contains { $0.constraint.id == below && $0.owner.id == "8wR-AV-Hws" })
        while document.history.undo() {}
        #expect(document.xml.serialized() == original)
        #expect(document.objectsByID[label] == nil)
    }

    @Test("a constraint the superview holds that names it first leaves out its first item, as Xcode writes it (`superview.trailing = box.trailing + 20`); one naming a subview first keeps it")
    func superviewFirstLeavesOutItsItem() throws {
        let xib = InlineDocuments.xib(subviews: #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="20" width="30" height="40"/></view>"#)
        let document = try NibDocument(xml: XMLReader.parse(xib))
        var ids = ObjectIDGenerator(random: NewDocumentTests.Counter())
        let trailing = try document.addConstraint("root", .trailing, to: "box", .trailing, constant: 20, ids: &ids)
        let leading = try document.addConstraint("box", .leading, to: "root", .leading, constant: 10, ids: &ids)
        let text = document.xml.serialized()
        #expect(text.contains(#"<constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="\#(trailing)"/>"#), "\(text)")
        #expect(text.contains(#"<constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="\#(leading)"/>"#), "\(text)")
        let reloaded = try reloads(document)
        let read = try #require(reloaded.constraints.first { $0.constraint.id == trailing })
        #expect(read.owner.id == "root" && read.constraint.firstItem.id == "root" && read.constraint.secondItem?.id == "box")
    }

    @Test("a constraint on a view IB kept at a fixed frame drops fixedFrame and the mask, as in every corpus view a constraint names; undo restores it")
    func constrainingAFixedFrame() throws {
        let xib = InlineDocuments.xib(subviews: #"<view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="20" width="30" height="40"/><autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></view>"#)
        let document = try NibDocument(xml: XMLReader.parse(xib))
        var ids = ObjectIDGenerator(random: NewDocumentTests.Counter())
        _ = try document.addConstraint("box", .width, constant: 30, ids: &ids)
        let text = document.xml.serialized()
        #expect(text.contains(#"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">"#))
        #expect(!text.contains("autoresizingMask key"))
        document.history.undo()
        #expect(document.xml.serialized() == xib)
    }

    @Test("removing a view takes the constraints and exclusions that name it; undo brings all back",
          SharedFiles.needsCorpus)
    func removeView() throws {
        let (original, document) = try seedDemo()
        let before = document.constraints.count
        try document.removeView("Ibg-Po-zMe")
        let text = document.xml.serialized()
        #expect(!text.contains("Ibg-Po-zMe"))
        #expect(!text.contains("vPH-gG-bl6"))  // the label's leading to the image's trailing, and its exclusion
        let reloaded = try reloads(document)
        #expect(reloaded.constraints.count < before)
        document.history.undo()
        #expect(document.xml.serialized() == original)
        #expect(document.constraints.count == before)
    }

    @Test("changing a constant changes one attribute; removing a constraint removes its line",
          SharedFiles.needsCorpus)
    func changeAndRemoveConstraint() throws {
        let (original, document) = try seedDemo()
        try document.setConstraint("9sp-Rw-B1k", constant: 30, priority: 999)
        #expect(document.xml.serialized().contains(#"<constraint firstAttribute="height" priority="999" constant="30" id="9sp-Rw-B1k"/>"#))
        try document.removeConstraint("9sp-Rw-B1k")
        let text = document.xml.serialized()
        #expect(!text.contains("9sp-Rw-B1k"))
        #expect(text.components(separatedBy: "\n").count == original.components(separatedBy: "\n").count - 1)
        _ = try reloads(document)
        #expect(throws: EditError.self) { try document.setConstraint("RSG-ds-FHC", constant: .nan) }
        while document.history.undo() {}
        #expect(document.xml.serialized() == original)
    }
}

@Suite("Moving views")
struct MoveViewTests {
    @Test("a moved view is re-indented under its new superview, loses the constraints to its old place, and undo restores the file",
          SharedFiles.needsCorpus)
    func moveLabelOutOfContainer() throws {
        let original = try String(contentsOf: SharedFiles.seedDemo, encoding: .utf8)
        let document = try NibDocument(xml: XMLReader.parse(original))
        try document.moveView("9ti-sA-vbi", to: "8bC-Xf-vdC")  // the label, from the container to the root view
        let text = document.xml.serialized()
        let reloaded = try NibDocument(xml: XMLReader.parse(text))
        #expect(reloaded.objectsByID["9ti-sA-vbi"]?.parent?.id == "8bC-Xf-vdC")
        #expect(!reloaded.constraints.contains { c in
            (c.constraint.firstItem.id == "9ti-sA-vbi" || c.constraint.secondItem?.id == "9ti-sA-vbi") && c.owner.id == "8wR-AV-Hws"
        })
        // Its lines sit one level shallower: the root view's subviews are at 24 spaces.
        let labelLine = try #require(text.split(separator: "\n").first { $0.contains("id=\"9ti-sA-vbi\"") })
        #expect(labelLine.prefix(while: { $0 == " " }).count == 28)
        #expect(throws: EditError.self) { try document.moveView("8wR-AV-Hws", to: "Ibg-Po-zMe") }
        document.history.undo()
        #expect(document.xml.serialized() == original)
    }
}
