import Foundation

/// Where a document's images are: `*.xcassets` folders beside it.
public enum AssetCatalogs {
    /// The asset catalogs in the file's folder and the two above it, as Xcode projects keep them.
    public static func near(_ file: String) -> [String] {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        var found: [String] = []
        for _ in 0..<3 {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            found += names.filter { $0.hasSuffix(".xcassets") }.sorted().map { folder.appendingPathComponent($0).path }
            folder.deleteLastPathComponent()
        }
        return found
    }
}
