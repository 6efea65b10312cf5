import ArgumentParser
import NibLayout

/// `nibtool`: Nibbler's headless command-line tool, in the spirit of Apple's ibtool.
@main
struct Nibtool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nibtool",
        abstract: "Nibbler's headless tool: outline and resave XIBs, solve constraint systems and measure the solver.",
        subcommands: [Tree.self, Frames.self, Check.self, Render.self, Set.self, Resolve.self, Resave.self, Merge.self, Diff.self, GitSetup.self, Classes.self, Solve.self, Bench.self, Agreement.self])

    static func main() {
        HeapRetention.keepFreedMemory()
        main(nil)
    }
}

/// Exit codes shared by every command: 1 for a problem in the input's content, 2 for input that
/// cannot be read at all.
enum ExitStatus {
    static let documentError = ExitCode(1)
    static let unreadable = ExitCode(2)
}
