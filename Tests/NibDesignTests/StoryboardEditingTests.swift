import Foundation
import NibDesign
import NibModel
import SharedFiles
import Testing
import XMLTree

/// Segues edited as Xcode writes them, headless: identifier and kind in place, new segues in
/// their source's `<connections>`, deleting one; references leading to their storyboard.
@Suite("Editing a storyboard's segues")
struct StoryboardEditingTests {
    func session() throws -> (DesignSession, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("Main.storyboard")
        try InlineDocuments.storyboard.write(to: path, atomically: true, encoding: .utf8)
        return (try DesignSession(opening: path.path), folder)
    }

    @Test("an identifier goes after the kind, a presentation style after it; an unknown kind is refused; undo restores the bytes")
    func segueAttributes() throws {
        let (session, folder) = try session()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = session.document.xml.serialized()
        try session.setSegue("sho-00-seg", "identifier", to: "showDetail")
        #expect(session.document.xml.serialized().contains(#"<segue destination="dtl-00-ctl" kind="show" identifier="showDetail" id="sho-00-seg"/>"#))
        try session.setSegue("pre-00-seg", "modalPresentationStyle", to: "formSheet")
        try session.setSegue("pre-00-seg", "identifier", to: "settings")
        #expect(session.document.xml.serialized().contains(
            #"<segue destination="ref-00-ctl" kind="presentation" identifier="settings" modalPresentationStyle="formSheet" id="pre-00-seg"/>"#))
        #expect(throws: EditError.self) { try session.setSegue("sho-00-seg", "kind", to: "teleport") }
        try session.setSegue("sho-00-seg", "identifier", to: "")
        #expect(!session.document.xml.serialized().contains(#"identifier="showDetail""#), "an empty identifier is none")
        let (segue, source, destination) = try #require(session.segue("sho-00-seg"))
        #expect(segue.name == "segue" && source?.id == "btn-00-vw" && destination?.id == "dtl-00-ctl")
        for _ in 0..<4 { session.undo() }
        #expect(session.document.xml.serialized() == before)
    }

    @Test("a new segue from a button goes last in its connections, from a controller into a new <connections>; Delete removes one")
    func newSegues() throws {
        let (session, folder) = try session()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = session.document.xml.serialized()
        let fromButton = try session.addSegue(from: "btn-00-vw", to: "dtl-00-ctl", kind: "showDetail")
        let text = session.document.xml.serialized()
        #expect(text.contains("""
                                                <segue destination="ref-00-ctl" kind="presentation" id="pre-00-seg"/>
                                                <segue destination="dtl-00-ctl" kind="showDetail" id="\(fromButton)"/>
                                            </connections>
            """))
        let fromController = try session.addSegue(from: "dtl-00-ctl", to: "lst-00-ctl", kind: "presentation")
        #expect(session.document.xml.serialized().contains("""
                                </view>
                                <connections>
                                    <segue destination="lst-00-ctl" kind="presentation" id="\(fromController)"/>
                                </connections>
                            </viewController>
            """))
        #expect(throws: EditError.self) { try session.addSegue(from: "btn-00-vw", to: "red-00-vw", kind: "show") }
        session.selection = fromButton
        try session.deleteSelection()
        #expect(!session.document.xml.serialized().contains(fromButton) && session.selection == nil)
        for _ in 0..<3 { session.undo() }
        #expect(session.document.xml.serialized() == before)
    }

    @Test("an object of another scene is found in its root, to show it")
    func rootOfAnObject() throws {
        let (session, folder) = try session()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = try #require(session.rootIndex(containing: "red-00-vw"))
        let detail = try #require(session.rootIndex(containing: "dtl-00-ctl"))
        #expect(session.roots[list].id == "lst-00-vw" && session.roots[detail].id == "dtl-00-vw")
        #expect(session.rootIndex(containing: "nav-00-ctl") == nil, "a navigation controller has no view to show")
    }

    @Test("a storyboard reference leads to the storyboard it names beside the file, at the scene with its identifier")
    func references() throws {
        let (session, folder) = try session()
        defer { try? FileManager.default.removeItem(at: folder) }
        let settings = InlineDocuments.storyboard
            .replacingOccurrences(of: #"<viewController title="Detail" id="dtl-00-ctl""#,
                                  with: #"<viewController title="Detail" storyboardIdentifier="Privacy" id="dtl-00-ctl""#)
        try settings.write(to: folder.appendingPathComponent("Settings.storyboard"), atomically: true, encoding: .utf8)
        let reference = try #require(session.document.objectsByID["ref-00-ctl"])
        let target = try #require(StoryboardReferences.target(of: reference, in: session.path))
        #expect(target.path == folder.appendingPathComponent("Settings.storyboard").standardizedFileURL.path && target.controllerID == "dtl-00-ctl")
        // Without that identifier there, the referenced storyboard's initial scene.
        try InlineDocuments.storyboard.write(to: folder.appendingPathComponent("Settings.storyboard"), atomically: true, encoding: .utf8)
        #expect(StoryboardReferences.target(of: reference, in: session.path)?.controllerID == "nav-00-ctl")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Settings.storyboard"))
        #expect(StoryboardReferences.target(of: reference, in: session.path) == nil, "no such storyboard")
    }
}
