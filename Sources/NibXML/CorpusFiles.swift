import Foundation
import NibModel

/// A folder of Interface Builder files named as the corpus names them, `owner+repo__path`, so
/// that measurements can be split by repository: tuned on one half, confirmed on the other.
public enum CorpusFiles {
    public struct File {
        public let path: String
        public var name: String { URL(fileURLWithPath: path).lastPathComponent }
        /// The repository: the name up to "__", or the whole name.
        public var repository: String {
            name.range(of: "__").map { String(name[..<$0.lowerBound]) } ?? name
        }
        /// 0 or 1: the half of the repositories this file's falls in, by an FNV-1a hash of its
        /// name (stable across runs and machines, unlike Swift's hashing).
        public var half: Int { Int(StableHash.fnv1a(repository.utf8) >> 63) }
    }

    /// The `.xib` and `.storyboard` files directly in `folder`, by name.
    public static func list(_ folder: String) -> [File] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
            .map { File(path: (folder as NSString).appendingPathComponent($0)) }
    }
}
