import NibModel
import XMLTree

/// Choosing a side of a merge conflict in the merged document, as one undoable step: the file
/// holds ours until theirs is chosen.
public enum ConflictChoice {
    public enum Side { case ours, theirs }

    public enum Failure: Error, CustomStringConvertible {
        case notFound(MergeConflict)
        case notOffered(MergeConflict)
        public var description: String {
            switch self {
            case .notFound(let c): "the merged document no longer has what “\(c.description)” is about"
            case .notOffered(let c): "“\(c.description)” keeps ours: theirs deleted nothing that could be put back"
            }
        }
    }

    public static func choose(_ side: Side, for conflict: MergeConflict, in document: NibDocument) throws(Failure) {
        guard let id = conflict.objectID, let owner = document.elementsByID[id],
              let element = ChildKey.element(at: conflict.path, below: owner) else {
            if side == .ours, conflict.kind == .deletedByTheirs { return }   // deleted already: nothing to keep
            throw .notFound(conflict)
        }
        let step = "Merge: \(side == .ours ? "Ours" : "Theirs") for \(conflict.property)"
        switch conflict.kind {
        case .attribute:
            guard let name = conflict.attribute else { throw .notFound(conflict) }
            document.setAttribute(name, to: side == .ours ? conflict.ours : conflict.theirs, of: element, objectID: id, stepName: step)
        case .element:
            guard let text = side == .ours ? conflict.oursElement : conflict.theirsElement,
                  let replacement = try? XMLReader.parse(text).root, replacement.name == element.name else { throw .notFound(conflict) }
            document.replace(element, with: replacement, objectID: id, stepName: step)
        case .deletedByTheirs:
            guard side == .theirs else { return }
            if document.objectsByID[id]?.frame != nil {
                do { try document.removeView(id) } catch { throw .notFound(conflict) }
            } else {
                document.removeElement(element, objectID: id, stepName: step)
            }
        case .deletedByOurs, .elementKind, .movedByBoth:
            guard side == .ours else { throw .notOffered(conflict) }
        }
    }
}
