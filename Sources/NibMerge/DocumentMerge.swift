import NibModel
import XMLTree

/// The result of a three-way merge: the merged file's text, a document Nibbler reads wherever
/// both sides are, and what could not be settled (the text holds ours for each).
public struct MergeResult {
    public let text: String
    public let conflicts: [MergeConflict]
    /// What the merge settled on its own that a reviewer may want to know: ids renumbered,
    /// references removed with the object they named.
    public let notes: [String]
}

/// Three-way merges of Interface Builder documents, object by object (see `TreeMerge`).
public enum DocumentMerge {
    public enum Failure: Error, CustomStringConvertible {
        /// The merged text is not a valid document; ours is kept whole instead.
        case invalidResult(String)
        public var description: String {
            switch self {
            case .invalidResult(let why): "the merged document would be invalid (\(why))"
            }
        }
    }

    /// Merges `ours` and `theirs`, both descended from `base` (nil when both sides added the
    /// file). `theirs` may be renumbered in place where both sides minted the same id. `path`,
    /// where the file lives in its project, lets layout settle frames in the project's fonts.
    public static func merge(base: XMLDocument?, ours: XMLDocument, theirs: XMLDocument, path: String? = nil) throws(Failure) -> MergeResult {
        var ids = IDIndex(base: base, ours: ours, theirs: theirs)
        let renumbered = IdCollisions.renumber(theirs: theirs, ids: ids)
        if !renumbered.isEmpty { ids.theirs = References.elementsByID(theirs.root) }
        var notes = renumbered.map { "theirs' \($0.old) renumbered \($0.new): ours has an object of that id" }
        let merge = TreeMerge(ids: ids)
        var text = merge.text(base: base.map { nodes($0.prolog) }, ours: nodes(ours.prolog), theirs: nodes(theirs.prolog))
        text += merge.element(base: base?.root, ours: ours.root, theirs: theirs.root)
        text += merge.text(base: base.map { nodes($0.epilog) }, ours: nodes(ours.epilog), theirs: nodes(theirs.epilog))

        let merged: XMLDocument
        do { merged = try XMLReader.parse(text) } catch { throw .invalidResult("\(error)") }
        let moved = MovedObjects.keepOurs(in: merged, ours: ids.ours)
        let removed = DanglingReferences.remove(from: merged, deletedFrom: ids.base, sides: [ids.ours, ids.theirs])
        if !removed.isEmpty {
            notes.append("removed with the objects they named: " + removed.joined(separator: ", "))
        }
        if !moved.isEmpty || !removed.isEmpty { text = merged.serialized() }
        do { _ = try NibDocument(xml: merged) } catch {
            // Sides Nibbler cannot read as documents merge all the same, as git merges their text
            // (AdGuard's width of 360,000,000,000 pt, a reference that already dangled, both
            // written by Xcode): the result keeps their problems; the references the merge itself
            // would have left dangling are gone (`DanglingReferences`).
            let sidesRead = [ours, theirs].allSatisfy { (try? NibDocument(xml: $0)) != nil }
            if sidesRead { throw .invalidResult("line \(error.line): \(error.message)") }
        }
        let found = merge.conflicts + moved
        let (settledText, conflicts) = FrameSettlement.settle(text, conflicts: found, theirs: theirs, path: path)
        if conflicts.count < found.count { notes.append("frames settled by layout: \(found.count - conflicts.count)") }
        return MergeResult(text: settledText, conflicts: conflicts, notes: notes)
    }

    private static func nodes(_ list: [XMLNode]) -> String { list.map(\.serialized).joined() }
}
