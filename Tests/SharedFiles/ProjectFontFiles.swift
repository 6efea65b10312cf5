import Foundation

/// Font files of a project, made in a test: a monospaced font under a family name this machine
/// has no font of, so that text set in it measures as nothing installed would.
public enum ProjectFontFiles {
    /// Liberation Mono (fonts-liberation2, which `scripts/setup.sh` installs): every character
    /// as wide as the others (`advance`).
    static let monospaced = "/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf"

    /// The PostScript name Xcode writes for the written font's regular face ("Nibblerish Mono":
    /// `NibblerishMono-Regular`).
    public static func regularName(of family: String) -> String {
        family.replacingOccurrences(of: " ", with: "") + "-Regular"
    }

    /// The advance of each character of the written font, in em: 1229 of its 2048 units.
    public static let advance = 1229.0 / 2048

    /// The width of `count` characters at `size`, rounded up to the pixel grid of `scale` as measured.
    public static func width(of count: Int, size: Double, scale: Double = 1) -> Double {
        (Double(count) * advance * size * scale).rounded(.up) / scale
    }

    /// Writes Liberation Mono to `path` with its family renamed `family`, of the same number of
    /// characters ("Liberation Mono"'s 15), in both encodings its name table holds.
    public static func writeMonospaced(family: String, to path: String) throws {
        let old = "Liberation Mono"
        precondition(family.count == old.count, "the name table keeps its lengths")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: monospaced))
        for (from, to) in [(old.data(using: .utf16BigEndian)!, family.data(using: .utf16BigEndian)!), (Data(old.utf8), Data(family.utf8))] {
            var start = bytes.startIndex
            while let found = bytes.range(of: from, in: start..<bytes.endIndex) {
                bytes.replaceSubrange(found, with: to)
                start = found.upperBound
            }
        }
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try bytes.write(to: URL(fileURLWithPath: path))
    }

    /// Makes `folder` an Xcode project (`App.xcodeproj`) that bundles `family`'s regular face,
    /// written to `App/Fonts` and listed in the project, as Interface Builder finds a project's fonts.
    public static func writeProject(bundling family: String, in folder: String) throws {
        let file = regularName(of: family) + ".ttf"
        try writeMonospaced(family: family, to: folder + "/App/Fonts/" + file)
        try FileManager.default.createDirectory(atPath: folder + "/App.xcodeproj", withIntermediateDirectories: true)
        try #"F1 /* \#(file) */ = {isa = PBXFileReference; path = "\#(file)"; };"#
            .write(toFile: folder + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
    }
}
