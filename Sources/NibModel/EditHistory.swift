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
    }

    private struct Step {
        let change: Change
        let before: [(XMLElement, XMLElementSnapshot)]
        var after: [(XMLElement, XMLElementSnapshot)]
    }

    private var undoStack: [Step] = []
    private var redoStack: [Step] = []
    private var observers: [(Change) -> Void] = []

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }
    public var undoName: String? { undoStack.last?.change.name }

    /// Calls `observer` after every edit, undo and redo, with what changed.
    public func observe(_ observer: @escaping (Change) -> Void) { observers.append(observer) }

    /// Runs `body`, which may change only the elements in `touching` (and create new ones).
    func perform(_ name: String, objectIDs: [String], touching: [XMLElement], structural: Bool = false, _ body: () -> Void) {
        let change = Change(name: name, objectIDs: objectIDs, isStructural: structural)
        let before = touching.map { ($0, $0.snapshot()) }
        body()
        undoStack.append(Step(change: change, before: before, after: touching.map { ($0, $0.snapshot()) }))
        redoStack.removeAll()
        notify(change)
    }

    @discardableResult
    public func undo() -> Bool {
        guard let step = undoStack.popLast() else { return false }
        for (element, state) in step.before.reversed() { element.restore(state) }
        redoStack.append(step)
        notify(step.change)
        return true
    }

    @discardableResult
    public func redo() -> Bool {
        guard let step = redoStack.popLast() else { return false }
        for (element, state) in step.after { element.restore(state) }
        undoStack.append(step)
        notify(step.change)
        return true
    }

    private func notify(_ change: Change) { observers.forEach { $0(change) } }
}
