import Foundation
import NibModel
import Synchronization

/// Images a project keeps as files of its own rather than in an asset catalog, as projects did
/// before catalogs (Cosmos' "launch_screen.png"; 73 images in 17 of the corpus's repositories
/// are named with their file's extension, as such files' are): UIKit's
/// `UIImage(named:)` finds them in the app's bundle by file name, the asset catalog first, and so
/// does Interface Builder in the project.
enum LooseImages {
    /// The file of type `ext` (png or pdf) an image of that name is, under a project's folder:
    /// "close" is close.png, close@2x.png or close@3x.png (UIKit takes a name without an
    /// extension for a PNG's), "close.png" the same, "icon.pdf" is icon.pdf. The @2x file first,
    /// as for catalogs; nil where none is.
    static func file(named name: String, ofType ext: String, in project: String) -> String? {
        let own = (name as NSString).pathExtension.lowercased()
        guard own.isEmpty ? ext == "png" : own == ext else { return nil }
        let stem = own.isEmpty ? name : (name as NSString).deletingPathExtension
        guard let found = files(in: project)["\(stem).\(ext)"] else { return nil }
        return found.first { $0.contains("@2x.") } ?? found.first
    }

    /// The names an image field offers for them, as Xcode's lists them: each file's name with
    /// its extension.
    static func names(in project: String) -> [String] { Array(files(in: project).keys) }

    /// The project's image files by their name without the scale (`close.png` for
    /// close@2x.png), each name's files sorted by path; outside asset catalogs, dependencies and
    /// build products. Read once per folder, as its asset catalogs are found once
    /// (`AssetCatalogs.inProject`).
    private static func files(in project: String) -> [String: [String]] {
        let root = URL(fileURLWithPath: project).standardizedFileURL.path
        if let known = walked.withLock({ $0[root] }) { return known }
        var found: [String: [String]] = [:]
        FolderWalk.walk(root) { entry in
            if !entry.isFolder, let key = key(of: entry.name) { found[key, default: []].append(root + "/" + entry.path) }
            return !(entry.name.hasSuffix(".xcassets") || FolderWalk.notTheProject.contains(entry.name)
                || entry.name.hasSuffix(".xcodeproj") || entry.name.hasSuffix(".xcworkspace") || entry.name.hasPrefix("."))
        }
        for key in found.keys { found[key]?.sort() }
        walked.withLock { $0[root] = found }
        return found
    }

    private static let walked = Mutex<[String: [String: [String]]]>([:])

    /// The name UIKit finds an image file by, its scale and device suffixes taken off
    /// (`close@2x~iphone.png` is `close.png`); nil for a file that is not a PNG or PDF, which
    /// are what Nibbler draws.
    static func key(of fileName: String) -> String? {
        let ext = (fileName as NSString).pathExtension.lowercased()
        guard ext == "png" || ext == "pdf" else { return nil }
        var stem = (fileName as NSString).deletingPathExtension
        for device in ["~iphone", "~ipad"] where stem.hasSuffix(device) { stem.removeLast(device.count) }
        for scale in ["@2x", "@3x", "@1x"] where stem.hasSuffix(scale) { stem.removeLast(scale.count) }
        return "\(stem).\(ext)"
    }
}
