import Foundation
import NibDesign
import NibLayout
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

    @Test("dragging a scene by its header writes its canvasLocation in whole points, one undo step")
    func movingScenes() throws {
        let (session, folder) = try session()
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = session.document.xml.serialized()
        try session.document.moveScene("lst-00-scn", by: 40.4, -120.6, from: (0, 0))
        let text = session.document.xml.serialized()
        #expect(text.contains(#"<point key="canvasLocation" x="140" y="-121"/>"#))
        #expect(StoryboardMap(document: session.document).scenes[1].frame.x == 140 - 196.5, "the map follows")
        #expect(throws: EditError.self) { try session.document.moveScene("nowhere", by: 1, 1, from: (0, 0)) }
        session.undo()
        #expect(session.document.xml.serialized() == before)
    }

    @Test("the Issues cover every scene, each named with its scene, while another is edited")
    func issuesOfEveryScene() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The detail scene gets a view whose width alone is constrained: ambiguous.
        let ambiguous = #"<subviews><view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="amb-00-vw">"#
            + #"<rect key="frame" x="20" y="100" width="100" height="100"/><constraints>"#
            + #"<constraint firstAttribute="width" constant="100" id="amb-00-wid"/></constraints></view></subviews>"#
        let text: String = InlineDocuments.storyboard.replacing(/(id="dtl-00-vw">\s*<rect[^>]*\/>)/) { match in String(match.1) + ambiguous }
        #expect(text != InlineDocuments.storyboard)
        let path = folder.appendingPathComponent("Main.storyboard").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let session = try DesignSession(opening: path)
        let list = try #require(session.rootIndex(containing: "lst-00-vw"))
        session.showRoot(list)
        #expect(!session.currentIssues().contains { $0.objectID == "amb-00-vw" }, "not the edited scene's")
        let all = session.documentIssues()
        let issue = try #require(all.first { $0.objectID == "amb-00-vw" })
        #expect(issue.message.hasPrefix("Detail Scene: "), "\(issue.message)")
        #expect(session.rootIndex(containing: issue.objectID) != list, "choosing it shows its own scene")
    }

    @Test("the outline lists each scene's segues after its objects, named as Xcode names them, and finds their rows")
    func seguesInTheOutline() throws {
        let (session, folder) = try session()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tree = OutlineTree(document: session.document)
        #expect(tree.children(of: "scene:lst-00-scn") == ["lst-00-ctl", "sho-00-seg", "pre-00-seg"])
        #expect(tree.name(of: "sho-00-seg") == "Show segue to “Detail”")
        #expect(tree.name(of: "rel-00-seg") == "Relationship “root view controller” to “List”")
        #expect(tree.name(of: "pre-00-seg").hasPrefix("Present Modally segue to “"))
        #expect(tree.path(to: "sho-00-seg") == ["scene:lst-00-scn", "sho-00-seg"])
        #expect(tree.objectID(of: "sho-00-seg") == "sho-00-seg", "choosing the row selects the segue")
    }
}
