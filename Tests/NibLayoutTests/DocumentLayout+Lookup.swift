import NibLayout
import NibModel

extension DocumentLayout {
    /// The frame `frames()` gives the view with this id, at the document's own size or at
    /// `size`; nil when it lays out none.
    func frame(of id: String, size: (width: Double, height: Double)? = nil) -> Rect? {
        frames(size: size).entries.first { $0.object.id == id }?.frame
    }
}
