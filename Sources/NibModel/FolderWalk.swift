#if canImport(Glibc)
import Glibc
#endif

/// A walk of a project's folder, for what a document draws on and offers: its asset catalogs,
/// its fonts, its code, its documents. It reads folders with `readdir` (a walk of 50,000
/// entries took Foundation's enumerator 0.8 s on opening a document; this, a fraction of that)
/// and never follows a symbolic link, so a link to a folder above cannot make it loop.
public enum FolderWalk {
    /// Folders a project's walks do not enter: version control, build products, dependencies'
    /// checkouts (CocoaPods', Carthage's, npm's, SwiftPM's).
    public static let notTheProject: Set<String> = ["Pods", "Carthage", "build", "DerivedData", ".git", ".build", "node_modules", ".swiftpm"]

    /// An entry met on the walk: its path below the root, its name, and whether it is a folder.
    public struct Entry {
        public let path: String
        public let name: String
        public let isFolder: Bool
    }

    /// Visits the entries under `root`, each folder's entries before the folders inside it;
    /// `visit` returns false to leave a folder's content out. Stops once `limit` entries are
    /// met (a home folder opened as a project); returns false then, true when all were met.
    @discardableResult
    public static func walk(_ root: String, limit: Int = 50_000, _ visit: (Entry) -> Bool) -> Bool {
        var pending = [""]
        var met = 0
        while let folder = pending.popLast() {
            guard let directory = opendir(folder.isEmpty ? root : root + "/" + folder) else { continue }
            defer { closedir(directory) }
            var inside: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                if name == "." || name == ".." { continue }
                met += 1
                if met > limit { return false }
                let path = folder.isEmpty ? name : folder + "/" + name
                let isFolder = Int(entry.pointee.d_type) == DT_DIR
                    || (Int(entry.pointee.d_type) == DT_UNKNOWN && isDirectory(root + "/" + path))
                if visit(Entry(path: path, name: name, isFolder: isFolder)), isFolder { inside.append(path) }
            }
            pending += inside.reversed()
        }
        return true
    }

    /// For file systems that do not say an entry's type as they list it; a link is not a folder.
    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
