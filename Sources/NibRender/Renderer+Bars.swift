import CPangoCairo
import NibLayout
import NibModel
import XMLTree

/// The simulated bars over a scene, as Interface Builder draws them over the root view: the
/// status bar's time and battery, a navigation bar with the title, a tab bar with its tabs.
extension Renderer {
    /// Draws `bars` over a scene's picture of `size` (`SceneBars.picture`), the context's origin at
    /// the picture's top left.
    public func drawBars(_ bars: SceneBars, size: Rect, in cr: OpaquePointer) {
        var light = appearance == .dark   // the status bar's content, white over a dark bar or screen
        if let navigation = bars.navigationBar {
            // The bar's background reaches up under the status bar.
            let f = Rect(x: 0, y: 0, width: size.width, height: navigation.top + navigation.height)
            let look = barLook(of: navigation.styledBy)
            light = look.background.map { 0.299 * $0.red + 0.587 * $0.green + 0.114 * $0.blue < 0.5 } ?? light
            let items = (navigation.leftItems, navigation.rightItems)
            if navigation.isLarge {
                largeTitleBar(navigation.title, f, look, cr)
                cairo_save(cr)
                cairo_translate(cr, 0, navigation.top)
                navigationItems(items, width: f.width, height: f.height - navigation.top, tint: look.tint, storedPlacement: screen == nil, cr)
                cairo_restore(cr)
            } else {
                navigationBar(navigation.title, f, titleTop: navigation.top, background: look.background, titleColor: look.title, items: items,
                              barTint: look.tint, storedPlacement: screen == nil, cr)
            }
        }
        if bars.statusBar > 0 { statusBar(height: bars.statusBar, width: size.width, light: light, cr) }
        if let toolbar = bars.toolbar {
            cairo_save(cr)
            cairo_translate(cr, 0, size.height - toolbar.height)
            bar(Rect(x: 0, y: 0, width: size.width, height: toolbar.height), cr, hairlineAtTop: true)
            toolbarItems(toolbar.items, width: size.width, height: 44, tint: tint, storedPlacement: screen == nil, cr)
            cairo_restore(cr)
        }
        if let tabBar = bars.tabBar {
            cairo_save(cr)
            cairo_translate(cr, 0, size.height - tabBar.height)
            bar(Rect(x: 0, y: 0, width: size.width, height: tabBar.height), cr, hairlineAtTop: true)
            tabItems(tabBar.titles, selected: tabBar.selected, images: tabBar.images, Rect(x: 0, y: 0, width: size.width, height: 49), cr)
            cairo_restore(cr)
        }
    }

    /// A bar with a large title: the title in bold 34 pt at the screen's margin, in the bar's
    /// lower 52 pt (UIKit's large title metrics).
    private func largeTitleBar(_ title: String, _ f: Rect, _ look: (background: RGBAColor?, title: RGBAColor, tint: RGBAColor), _ cr: OpaquePointer) {
        bar(f, cr, hairlineAtTop: false, background: look.background)
        let margin = f.width >= 414 ? 20.0 : 16
        cairo_save(cr)
        cairo_translate(cr, margin, f.height - 52)
        text(title, FontDescription(kind: .system, pointSize: 34, weight: .bold), look.title, "left",
             Rect(x: 0, y: 0, width: max(0, f.width - 2 * margin), height: 48), cr, lines: 1)
        cairo_restore(cr)
    }

    /// How a navigation controller's bar looks: its bar tint (or its appearance's background),
    /// dark for the black bar style; the title in its title text attributes' colour, else white
    /// on a black bar and black otherwise; its items in its tint colour, else the system's.
    func barLook(of controllerID: String?) -> (background: RGBAColor?, title: RGBAColor, tint: RGBAColor) {
        barLook(controllerID.flatMap { document.objectsByID[$0] }?.element.childElements.first { $0.name == "navigationBar" })
    }

    /// The same for a bar's own element (a navigation bar or a toolbar placed as a view).
    func barLook(_ bar: XMLElement?) -> (background: RGBAColor?, title: RGBAColor, tint: RGBAColor) {
        guard let bar else { return (nil, ink, tint) }
        func keyed(_ name: String, _ key: String, in element: XMLElement) -> XMLElement? {
            element.childElements.first { $0.name == name && $0[attribute: "key"] == key }
        }
        let black = bar[attribute: "barStyle"] == "black"
        let appearance = keyed("navigationBarAppearance", "standardAppearance", in: bar)
        let background = resolved(keyed("color", "barTintColor", in: bar))
            ?? appearance.flatMap { resolved(keyed("color", "backgroundColor", in: $0)) }
            ?? (black ? RGBAColor(red: 0.11, green: 0.11, blue: 0.12) : nil)
        let attributes = keyed("textAttributes", "titleTextAttributes", in: bar)
        let title = attributes.flatMap { resolved(keyed("color", "textColor", in: $0)) }
            ?? (black ? Self.white : ink)
        return (background, title, resolved(keyed("color", "tintColor", in: bar)) ?? tint)
    }

    /// 9:41 and a full battery: centred on a bar of 20 pt (24 on iPads with rounded corners),
    /// beside the notch on a phone's taller one; in white over a dark navigation bar (light
    /// content), as iOS draws it.
    private func statusBar(height: Double, width: Double, light: Bool, _ cr: OpaquePointer) {
        let notched = height > 30
        let ink = light ? Self.white : Self.black
        let font = FontDescription(kind: .system, pointSize: notched ? 17 : 12, weight: .semibold)
        let time = notched ? Rect(x: 0, y: height - 34, width: width * 0.3, height: 22) : Rect(x: 0, y: 0, width: width, height: height)
        cairo_save(cr)
        cairo_translate(cr, time.x, time.y)
        text("9:41", font, ink, "center", Rect(x: 0, y: 0, width: time.width, height: time.height), cr, lines: 1)
        cairo_restore(cr)
        // The battery: an outline, its charge, its cap.
        let (w, h) = notched ? (25.0, 12.0) : (22.0, 10.0)
        let (x, y) = (width - w - (notched ? 26 : 8), notched ? height - 29 : (height - h) / 2)
        cairo_save(cr)
        cairo_translate(cr, x, y)
        set(cr, RGBAColor(red: ink.red, green: ink.green, blue: ink.blue, alpha: 0.4), alpha: 1)
        cairo_set_line_width(cr, 1)
        path(cr, w, h, 3)
        cairo_stroke(cr)
        cairo_rectangle(cr, w + 1, h / 3, 1.5, h / 3)
        cairo_fill(cr)
        set(cr, ink, alpha: 1)
        cairo_translate(cr, 2, 2)
        path(cr, w - 4, h - 4, 1.5)
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
