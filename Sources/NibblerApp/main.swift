import ArgumentParser
import Foundation

/// `nibbler [FILE…]`: the designer. Arguments are parsed here; GApplication gets only the files.
struct Options: ParsableArguments {
    @Argument(help: "XIB or storyboard files to open.")
    var files: [String] = []
}

let options = Options.parseOrExit()
let paths = options.files.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
exit(NibblerApplication().run(opening: paths))
