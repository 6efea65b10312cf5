import XMLTree

/// One undo/redo stack of document edits. Each step stores the exact state of the elements it
/// changed, before and after, so undo gives back the very bytes the file had.
public final class EditHistory {
    /// What an edit or its undo changed: the ids of the objects concerned.
    public struct Change {
        public let name: String
        public let objectIDs: [String]
        /// Objects or constraints were added, removed or moved (not only values changed).
        public let isStructural: Bool
        /// An undo or redo replaying a step, rather than a new edit.
        public internal(set) var isReplay = false
    }

    private struct Step {
        var change: Change
        var before: [(XMLElement, XMLElementSnapshot)]
        var after: [(XMLElement, XMLElementSnapshot)]
        /// Unique per state: a save remembers it to know whether the document changed since.
        var serial: Int
        /// The typing burst this step belongs to, if any.
        var burst: Int?

        /// Takes in a later change as part of this step: each element keeps its earliest
        /// "before" and takes its latest "after".
        mutating func absorb(before newBefore: [(XMLElement, XMLElementSnapshot)], after newAfter: [(XMLElement, XMLElementSnapshot)]) {
            for (element, state) in newBefore where !before.contains(where: { $0.0 === element }) {
                before.append((element, state))
            }
            after = after.filter { old in !newAfter.contains { $0.0 === old.0 } } + newAfter
        }
    }

    private var undoStack: [Step] = []
    private var redoStack: [Step] = []
    private var observers: [(Change) -> Void] = []
    private var nextSerial = 1
    /// While a burst is open, edits of the same name to the same objects join the top step.
    private var openBurst: Int?
    private var nextBurst = 1

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }
    public var undoName: String? { undoStack.last?.change.name }
    public var redoName: String? { redoStack.last?.change.name }
    /// Names the document's current state: equal values mean equal documents (for "unsaved changes").
    public var stateMark: Int { undoStack.last?.serial ?? 0 }

    /// Starts a burst (typing in one field): its consecutive edits of one property become one
    /// undo step. Ended by `endBurst()`, by undo or redo, or by an edit of something else.
    public func beginBurst() {
        openBurst = nextBurst
        nextBurst += 1
    }

    public func endBurst() { openBurst = nil }

    /// Calls `observer` after every edit, undo and redo, with what changed.
    public func observe(_ observer: @escaping (Change) -> Void) { observers.append(observer) }

    /// Runs `body`, which may change only the elements in `touching` (and create new ones).
    func perform(_ name: String, objectIDs: [String], touching: [XMLElement], structural: Bool = false, _ body: () -> Void) {
        let change = Change(name: name, objectIDs: objectIDs, isStructural: structural)
        let before = touching.map { ($0, $0.snapshot()) }
        body()
        let after = touching.map { ($0, $0.snapshot()) }
        nextSerial += 1
        if let burst = openBurst, !structural, let top = undoStack.last, top.burst == burst,
           top.change.name == name, top.change.objectIDs == objectIDs {
            var joined = top
            joined.absorb(before: before, after: after)
            joined.serial = nextSerial
            undoStack[undoStack.count - 1] = joined
        } else {
            if openBurst != nil, undoStack.last?.burst == openBurst { openBurst = nil }
            undoStack.append(Step(change: change, before: before, after: after, serial: nextSerial, burst: openBurst))
        }
        redoStack.removeAll()
        notify(change)
    }

    /// Runs `body`, whose edits then undo and redo as one step named `name` (a command made of
    /// several edits, such as Add Missing Constraints).
    public func group<E: Error>(_ name: String, _ body: () throws(E) -> Void) throws(E) {
        let start = undoStack.count
        defer { mergeSteps(from: start, name: name) }
        try body()
    }

    private func mergeSteps(from start: Int, name: String) {
        guard undoStack.count - start > 1 else { return }
        let steps = undoStack[start...]
        var ids: [String] = []
        for id in steps.flatMap(\.change.objectIDs) where !ids.contains(id) { ids.append(id) }
        nextSerial += 1
        var merged = Step(change: Change(name: name, objectIDs: ids, isStructural: steps.contains { $0.change.isStructural }),
                          before: [], after: [], serial: nextSerial, burst: nil)
        for step in steps { merged.absorb(before: step.before, after: step.after) }
        undoStack.removeSubrange(start...)
        undoStack.append(merged)
    }

    /// Adds more changes to the last step (the frames a text edit moved), so that one undo
    /// takes back both. Observers are not told: the caller is finishing the same edit.
    func amendLastStep(touching: [XMLElement], _ body: () -> Void) {
        guard var top = undoStack.popLast() else { return body() }
        let before = touching.map { ($0, $0.snapshot()) }
        body()
        top.absorb(before: before, after: touching.map { ($0, $0.snapshot()) })
        nextSerial += 1
        top.serial = nextSerial
        undoStack.append(top)
    }

    @discardableResult
    public func undo() -> Bool {
        openBurst = nil
        guard let step = undoStack.popLast() else { return false }
        for (element, state) in step.before.reversed() { element.restore(state) }
        redoStack.append(step)
        notify(step.change, replay: true)
        return true
    }

    @discardableResult
    public func redo() -> Bool {
        openBurst = nil
        guard let step = redoStack.popLast() else { return false }
        for (element, state) in step.after { element.restore(state) }
        undoStack.append(step)
        notify(step.change, replay: true)
        return true
    }

    private func notify(_ change: Change, replay: Bool = false) {
        var change = change
        change.isReplay = replay
        observers.forEach { $0(change) }
    }
}
