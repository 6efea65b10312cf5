import Foundation
import SharedFiles
import Testing
import NibModel
import XMLTree

@Suite("Edits through the model")
struct ModelEditingTests {
    private func load(_ url: URL) throws -> (String, NibDocument) {
        let text = try String(contentsOf: url, encoding: .utf8)
        return (text, try NibDocument(xml: XMLReader.parse(text)))
    }

    /// The lines that differ, for files with the same number of lines.
    private func changedLines(_ a: String, _ b: String) -> [String] {
        let (x, y) = (a.components(separatedBy: "\n"), b.components(separatedBy: "\n"))
        guard x.count == y.count else { return ["line count \(x.count) → \(y.count)"] }
        return zip(x, y).filter { $0 != $1 }.map { $0.1.trimmingCharacters(in: .whitespaces) }
    }

    @Test("borderWidth, borderColor and text each change one line; undo gives the bytes back",
          SharedFiles.needsCorpus)
    func oneLineEdits() throws {
        let (original, document) = try load(SharedFiles.seedDemo)
        var changes: [EditHistory.Change] = []
        document.history.observe { changes.append($0) }

        try document.set("borderWidth", to: "3", on: "8wR-AV-Hws")
        #expect(changedLines(original, document.xml.serialized()) == [#"<real key="value" value="3"/>"#])
        try document.set("borderColor", to: "#FF0000", on: "8wR-AV-Hws")
        try document.set("text", to: "A much longer image label", on: "9ti-sA-vbi")
        try document.set("textColor", to: "#336699", on: "9ti-sA-vbi")
        let edited = document.xml.serialized()
        #expect(changedLines(original, edited).count == 4)
        #expect(edited.contains(#"<color key="textColor" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#))
        #expect(edited.contains(#"<color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#))
        #expect(edited.contains(#"text="A much longer image label""#))
        #expect(changes.map(\.objectIDs) == [["8wR-AV-Hws"], ["8wR-AV-Hws"], ["9ti-sA-vbi"], ["9ti-sA-vbi"]])

        while document.history.undo() {}
        #expect(document.xml.serialized() == original)
        while document.history.redo() {}
        #expect(document.xml.serialized() == edited)
    }

    @Test("a new runtime attribute is written as Xcode writes it, and undo removes it",
          SharedFiles.needsCorpus)
    func newRuntimeAttribute() throws {
        let (original, document) = try load(SharedFiles.seedDemo)
        try document.set("cornerRadius", to: "6.5", on: "Ibg-Po-zMe")
        let edited = document.xml.serialized()
        let indent = String(repeating: " ", count: 40)
        #expect(edited.contains("""
            \(indent)</constraints>
            \(indent)<userDefinedRuntimeAttributes>
            \(indent)    <userDefinedRuntimeAttribute type="number" keyPath="cornerRadius">
            \(indent)        <real key="value" value="6.5"/>
            \(indent)    </userDefinedRuntimeAttribute>
            \(indent)</userDefinedRuntimeAttributes>
            \(String(repeating: " ", count: 36))</imageView>
            """))
        #expect(edited.components(separatedBy: "\n").count == original.components(separatedBy: "\n").count + 5)
        let reread = try NibDocument(xml: XMLReader.parse(edited))
        #expect(Inspectables.named("cornerRadius", for: reread.objectsByID["Ibg-Po-zMe"]!) != nil)
        document.history.undo()
        #expect(document.xml.serialized() == original)
    }

    @Test("bad edits are refused and change nothing",
          SharedFiles.needsCorpus)
    func refusedEdits() throws {
        let (original, document) = try load(SharedFiles.seedDemo)
        #expect(throws: EditError.self) { try document.set("text", to: "x", on: "no-such-id") }
        #expect(throws: EditError.self) { try document.set("text", to: "x", on: "8wR-AV-Hws") }  // a plain view has no text
        #expect(throws: EditError.self) { try document.set("borderWidth", to: "NaN", on: "8wR-AV-Hws") }
        #expect(throws: EditError.self) { try document.set("borderWidth", to: "1e400", on: "8wR-AV-Hws") }
        #expect(throws: EditError.self) { try document.set("borderColor", to: "red", on: "8wR-AV-Hws") }
        // The ranges a file is held to when read hold for edits too.
        #expect(throws: EditError.self) { try document.set("alpha", to: "-1", on: "8wR-AV-Hws") }
        #expect(throws: EditError.self) { try document.set("horizontalHuggingPriority", to: "5000", on: "8wR-AV-Hws") }
        #expect(document.xml.serialized() == original)
        #expect(!document.history.canUndo)
    }

    @Test("on every corpus document, a new borderWidth reads back and undo restores the file",
          SharedFiles.needsCorpus)
    func corpusEdits() throws {
        var edited = 0
        for url in SharedFiles.corpusFiles {
            let text = try String(contentsOf: url, encoding: .utf8)
            let xml = try XMLReader.parse(text)
            guard xml.root.name == "document" else { continue }
            let document = try NibDocument(xml: xml)
            guard let view = document.allObjects.first(where: { o in o.element.childElements.contains { $0.name == "rect" } }) else { continue }
            try document.set("borderWidth", to: "2", on: view.id)
            let reread = try NibDocument(xml: XMLReader.parse(document.xml.serialized()))
            let entry = reread.objectsByID[view.id]?.element.childElements
                .first { $0.name == "userDefinedRuntimeAttributes" }?.childElements
                .first { $0[attribute: "keyPath"] == "borderWidth" }
            #expect(entry?.childElements.first?[attribute: "value"] == "2", "\(url.lastPathComponent)")
            document.history.undo()
            #expect(document.xml.serialized() == text, "\(url.lastPathComponent): undo did not restore the file")
            edited += 1
        }
        #expect(edited > 200)
    }
}

@Suite("New documents")
struct NewDocumentTests {
    struct Counter: RandomNumberGenerator {
        var state: UInt64 = 7
        mutating func next() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state }
    }

    @Test("a new XIB has Xcode's header, 4-space indentation, one root view and fresh ids")
    func newXIB() throws {
        var ids = ObjectIDGenerator(random: Counter())
        let document = try NibDocument.newXIB(device: "retina6_12", width: 393, height: 852, ids: &ids)
        let text = document.xml.serialized()
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\""))
        #expect(text.contains("\n    <device id=\"retina6_12\""))
        #expect(text.hasSuffix("</document>\n"))
        let root = try #require(document.roots.first { $0.className == "view" })
        #expect(root.frame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.id.range(of: #"^[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}$"#, options: .regularExpression) != nil)
        #expect(root.children.first?.outlineName == "Safe Area")
        // It edits like any other document.
        try document.set("borderWidth", to: "2", on: root.id)
        #expect(document.xml.serialized().contains("keyPath=\"borderWidth\""))
    }
}

@Suite("Runtime attribute key paths")
struct LayerKeyPathTests {
    let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view id="v">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                            <integer key="value" value="4"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                            <color key="value" white="0.5" alpha="0.5" colorSpace="calibratedWhite"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </view>
            </objects>
        </document>
        """

    @Test("cornerRadius reads and edits layer.cornerRadius where the file uses it")
    func layerCornerRadius() throws {
        let document = try NibDocument(xml: XMLReader.parse(text))
        let view = try #require(document.objectsByID["v"])
        #expect(Inspectables.runtimeValue("cornerRadius", of: view) == .number(4))
        #expect(Inspectables.runtimeValue("borderColor", of: view) == .color(RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5)))
        try document.set("cornerRadius", to: "8", on: "v")
        #expect(document.xml.serialized() == text.replacingOccurrences(of: #"<integer key="value" value="4"/>"#, with: #"<integer key="value" value="8"/>"#))
    }
}

@Suite("Inspectable kinds")
struct InspectableKindTests {
    let text = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <label text="Hi" id="l">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="size" keyPath="shadowOffset">
                            <size key="value" width="1" height="2"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </label>
            </objects>
        </document>
        """

    @Test("enumerations, sizes and defaults are typed, checked and written in place")
    func kinds() throws {
        let document = try NibDocument(xml: XMLReader.parse(text))
        let label = try #require(document.objectsByID["l"])
        #expect(Inspectables.named("textAlignment", for: label)?.cases.contains("center") == true)
        #expect(Inspectables.named("numberOfLines", for: label)?.defaultValue == "1")
        #expect(Inspectables.named("shadowOffset", for: label)?.kind == .size)
        #expect(Inspectables.runtimeValue("shadowOffset", of: label) == .size(width: 1, height: 2))
        #expect(throws: EditError.self) { try document.set("textAlignment", to: "middle", on: "l") }
        try document.set("textAlignment", to: "center", on: "l")
        try document.set("shadowOffset", to: "3, 4", on: "l")
        #expect(throws: EditError.self) { try document.set("anchor", to: "0.5,0.5", on: "l") }
        let written = document.xml.serialized()
        #expect(written.contains(#"<label text="Hi" textAlignment="center" id="l">"#))
        #expect(written.contains(#"<size key="value" width="3" height="4"/>"#))
        #expect(written.components(separatedBy: "\n").count == text.components(separatedBy: "\n").count)
    }
}
