import Foundation
import SharedFiles
import Testing

/// `nibtool merge`, `diff` and `git-setup` run as git runs them.
@Suite("nibtool merge and git")
struct MergeCommandTests {
    /// A storyboard of one scene: a label “Sign in” pinned to the safe area.
    static let storyboard = (try? String(contentsOf: SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/MergeBase.storyboard"), encoding: .utf8)) ?? ""

    /// A view with constraints of its own and to the safe area, as Xcode writes one.
    static let addedView = (
        view: """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="new-00-box">
                                        <rect key="frame" x="20" y="120" width="100" height="50"/>
                                        <color key="backgroundColor" systemColor="systemRedColor"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="c30-00-hgt"/>
                                            <constraint firstAttribute="width" constant="100" id="c31-00-wid"/>
                                        </constraints>
                                    </view>

            """,
        constraints: """
                                    <constraint firstItem="new-00-box" firstAttribute="leading" secondItem="saf-00-gde" secondAttribute="leading" constant="20" id="c25-00-lea"/>
                                    <constraint firstItem="new-00-box" firstAttribute="top" secondItem="lbl-00-ttl" secondAttribute="bottom" constant="20" id="c40-00-top"/>

            """,
        resources: """
                <resources>
                    <systemColor name="systemRedColor">
                        <color red="1" green="0.23137254901960785" blue="0.18823529411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </systemColor>
                </resources>

            """)

    /// Added at the end of the root's constraints, where the added view's constraints go too:
    /// git's line merge conflicts there.
    static let trailingConstraint = """
                                <constraint firstItem="saf-00-gde" firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="lbl-00-ttl" secondAttribute="trailing" constant="20" id="c50-00-trl"/>

        """

    static func withAddedView(_ text: String) -> String {
        var text = text
        text = text.replacingOccurrences(of: "\n                        </constraints>\n", with: "\n" + addedView.constraints + "                        </constraints>\n")
        text = text.replacingOccurrences(of: "\n                        </subviews>\n", with: "\n" + addedView.view + "                        </subviews>\n")
        return text.replacingOccurrences(of: "</document>\n", with: addedView.resources + "</document>\n")
    }

    static func withChangedLabel(_ text: String) -> String {
        text.replacingOccurrences(of: #"text="Sign in""#, with: #"text="Log in""#)
            .replacingOccurrences(of: #"x="20" y="79" width="52""#, with: #"x="20" y="79" width="47""#)
            .replacingOccurrences(of: #"toolsVersion="21507""#, with: #"toolsVersion="23504""#)
            .replacingOccurrences(of: "\n                        </constraints>\n", with: "\n" + trailingConstraint + "                        </constraints>\n")
    }

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nibtool-merge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("exit 0 and the merged file written over OURS; exit 1 with conflicts in words; exit 2 with OURS untouched")
    func exitStatuses() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        func write(_ name: String, _ text: String) throws -> String {
            let path = dir.appendingPathComponent(name).path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let base = try write("base", Self.storyboard)
        let ours = try write("ours", Self.withAddedView(Self.storyboard))
        let theirs = try write("theirs", Self.withChangedLabel(Self.storyboard))
        let clean = try NibtoolCommandTests.nibtool(["merge", base, ours, theirs])
        #expect(clean.status == 0, "\(clean)")
        #expect(try String(contentsOfFile: ours, encoding: .utf8) == Self.withChangedLabel(Self.withAddedView(Self.storyboard)))

        let mine = try write("mine", Self.storyboard.replacingOccurrences(of: #"text="Sign in""#, with: #"text="Enter""#))
        let conflicted = try NibtoolCommandTests.nibtool(["merge", base, mine, theirs])
        #expect(conflicted.status == 1)
        #expect(conflicted.stderr.contains("conflict: Label “Title” (lbl-00-ttl): text: ours “Enter”, theirs “Log in”"), "\(conflicted.stderr)")
        let kept = try String(contentsOfFile: mine, encoding: .utf8)
        #expect(kept.contains(#"text="Enter""#) && kept.contains(#"toolsVersion="23504""#))

        let broken = try write("broken", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>")
        let before = try String(contentsOfFile: ours, encoding: .utf8)
        let unreadable = try NibtoolCommandTests.nibtool(["merge", base, ours, broken])
        #expect(unreadable.status == 2 && unreadable.stderr.contains("broken"), "\(unreadable)")
        #expect(try String(contentsOfFile: ours, encoding: .utf8) == before)
    }

    @Test("diff names the changes in words; textconv gives one changed line for one changed attribute")
    func diffInWords() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let old = dir.appendingPathComponent("old.storyboard").path, new = dir.appendingPathComponent("new.storyboard").path
        try Self.storyboard.write(toFile: old, atomically: true, encoding: .utf8)
        try Self.withChangedLabel(Self.withAddedView(Self.storyboard)).write(toFile: new, atomically: true, encoding: .utf8)
        let diff = try NibtoolCommandTests.nibtool(["diff", old, new])
        #expect(diff.status == 0, "\(diff)")
        for line in ["Document:", "  ~ toolsVersion: “21507” → “23504”", "Scene “Sign In” (scn-00-one):",
                     "  ~ Label “Title” (lbl-00-ttl): text: “Sign in” → “Log in”",
                     "  + View (new-00-box) in View (vw0-00-rot)",
                     "  + constraint View.top == Title.bottom + 20 (c40-00-top)"] {
            #expect(diff.stdout.contains(line + "\n"), "missing \(line) in:\n\(diff.stdout)")
        }
        #expect(!diff.stdout.contains("c30-00-hgt"), "the new view's own constraints come with it")

        try Self.storyboard.replacingOccurrences(of: #"text="Sign in""#, with: #"text="Log in""#).write(toFile: new, atomically: true, encoding: .utf8)
        let (a, b) = (try NibtoolCommandTests.nibtool(["diff", "--textconv", old]), try NibtoolCommandTests.nibtool(["diff", "--textconv", new]))
        let (linesA, linesB) = (a.stdout.split(separator: "\n"), b.stdout.split(separator: "\n"))
        #expect(linesA.count == linesB.count && linesA.count > 10)
        let changed = zip(linesA, linesB).filter { $0 != $1 }
        #expect(changed.map { String($0.1) } == ["              · text: Log in"], "\(changed)")
    }

    @Test("textconv shows a file it cannot read as its text, exit 0: one textconv that fails stops git diff for every file (a merge's conflict markers, an Xcode 3 archive)")
    func textconvNeverStopsGitDiff() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let conflicted = dir.appendingPathComponent("conflicted.storyboard").path
        let text = Self.storyboard.replacingOccurrences(of: #"            <objects>"#, with: "<<<<<<< HEAD\n            <objects>", options: [], range: nil)
        try text.write(toFile: conflicted, atomically: true, encoding: .utf8)
        let shown = try NibtoolCommandTests.nibtool(["diff", "--textconv", conflicted])
        #expect(shown.status == 0, "\(shown)")
        #expect(shown.stdout == text)
        #expect(shown.stderr.contains("conflicted.storyboard") && shown.stderr.contains("shown as its text"), "\(shown.stderr)")
        let missing = try NibtoolCommandTests.nibtool(["diff", "--textconv", dir.appendingPathComponent("none.xib").path])
        #expect(missing.status != 0)
    }

    /// The whole path a team takes: git-setup, two branches, `git merge` with the driver.
    @Test("git merge with the driver set up by git-setup merges both branches' changes, and check is clean")
    func gitMergeEndToEnd() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        @discardableResult
        func git(_ arguments: String...) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", dir.path, "-c", "user.name=Nibbler Test", "-c", "user.email=test@example.com"] + arguments
            let out = Pipe()
            (process.standardOutput, process.standardError) = (out, out)
            try process.run()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " ")): \(text)")
            return text
        }
        try git("init", "-q", "-b", "main")
        let file = dir.appendingPathComponent("Main.storyboard")
        try Self.storyboard.write(to: file, atomically: true, encoding: .utf8)
        try git("add", "Main.storyboard")
        try git("commit", "-qm", "base")

        let setup = try NibtoolCommandTests.nibtool(["git-setup"], in: dir)
        #expect(setup.status == 0, "\(setup)")
        let attributes = try String(contentsOf: dir.appendingPathComponent(".gitattributes"), encoding: .utf8)
        #expect(attributes.contains("*.xib merge=nibtool diff=nibtool\n*.storyboard merge=nibtool diff=nibtool\n"))
        #expect(try git("config", "merge.nibtool.driver").hasSuffix("nibtool merge %O %A %B --path %P\n"))
        #expect(try NibtoolCommandTests.nibtool(["git-setup"], in: dir).status == 0, "running it twice is harmless")
        #expect(try String(contentsOf: dir.appendingPathComponent(".gitattributes"), encoding: .utf8) == attributes)
        try git("add", ".gitattributes")
        try git("commit", "-qm", "nibtool merges storyboards")

        try git("checkout", "-qb", "box")
        try Self.withAddedView(Self.storyboard).write(to: file, atomically: true, encoding: .utf8)
        try git("commit", "-qam", "a box under the title")
        try git("checkout", "-q", "main")
        try Self.withChangedLabel(Self.storyboard).write(to: file, atomically: true, encoding: .utf8)
        try git("commit", "-qam", "log in, in a newer Xcode")
        // git's own line merge conflicts on these two branches; the driver merges them.
        let lineMerge = Process()
        lineMerge.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let copies = ["base": Self.storyboard, "main": Self.withChangedLabel(Self.storyboard), "box": Self.withAddedView(Self.storyboard)]
        for (name, text) in copies { try text.write(to: dir.appendingPathComponent("\(name).copy"), atomically: true, encoding: .utf8) }
        lineMerge.arguments = ["git", "merge-file", "-p"] + ["main", "base", "box"].map { dir.appendingPathComponent("\($0).copy").path }
        lineMerge.standardOutput = FileHandle.nullDevice
        try lineMerge.run()
        lineMerge.waitUntilExit()
        #expect(lineMerge.terminationStatus > 0, "git's line merge conflicts")
        try git("merge", "-q", "--no-edit", "box")
        let merged = try String(contentsOf: file, encoding: .utf8)
        #expect(merged == Self.withChangedLabel(Self.withAddedView(Self.storyboard)))
        let check = try NibtoolCommandTests.nibtool(["check", file.path])
        #expect(check.status == 0 && check.stderr.isEmpty && !check.stdout.contains("warning"), "\(check)")
        let log = try git("log", "-p", "-1", "box", "--", "Main.storyboard")
        #expect(log.contains("+            View (new-00-box)\n"), "textconv shows the change in words: \(log)")
        #expect(!log.contains("<view"), "and not the XML: \(log)")
    }
}
