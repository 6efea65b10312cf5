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
    /// fitted to. Call it while no text is being measured: fontconfig's set of fonts is shared
    /// by every thread; each measurer sees the fonts from its next measure on.
    @discardableResult
    public static func load(from folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        guard loadedFolders.withLock({ $0.insert(root).inserted }) else { return [] }
        let files = fontFiles(in: root)
        guard !files.isEmpty else { return [] }
        TextMeasurer.waitForWarming()
        var added: [String] = []
        for file in files {
            let families = Self.families(in: file)
            guard !families.isEmpty, families.allSatisfy({ !standInFamilies.contains($0) }),
                  add(file, to: nil) else { continue }
            added += families.filter { !added.contains($0) }
        }
        guard !added.isEmpty else { return [] }
        InstalledFonts.add(added)
        generation.add(1, ordering: .releasing)
        return added
    }

    /// Counts the loads that added fonts: a measurer whose font map saw an older count tells it
    /// that fontconfig's fonts changed (`TextMeasurer`).
    static let generation = Atomic<Int>(0)

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

    /// Adds a font file to a fontconfig (nil: the one every thread uses).
    private static func add(_ file: String, to config: OpaquePointer?) -> Bool {
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
