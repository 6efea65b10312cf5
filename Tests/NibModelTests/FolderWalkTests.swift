import Foundation
import NibModel
import Testing

/// The walk of a project's folder that finds its catalogs, fonts, code and documents.
@Suite("Folder walks")
struct FolderWalkTests {
    /// `App/View.xib`, `App/Assets.xcassets/logo.imageset/`, `Pods/Kit/Kit.swift`, and a link
    /// `App/Up` to the root (a loop, were it followed).
    func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-walk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App/Assets.xcassets/logo.imageset"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Pods/Kit"), withIntermediateDirectories: true)
        try "".write(to: root.appendingPathComponent("App/View.xib"), atomically: true, encoding: .utf8)
        try "".write(to: root.appendingPathComponent("Pods/Kit/Kit.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("App/Up").path, withDestinationPath: root.path)
        return root
    }

    @Test("every entry once, by its path below the root, folders marked; a link is not followed")
    func everything() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        var met: [String: Bool] = [:]
        #expect(FolderWalk.walk(root.path) { met[$0.path] = $0.isFolder; return true })
        #expect(met == ["App": true, "App/Assets.xcassets": true, "App/Assets.xcassets/logo.imageset": true, "App/View.xib": false,
                        "App/Up": false, "Pods": true, "Pods/Kit": true, "Pods/Kit/Kit.swift": false])
    }

    @Test("a folder left out is not read; the walk stops at its limit and says so")
    func leftOutAndLimited() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        var met: [String] = []
        FolderWalk.walk(root.path) { entry in
            met.append(entry.path)
            return entry.name != "Pods" && !entry.name.hasSuffix(".xcassets")
        }
        #expect(Set(met) == ["App", "App/Assets.xcassets", "App/View.xib", "App/Up", "Pods"])
        var count = 0
        #expect(!FolderWalk.walk(root.path, limit: 3) { _ in count += 1; return true })
        #expect(count == 3)
    }
}
