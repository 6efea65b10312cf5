#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read or written, with the path and the system's reason.
public struct FileError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    /// The file has no write permission: saving again with `replacingReadOnly` would replace it.
    public var isReadOnly = false
    public var description: String { "\(path): \(reason)" }

    public init(path: String, reason: String, isReadOnly: Bool = false) {
        self.path = path
        self.reason = reason
        self.isReadOnly = isReadOnly
    }
}

/// Reading whole files, and writing them so that a failed write never harms the previous file.
public enum AtomicFile {
    public static func read(_ path: String) throws(FileError) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw systemError(path, "cannot open") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw systemError(path, "cannot read") }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw FileError(path: path, reason: "is a folder, not a file") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw systemError(path, "cannot read")
            }
            if n == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }

    /// Writes a temporary file in the same folder, flushes it to disk, then renames it over
    /// `path`, keeping the old file's permissions. If anything fails (a read-only folder, a full
    /// disk), the old file is untouched, the temporary file is removed, and the error says why.
    ///
    /// A symbolic link is saved through: its target is replaced, beside the target, and the link
    /// stays. A file without write permission is refused unless `replacingReadOnly` (the
    /// designer asks first). Temporary files that an earlier save left behind when it was killed
    /// are removed.
    public static func write(_ bytes: [UInt8], to requested: String, replacingReadOnly: Bool = false) throws(FileError) {
        // A file over the size limit must fail the write, not kill the process mid-save.
        signal(SIGXFSZ, SIG_IGN)
        let path = resolvingLinks(requested)
        var existing = stat()
        let exists = stat(path, &existing) == 0
        if exists && existing.st_mode & 0o222 == 0 && !replacingReadOnly {
            throw FileError(path: requested, reason: "is read-only; it was not replaced", isReadOnly: true)
        }
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let folderPath = folder.isEmpty ? "/" : folder
        removeStaleTemporaries(of: name, in: folderPath)
        var template = Array("\(folderPath)/\(temporaryPrefix(of: name))XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw systemError(requested, "cannot create a temporary file in \(folder)") }
        let temporary = String(cString: template)
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
        }
        do {
            defer { close(fd) }
            var written = 0
            while written < bytes.count {
                let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
                if n < 0 {
                    if errno == EINTR { continue }
                    throw systemError(requested, "cannot write")
                }
                written += n
            }
            let mode = exists ? existing.st_mode & 0o7777 : 0o644
            guard fchmod(fd, mode) == 0 else { throw systemError(requested, "cannot set permissions") }
            guard fsync(fd) == 0 else { throw systemError(requested, "cannot flush to disk") }
        }
        guard rename(temporary, path) == 0 else { throw systemError(requested, "cannot replace the file") }
        succeeded = true
        // Make the rename itself durable.
        let folderFD = open(folderPath, O_RDONLY)
        if folderFD >= 0 {
            fsync(folderFD)
            close(folderFD)
        }
    }

    /// The file a path names after following symbolic links, or the path itself when it does
    /// not exist yet.
    static func resolvingLinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Temporary files are named `.NAME.nibbler-XXXXXX`, so that only ours are ever removed.
    static func temporaryPrefix(of name: String) -> String { ".\(name).nibbler-" }

    /// A save takes well under a minute: a temporary file of ours older than ten minutes was left
    /// by a save that was killed.
    private static func removeStaleTemporaries(of name: String, in folder: String) {
        guard let dir = opendir(folder) else { return }
        defer { closedir(dir) }
        let prefix = temporaryPrefix(of: name)
        let now = time(nil)
        // The name is read in place, up to its NUL: a record is only as long as its name, so
        // copying the whole `dirent` can read past the end of the directory's buffer.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(dir) {
            let entryName = String(cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
            guard entryName.hasPrefix(prefix), entryName.utf8.count == prefix.utf8.count + 6 else { continue }
            let full = "\(folder)/\(entryName)"
            var info = stat()
            if lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFREG, now - info.st_mtim.tv_sec > 600 {
                unlink(full)
            }
        }
    }

    private static func systemError(_ path: String, _ what: String) -> FileError {
        FileError(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}
