import Foundation

/// The bundled example documents: installed under `share/nibbler/examples`, or, when run from
/// a checkout, in `Resources/examples` above the build folder.
enum ExampleDocuments {
    static var seedDemo: String? { folder.map { $0 + "/SeedDemo.xib" } }

    /// The app's icons when run from a checkout (installed ones are in the icon theme).
    static var checkoutIcons: String? {
        guard let examples = folder, examples.hasSuffix("Resources/examples") else { return nil }
        return String(examples.dropLast("examples".count)) + "icons"
    }

    static var folder: String? {
        let fm = FileManager.default
        if let dir = ProcessInfo.processInfo.environment["NIBBLER_DATA_DIR"] {
            return dir + "/examples"
        }
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let installed = dir.deletingLastPathComponent().appendingPathComponent("share/nibbler/examples").path
        if fm.fileExists(atPath: installed + "/SeedDemo.xib") { return installed }
        for _ in 0..<6 {
            let candidate = dir.appendingPathComponent("Resources/examples").path
            if fm.fileExists(atPath: candidate + "/SeedDemo.xib") { return candidate }
            dir.deleteLastPathComponent()
        }
        return nil
    }
}
