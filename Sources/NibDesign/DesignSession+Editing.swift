import NibLayout
import NibModel
import NibRender

/// Edits from the designer: each is one undo step, followed by live layout. Frames that the
/// layout moves are written back into the file within the same step, as Xcode keeps them.
extension DesignSession {
    /// Sets an inspectable property from its text form (see `NibDocument.set`).
    /// An image view's image also takes its size from the asset catalogs beside the file.
    public func set(_ property: String, to text: String, on id: String) throws(EditError) {
        if property == "image", document.objectsByID[id]?.className == "imageView" {
            return try document.setImage(text, size: AssetCatalogs.pointSize(ofImage: text, in: imageFolders), on: id)
        }
        try document.set(property, to: text, on: id)
    }

    /// Typing in one field: its edits of one property join one undo step until `endTyping`.
    public func beginTyping() { document.history.beginBurst() }
    public func endTyping() { document.history.endBurst() }

    public func setConstraint(_ id: String, constant: Double? = nil, priority: Double? = nil, multiplier: Double? = nil) throws(EditError) {
        try document.setConstraint(id, constant: constant, priority: priority, multiplier: multiplier)
    }

    public func removeConstraint(_ id: String) throws(EditError) { try document.removeConstraint(id) }

    /// Deletes the selected view or constraint.
    public func deleteSelection() throws(EditError) {
        guard let id = selection else { return }
        if document.constraint(id) != nil {
            try document.removeConstraint(id)
        } else if ["segue", "outlet", "outletCollection", "action"].contains(document.elementsByID[id]?.name) {
            try document.removeConnection(id)
        } else if id != root?.id {
            try document.removeView(id)
        }
        selection = nil
    }

    @discardableResult public func undo() -> Bool { document.history.undo() }
    @discardableResult public func redo() -> Bool { document.history.redo() }

    /// Runs a command made of several edits as one undo step, and writes the frames they moved
    /// once, when it ends. Written after each edit, a frame the layout left free midway would
    /// become the stored frame the next layout holds to, and shown frames, which follow the
    /// solve from the stored ones, would drift with it: Reset to Suggested Constraints, between
    /// clearing a stack's rows and fixing their heights, wrote rows of 127.5 and -11.5 pt where
    /// they had been 82 and 34, and kept them once the new constraints solved to 82 and 34.
    /// `derivesConstraints`: the command makes constraints from the frames shown (Add Missing
    /// Constraints, Reset to Suggested), and, as in Xcode, no view moves: each stays shown at
    /// its stored frame, and follows the new constraints' solve from there. Following the solve
    /// from the old constraints' would move it by Nibbler's own error in that solve (a row
    /// stored 82 pt tall that they solved to 36.5 pt, shown at 127.5 once its new height
    /// constraint solved it to 82). Where the new constraints put a view elsewhere, the Issues
    /// page calls it misplaced, as Xcode would.
    func command<E: Error>(_ name: String, derivesConstraints: Bool = false, _ body: () throws(E) -> Void) throws(E) {
        guard !runsCommand else { return try document.history.group(name, body) }   // inside another
        let before = frames
        runsCommand = true
        defer {
            runsCommand = false
            if derivesConstraints {
                framesWritten(before.filter { id, shown in document.objectsByID[id]?.frame == shown })
            }
            writeFrames(movedFrom: before)
        }
        try document.history.group(name, body)
    }

    /// Called by the history after every edit, undo and redo.
    func documentChanged(_ change: EditHistory.Change) {
        let before = frames
        let moved = refresh(after: change)
        if !change.isReplay, !runsCommand { writeFrames(movedFrom: before) }
        onChange?(change, moved)
    }

    /// Writes into the last step the frames of the views shown elsewhere than in `before`.
    private func writeFrames(movedFrom before: [String: Rect]) {
        // A preview's frames are not the document's; a macOS document's are not laid out.
        guard !isPreviewing, !document.isCocoa else { return }
        var solved: [String: Rect] = [:]
        for id in movedViews(from: before) {
            guard let old = before[id], let new = frames[id], let saved = document.objectsByID[id]?.frame,
                  saved.within(0.5, of: old) else { continue }   // a misplaced view stays as the user left it
            solved[id] = new
        }
        framesWritten(document.writeSolvedFrames(solved, pixelScale: screen.pixelScale))
    }
}
