import Testing
import SolverWorkloads

/// The workloads' checks and checksums (WORKLOADS.md). Speed is measured by the benchmarks,
/// not here.
@Suite("Solver workloads")
struct WorkloadTests {
    @Test("W1 lays out the grid", arguments: [100, 1000])
    func buildAndSolve(n: Int) throws {
        let report = try Workload.w1.run(n: n)
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(report.line.contains("row0_right=652.0"))
    }

    @Test("W2 and W3 give the reference checksums", arguments: [Workload.w2, .w3], [100, 1000])
    func checksums(workload: Workload, n: Int) throws {
        let report = try workload.run(n: n)
        #expect(report.failures.isEmpty, "\(report.failures)")
        let expected = try #require(workload.expectedChecksum(n: n))
        #expect(report.line.hasSuffix("checksum=\(Int(expected)).0"))
    }
}
