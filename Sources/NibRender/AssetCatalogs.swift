import CPangoCairo
import Foundation
import NibModel
import Synchronization

/// Where a document's images are: `*.xcassets` folders beside it.
public enum AssetCatalogs {
    /// The asset catalogs in the file's folder and the two above it, or in a folder directly
    /// inside one of those (IBAnimatable keeps its catalog in "Supporting Files" beside its
    /// storyboards' folders), as Xcode projects keep them; the nearest first.
    public static func near(_ file: String) -> [String] {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        var found: [String] = []
        func listing(_ folder: URL) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }
        func catalogs(among names: [String], in folder: URL) -> [String] {
            names.filter { $0.hasSuffix(".xcassets") }.map { folder.appendingPathComponent($0).path }
        }
        for _ in 0..<3 {
            let names = listing(folder)   // read once: for its catalogs and for the folders inside it
            found += catalogs(among: names, in: folder)
            for name in names where !name.hasPrefix(".") && !name.contains(".") {
                let inner = folder.appendingPathComponent(name)
                found += catalogs(among: listing(inner), in: inner).filter { !found.contains($0) }
            }
            folder.deleteLastPathComponent()
        }
        return found
    }

    /// The catalogs a file's images come from: those `near` it first, then the rest of its
    /// project's (`inProject`), as Xcode offers a document every image of its project's catalogs
    /// wherever the project keeps them (WooCommerce keeps its XIBs under Classes, its catalogs
    /// under Resources, three folders apart). Only those near it for a file in no project.
    /// For an app's project (`withImageFiles`), its folder comes last: the image files it keeps
    /// outside catalogs (`LooseImages`), which UIKit looks in after the catalog. A Swift
    /// package's are not its app's: they are in its own bundle, and only where it declares them.
    public static func of(_ file: String, project: String?, withImageFiles: Bool = false) -> [String] {
        let near = near(file)
        let imageFiles = withImageFiles ? project.map { [$0] } ?? [] : []
        return near + (project.map(inProject) ?? []).filter { !near.contains($0) } + imageFiles
    }

    /// Whether an entry of a document's image folders is an asset catalog, or else a project's
    /// folder of loose image files.
    static func isCatalog(_ folder: String) -> Bool { folder.hasSuffix(".xcassets") }

    /// Every asset catalog under a project's folder, sorted by path; version control,
    /// dependencies and build products are not looked in. Read once per folder.
    public static func inProject(_ folder: String) -> [String] {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        if let known = projectCatalogs.withLock({ $0[root] }) { return known }
        var found: [String] = []
        FolderWalk.walk(root) { entry in
            if entry.name.hasSuffix(".xcassets") { found.append(root + "/" + entry.path) }
            return !(entry.name.hasSuffix(".xcassets") || FolderWalk.notTheProject.contains(entry.name) || entry.name.hasSuffix(".xcodeproj")
                || entry.name.hasSuffix(".xcworkspace"))
        }
        found.sort()
        projectCatalogs.withLock { $0[root] = found }
        return found
    }

    private static let projectCatalogs = Mutex<[String: [String]]>([:])

    /// The PNG of an image set (`NAME.imageset`, in the catalog or a group inside it), the @2x
    /// one first, whatever its file is called.
    public static func imageFile(named name: String, in folders: [String]) -> String? {
        file(named: name, in: folders, ofType: ".png") { pngs in pngs.first { $0.contains("@2x") } ?? pngs.first }
            ?? loose(named: name, ofType: "png", in: folders)
    }

    /// An image file of the project's own, outside its catalogs (`LooseImages`).
    private static func loose(named name: String, ofType ext: String, in folders: [String]) -> String? {
        folders.lazy.filter { !isCatalog($0) }.compactMap { LooseImages.file(named: name, ofType: ext, in: $0) }.first
    }

    /// The PDF or SVG of an image set (a vector image), for one that has no PNG. A symbol set's
    /// SVG is not one: it is a template of the symbol's every weight and scale.
    public static func vectorFile(named name: String, in folders: [String]) -> String? {
        file(named: name, in: folders, ofType: ".pdf") { $0.first }
            ?? file(named: name, in: folders, ofType: ".svg") { $0.first }.flatMap { $0.contains(".imageset/") ? $0 : nil }
            ?? loose(named: name, ofType: "pdf", in: folders)
    }

    /// The SVG of a symbol set (a custom symbol, or an app's own copy of an SF Symbol), its
    /// template of the symbol's weights and scales.
    public static func symbolFile(named name: String, in folders: [String]) -> String? {
        file(named: name, in: folders, ofType: ".svg") { $0.first }.flatMap { $0.contains(".symbolset/") ? $0 : nil }
    }

    /// The file `choose` picks among an image set's files of a type (sorted by name), in the first
    /// catalog whose set of that name has one.
    private static func file(named name: String, in folders: [String], ofType suffix: String, choose: ([String]) -> String?) -> String? {
        for folder in folders {
            guard let set = imageSets(in: folder)[name] else { continue }
            if let chosen = choose(files(in: set).filter { $0.lowercased().hasSuffix(suffix) }.sorted()) { return "\(set)/\(chosen)" }
        }
        return nil
    }

    /// An image set's files, read once per `freshFor` as its catalog's walk is: the canvas looks
    /// an image's files up several times on every frame (its PNG, its PDF or SVG, its symbol).
    private static func files(in set: String) -> [String] {
        setFiles.value(for: set) { (try? FileManager.default.contentsOfDirectory(atPath: set)) ?? [] }
    }

    private static let setFiles = RecentReads<[String]>()

    /// A PNG of an image set for a picture of it (an image field's list): its own, else its PDF
    /// or SVG drawn to one (`VectorImages.picture`).
    public static func pictureFile(named name: String, in folders: [String]) -> String? {
        imageFile(named: name, in: folders) ?? vectorFile(named: name, in: folders).flatMap { VectorImages.picture(of: $0) }
    }

    /// The names of the images in the catalogs, sorted, each once: what an image field offers.
    public static func imageNames(in folders: [String]) -> [String] {
        Array(Set(folders.flatMap { isCatalog($0) ? Array(imageSets(in: $0).keys) : LooseImages.names(in: $0) }))
            .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    }

    /// A catalog's image and symbol sets by the name a file uses for them. Groups are walked
    /// into; a group that provides a namespace (`"provides-namespace" : true` in its
    /// Contents.json, as Xcode writes it) prefixes its name: `Icons/close`.
    static func imageSets(in catalog: String) -> [String: String] {
        guard isCatalog(catalog) else { return [:] }
        return walked.value(for: catalog) { walk(catalog) }
    }

    /// Catalogs walked already: drawing looks images up on every frame. A walk is trusted for
    /// two seconds, so an image added to a catalog while Nibbler is open (from Xcode, a file
    /// manager, git) shows in the picker and on the canvas soon after.
    private static let walked = RecentReads<[String: String]>()
    static let freshFor = Duration.seconds(2)

    private static func walk(_ catalog: String) -> [String: String] {
        var sets: [String: String] = [:]
        var pending = [(path: catalog, prefix: "", depth: 0)]
        while let (path, prefix, depth) = pending.popLast() {
            guard depth < 8, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { continue }
            for name in names {
                let child = "\(path)/\(name)"
                if name.hasSuffix(".imageset") || name.hasSuffix(".symbolset") {
                    sets[prefix + (name as NSString).deletingPathExtension] = child
                } else if !name.contains("."), (try? FileManager.default.attributesOfItem(atPath: child)[.type] as? FileAttributeType) == .typeDirectory {
                    let contents = (try? String(contentsOfFile: "\(child)/Contents.json", encoding: .utf8)) ?? ""
                    let namespaced = contents.range(of: #""provides-namespace"\s*:\s*true"#, options: .regularExpression) != nil
                    pending.append((child, namespaced ? "\(prefix)\(name)/" : prefix, depth + 1))
                }
            }
        }
        return sets
    }

    /// How an image set asks to be drawn, its Contents.json's `template-rendering-intent` as
    /// Xcode's Attributes inspector writes it ("Render As"): "template" (its shape, tinted),
    /// "original", or nil (Default: UIKit decides by where it is drawn).
    public static func renderingIntent(ofImage name: String, in folders: [String]) -> String? {
        guard let set = folders.lazy.compactMap({ imageSets(in: $0)[name] }).first else { return nil }
        return intents.value(for: set) {
            guard let data = FileManager.default.contents(atPath: "\(set)/Contents.json"),
                  let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let properties = json["properties"] as? [String: Any] else { return nil }
            return properties["template-rendering-intent"] as? String
        }
    }

    /// Image sets' rendering intents by set: asked on every frame for each image drawn, and
    /// trusted for as long as a walk.
    private static let intents = RecentReads<String?>()

    /// An image's size in points, as Xcode records it in `<resources>`: the PNG's pixels over the
    /// scale its file name gives (`@2x`, `@3x`), or the PDF's page size, the SVG's size.
    public static func pointSize(ofImage name: String, in folders: [String]) -> (width: Double, height: Double)? {
        guard let file = imageFile(named: name, in: folders) else {
            return vectorFile(named: name, in: folders).flatMap(VectorImages.size(of:))   // in points
        }
        guard let surface = cairo_image_surface_create_from_png(file) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let scale: Double = file.contains("@3x") ? 3 : file.contains("@2x") ? 2 : 1
        return (Double(cairo_image_surface_get_width(surface)) / scale, Double(cairo_image_surface_get_height(surface)) / scale)
    }
}
