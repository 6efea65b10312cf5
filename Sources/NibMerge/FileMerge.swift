import NibXML
import XMLTree

/// A merge of three files, as git's merge driver and merge tool name them.
public enum FileMerge {
    public enum Failure: Error, CustomStringConvertible {
        /// An input cannot be read as a document (git's driver exits 2; nothing is written).
        case unreadable(String)
        /// The inputs merge to no valid document.
        case notMerged(String)
        public var description: String {
            switch self {
            case .unreadable(let why), .notMerged(let why): why
            }
        }
    }

    /// Reads the three files and merges them. An empty `base` means both sides added the file.
    /// `path` is where the file lives in its project (git's %P), whose fonts layout uses.
    public static func merge(base: String, ours: String, theirs: String, path: String? = nil) throws(Failure) -> MergeResult {
        let inputs = (try read(base, allowEmpty: true), try read(ours, allowEmpty: false), try read(theirs, allowEmpty: false))
        guard let mine = inputs.1, let other = inputs.2 else { throw .unreadable("\(ours): empty") }
        do {
            return try DocumentMerge.merge(base: inputs.0, ours: mine, theirs: other, path: path)
        } catch {
            throw .notMerged("\(error)")
        }
    }

    private static func read(_ path: String, allowEmpty: Bool) throws(Failure) -> XMLDocument? {
        do {
            if allowEmpty, try AtomicFile.read(path).isEmpty { return nil }
            return try InterfaceBuilderFile.loadXML(path)
        } catch {
            throw .unreadable("\(error)")
        }
    }
}
