import Foundation
import NibXML

/// Where a merge leaves its conflicts for the designer to find: inside the repository's git
/// folder (`.git/nibtool/conflicts/PATH.json`) when the file is in a git work tree, so that
/// nothing new appears among the user's files; else beside the file (`FILE.conflicts.json`).
public enum ConflictRecord {
    public static func location(for file: String) -> String {
        let absolute = URL(fileURLWithPath: file).standardizedFileURL
        var folder = absolute.deletingLastPathComponent()
        while folder.path != "/" {
            var isFolder: ObjCBool = false
            let git = folder.appendingPathComponent(".git")
            if FileManager.default.fileExists(atPath: git.path, isDirectory: &isFolder), isFolder.boolValue {
                let relative = absolute.path.dropFirst(folder.path.count + 1)
                return git.appendingPathComponent("nibtool/conflicts/\(relative).json").path
            }
            folder.deleteLastPathComponent()
        }
        return absolute.path + ".conflicts.json"
    }

    /// Writes the conflicts of `file`'s merge, or removes an earlier record when there are none.
    public static func save(_ conflicts: [MergeConflict], for file: String) throws(FileError) {
        let path = location(for: file)
        guard !conflicts.isEmpty else {
            try? FileManager.default.removeItem(atPath: path)
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(conflicts)
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
        } catch {
            throw FileError(path: path, reason: "cannot record the conflicts (\(error.localizedDescription))")
        }
        try AtomicFile.write(Array(data), to: path)
    }

    /// The conflicts a merge recorded for `file`, if any.
    public static func load(for file: String) -> [MergeConflict] {
        guard let data = FileManager.default.contents(atPath: location(for: file)) else { return [] }
        return (try? JSONDecoder().decode([MergeConflict].self, from: data)) ?? []
    }
}
