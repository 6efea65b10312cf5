import Foundation
import NibModel
import NibSource

/// The Interface Builder files of a project, as its Project page lists them: by folder, each
/// localised copy (`fr.lproj/Main.storyboard`) under its Base file, dependencies and build
/// products left out.
public struct ProjectDocuments: Equatable, Sendable {
    public struct Document: Equatable, Sendable {
        /// Relative to the project's folder: the Base copy where there is one.
        public let path: String
        /// The other localisations' copies, by language (`fr`), each with its path.
        public let localizations: [(language: String, path: String)]

        public static func == (a: Document, b: Document) -> Bool {
            a.path == b.path && a.localizations.map(\.path) == b.localizations.map(\.path)
        }

        /// The file's name, for its row.
        public var name: String { URL(fileURLWithPath: path).lastPathComponent }
    }

    public struct Folder: Equatable, Sendable {
        /// Relative to the project's folder; "" for the folder itself. `.lproj` folders are not
        /// folders of their own: their files belong to the folder holding them.
        public let path: String
        public let documents: [Document]
    }

    public let folder: String
    public let folders: [Folder]

    static let maximumEntries = 50_000

    public init(folder: String) {
        let root = URL(fileURLWithPath: folder).standardizedFileURL
        self.folder = root.path
        var found: [String] = []
        FolderWalk.walk(root.path, limit: Self.maximumEntries) { entry in
            let kind = (entry.name as NSString).pathExtension
            // Dependencies and build products, as the source index skips them.
            if SourceIndex.skippedFolders.contains(entry.name) || ["xcodeproj", "xcworkspace", "xcassets"].contains(kind) { return false }
            if kind == "xib" || kind == "storyboard" { found.append(entry.path) }
            return true
        }
        // Group each file with its copies in sibling `.lproj` folders: same folder, same name.
        var groups: [String: [(language: String?, path: String)]] = [:]
        for path in found {
            var parts = path.split(separator: "/").map(String.init)
            let name = parts.removeLast()
            var language: String?
            if let last = parts.last, last.hasSuffix(".lproj") {
                language = String(last.dropLast(6))
                parts.removeLast()
            }
            groups[(parts + [name]).joined(separator: "/"), default: []].append((language, path))
        }
        var byFolder: [String: [Document]] = [:]
        for (key, copies) in groups {
            let ordered = copies.sorted { a, b in
                // Base first, then a copy outside any .lproj, then the languages by name.
                func rank(_ c: (language: String?, path: String)) -> Int { c.language == "Base" ? 0 : c.language == nil ? 1 : 2 }
                return (rank(a), a.language ?? "") < (rank(b), b.language ?? "")
            }
            let main = ordered[0]
            let others = ordered.dropFirst().map { (language: $0.language ?? "", path: $0.path) }
            let parent = key.split(separator: "/").dropLast().joined(separator: "/")
            byFolder[parent, default: []].append(Document(path: main.path, localizations: others))
        }
        folders = byFolder.keys.sorted().map { key in
            Folder(path: key, documents: byFolder[key]!.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending })
        }
    }

    /// Whether PATH names a project rather than a file: a folder, an `.xcodeproj` or an
    /// `.xcworkspace`. The folder it stands for: the folder itself, or the one holding the
    /// project file.
    public static func projectFolder(named path: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        if url.pathExtension == "xcodeproj" || url.pathExtension == "xcworkspace" { return url.deletingLastPathComponent().path }
        return url.path
    }
}
