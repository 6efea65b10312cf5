import Foundation
import NibModel
import SharedFiles
import Testing
import XMLTree

/// The Identity inspector's edits, written as Xcode writes them (attribute order read off the
/// corpus: `… id userLabel customClass customModule customModuleProvider sceneMemberID`, and the
/// Storyboard and Restoration IDs before the id).
@Suite("Editing an object's identity")
struct IdentityEditingTests {
    @Test("a controller's custom class with its module inherited from the target, its Storyboard ID; clearing and undo")
    func controller() throws {
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.storyboard))
        try document.setCustomClass(of: "lst-00-ctl", to: "ListController", module: "App", inheritsModule: true)
        try document.setIdentifier("storyboardIdentifier", of: "lst-00-ctl", to: "list")
        #expect(document.xml.serialized().contains(
            #"<viewController title="List" storyboardIdentifier="list" id="lst-00-ctl" customClass="ListController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">"#))
        try document.setCustomClass(of: "lst-00-ctl", to: "ListController", module: "Widgets", inheritsModule: false)
        #expect(document.xml.serialized().contains(#"id="lst-00-ctl" customClass="ListController" customModule="Widgets" sceneMemberID="viewController">"#))
        try document.setCustomClass(of: "lst-00-ctl", to: "", module: "Widgets", inheritsModule: false)
        #expect(document.xml.serialized().contains(#"<viewController title="List" storyboardIdentifier="list" id="lst-00-ctl" sceneMemberID="viewController">"#))
        #expect(throws: EditError.self) { try document.setCustomClass(of: "lst-00-ctl", to: "Not A Class", module: nil, inheritsModule: false) }
        for _ in 0..<4 { document.history.undo() }
        #expect(document.xml.serialized() == InlineDocuments.storyboard)
    }

    @Test("a view's custom class after its user label, its Restoration ID before translatesAutoresizingMaskIntoConstraints")
    func view() throws {
        let xib = InlineDocuments.xib(subviews: #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bdg" userLabel="Badge"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>"#)
        let document = try NibDocument(xml: XMLReader.parse(xib))
        try document.setCustomClass(of: "bdg", to: "BadgeView", module: nil, inheritsModule: false)
        try document.setIdentifier("restorationIdentifier", of: "bdg", to: "badge")
        #expect(document.xml.serialized().contains(
            #"<view contentMode="scaleToFill" restorationIdentifier="badge" translatesAutoresizingMaskIntoConstraints="NO" id="bdg" userLabel="Badge" customClass="BadgeView">"#))
        try document.setIdentifier("restorationIdentifier", of: "bdg", to: nil)
        #expect(!document.xml.serialized().contains("restorationIdentifier"))
    }
}

@Suite("Editing an intrinsic size placeholder")
struct IntrinsicPlaceholderTests {
    @Test("Placeholder written after the priorities and before translatesAutoresizingMaskIntoConstraints, None as infinite; Default removes it")
    func placeholder() throws {
        let xib = InlineDocuments.xib(subviews: #"<view contentMode="scaleToFill" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>"#)
        let document = try NibDocument(xml: XMLReader.parse(xib))
        try document.setIntrinsicSizePlaceholder(of: "v", to: (110, 28))
        #expect(document.xml.serialized().contains(
            #"<view contentMode="scaleToFill" horizontalHuggingPriority="251" placeholderIntrinsicWidth="110" placeholderIntrinsicHeight="28" translatesAutoresizingMaskIntoConstraints="NO" id="v">"#))
        try document.setIntrinsicSizePlaceholder(of: "v", to: (nil, 0))
        #expect(document.xml.serialized().contains(#"placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="0.0""#))
        #expect(throws: EditError.self) { try document.setIntrinsicSizePlaceholder(of: "v", to: (-1, 2)) }
        try document.setIntrinsicSizePlaceholder(of: "v", to: nil)
        #expect(document.xml.serialized() == xib)
    }
}

/// The Identity inspector's User Defined Runtime Attributes table, as Xcode writes each type
/// (forms from the corpus: image `value=`, nil without one, range `<range key="value" location= length=>`).
@Suite("Editing user-defined runtime attributes")
struct RuntimeAttributeTableTests {
    static let xib = InlineDocuments.xib(subviews: #"<view contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>"#)

    @Test("every type added as Xcode writes it, read back; a value changed in its line; a key path renamed in place; removed; undo")
    func table() throws {
        let document = try NibDocument(xml: XMLReader.parse(Self.xib))
        let values: [(String, String, String)] = [
            ("layer.cornerRadius", "number", "8"), ("isOn", "boolean", "YES"), ("title", "string", "Hi"), ("origin", "point", "1, 2"),
            ("inset", "size", "3,4"), ("box", "rect", "0, 0, 10, 20"), ("selection", "range", "0, 2"), ("tint", "color", "#FF0000"),
            ("leftImage", "image", "username"), ("nothing", "nil", ""),
        ]
        for (keyPath, type, text) in values {
            try document.setRuntimeAttribute(keyPath, to: try #require(RuntimeValue(text: text, type: type), "\(type) \(text)"), of: "v")
        }
        let written = document.xml.serialized()
        for fragment in [#"<userDefinedRuntimeAttribute type="image" keyPath="leftImage" value="username"/>"#,
                         #"<userDefinedRuntimeAttribute type="nil" keyPath="nothing"/>"#,
                         #"<userDefinedRuntimeAttribute type="range" keyPath="selection">"#, #"<range key="value" location="0" length="2"/>"#,
                         #"<userDefinedRuntimeAttribute type="boolean" keyPath="isOn" value="YES"/>"#, #"<real key="value" value="8"/>"#] {
            #expect(written.contains(fragment), "\(fragment)")
        }
        let table = document.runtimeAttributes(of: "v")
        #expect(table.map(\.keyPath) == values.map(\.0) && table.map(\.type) == values.map(\.1))
        #expect(table[6].value == .range(location: 0, length: 2) && table[8].value == .image("username") && table[9].value == .null)
        // Reopened, the same table.
        #expect(try NibDocument(xml: XMLReader.parse(written)).runtimeAttributes(of: "v").map(\.value) == table.map(\.value))

        try document.setRuntimeAttribute("layer.cornerRadius", to: .number(12), of: "v")
        let changed = zip(written.split(separator: "\n"), document.xml.serialized().split(separator: "\n")).filter { $0 != $1 }
        #expect(changed.count == 1 && changed.first?.1.contains(#"value="12""#) == true, "one line: \(changed)")
        try document.setRuntimeAttribute("subtitle", to: .string("Hi"), of: "v", renaming: "title")
        #expect(document.runtimeAttributes(of: "v").map(\.keyPath)[2] == "subtitle", "renamed in its place")
        try document.removeRuntimeAttribute("nothing", of: "v")
        #expect(!document.xml.serialized().contains(#"keyPath="nothing""#))
        #expect(throws: EditError.self) { try document.setRuntimeAttribute("not a key", to: .number(1), of: "v") }
        #expect(RuntimeValue(text: "1, x", type: "point") == nil && RuntimeValue(text: "-1, 2", type: "range") == nil)
        for _ in 0..<(values.count + 3) { document.history.undo() }
        #expect(document.xml.serialized() == Self.xib)
    }
}
