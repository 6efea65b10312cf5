@testable import NibRender
import Testing

/// Joining a hand-drawn symbol's paths keeps where each starts.
@Suite("Symbol templates")
struct SymbolTemplatesTests {
    @Test("a path's first relative move is absolute once the path follows another, and the pairs after it still relative lines")
    func absoluteStart() {
        #expect(SymbolTemplates.absoluteStart("m125,125 0,50 50 0 z") == "M125 125 l 0,50 50 0 z")
        #expect(SymbolTemplates.absoluteStart(" m 40.8,-53.6 q -1.6,1.6 -1.7,3.8") == "M40.8 -53.6 q -1.6,1.6 -1.7,3.8")
        #expect(SymbolTemplates.absoluteStart("m1e2-5.5.5l1 1") == "M1e2 -5.5 l .5l1 1")
        #expect(SymbolTemplates.absoluteStart("M10 20 l5 5") == "M10 20 l5 5")
    }
}
