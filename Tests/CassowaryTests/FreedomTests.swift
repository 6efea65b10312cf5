import Cassowary
import Testing

/// `Solver.mayMove`: which variables no constraint fixes, read from the solved tableau.
@Suite("Free variables")
struct FreedomTests {
    @Test("Sizes held by hugging and compression, and positions chained to them, are fixed")
    func fixed() throws {
        let s = Solver()
        let left = Variable("left"), width = Variable("width"), next = Variable("next")
        try s.add(left == 100)
        try s.add((width <= 33).withStrength(Strength(uiKitPriority: 250)))
        try s.add((width >= 33).withStrength(Strength(uiKitPriority: 750)))
        try s.add(next == left + width + 60)
        try s.updateVariables()
        #expect(s.mayMove([left, width, next]) == [false, false, false])
    }

    @Test("A variable tied to an unconstrained one, or held only by a slack inequality, may move")
    func free() throws {
        let s = Solver()
        let free = Variable("free"), tied = Variable("tied"), bounded = Variable("bounded"), unused = Variable("unused")
        try s.add(tied == free + 3)
        try s.add(bounded >= 10)
        try s.add(bounded <= 100)
        try s.updateVariables()
        #expect(s.mayMove([tied, bounded, unused]) == [true, true, true])
    }

    @Test("Two required inequalities that meet fix the variable")
    func pinnedByInequalities() throws {
        let s = Solver()
        let x = Variable("x")
        try s.add(x >= 5)
        try s.add(x <= 5)
        try s.updateVariables()
        #expect(s.mayMove([x]) == [false])
        #expect(x.value == 5)
    }
}
