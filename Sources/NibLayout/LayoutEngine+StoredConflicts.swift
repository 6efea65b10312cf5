import Cassowary
import NibModel

extension LayoutEngine {
    /// A required constraint of the file the solver refused, with the required ones it
    /// contradicts: all are in the solver but it.
    struct RefusedConstraint {
        let constraint: Constraint
        let contradicts: [Constraint]
    }

    /// Where the file's constraints contradict one another, Auto Layout breaks one of them, and
    /// which one decides the frames. The solver breaks the last one added; Xcode broke the one
    /// the file's frames break, which it stored: so where the refused constraint holds at the
    /// stored frames, the file's or stack views' constraints it contradicts that do not are
    /// broken instead (ish's terminal view 10,000 pt wide between a cell's edges, stored as wide
    /// as the cell; tinode's OK buttons, their tops and baselines aligned, stored at the tops;
    /// tinode's two labels a stack arranges, both kept at their autoresizing masks' width, the
    /// stack at its cell's). Returns, for each constraint now broken in a refused one's place,
    /// the refused one's index in the refused list: one refused constraint may take the place
    /// of several. A required content size (`contentSizes`) refused is kept so too where the
    /// stored frames have it (pocket-casts' search bar: its Cancel button, required at its
    /// title's width, is stored so, and the bar's background pinned 16 pt from the edge is not).
    func breakWhatTheFileBreaks(_ refusedList: [RefusedConstraint?], contentSizes: [Constraint]) -> [(index: Int, broken: Constraint, id: String)] {
        guard namesConflicts, refusedList.contains(where: { $0 != nil }) else { return [] }
        let contentSizes = Set(contentSizes.map(ObjectIdentifier.init))
        var ids: [ObjectIdentifier: (id: String, fromFile: Bool)] = [:]
        for (constraint, about) in placing {
            switch about {
            case .file(let c): ids[ObjectIdentifier(constraint)] = (c.id, true)
            case .stack(let stackID): ids[ObjectIdentifier(constraint)] = (stackID, false)
            case .autoresizing: break
            }
        }
        let stored = storedValues()
        func atStoredFrames(_ c: Constraint) -> Double { c.violation { stored[ObjectIdentifier($0)] ?? $0.value } }
        // Those of `constraints` the stored frames break, most broken first.
        func brokenAtStoredFrames(_ constraints: [Constraint]) -> [Constraint] {
            constraints.filter { ids[ObjectIdentifier($0)] != nil && solver.has($0) }
                .map { ($0, atStoredFrames($0)) }.filter { $0.1 > 0.5 }
                .sorted { $0.1 > $1.1 }.map(\.0)
        }
        var swapped: [(Int, Constraint, String)] = []
        for (k, entry) in refusedList.enumerated() {
            guard let entry, ids[ObjectIdentifier(entry.constraint)]?.fromFile == true || contentSizes.contains(ObjectIdentifier(entry.constraint)),
                  atStoredFrames(entry.constraint) <= 0.5 else { continue }
            // Take out what the stored frames break until the refused one goes in: each try names
            // what it still contradicts (the second label's alignment once the first's is out).
            var removed: [Constraint] = []
            var next = brokenAtStoredFrames(entry.contradicts)
            var added = false
            for _ in 0..<Self.conflictRounds where !next.isEmpty {
                for c in next where (try? solver.remove(c)) != nil { removed.append(c) }
                do {
                    try solver.add(entry.constraint)
                    added = true
                    break
                } catch SolverError.unsatisfiable(_, let others) {
                    next = brokenAtStoredFrames(others)
                } catch {
                    break
                }
            }
            guard added else {
                for c in removed { try? solver.add(c) }   // the refused one contradicts more than that: as it was
                continue
            }
            // Back go those that fit beside it, least broken first; the rest stay broken.
            for c in removed.reversed() where (try? solver.add(c)) == nil {
                if let id = ids[ObjectIdentifier(c)]?.id { swapped.append((k, c, id)) }
            }
        }
        if !swapped.isEmpty { updateSolver() }
        return swapped
    }

    /// How many times a refused constraint is tried again with more of what it contradicts
    /// taken out: a bound, so that a large contradiction cannot take the solve long.
    static let conflictRounds = 8
}
