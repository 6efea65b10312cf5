import CPangoCairo
import NibModel

/// A macOS document's views as plain boxes at their stored frames, each named with its AppKit
/// class: Nibbler draws iOS documents, and does not pretend to draw AppKit's controls.
extension Renderer {
    static let cocoaOutline = RGBAColor(red: 0.55, green: 0.57, blue: 0.6)
    static let cocoaName = RGBAColor(red: 0.35, green: 0.37, blue: 0.4)

    /// Draws `view`'s box and those inside it, the context's origin at its superview.
    func drawCocoaBox(_ view: NibObject, in cr: OpaquePointer) {
        guard let f = frames[view.id] else { return }
        cairo_save(cr)
        cairo_translate(cr, f.x, f.y)
        if isVisible(f.width, f.height, cr) {
            set(cr, Self.cocoaOutline, alpha: 1)
            cairo_set_line_width(cr, 1)
            cairo_rectangle(cr, 0.5, 0.5, max(0, f.width - 1), max(0, f.height - 1))
            cairo_stroke(cr)
            if f.width > 24, f.height > 12 {
                cairo_save(cr)
                cairo_rectangle(cr, 0, 0, f.width, f.height)
                cairo_clip(cr)
                cairo_translate(cr, 3, 1)   // text() draws at the context's origin
                text(Self.appKitName(of: view), FontDescription(kind: .system, pointSize: 10), Self.cocoaName, "left",
                     Rect(x: 0, y: 0, width: f.width - 6, height: min(14, f.height - 2)), cr, lines: 1)
                cairo_restore(cr)
            }
        }
        for child in view.children { drawCocoaBox(child, in: cr) }
        cairo_restore(cr)
    }

    /// The class a view has at run time as Xcode names it: its custom class, else AppKit's.
    static func appKitName(of view: NibObject) -> String {
        view.customClass ?? AppKitClasses.className(ofElement: view.className)
    }
}
