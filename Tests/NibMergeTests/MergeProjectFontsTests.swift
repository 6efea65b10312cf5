import Foundation
import NibMerge
import SharedFiles
import Testing
import XMLTree

/// A merge settles frames by laying the merged document out as Xcode would in its project: in
/// the fonts the project bundles, where the merge knows where the file lives (git's %P).
@Suite("Merging in a project's fonts")
struct MergeProjectFontsTests {
    static let family = "Mergefile  Mono"

    /// An iOS XIB: a label in the project's monospaced font, 10 pt, and a box `gap` after it, at
    /// the frames Xcode stores in that font.
    static func document(text: String, gap: Double, boxX: Double) -> String {
        let width = ProjectFontFiles.width(of: text.count, size: 10, scale: 2)
        return InlineDocuments.xib(width: 375, height: 200, subviews: """
            <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="16" y="16" width="\(width)" height="12"/>
                <fontDescription key="fontDescription" name="\(ProjectFontFiles.regularName(of: family))" family="\(family)" pointSize="10"/>
            </label>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="\(boxX)" y="16" width="20" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" constant="20" id="bw"/>
                    <constraint firstAttribute="height" constant="20" id="bh"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c2"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="\(gap)" id="gap"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="16" id="c3"/>
            """).replacingOccurrences(of: #"useAutolayout="YES""#, with: #"targetRuntime="iOS.CocoaTouch" useAutolayout="YES""#)
    }

    @Test("ours lengthens the label, theirs widens the gap after it: the box goes where the merged constraints put it, the label measured in the project's font")
    func settledInProjectFont() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("nibmerge-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: project) }
        try ProjectFontFiles.writeProject(bundling: Self.family, in: project)
        let (five, eleven) = (ProjectFontFiles.width(of: 5, size: 10, scale: 2), ProjectFontFiles.width(of: 11, size: 10, scale: 2))
        let base = Self.document(text: "Hello", gap: 8, boxX: 16 + five + 8)
        let ours = Self.document(text: "Hello world", gap: 8, boxX: 16 + eleven + 8)
        let theirs = Self.document(text: "Hello", gap: 20, boxX: 16 + five + 20)
        let result = try DocumentMerge.merge(base: XMLReader.parse(base), ours: XMLReader.parse(ours), theirs: XMLReader.parse(theirs),
                                             path: project + "/App/View.xib")
        #expect(result.conflicts.isEmpty, "\(result.conflicts)")
        let box = try #require(result.text.firstMatch(of: /id="box">\s*<rect key="frame" x="([0-9.]+)"/))
        #expect(Double(box.1) == 16 + eleven + 20, "the box after the 11 characters' \(eleven) pt and the 20 pt gap: \(box.1)")
    }
}
