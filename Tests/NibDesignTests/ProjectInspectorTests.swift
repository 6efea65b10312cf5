import Foundation
import NibDesign
import NibModel
import NibSource
import SharedFiles
import Testing

/// The inspector with the project's code: what the classes declare, under their sections.
@Suite("Inspectables from the project's code")
struct ProjectInspectorTests {
    static let storyboard = SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/SourceProject/App/Main.storyboard").path

    private func session() throws -> DesignSession {
        let session = try DesignSession(opening: Self.storyboard)
        let folder = DesignSession.projectFolder(of: Self.storyboard)
        #expect(folder.hasSuffix("Tests/Fixtures/SourceProject"), "the .xcodeproj's folder: \(folder)")
        session.useProject(SourceIndex(folder: folder))
        return session
    }

    private func sections(_ id: String, _ session: DesignSession) throws -> [String] {
        let object = try #require(session.document.objectsByID[id])
        return (session.document.designableSections(for: object) ?? []).map { "\($0.title): " + $0.inspectables.map { "\($0.name)=\($0.defaultValue ?? "-")" }.joined(separator: " ") }
    }

    @Test("a label shows what the extension of UIView declares; a designable shows its own class's section first")
    func sectionsByClass() throws {
        let session = try session()
        #expect(try sections("lbl-00-ttl", session) == ["View: borderWidth=- borderColor=-"])
        #expect(try sections("rnd-00-vw1", session) == [
            "Rounded View: cornerRadius=8 shadowOffset=- fillColor=- title=Hello isOn=NO spacing=4.5 inset=12",
            "View: borderWidth=- borderColor=-",
        ])
        let label = try #require(session.document.objectsByID["lbl-00-ttl"])
        #expect(!session.document.inspectables(for: label).contains { $0.name == "cornerRadius" }, "the code declares no Corner Radius")
        #expect(throws: EditError.self) { try session.set("cornerRadius", to: "4", on: "lbl-00-ttl") }
    }

    @Test("setting an inspectable writes its runtime attribute as Xcode does; setting it back to the code's default removes it")
    func setAndReset() throws {
        let session = try session()
        let before = session.document.xml.serialized()
        try session.set("title", to: "Hi", on: "rnd-00-vw1")
        #expect(session.document.xml.serialized().contains(#"<userDefinedRuntimeAttribute type="string" keyPath="title" value="Hi"/>"#))
        try session.set("cornerRadius", to: "8", on: "rnd-00-vw1")
        let reset = session.document.xml.serialized()
        #expect(!reset.contains(#"keyPath="cornerRadius""#), "8 is the code's default: no attribute")
        try session.set("title", to: "Hello", on: "rnd-00-vw1")
        #expect(!session.document.xml.serialized().contains(#"keyPath="title""#))
        while session.document.history.canUndo { _ = session.document.history.undo() }
        #expect(session.document.xml.serialized() == before)
    }
}
