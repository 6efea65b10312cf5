import Foundation
import SharedFiles
import Testing
import SolverWorkloads

@Suite("The oracle of ../shared/solver")
struct OracleTests {
    @Test("every system matches kiwisolver's solution or refusal",
          SharedFiles.needsOracle)
    func oracleSystems() throws {
        let file = try SystemFile(contentsOf: SharedFiles.oracle)
        #expect(file.systems.count == 220)
        var unique = 0, refused = 0
        for system in file.systems {
            let result = try system.solve()
            if let expected = system.unsatisfiableAt {
                #expect(result.unsatisfiableAt == expected, "\(system.name) refused at the wrong constraint")
                refused += 1
            } else {
                let solution = try #require(result.solution, "\(system.name) was refused at \(result.unsatisfiableAt ?? -1)")
                for (name, value) in system.solution ?? [:] {
                    let got = try #require(solution[name])
                    #expect(abs(got - value) <= 1e-6, "\(system.name): \(name) is \(got), expected \(value)")
                }
                unique += 1
            }
        }
        #expect(unique == 200)
        #expect(refused == 20)
    }
}
