#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read or written, with the path and the system's reason.
public struct FileError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
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
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array("\(folder.isEmpty ? "/" : folder)/.\(name).XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw systemError(path, "cannot create a temporary file in \(folder)") }
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
                    throw systemError(path, "cannot write")
                }
                written += n
            }
            var info = stat()
            let mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o644
            guard fchmod(fd, mode) == 0 else { throw systemError(path, "cannot set permissions") }
            guard fsync(fd) == 0 else { throw systemError(path, "cannot flush to disk") }
        }
        guard rename(temporary, path) == 0 else { throw systemError(path, "cannot replace the file") }
        succeeded = true
        // Make the rename itself durable.
        let folderFD = open(folder.isEmpty ? "/" : folder, O_RDONLY)
        if folderFD >= 0 {
            fsync(folderFD)
            close(folderFD)
        }
    }

    private static func systemError(_ path: String, _ what: String) -> FileError {
        FileError(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}
