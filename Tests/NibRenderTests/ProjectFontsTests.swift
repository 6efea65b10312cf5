import Foundation
@testable import NibRender
import NibModel
import SharedFiles
import Testing
import XMLTree

/// The fonts a project bundles, as Interface Builder sets text in them.
@Suite("Project fonts")
final class ProjectFontsTests {
    private var scratch: [String] = []
    deinit { for path in scratch { try? FileManager.default.removeItem(atPath: path) } }

    /// A project folder of its own in the temporary directory.
    func projectFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibfonts-\(UUID().uuidString)").path
        scratch.append(folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    func font(_ family: String, size: Double = 10) -> FontDescription {
        FontDescription(kind: .named(ProjectFontFiles.regularName(of: family)), pointSize: size, family: family)
    }

    @Test("A font in a folder with no Xcode project (a generated one, a package) is loaded: its text measures in its own metrics, every character as wide")
    func folderWithoutXcodeProject() throws {
        let folder = try projectFolder()
        try ProjectFontFiles.writeMonospaced(family: "Nibblerish Mono", to: folder + "/Resources/Fonts/NibblerishMono-Regular.ttf")
        let measurer = TextMeasurer()
        let before = measurer.size(of: "Hello", font: font("Nibblerish Mono")).width
        #expect(!InstalledFonts.measuresOwnMetrics(font("Nibblerish Mono")))
        #expect(abs(before - ProjectFontFiles.width(of: 5, size: 10)) > 2, "before, a stand-in of another design: \(before)")

        #expect(ProjectFonts.load(from: folder) == ["Nibblerish Mono"])
        // The same measurer, its font map told of the new font.
        #expect(measurer.size(of: "Hello", font: font("Nibblerish Mono")).width == ProjectFontFiles.width(of: 5, size: 10))
        #expect(TextMeasurer().size(of: "Hello world", font: font("Nibblerish Mono")).width == ProjectFontFiles.width(of: 11, size: 10))
        #expect(InstalledFonts.measuresOwnMetrics(font("Nibblerish Mono")))
        // Read once per folder.
        #expect(ProjectFonts.load(from: folder) == [])
    }

    @Test("Where the folder has Xcode projects, only fonts one of them lists are loaded: Xcode offers no other")
    func onlyListedFonts() throws {
        let folder = try projectFolder()
        try ProjectFontFiles.writeMonospaced(family: "Listedfont Mono", to: folder + "/App/Fonts/ListedfontMono-Regular.ttf")
        try ProjectFontFiles.writeMonospaced(family: "Unlisted A Mono", to: folder + "/App/Fonts/UnlistedAMono-Regular.ttf")
        try FileManager.default.createDirectory(atPath: folder + "/App.xcodeproj", withIntermediateDirectories: true)
        try """
            F1 /* ListedfontMono-Regular.ttf */ = {isa = PBXFileReference; lastKnownFileType = file; path = "ListedfontMono-Regular.ttf"; sourceTree = "<group>"; };
            """.write(toFile: folder + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)

        #expect(ProjectFonts.fontFiles(in: folder) == [folder + "/App/Fonts/ListedfontMono-Regular.ttf"])
        #expect(ProjectFonts.load(from: folder) == ["Listedfont Mono"])
        #expect(TextMeasurer().size(of: "Hello", font: font("Listedfont Mono")).width == ProjectFontFiles.width(of: 5, size: 10))
        #expect(!InstalledFonts.measuresOwnMetrics(font("Unlisted A Mono")))
    }

    @Test("An Xcode project's font file names are read in one pass: plain, quoted with spaces, in any letter case; other files' names are not")
    func listedNames() {
        let project = #"""
            A1 /* Roboto-Regular.ttf in Resources */ = {isa = PBXBuildFile; fileRef = B1 /* Roboto-Regular.ttf */; };
            B1 /* Roboto-Regular.ttf */ = {isa = PBXFileReference; lastKnownFileType = file; path = "Roboto-Regular.ttf"; sourceTree = "<group>"; };
            B2 /* Open Sans.TTF */ = {isa = PBXFileReference; path = "Fonts/Open Sans.TTF"; sourceTree = "<group>"; };
            B3 = {isa = PBXFileReference; path = Icons.otf; };
            B4 /* Notes.ttfx */ = {isa = PBXFileReference; path = Notes.ttfx; };
            B5 = {isa = PBXFileReference; path = Main.storyboard; };
            """#
        let names = ProjectFonts.listedFontNames(in: Array(project.utf8))
        #expect(names.isSuperset(of: ["Roboto-Regular.ttf", "Open Sans.TTF", "Icons.otf"]), "\(names)")
        #expect(!names.contains { $0.contains("Notes") || $0.contains("Main") }, "\(names)")
    }

    @Test("A project's own copy of a stand-in's family is left out: the stand-ins' metrics are what is fitted to Xcode")
    func standInsStayInstalled() throws {
        let folder = try projectFolder()
        // Liberation Mono's file renamed to the text stand-in's family, Inter (padded to its length).
        try ProjectFontFiles.writeMonospaced(family: "Inter          ", to: folder + "/Inter-Regular.ttf")
        #expect(ProjectFonts.families(in: folder + "/Inter-Regular.ttf").contains { $0.hasPrefix("Inter") })
        let measurer = TextMeasurer()
        let system = FontDescription(kind: .system, pointSize: 17)
        let before = measurer.size(of: "Label", font: system)
        ProjectFonts.load(from: folder)
        #expect(measurer.size(of: "Label", font: system) == before)
    }

    @Test("A label in a project's font is drawn in it once the project's fonts are loaded, where text was drawn before (the designer's window)")
    func drawnInLoadedFont() throws {
        let folder = try projectFolder()
        try ProjectFontFiles.writeMonospaced(family: "Drawingfnt Mono", to: folder + "/Fonts/DrawingfntMono-Regular.ttf")
        let label = #"""
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="iiiiiiiiii" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="lab">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                    <fontDescription key="fontDescription" name="DrawingfntMono-Regular" family="Drawingfnt Mono" pointSize="20"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
            """#
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(width: 300, height: 40, subviews: label)))
        let root = try #require(document.objectsByID["root"])
        let frames = Renderer.storedFrames(inside: root).merging(["root": Rect(x: 0, y: 0, width: 300, height: 40)]) { a, _ in a }
        func inkWidth() throws -> Int {
            let image = try RenderedImage(Renderer(document: document, frames: frames), root: root)
            let columns = (0..<300).filter { x in image.count(in: Rect(x: Double(x), y: 0, width: 1, height: 40)) { $0.r < 128 } > 0 }
            return (columns.last ?? 0) - (columns.first ?? 0) + 1
        }
        // Ten i's in the stand-in are narrow; in the monospaced font each takes its 0.6 em.
        let before = try inkWidth()
        #expect(before < 70, "in the stand-in: \(before)")
        #expect(ProjectFonts.load(from: folder) == ["Drawingfnt Mono"])
        let after = try inkWidth()
        #expect(after > Int(9 * ProjectFontFiles.advance * 20), "in the project's font: \(after)")
    }

    @Test("A file that is no font is passed over")
    func notAFont() throws {
        let folder = try projectFolder()
        try "not a font".write(toFile: folder + "/Broken.ttf", atomically: true, encoding: .utf8)
        #expect(ProjectFonts.families(in: folder + "/Broken.ttf") == [])
        #expect(ProjectFonts.load(from: folder) == [])
    }
}
