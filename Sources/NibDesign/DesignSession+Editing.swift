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

    /// Called by the history after every edit, undo and redo.
    func documentChanged(_ change: EditHistory.Change) {
        let before = frames
        let moved = refresh(after: change)
        // A preview's frames are not the document's; a macOS document's are not laid out.
        if !change.isReplay, !isPreviewing, !document.isCocoa {
            var solved: [String: Rect] = [:]
            for id in moved {
                guard let old = before[id], let new = frames[id], let saved = document.objectsByID[id]?.frame,
                      saved.within(0.5, of: old) else { continue }   // a misplaced view stays as the user left it
                solved[id] = new
            }
            framesWritten(document.writeSolvedFrames(solved, pixelScale: screen.pixelScale))
        }
        onChange?(change, moved)
    }
}
