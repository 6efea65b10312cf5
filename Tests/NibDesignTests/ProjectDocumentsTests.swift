import Foundation
import NibDesign
import SharedFiles
import Testing

/// The Project page's list: a project's XIBs and storyboards by folder, localised copies under
/// their Base file, dependencies left out.
@Suite("A project's documents")
struct ProjectDocumentsTests {
    static let folder = SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/SourceProject").path

    @Test("files by folder, a storyboard's French copy under its Base file, Pods not listed")
    func listing() {
        let project = ProjectDocuments(folder: Self.folder)
        #expect(project.folders.map(\.path) == ["App"])
        let app = project.folders[0].documents
        #expect(app.map(\.path) == ["App/Base.lproj/Launch.storyboard", "App/Main.storyboard"])
        #expect(app[0].name == "Launch.storyboard" && app[0].localizations.map(\.language) == ["fr"])
        #expect(app[0].localizations.map(\.path) == ["App/fr.lproj/Launch.storyboard"] && app[1].localizations.isEmpty)
    }

    @Test("a folder, an .xcodeproj or an .xcworkspace names a project; a file does not")
    func projectNames() {
        #expect(ProjectDocuments.projectFolder(named: Self.folder) == Self.folder)
        #expect(ProjectDocuments.projectFolder(named: Self.folder + "/SourceProject.xcodeproj") == Self.folder)
        #expect(ProjectDocuments.projectFolder(named: Self.folder + "/App/Main.storyboard") == nil)
        #expect(ProjectDocuments.projectFolder(named: Self.folder + "/Nowhere") == nil)
    }
}
