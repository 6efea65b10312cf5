import NibLayout
import NibModel
import NibRender

/// The screen `--size` lays a document out on: its device at that size, whose size classes (a
/// phone held sideways is compact tall) pick the fonts varied for traits, as they pick the
/// constraints. Every root is laid out at that one size, so the first root's screen stands for
/// all. Nil without --size, or for a macOS document: text is set for the document's own device.
enum SizedScreen {
    static func of(_ document: NibDocument, size: (width: Double, height: Double)?) -> Device? {
        guard let size, !document.isCocoa else { return nil }
        let layout = DocumentLayout(document: document, sizing: MeasuredSizing())
        return layout.roots.first.map { layout.screen(for: $0, size: size) }
    }
}
