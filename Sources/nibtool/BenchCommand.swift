import ArgumentParser
import SolverWorkloads

/// `nibtool bench solver`: the workloads of ../shared/solver/WORKLOADS.md.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure Nibbler's engines on reference workloads.",
        subcommands: [SolverBench.self, LayoutBench.self])
}

struct SolverBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solver",
        abstract: "Run the solver workloads W1-W3 and print one line each, as reference_kiwisolver.py does.",
        discussion: "Exits 1 when a check or checksum differs from WORKLOADS.md. Build with -c release to measure.")

    enum Choice: String, ExpressibleByArgument, CaseIterable {
        case w1, w2, w3, all
    }

    @Option(help: "w1 (build and solve), w2 (live text edit), w3 (structure edit) or all.")
    var workload: Choice = .all

    @Option(name: .short, help: "Number of labels.")
    var n: Int = 1000

    func validate() throws {
        guard n >= 1 else { throw ValidationError("-n must be at least 1") }
    }

    func run() throws {
        let chosen = workload == .all ? Workload.allCases : [Workload(rawValue: workload.rawValue)!]
        var failed = false
        for w in chosen {
            let report = try w.run(n: n)
            print(report.line)
            for failure in report.failures {
                printError("\(w.rawValue.uppercased()) n=\(n): \(failure)")
                failed = true
            }
        }
        if failed { throw ExitStatus.documentError }
    }
}
