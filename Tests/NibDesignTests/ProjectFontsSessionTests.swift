import Foundation
import NibDesign
import SharedFiles
import Testing

/// A document opened in its project is laid out in the fonts the project bundles.
@Suite("Project fonts in the designer")
final class ProjectFontsSessionTests {
    private var scratch: [String] = []
    deinit { for path in scratch { try? FileManager.default.removeItem(atPath: path) } }

    func projectFolder() -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibproject-\(UUID().uuidString)").path
        scratch.append(folder)
        return folder
    }

    /// A XIB at `path` whose label says "Hello" in `family` at 10 pt, stored at that font's width.
    func writeLabel(in family: String, to path: String) throws {
        let name = ProjectFontFiles.regularName(of: family)
        try InlineDocuments.xib(width: 375, height: 200, subviews: """
            <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="16" y="16" width="\(ProjectFontFiles.width(of: 5, size: 10, scale: 2))" height="12"/>
                <fontDescription key="fontDescription" name="\(name)" family="\(family)" pointSize="10"/>
            </label>
            """, constraints: """
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c2"/>
            """).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Opens `path` and types " world" after the label's "Hello": the label's width after.
    func widthAfterTyping(_ path: String) throws -> Double? {
        let session = try DesignSession(opening: path)
        #expect(session.frames["label"]?.width == ProjectFontFiles.width(of: 5, size: 10, scale: 2))
        try session.set("text", to: "Hello world", on: "label")
        return session.frames["label"]?.width
    }

    @Test("A label set in a font its project lists grows by that font's width as it is typed into, not the stand-in's")
    func typingInProjectFont() throws {
        let project = projectFolder()
        try ProjectFontFiles.writeProject(bundling: "Sessionish Mono", in: project)
        try writeLabel(in: "Sessionish Mono", to: project + "/App/View.xib")
        #expect(try widthAfterTyping(project + "/App/View.xib") == ProjectFontFiles.width(of: 11, size: 10, scale: 2))
    }

    @Test("A file with no project above it has no project's fonts, as in Xcode; its folder's font files stay out")
    func looseFile() throws {
        let folder = projectFolder()
        try ProjectFontFiles.writeMonospaced(family: "Loosefile  Mono", to: folder + "/LoosefileMono-Regular.ttf")
        try writeLabel(in: "Loosefile  Mono", to: folder + "/View.xib")
        #expect(DesignSession.workspaceFolder(around: folder) == nil)
        let width = try widthAfterTyping(folder + "/View.xib")
        #expect(width != ProjectFontFiles.width(of: 11, size: 10, scale: 2), "\(String(describing: width))")
    }

    @Test("A storyboard in a Swift package of the app's workspace is set in the fonts of the app around it (Blockchain's wallet)")
    func packageInWorkspace() throws {
        let project = projectFolder()
        try FileManager.default.createDirectory(atPath: project + "/Modules/Feature/Sources", withIntermediateDirectories: true)
        try "name: App\n".write(toFile: project + "/project.yml", atomically: true, encoding: .utf8)
        try "// swift-tools-version:5.9\n".write(toFile: project + "/Modules/Feature/Package.swift", atomically: true, encoding: .utf8)
        try ProjectFontFiles.writeMonospaced(family: "Workspace  Mono", to: project + "/App/Resources/WorkspaceMono-Regular.ttf")
        try writeLabel(in: "Workspace  Mono", to: project + "/Modules/Feature/Sources/View.xib")
        #expect(DesignSession.projectFolder(of: project + "/Modules/Feature/Sources/View.xib").hasSuffix("/Modules/Feature"))
        #expect(try widthAfterTyping(project + "/Modules/Feature/Sources/View.xib") == ProjectFontFiles.width(of: 11, size: 10, scale: 2))
    }
}
