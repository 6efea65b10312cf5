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
    /// stored frames and a file constraint it contradicts does not, that one is broken instead
    /// (ish's terminal view 10,000 pt wide between a cell's edges, stored as wide as the cell;
    /// tinode's OK buttons, their tops and baselines aligned, stored at the tops). Returns, for
    /// each refused constraint swapped so, its index in the refused list and the constraint now
    /// broken in its place.
    func breakWhatTheFileBreaks(_ refusedList: [RefusedConstraint?]) -> [(index: Int, broken: Constraint, id: String)] {
        guard namesConflicts, refusedList.contains(where: { $0 != nil }) else { return [] }
        var fileIDs: [ObjectIdentifier: String] = [:]
        for (constraint, about) in placing {
            if case .file(let c) = about { fileIDs[ObjectIdentifier(constraint)] = c.id }
        }
        let stored = storedValues()
        func atStoredFrames(_ c: Constraint) -> Double { c.violation { stored[ObjectIdentifier($0)] ?? $0.value } }
        var swapped: [(Int, Constraint, String)] = []
        for (k, entry) in refusedList.enumerated() {
            guard let entry, fileIDs[ObjectIdentifier(entry.constraint)] != nil, atStoredFrames(entry.constraint) <= 0.5 else { continue }
            let candidates = entry.contradicts
                .filter { fileIDs[ObjectIdentifier($0)] != nil && solver.has($0) }
                .map { ($0, atStoredFrames($0)) }
                .filter { $0.1 > 0.5 }
            guard let (broken, _) = candidates.max(by: { $0.1 < $1.1 }), let id = fileIDs[ObjectIdentifier(broken)] else { continue }
            do {
                try solver.remove(broken)
            } catch {
                continue
            }
            do {
                try solver.add(entry.constraint)
                swapped.append((k, broken, id))
            } catch {
                try? solver.add(broken)   // the refused one contradicts more than that: as it was
            }
        }
        if !swapped.isEmpty { updateSolver() }
        return swapped
    }
}
