import ArgumentParser

/// `nibtool resave FILE -o OUT`: load and save with no edit.
struct Resave: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Load a XIB or storyboard and save it again unedited (byte for byte the same).")

    @Argument(help: "A .xib or .storyboard file.")
    var file: String

    @Option(name: .short, help: "Where to save; the input file itself when omitted.")
    var output: String?

    func run() throws {
        try DocumentFiles.save(try DocumentFiles.load(file), to: output)
    }
}
