import NibLayout
import NibModel

extension DocumentLayout {
    /// The frame `frames()` gives the view with this id, nil when it lays out none.
    func frame(of id: String) -> Rect? {
        frames().entries.first { $0.object.id == id }?.frame
    }
}
