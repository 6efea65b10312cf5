import ArgumentParser
import Foundation
import NibLayout

/// `nibbler [FILE…]`: the designer. Arguments are parsed here; GApplication gets only the files.
struct Options: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nibbler", abstract: "Nibbler, Interface Builder for Linux: open, lay out and edit XIB and storyboard files.")

    @Argument(help: "XIB or storyboard files to open, or a project: a folder, an .xcodeproj or an .xcworkspace (its Project page lists its documents; its main storyboard opens). A file that does not exist yet starts a new document saved there.")
    var files: [String] = []

    @Option(help: "The device of new documents, by its id in XIB files (retina4_7, retina6_12, ipad9_7…).")
    var device: String?

    @Option(parsing: .upToNextOption,
            help: "BASE LOCAL REMOTE MERGED: resolve a merge, as git's mergetool asks (`nibtool git-setup` sets it up). Exits 0 once MERGED is saved, 1 if it was not.")
    var merge: [String] = []

    func validate() throws {
        if !merge.isEmpty && merge.count != 4 {
            throw ValidationError("--merge takes four files: BASE LOCAL REMOTE MERGED (git mergetool's $BASE $LOCAL $REMOTE $MERGED)")
        }
        if let device, Device.named(device) == nil {
            throw ValidationError("unknown device \"\(device)\"; known: \(Device.all.map(\.id).joined(separator: ", "))")
        }
    }
}

HeapRetention.keepFreedMemory()
let options = Options.parseOrExit()
let paths = options.files.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
if options.merge.count == 4 {
    let files = options.merge.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    let merge = MergeFiles(base: files[0], local: files[1], remote: files[2], merged: files[3])
    exit(NibblerApplication(merging: merge).runMerge())
}
exit(NibblerApplication(newDocumentDevice: options.device.flatMap(Device.named)).run(opening: paths))
