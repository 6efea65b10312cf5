import Foundation
import SharedFiles
import Testing

/// The designer driven as a person would: the real `nibbler` under its own Xvfb and D-Bus
/// session, with mouse and keyboard events from xdotool and widgets found over AT-SPI by the
/// Python driver in Tests/GUI. These tests check what the app shows and what it saves.
@Suite(.serialized)
struct SeedDemoEditingTests {
    @Test("Edit the bundled SeedDemo.xib: longer text, border width and colour, save, undo, save")
    func bundledExample() throws {
        try GUITest.run("edit_seed_demo.py", document: SharedFiles.projectRoot.appendingPathComponent("Resources/examples/SeedDemo.xib"))
    }

    @Test("A broken file is reported in the window; quitting with unsaved changes asks first; a read-only file is replaced only when confirmed")
    func errorsAndUnsavedChanges() throws {
        try GUITest.run("unsaved_and_errors.py", document: SharedFiles.projectRoot.appendingPathComponent("Resources/examples/SeedDemo.xib"))
    }

    @Test("A new document: a view from the library, centred and sized from the Layout menu, saved without problems")
    func buildFromEmpty() throws {
        try GUITest.run("build_from_empty.py", document: SharedFiles.projectRoot.appendingPathComponent("Resources/examples/SeedDemo.xib"))
    }

    @Test("Arrow keys nudge a view held by constraints, leaving it misplaced; Update Frames puts it back")
    func nudgeAndUpdateFrames() throws {
        try GUITest.run("nudge_and_update_frames.py", document: SharedFiles.projectRoot.appendingPathComponent("Resources/examples/SeedDemo.xib"))
    }

    @Test("Rebuild the seed demo from an empty document with real input: no issue, the seed's frames", SharedFiles.needsSeeds)
    func rebuildSeedDemo() throws {
        try GUITest.run("rebuild_seed_demo.py", document: SharedFiles.seedProjectStoryboard)
    }

    @Test("nibbler --merge: a conflict on a label's text, Theirs chosen, saved to MERGED")
    func mergeTool() throws {
        try GUITest.run("merge_conflict.py", document: SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/MergeBase.storyboard"))
    }

    @Test("Open a folder with the seed demo and its UIView extension: the inspector shows the code's inspectables, the canvas draws them, and follows the code as it changes on disk", SharedFiles.needsCorpus)
    func projectSource() throws {
        try GUITest.run("project_source.py", document: SharedFiles.seedDemo)
    }

    @Test("Nib-backed custom views drawn with their XIBs in place; double-clicking one opens its XIB")
    func nibBackedViews() throws {
        try GUITest.run("nib_backed.py", document: SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/NibBacked/Views/Screen.xib"))
    }

    @Test("A storyboard on one canvas: the outline with the shown scene expanded and the others collapsed; every scene and arrow in place, a segue clicked and renamed, a new segue by Ctrl+drag, undone", SharedFiles.needsCorpus)
    func storyboardCanvas() throws {
        try GUITest.run("storyboard_canvas.py", document: SharedFiles.corpus.appendingPathComponent("kharrison+CodeExamples__Restorer_Restorer_Base.lproj_MainStoryboard.storyboard"))
    }

    @Test("A storyboard whose only scene is a navigation controller: the canvas draws its scene, a click on it selects the controller; at the default window size each chooser above and below the canvas is shown whole; Dark in the View as bar draws it dark")
    func navigationOnlyStoryboard() throws {
        try GUITest.run("navigation_only.py", document: SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/NavigationOnly.storyboard"))
    }

    @Test("A scene whose view starts below opaque bars: the status and navigation bars drawn above it, a click on its button selects that button", SharedFiles.needsCorpus)
    func barsAboveRoot() throws {
        try GUITest.run("bars_above_root.py", document: SharedFiles.corpus.appendingPathComponent("ReactiveX+RxSwift__RxExample_RxExample_Examples_Calculator_Calculator.storyboard"))
    }

    @Test("A runtime attribute added in the Identity inspector's table as Xcode writes it, and removed")
    func runtimeAttributeTable() throws {
        try GUITest.run("runtime_attributes.py", document: SharedFiles.projectRoot.appendingPathComponent("Resources/examples/SeedDemo.xib"))
    }

    @Test("A label's font set to Headline and to System Bold 20, a button's type, title and font, in the Attributes inspector, saved as Xcode writes them")
    func labelAndButtonAttributes() throws {
        try GUITest.run("label_and_button_attributes.py", document: SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/LabelAndButton.xib"))
    }

    @Test("Add Missing Constraints on a partly constrained switch and on the root, saved as Xcode writes them, one undo step each")
    func addMissingConstraints() throws {
        try GUITest.run("add_missing_constraints.py", document: SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/PartlyConstrained.xib"))
    }

    @Test("Constraints that vary by size class on an iPhone: only the installed ones drawn, the inspector listing their size classes' constants and installs")
    func sizeClasses() throws {
        try GUITest.run("size_classes.py", document: SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/SizeClasses.xib"))
    }

    @Test("The inspector keeps its scroll position and the focused field across an edit, an undo and a redo")
    func inspectorKeepsPlace() throws {
        try GUITest.run("inspector_keeps_place.py", document: SharedFiles.projectRoot.appendingPathComponent("Resources/examples/SeedDemo.xib"))
    }

    @Test("The Recent Files menu: a file and its Save As copy, each once, newest first, with its folder and underscores; opened again, it comes first")
    func recentFiles() throws {
        try GUITest.run("recent_files.py", document: SharedFiles.projectRoot.appendingPathComponent("Resources/examples/SeedDemo.xib"))
    }

    @Test("A static table drawn with its cells below the status bar (pixels); a cell's title clicked on the canvas and edited, saved as one line")
    func staticTable() throws {
        try GUITest.run("static_table.py", document: SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/StaticTable.storyboard"))
    }

    @Test("Edit the seed demo storyboard from the corpus the same way", SharedFiles.needsCorpus)
    func seedStoryboard() throws {
        try GUITest.run("edit_seed_demo.py", document: SharedFiles.seedDemo)
    }
}

enum GUITest {
    /// The tools a GUI test needs; the test is skipped, saying which is missing, without them.
    static let tools = ["/usr/bin/Xvfb", "/usr/bin/xdotool", "/usr/bin/dbus-run-session", "/usr/bin/convert", "/usr/bin/python3"]

    static func run(_ script: String, document: URL) throws {
        let missing = tools.filter { !FileManager.default.isExecutableFile(atPath: $0) }
        guard missing.isEmpty, hasPyatspi else {
            print("skipped: GUI test \(script) needs \((missing + (hasPyatspi ? [] : ["python3-pyatspi"])).joined(separator: ", ")); `bash scripts/setup.sh` installs them")
            return
        }
        let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let nibbler = binaries.appendingPathComponent("nibbler").path
        let nibtool = binaries.appendingPathComponent("nibtool").path
        try #require(FileManager.default.isExecutableFile(atPath: nibbler), "nibbler is not built next to the tests (\(binaries.path)); run `swift build` first")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-gui-\(UUID().uuidString)")
        let driver = SharedFiles.projectRoot.appendingPathComponent("Tests/GUI/\(script)").path
        let (status, output) = try session(["/usr/bin/python3", driver, nibbler, nibtool, document.path, work.path], log: work.appendingPathComponent("driver.log"))
        let steps = output.split(separator: "\n").filter { $0.hasPrefix("ok:") || $0.hasPrefix("FAIL") }
        print(steps.joined(separator: "\n"))
        #expect(status == 0, "\(script) failed (its files and a screenshot are kept in \(work.path)):\n\(output)")
        if status == 0 { try? FileManager.default.removeItem(at: work) }
    }

    /// Runs a command in its own D-Bus session and process group, with its output in a file.
    /// Afterwards the whole group is stopped: GTK's accessibility helpers outlive the app.
    /// The longest script, rebuilding the seed demo, takes 130 to 150 s alone and more beside
    /// the other suites: 300 s stops only a driver that hangs.
    static func session(_ command: [String], log: URL, timeout: Duration = .seconds(300)) throws -> (status: Int32, output: String) {
        try FileManager.default.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let output = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        // -w: wait for the command and return its status (setsid forks when started as a group leader).
        process.arguments = ["-w", "/usr/bin/dbus-run-session", "--"] + command
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let deadline = ContinuousClock.now + timeout
        while process.isRunning && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.1) }
        // The driver wrote its process group (setsid made it a new one). SIGKILL: a sandbox may
        // start processes with SIGTERM ignored, and the helpers keep that.
        let groupFile = log.deletingLastPathComponent().appendingPathComponent("process-group")
        if let text = try? String(contentsOf: groupFile, encoding: .utf8), let group = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), group > 1 {
            kill(-group, SIGKILL)
        }
        process.waitUntilExit()
        try output.close()
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return (process.terminationReason == .exit ? process.terminationStatus : -1, text)
    }

    static var hasPyatspi: Bool {
        (try? shell("/usr/bin/python3", ["-c", "import pyatspi"]).status) == 0
    }

    static func shell(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
