import NibDesign
import NibRender

/// Each side of a conflict drawn as the designer draws it: the root that holds the conflict's
/// object, in one version of the file, with the object selected. The merge tool shows ours and
/// theirs side by side.
public enum ConflictPictures {
    /// Draws `objectID`'s root in the document at `file` to a PNG at `output`; false when that
    /// version has no such object (it deleted it) or nothing could be drawn.
    public static func draw(objectID: String, in file: String, to output: String, scale: Double = 1) -> Bool {
        guard let session = try? DesignSession(opening: file), let object = session.document.objectsByID[objectID],
              let index = session.roots.firstIndex(where: { $0.contains(object) }) else { return false }
        session.showRoot(index)
        guard let root = session.root else { return false }
        return session.renderer().writePNG(root: root, to: output, scale: scale, overlay: Overlay(selection: objectID), bars: session.bars)
    }
}
