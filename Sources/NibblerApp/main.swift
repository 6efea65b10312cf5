import ArgumentParser
import Foundation
import NibLayout

/// `nibbler [FILE…]`: the designer. Arguments are parsed here; GApplication gets only the files.
struct Options: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nibbler", abstract: "Nibbler, Interface Builder for Linux: open, lay out and edit XIB and storyboard files.")

    @Argument(help: "XIB or storyboard files to open. A file that does not exist yet starts a new document saved there.")
    var files: [String] = []

    @Option(help: "The device of new documents, by its id in XIB files (retina4_7, retina6_12, ipad9_7…).")
    var device: String?

    func validate() throws {
        if let device, Device.named(device) == nil {
            throw ValidationError("unknown device \"\(device)\"; known: \(Device.all.map(\.id).joined(separator: ", "))")
        }
    }
}

let options = Options.parseOrExit()
let paths = options.files.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
exit(NibblerApplication(newDocumentDevice: options.device.flatMap(Device.named)).run(opening: paths))
