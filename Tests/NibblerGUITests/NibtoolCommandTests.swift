import Foundation
import SharedFiles
import Testing

/// `nibtool` run as a person runs it (no display needed): exit codes and messages.
@Suite("nibtool commands")
struct NibtoolCommandTests {
    static let tabBarStoryboard = SharedFiles.corpus
        .appendingPathComponent("Ramotion+animated-tab-bar__RAMAnimatedTabBarDemo_RAMAnimatedTabBarDemo_Base.lproj_Main.storyboard").path

    /// Runs the built `nibtool` with `arguments`: its exit status, and what it wrote to stderr.
    static func nibtool(_ arguments: [String], in folder: URL? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
        let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let process = Process()
        process.executableURL = binaries.appendingPathComponent("nibtool")
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let (out, err) = (Pipe(), Pipe())
        (process.standardOutput, process.standardError) = (out, err)
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stdout, stderr)
    }

    /// A new empty folder for one test's files (the test removes it).
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("tree lists each scene's id; --scene naming no scene, or one without a view, is an error in a sentence", SharedFiles.needsCorpus)
    func sceneErrors() throws {
        let tree = try Self.nibtool(["tree", Self.tabBarStoryboard])
        #expect(tree.status == 0 && tree.stdout.contains("\nscene tne-QT-ifu \""), "\(tree.stdout.prefix(300))")
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: png) }
        let missing = try Self.nibtool(["render", Self.tabBarStoryboard, "--scene", "no-such-scene", "-o", png])
        #expect(missing.status == 1 && missing.stderr.contains("no scene has the id \"no-such-scene\""), "\(missing)")
        #expect(!FileManager.default.fileExists(atPath: png), "nothing drawn")
        let container = try Self.nibtool(["frames", Self.tabBarStoryboard, "--scene", "ovl-w5-59e"])
        #expect(container.status == 1 && container.stderr.contains("has no view to lay out"), "\(container)")
        let child = try Self.nibtool(["render", Self.tabBarStoryboard, "--scene", "tne-QT-ifu", "-o", png])
        #expect(child.status == 0 && FileManager.default.fileExists(atPath: png), "\(child)")
    }

    @Test("a document named by one character in the working folder (\"a\") is read by every command that reads one, with no crash")
    func oneCharacterName() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try InlineDocuments.xib(width: 320, height: 100, subviews: "").write(to: folder.appendingPathComponent("a"), atomically: true, encoding: .utf8)
        for arguments in [["tree", "a"], ["frames", "a"], ["check", "a"], ["render", "a", "-o", "a.png"], ["resave", "a"], ["diff", "a", "a"]] {
            let result = try Self.nibtool(arguments, in: folder)
            #expect(result.status == 0, "\(arguments): \(result)")
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("a.png").path))
    }

    @Test("render of a root with no height (element's empty bubble cell, 600 × 0) says there is nothing to draw, and writes nothing")
    func emptyRoot() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = folder.appendingPathComponent("Empty.xib").path
        try InlineDocuments.xib(width: 600, height: 0, subviews: "").write(toFile: xib, atomically: true, encoding: .utf8)
        let png = folder.appendingPathComponent("Empty.png").path
        let result = try Self.nibtool(["render", xib, "-o", png])
        #expect(result.status == 1 && result.stderr.contains("Empty.xib: nothing to draw: “View” is 600 × 0 pt"), "\(result)")
        #expect(!FileManager.default.fileExists(atPath: png))
    }

    @Test("render of a storyboard whose only scene is a navigation controller draws its canvas, as the designer opens it, not an error")
    func containerOnlyStoryboard() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // blockchain's KYC navigation storyboard: a navigation controller whose root code sets.
        let storyboard = SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/NavigationOnly.storyboard").path
        let (png, overview) = (folder.appendingPathComponent("Scene.png").path, folder.appendingPathComponent("Overview.png").path)
        let result = try Self.nibtool(["render", storyboard, "-o", png])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
        #expect(try Self.nibtool(["render", storyboard, "--overview", "-o", overview]).status == 0)
        let drawn = FileManager.default.contents(atPath: png)
        #expect(drawn != nil && drawn == FileManager.default.contents(atPath: overview), "the canvas, as --overview draws it")
        let named = try Self.nibtool(["render", storyboard, "--scene", "nav-00-scn", "-o", png])
        #expect(named.status == 1, "a scene asked for by name that has no view is still an error: \(named)")
    }

    @Test("render --appearance dark draws another picture than the document's light one, and --appearance light the same; an unknown appearance is refused")
    func renderAppearance() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/StaticTable.storyboard").path
        let (own, light, dark) = (folder.appendingPathComponent("own.png").path, folder.appendingPathComponent("light.png").path,
                                  folder.appendingPathComponent("dark.png").path)
        for (png, extra) in [(own, [String]()), (light, ["--appearance", "light"]), (dark, ["--appearance", "dark"])] {
            let result = try Self.nibtool(["render", storyboard, "-o", png] + extra)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
        }
        let pictures = [own, light, dark].map { FileManager.default.contents(atPath: $0) }
        #expect(pictures[0] != nil && pictures[0] == pictures[1], "the document's own appearance is light")
        #expect(pictures[2] != nil && pictures[2] != pictures[0], "dark is drawn differently")
        let refused = try Self.nibtool(["render", storyboard, "-o", dark, "--appearance", "sepia"])
        #expect(refused.status == 64 && refused.stderr.contains("sepia"), "\(refused)")
    }

    @Test("check, render and resolve on a watchOS interface say what it is: no issues, nothing drawn, the file unchanged")
    func watchKitInterface() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Interface.storyboard").path
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="9531" systemVersion="15C50" targetRuntime="watchKit" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="AgC-eL-Hgc">
                <scenes>
                    <scene sceneID="aou-V4-d1y">
                        <objects>
                            <controller identifier="1" id="AgC-eL-Hgc" customClass="InterfaceController">
                                <items>
                                    <imageView width="1" height="1" alignment="left" id="XYV-y3-lIO"/>
                                </items>
                            </controller>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
        try storyboard.write(toFile: path, atomically: true, encoding: .utf8)
        let check = try Self.nibtool(["check", path])
        #expect(check.status == 0 && check.stdout.isEmpty && check.stderr.contains("Interface.storyboard: This is a watchOS (WatchKit) interface."), "\(check)")
        let png = folder.appendingPathComponent("Interface.png").path
        let render = try Self.nibtool(["render", path, "-o", png])
        #expect(render.status == 1 && render.stderr.contains("watchOS (WatchKit) interface"), "\(render)")
        #expect(!FileManager.default.fileExists(atPath: png))
        let resolve = try Self.nibtool(["resolve", path, "--update-frames"])
        #expect(resolve.status == 0 && resolve.stderr.contains("watchOS (WatchKit) interface"), "\(resolve)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == storyboard)
    }

    /// `nibtool resolve --update-frames` as CI would run it on a file Xcode left misplaced views in.
    @Test("resolve --update-frames on iOS corpus files Xcode marked misplaced: check then finds no misplaced view; only frames and those marks change", SharedFiles.needsCorpus)
    func resolveUpdateFrames() throws {
        let marked = [SharedFiles.corpus, SharedFiles.moreCorpus].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .filter { ["xib", "storyboard"].contains($0.pathExtension) }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
                .filter { file in
                    // iOS documents: Nibbler lays out no macOS one.
                    guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
                    return text.contains(#"misplaced="YES""#) && text.prefix(600).contains("iOS.CocoaTouch")
                }
                .prefix(12)
        }
        #expect(marked.count >= 12)
        var frames = 0
        for file in marked {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("resolved-\(UUID().uuidString).\(file.pathExtension)")
            defer { try? FileManager.default.removeItem(at: out) }
            let resolved = try Self.nibtool(["resolve", file.path, "--update-frames", "-o", out.path])
            #expect(resolved.status == 0, "\(file.lastPathComponent): \(resolved.stderr)")
            let check = try Self.nibtool(["check", out.path])
            #expect(!check.stdout.contains("will be different at run time"), "\(file.lastPathComponent): \(check.stdout)")
            let before = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let after = try String(contentsOf: out, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(before.count == after.count, "\(file.lastPathComponent): lines added or removed")
            for (a, b) in zip(before, after) where a != b {
                if a.contains(#"<rect key="frame""#) && b.contains(#"<rect key="frame""#) { frames += 1; continue }
                #expect(a.replacingOccurrences(of: #" misplaced="YES""#, with: "") == b, "\(file.lastPathComponent): \(a) became \(b)")
            }
        }
        #expect(frames > 20)
    }

    /// A preview at another text size is laid out afresh, as Xcode's canvas does: its frames are
    /// not the file's, and no view is misplaced for it.
    @Test("check --content-size AX5 on a clean file: the label's AX5 frame is larger, and no view is called misplaced", SharedFiles.needsCorpus)
    func checkAtAnotherTextSize() throws {
        let file = SharedFiles.corpus.appendingPathComponent("kharrison+CodeExamples__Designable_Designable_Base.lproj_Main.storyboard").path
        let own = try Self.nibtool(["frames", file, "--format", "text"])
        let large = try Self.nibtool(["frames", file, "--format", "text", "--content-size", "AX5"])
        let label = #"label eiz-YF-A1s "Label - Power Level": "#
        // The file's frame is x 140, width 95.5, of an older Xcode: the stand-in measures the text 1.5 pt wider.
        #expect(own.stdout.contains(label + "x=139 y=293 width=97 height=20.5"), "\(own.stdout)")
        #expect(large.stdout.contains(label) && !large.stdout.contains(label + "x=139 y=293"), "\(large.stdout)")
        for arguments in [["check", file], ["check", file, "--content-size", "AX5"]] {
            let check = try Self.nibtool(arguments)
            #expect(check.status == 0 && !check.stdout.contains("will be different at run time"), "\(arguments): \(check.stdout)")
        }
    }

    /// The designer's canvas marks the issues of the document's own device and text size while
    /// it previews another, whose layout is afresh; `render` marks the same.
    @Test("render --size --select marks the issues the designer marks, judged at the document's own size: a label stored 3 pt wider than the stand-in measures it (within its error) is outlined at neither size, a view 30 pt off its constraint at both")
    func previewMarksTheDocumentsOwnIssues() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xib = folder.appendingPathComponent("Preview.xib")
        func write(labelWidth: Double, boxX: Double) throws {
            try InlineDocuments.xib(width: 375, height: 667, subviews: """
                <label text="Previewed on another phone" translatesAutoresizingMaskIntoConstraints="NO" id="title"><rect key="frame" x="20" y="100" width="\(labelWidth)" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """ + InlineDocuments.sizedView("box", x: boxX, y: 200, width: 100, height: 40), constraints: """
                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c4"/>
                """, toolsVersion: "21701", device: "retina4_7").write(to: xib, atomically: true, encoding: .utf8)
        }
        try write(labelWidth: 100, boxX: 20)
        let measured = try Self.nibtool(["frames", xib.path, "--format", "text"]).stdout.split(separator: "\n").first { $0.contains("title") }
        let width = try #require(measured?.split(separator: " ").first { $0.hasPrefix("width=") }.flatMap { Double($0.dropFirst(6)) })
        try write(labelWidth: width + 3, boxX: 50)
        let check = try Self.nibtool(["check", xib.path])
        #expect(check.stdout.contains("box") && !check.stdout.contains("title"), "\(check.stdout)")
        for size in [[], ["--size", "414x896"]] {
            let png = folder.appendingPathComponent("preview\(size.count).png").path
            let drawn = try Self.nibtool(["render", xib.path, "--select", "root", "--scale", "1", "-o", png] + size)
            #expect(drawn.status == 0, "\(drawn)")
            // The orange of a problem's outline, around the label and around the box.
            #expect(try Self.pixels(of: "#FF8C00", in: png, crop: "300x36+10+92") == 0, "\(size): the label outlined")
            #expect(try Self.pixels(of: "#FF8C00", in: png, crop: "150x60+10+190") > 20, "\(size): the box not outlined")
        }
    }

    /// How many pixels of `png`'s region `crop` (ImageMagick's WxH+X+Y) are `color`, within a
    /// few percent.
    static func pixels(of color: String, in png: String, crop: String) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["convert", png, "-crop", crop, "+repage", "-alpha", "off", "-fuzz", "15%", "-fill", "black", "+opaque", color,
                             "-fill", "white", "-opaque", color, "-format", "%[fx:round(mean*w*h)]", "info:"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    @Test("render --overview draws a storyboard's whole canvas and refuses a XIB", SharedFiles.needsCorpus)
    func overview() throws {
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: png) }
        let drawn = try Self.nibtool(["render", Self.tabBarStoryboard, "--overview", "-o", png])
        #expect(drawn.status == 0, "\(drawn)")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: png)[.size] as? Int)
        #expect(size > 10_000)
        let xib = SharedFiles.projectRoot.appendingPathComponent("Resources/examples/SeedDemo.xib").path
        let refused = try Self.nibtool(["render", xib, "--overview", "-o", png + ".xib.png"])
        #expect(refused.status == 1 && refused.stderr.contains("a XIB has none"), "\(refused)")
    }

    @Test("frames --size lays text out in the fonts that size's size classes pick: a label varied to 34 pt for compact height is 34 pt on a phone held sideways, 17 pt upright")
    func sizeClassFonts() throws {
        let xib = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-\(UUID().uuidString).xib")
        defer { try? FileManager.default.removeItem(at: xib) }
        try InlineDocuments.xib(width: 375, height: 667, subviews: """
            <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="title"><rect key="frame" x="20" y="20" width="40" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <variation key="heightClass=compact"><fontDescription key="fontDescription" type="system" pointSize="34"/></variation>
            </label>
            """, constraints: """
            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            """, toolsVersion: "21701", device: "retina4_7").write(to: xib, atomically: true, encoding: .utf8)
        func height(_ size: String) throws -> String? {
            let frames = try Self.nibtool(["frames", xib.path, "--size", size, "--format", "text"])
            #expect(frames.status == 0, "\(frames.stderr)")
            return frames.stdout.split(separator: "\n").first { $0.contains("title") }?.split(separator: " ").last.map(String.init)
        }
        #expect(try height("667x375") == "height=41")     // 34 pt's line
        #expect(try height("375x667") == "height=20.5")   // 17 pt's
    }

    @Test("classes prints the project's classes as JSON and names the file it skips; check --project names each mismatch with its file and line; render --project draws with the code (nib-backed views)")
    func projectCommands() throws {
        let project = SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/SourceProject").path
        let classes = try Self.nibtool(["classes", project, "--format", "json"])
        #expect(classes.status == 0 && classes.stderr.contains("App/Broken.swift: has a syntax error"), "\(classes.stderr)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(classes.stdout.utf8)) as? [[String: Any]])
        let rounded = try #require(entries.first { $0["name"] as? String == "RoundedView" })
        #expect(rounded["designable"] as? Bool == true && rounded["superclass"] as? String == "UIView")
        let inspectables = try #require(rounded["inspectables"] as? [[String: Any]])
        #expect(inspectables.first?["name"] as? String == "cornerRadius" && inspectables.first?["kind"] as? String == "number")
        #expect((rounded["intrinsicContentSize"] as? [String: Double]) == ["width": 110, "height": 28])
        #expect(entries.contains { $0["name"] as? String == "UIView" && ($0["inspectables"] as? [[String: Any]])?.count == 2 }, "the UIView extension is an entry")

        let check = try Self.nibtool(["check", project + "/App/Main.storyboard", "--project", project])
        for expected in ["Main.storyboard:71: vc0-00-ctl: error: “ViewController” (vc0-00-ctl) connects the outlet “missingOutlet”",
                         "sends the action “vanish:” to ViewController", "the custom class “GhostView” (module Widgets)",
                         "ViewController.swift:3: warning: @IBOutlet ViewController.neverConnected is connected in none"] {
            #expect(check.stdout.contains(expected), "\(expected)")
        }

        let looks = SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/NibBacked").path
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: png) }
        let render = try Self.nibtool(["render", looks + "/Views/Screen.xib", "--project", looks, "-o", png, "--scale", "1"])
        #expect(render.status == 0 && FileManager.default.fileExists(atPath: png), "\(render.stderr)")
    }

    @Test("check judges a label of a custom class misplaced only with --project, whose code says the class is not designable: Interface Builder runs a designable's code, which may size it")
    func checkJudgesCustomLabelsWithTheirCode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Themes.xcodeproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "import UIKit\nclass ThemedLabel: UILabel {}\n".write(to: folder.appendingPathComponent("ThemedLabel.swift"), atomically: true, encoding: .utf8)
        let xib = InlineDocuments.xib(width: 320, height: 100, subviews: """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-thm" customClass="ThemedLabel">
                <rect key="frame" x="20" y="20" width="200" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: """
            <constraint firstItem="lbl-00-thm" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="lbl-00-thm" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            """)
        let path = folder.appendingPathComponent("Themed.xib").path
        try xib.write(toFile: path, atomically: true, encoding: .utf8)
        let alone = try Self.nibtool(["check", path])
        #expect(alone.status == 0 && !alone.stdout.contains("lbl-00-thm"), "\(alone.stdout)")
        let withCode = try Self.nibtool(["check", path, "--project", folder.path])
        #expect(withCode.stdout.contains("lbl-00-thm: warning: Frame for “Label - Hi” will be different at run time: width 200 →"), "\(withCode.stdout)")
    }
}
