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
