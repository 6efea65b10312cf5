import CPangoCairo
import Foundation
import NibModel
import Synchronization

/// The fonts a project bundles, which Interface Builder sets its text in: a label in
/// "Montserrat-SemiBold" is measured and drawn in the Montserrat the project ships, as Xcode
/// shows it, not in a stand-in of another design. Xcode offers the fonts its project holds, so
/// where the folder has Xcode projects, a font counts when one of them lists its file: Amaroq's
/// Roboto and DisplaySwitcher's fonts are listed, and Xcode's frames of their labels are the
/// fonts' own (Amaroq's 607 views: 62% within a point of them in a stand-in, 97% in Roboto);
/// folding-cell's Open Sans files sit in the folder unlisted, and its frames are the system
/// font's. A folder with no Xcode project (one a tool generates, or a Swift package) holds its
/// fonts for the project made of it: Blockchain's wallet's Montserrat (80% → 96%).
public enum ProjectFonts {
    /// Adds to fontconfig the fonts of the project in `folder` (see above), once per folder,
    /// and returns the families added. The stand-ins' own families (`SystemFont`) are left as
    /// installed, whatever version a project bundles: their metrics are what the stand-ins are
    /// fitted to. Each measurer sees the fonts from its next measure on.
    @discardableResult
    public static func load(from folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        guard loadedFolders.withLock({ $0.insert(root).inserted }) else { return [] }
        let fonts = fontFiles(in: root).map { (file: $0, families: families(in: $0)) }
            .filter { !$0.families.isEmpty && $0.families.allSatisfy { !standInFamilies.contains($0) } }
        guard !fonts.isEmpty else { return [] }
        let addedFiles = Set(replaceConfiguration(adding: fonts.map(\.file)))
        var added: [String] = []
        for font in fonts where addedFiles.contains(font.file) {
            added += font.families.filter { !added.contains($0) }
        }
        guard !added.isEmpty else { return [] }
        InstalledFonts.add(added)
        generation.add(1, ordering: .releasing)
        return added
    }

    /// The font files loads have added, each in every configuration made since.
    private static let addedFiles = Mutex([String]())

    /// Makes fontconfig's configuration, which every thread's pango reads, a new one that holds
    /// `files` besides what earlier loads added (one since deleted is left out), and returns
    /// those of `files` it holds. Adding them to the one in use would grow its font set under
    /// the threads reading it (pango sorts fonts on threads of its own), and free the set's old
    /// storage. The configuration replaced is kept, not freed: a font map may still read it
    /// until it is told of the new one (`TextMeasurer`), and a project adds fonts once.
    private static func replaceConfiguration(adding files: [String]) -> [String] {
        addedFiles.withLock { all in
            guard let config = FcInitLoadConfigAndFonts() else { return [] }
            defer { FcConfigDestroy(config) }
            for file in all { _ = add(file, to: config) }
            let added = files.filter { add($0, to: config) }
            guard !added.isEmpty else { return [] }
            _ = FcConfigReference(nil)
            guard FcConfigSetCurrent(config) != 0 else { return [] }
            all += added
            return added
        }
    }

    /// Counts the loads that added fonts: a measurer whose font map saw an older count tells it
    /// that fontconfig's fonts changed (`TextMeasurer`).
    static let generation = Atomic<Int>(0)

    /// Tells the pango font `map`, which knew of the fonts of `known` loads, of those added
    /// since, and counts them as known; whether there were any. The caller alone uses the map.
    static func tell(_ map: OpaquePointer, known: inout Int) -> Bool {
        let current = generation.load(ordering: .acquiring)
        guard current != known else { return false }
        known = current
        pango_fc_font_map_config_changed(map)
        return true
    }

    private static let loadedFolders = Mutex(Set<String>())

    private static let standInFamilies: Set<String> = [SystemFont.textFamily, SystemFont.displayFamily, SystemFont.family]

    /// Folders that hold no fonts of the project: those no project walk enters, except a pod's
    /// folder, whose fonts the app bundles.
    private static let skippedFolders = FolderWalk.notTheProject.subtracting(["Pods"])

    private static let fontExtensions: Set<String> = ["ttf", "otf", "ttc"]

    /// The font files under `root` that its Xcode projects list, or all of them where it has none.
    static func fontFiles(in root: String) -> [String] {
        var fonts: [String] = [], projects: [String] = []
        FolderWalk.walk(root) { entry in
            if skippedFolders.contains(entry.name) { return false }
            if fontExtensions.contains((entry.name as NSString).pathExtension.lowercased()) {
                fonts.append(root + "/" + entry.path)
            } else if entry.name == "project.pbxproj" {
                projects.append(root + "/" + entry.path)
            }
            return true
        }
        guard !projects.isEmpty else { return fonts.sorted() }
        var listed: Set<String> = []
        for project in projects {
            guard let text = FileManager.default.contents(atPath: project) else { continue }
            listed.formUnion(text.withUnsafeBytes { listedFontNames(in: Array($0.bindMemory(to: UInt8.self))) })
        }
        return fonts.filter { listed.contains(($0 as NSString).lastPathComponent) }.sorted()
    }

    /// The font file names an Xcode project's `project.pbxproj` names: each word ending in
    /// `.ttf`, `.otf` or `.ttc`, read in one pass (a large app's project is megabytes). A name
    /// with spaces is quoted there (`path = "Open Sans.ttf";`).
    static func listedFontNames(in text: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        let dot = UInt8(ascii: "."), quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/")
        let ends: Set<UInt8> = Set(" \t\n\r\"/=;,(){}".utf8)
        var i = 0
        while i + 3 < text.count {
            defer { i += 1 }
            guard text[i] == dot, let ext = String(bytes: text[i + 1...i + 3], encoding: .utf8),
                  fontExtensions.contains(ext.lowercased()), i + 4 == text.count || ends.contains(text[i + 4]) else { continue }
            let quoted = i + 4 < text.count && text[i + 4] == quote
            var start = i
            while start > 0, !(quoted ? [quote, slash].contains(text[start - 1]) : ends.contains(text[start - 1])) { start -= 1 }
            if start < i, let name = String(bytes: text[start..<i + 4], encoding: .utf8) { names.insert(name) }
        }
        return names
    }

    /// Adds a font file to a fontconfig configuration.
    private static func add(_ file: String, to config: OpaquePointer) -> Bool {
        file.withCString { FcConfigAppFontAddFile(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) != 0 }
    }

    /// The family names of the faces in a font file, read by a fontconfig of its own; none
    /// where it is no font fontconfig reads.
    static func families(in file: String) -> [String] {
        guard let probe = FcConfigCreate() else { return [] }
        defer { FcConfigDestroy(probe) }
        guard add(file, to: probe), let set = FcConfigGetFonts(probe, FcSetApplication) else { return [] }
        var families: [String] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[i] else { continue }
            var value: UnsafeMutablePointer<FcChar8>?
            var n: Int32 = 0
            while FcPatternGetString(pattern, FC_FAMILY, n, &value) == FcResultMatch, let value {
                let family = String(cString: value)
                if !families.contains(family) { families.append(family) }
                n += 1
            }
        }
        return families
    }
}
