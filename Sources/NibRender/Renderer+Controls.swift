import CPangoCairo
#if canImport(Glibc)
import Glibc
#endif
import NibLayout
import NibModel

/// The controls and bars beyond labels, buttons, fields, switches and sliders, drawn as
/// Interface Builder shows them on its canvas (iOS 13 and later look).
extension Renderer {
    func drawControl(_ view: NibObject, _ f: Rect, _ cr: OpaquePointer) {
        switch view.className {
        case "textView":
            // UITextView: 8 pt above and below the text, 5 pt of line padding at the sides.
            let color = resolved(view.textColor) ?? ink
            let area = Rect(x: 0, y: 0, width: max(0, f.width - 10), height: max(0, f.height - 16))
            cairo_save(cr)
            cairo_rectangle(cr, 0, 0, f.width, f.height)
            cairo_clip(cr)
            cairo_translate(cr, 5, 8)
            text(view.text ?? "", font(of: view), color, view.textAlignment, area, cr, lines: 0, fromTop: true)
            cairo_restore(cr)
        case "segmentedControl":
            segmentedControl(view, f, cr)
        case "stepper":
            stepper(f, cr)
        case "progressView":
            // A 4 pt track across the middle, filled as far as the progress.
            cairo_save(cr)
            cairo_translate(cr, 0, (f.height - 4) / 2)
            set(cr, keyedColor("trackTintColor", of: view) ?? RGBAColor(red: 0.894, green: 0.894, blue: 0.906), alpha: 1)
            path(cr, f.width, 4, 2)
            cairo_fill(cr)
            set(cr, keyedColor("progressTintColor", of: view) ?? tint(of: view), alpha: 1)
            path(cr, f.width * view.progressFraction, 4, 2)
            cairo_fill(cr)
            cairo_restore(cr)
        case "activityIndicatorView":
            activityIndicator(view, f, cr)
        case "pageControl":
            pageControl(view, f, cr)
        case "searchBar":
            searchBar(view, f, cr)
        case "navigationBar":
            let look = barLook(view.element)
            let item = view.children.first { $0.className == "navigationItem" }
            navigationBar(item?.element[attribute: "title"] ?? "", f, titleTop: 0, background: look.background, titleColor: look.title,
                          items: item.map { BarItems.navigationItems(of: $0.element) } ?? ([], []), barTint: look.tint,
                          storedPlacement: isAsStored(view, f), cr)
        case "toolbar":
            let look = barLook(view.element)
            bar(f, cr, hairlineAtTop: true, background: look.background)
            toolbarItems(view.children.filter { $0.className == "barButtonItem" }.map { BarItems.item($0.element) },
                         width: f.width, height: f.height, tint: look.tint, storedPlacement: isAsStored(view, f), cr)
        case "tabBar":
            bar(f, cr, hairlineAtTop: true)
            let items = view.children.filter { $0.className == "tabBarItem" }
            tabItems(items.map { BarItems.title(of: $0.element) }, selected: 0, images: items.map { $0.element[attribute: "image"] }, f, cr)
        case "tableView":
            if view.element[attribute: "style"] == "grouped" || view.element[attribute: "style"] == "insetGrouped",
               resolved(view.backgroundColor) == nil {
                set(cr, system("systemGroupedBackgroundColor"), alpha: 1)
                cairo_rectangle(cr, 0, 0, f.width, f.height)
                cairo_fill(cr)
            }
            sectionTitles(of: view, f, cr)
            if !view.layoutChildren.contains(where: { $0.className == "tableViewCell" }) {
                // Interface Builder's words on an empty table view, one line above the middle, one below.
                let line = { (text: String, size: Double, y: Double) in
                    cairo_save(cr)
                    cairo_translate(cr, 0, y)
                    self.text(text, FontDescription(kind: .system, pointSize: size), Self.placeholderGray, "center",
                              Rect(x: 0, y: 0, width: f.width, height: 22), cr, lines: 1)
                    cairo_restore(cr)
                }
                line("Table View", 17, f.height / 2 - 22)
                line("Prototype Content", 13, f.height / 2)
            }
        case "tableViewCell" where view.layoutParent?.className == "tableView":
            tableCell(view, f, cr)
        case "tableViewCell":
            // A cell of a XIB of its own shows its accessory, as Interface Builder draws it
            // beside the content view it narrows; a table's separators are not its own.
            accessory(of: view, f, cr)
        case "pickerView", "datePicker":
            wheels(view, f, cr)
        case "mapView":
            placeholderBox("Map View", f, cr)
        case "visualEffectView":
            set(cr, RGBAColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.8), alpha: 1)
            cairo_rectangle(cr, 0, 0, f.width, f.height)
            cairo_fill(cr)
        default:
            break
        }
    }

    /// Segments side by side on a light track; the selected one white, as since iOS 13.
    private func segmentedControl(_ view: NibObject, _ f: Rect, _ cr: OpaquePointer) {
        let segments = (view.element.childElements.first { $0.name == "segments" }?.childElements ?? []).filter { $0.name == "segment" }
        let titles = segments.map { $0[attribute: "title"] ?? "" }
        set(cr, system("tertiarySystemFillColor"), alpha: 1)
        path(cr, f.width, f.height, 8)
        cairo_fill(cr)
        guard !titles.isEmpty else { return }
        let width = f.width / Double(titles.count)
        let selected = view.element[attribute: "selectedSegmentIndex"].flatMap(Int.init) ?? -1
        for (i, title) in titles.enumerated() {
            cairo_save(cr)
            cairo_translate(cr, Double(i) * width, 0)
            if i == selected {
                cairo_translate(cr, 2, 2)
                path(cr, width - 4, f.height - 4, 7)
                // The selected segment: white, systemGray2 in the dark appearance.
                set(cr, appearance == .dark ? system("systemGray2Color") : Self.white, alpha: 1)
                cairo_fill_preserve(cr)
                set(cr, RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.08), alpha: 1)
                cairo_set_line_width(cr, 0.5)
                cairo_stroke(cr)
                cairo_translate(cr, -2, -2)
            } else if i > 0 && i - 1 != selected {
                set(cr, RGBAColor(red: 0.557, green: 0.557, blue: 0.576, alpha: 0.3), alpha: 1)
                cairo_rectangle(cr, 0, f.height * 0.25, 1, f.height * 0.5)
                cairo_fill(cr)
            }
            if let image = segments[i][attribute: "image"] {
                segmentImage(named: image, width: width, height: f.height, cr)
            } else {
                text(title, FontDescription(kind: .system, pointSize: 13, weight: i == selected ? .semibold : .regular), ink, "center",
                     Rect(x: 0, y: 0, width: width, height: f.height), cr, lines: 1)
            }
            cairo_restore(cr)
        }
    }

    /// A segment's image, as UISegmentedControl draws it from iOS 13: as a template in the label
    /// colour, at its own size (no larger than the segment, less a 4 pt inset), centred.
    private func segmentImage(named name: String, width: Double, height: Double, _ cr: OpaquePointer) {
        let own = document.image(named: name).map { ($0.width, $0.height) } ?? AssetCatalogs.pointSize(ofImage: name, in: imageFolders) ?? (20, 20)
        let (w, h) = (min(own.0, max(0, width - 8)), min(own.1, max(0, height - 8)))
        set(cr, ink, alpha: 1)
        _ = templateImage(named: name, in: Rect(x: (width - w) / 2, y: (height - h) / 2, width: w, height: h), cr)
    }

    /// Minus and plus on a light track, a divider between.
    private func stepper(_ f: Rect, _ cr: OpaquePointer) {
        set(cr, system("tertiarySystemFillColor"), alpha: 1)
        path(cr, f.width, f.height, 8)
        cairo_fill(cr)
        set(cr, RGBAColor(red: 0.557, green: 0.557, blue: 0.576, alpha: 0.4), alpha: 1)
        cairo_rectangle(cr, f.width / 2 - 0.5, f.height * 0.25, 1, f.height * 0.5)
        cairo_fill(cr)
        set(cr, ink, alpha: 1)
        cairo_set_line_width(cr, 1.5)
        let (cy, arm) = (f.height / 2, min(7, f.height / 4))
        for cx in [f.width / 4, f.width * 3 / 4] {
            cairo_move_to(cr, cx - arm, cy); cairo_line_to(cr, cx + arm, cy)
        }
        cairo_move_to(cr, f.width * 3 / 4, cy - arm); cairo_line_to(cr, f.width * 3 / 4, cy + arm)
        cairo_stroke(cr)
    }

    /// Eight spokes fading round the circle, gray (white for the white styles).
    private func activityIndicator(_ view: NibObject, _ f: Rect, _ cr: OpaquePointer) {
        let style = view.element[attribute: "style"] ?? "medium"
        let large = style == "whiteLarge" || style == "large"
        let shade = style.hasPrefix("white") ? 1.0 : 0.235
        // The file's `color` (UIActivityIndicatorView's) replaces the style's grey or white.
        let color = keyedColor("color", of: view) ?? RGBAColor(red: shade, green: shade, blue: shade)
        let (cx, cy) = (f.width / 2, f.height / 2)
        let (outer, inner) = large ? (17.0, 9.0) : (9.0, 5.0)
        cairo_set_line_width(cr, large ? 3.5 : 2)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        for k in 0..<8 {
            let angle = Double(k) * .pi / 4 - .pi / 2
            set(cr, color, alpha: 0.25 + 0.75 * Double(8 - k) / 8)
            cairo_move_to(cr, cx + inner * cos(angle), cy + inner * sin(angle))
            cairo_line_to(cr, cx + outer * cos(angle), cy + outer * sin(angle))
            cairo_stroke(cr)
        }
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    }

    /// One dot per page, centred; the current one in its own colour (UIKit's defaults are white
    /// on whatever lies behind, as on the canvas).
    private func pageControl(_ view: NibObject, _ f: Rect, _ cr: OpaquePointer) {
        // Dots beyond the frame are not seen: only those that fit are drawn.
        let pages = min(view.numberOfPages, Int(max(0, f.width) / 16) + 1)
        let current = view.currentPage
        let other = keyedColor("pageIndicatorTintColor", of: view) ?? RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.3)
        let now = keyedColor("currentPageIndicatorTintColor", of: view) ?? RGBAColor(red: 1, green: 1, blue: 1)
        let start = (f.width - Double(pages) * 16) / 2 + 8
        for k in 0..<pages {
            set(cr, k == current ? now : other, alpha: 1)
            cairo_arc(cr, start + Double(k) * 16, f.height / 2, 3.5, 0, 2 * .pi)
            cairo_fill(cr)
        }
    }

    /// A rounded field with a magnifying glass and the placeholder ("Search" by default).
    private func searchBar(_ view: NibObject, _ f: Rect, _ cr: OpaquePointer) {
        let height = min(36, max(0, f.height - 8))
        let field = Rect(x: 8, y: (f.height - height) / 2, width: max(0, f.width - 16), height: height)
        cairo_save(cr)
        cairo_translate(cr, field.x, field.y)
        set(cr, system("tertiarySystemFillColor"), alpha: 1)
        path(cr, field.width, field.height, 10)
        cairo_fill(cr)
        set(cr, RGBAColor(red: 0.557, green: 0.557, blue: 0.576), alpha: 1)
        cairo_set_line_width(cr, 1.5)
        cairo_arc(cr, 15, field.height / 2 - 1.5, 5.5, 0, 2 * .pi)
        cairo_stroke(cr)
        cairo_move_to(cr, 19, field.height / 2 + 2.5); cairo_line_to(cr, 23, field.height / 2 + 6.5)
        cairo_stroke(cr)
        cairo_translate(cr, 30, 0)
        text(view.placeholder ?? "Search", FontDescription(kind: .system, pointSize: 17), RGBAColor(red: 0.557, green: 0.557, blue: 0.576), "left",
             Rect(x: 0, y: 0, width: max(0, field.width - 38), height: field.height), cr, lines: 1)
        cairo_restore(cr)
    }

    /// A navigation bar over `f` with its title centred in the strip from `titleTop` down (the
    /// bar's background may reach up under a status bar).
    func navigationBar(_ title: String, _ f: Rect, titleTop: Double, background: RGBAColor? = nil, titleColor: RGBAColor = black,
                       items: (left: [BarItems.Item], right: [BarItems.Item]) = ([], []), barTint: RGBAColor = tint,
                       storedPlacement: Bool = false, _ cr: OpaquePointer) {
        bar(f, cr, hairlineAtTop: false, background: background)
        cairo_save(cr)
        cairo_translate(cr, 0, titleTop)
        text(title, FontDescription(kind: .system, pointSize: 17, weight: .semibold), titleColor, "center",
             Rect(x: 0, y: 0, width: f.width, height: f.height - titleTop), cr, lines: 1)
        navigationItems(items, width: f.width, height: f.height - titleTop, tint: barTint, storedPlacement: storedPlacement, cr)
        cairo_restore(cr)
    }

    /// A navigation item's bar button items in a bar `height` tall (its upper 44 pt where it is
    /// taller, a large title's), each in its own tint, else the bar's: the left ones from the
    /// bar's margin, the right ones from its trailing margin inward, 8 pt apart; a title in 17 pt
    /// (bold for Done), an image as a template fitted in 28 pt, a system item's glyph as its
    /// symbol; a custom view as `customView(of:x:height:storedPlacement:)` places it.
    func navigationItems(_ items: (left: [BarItems.Item], right: [BarItems.Item]), width: Double, height: Double, tint: RGBAColor,
                         storedPlacement: Bool = false, _ cr: OpaquePointer) {
        let margin = width >= 414 ? 20.0 : 16
        let bar = min(height, 44)
        func draw(_ item: BarItems.Item, at x: Double) -> Double {
            barItem(item, x: x, height: bar, color: barItemColor(item, tint: tint), storedPlacement: storedPlacement, cr)
        }
        var x = margin
        for item in items.left where !item.isSpace { x += draw(item, at: x) + 8 }
        x = width - margin
        for item in items.right where !item.isSpace {
            x -= barItemWidth(item)
            _ = draw(item, at: x)
            x -= 8
        }
    }

    /// A bar button item's own tint colour, else the bar's `tint`.
    private func barItemColor(_ item: BarItems.Item, tint: RGBAColor) -> RGBAColor {
        let own = item.id.flatMap { document.objectsByID[$0] }?.element.childElements.first { $0.name == "color" && $0[attribute: "key"] == "tintColor" }
        return resolved(own) ?? tint
    }

    private func barItemFont(_ item: BarItems.Item) -> FontDescription {
        FontDescription(kind: .system, pointSize: 17, weight: item.isDone ? .semibold : .regular)
    }

    /// How wide a bar button item draws: its custom view's width, its image's (at most 28 pt
    /// tall), its glyph's 24 pt, or its title's.
    private func barItemWidth(_ item: BarItems.Item) -> Double {
        if let custom = item.customViewWidth { return custom }
        if let name = item.image {
            guard let size = document.image(named: name), size.height > 0 else { return 28 }
            return size.width * min(1, 28 / size.height)
        }
        if item.glyph.flatMap(SymbolIcons.file(for:)) != nil { return 24 }
        return measurer.size(of: item.title, font: barItemFont(item)).width
    }

    /// Draws a bar button item from `x`, centred in a bar `height` tall; returns its width.
    private func barItem(_ item: BarItems.Item, x: Double, height: Double, color: RGBAColor, storedPlacement: Bool, _ cr: OpaquePointer) -> Double {
        let width = barItemWidth(item)
        if item.customViewWidth != nil {
            customView(of: item, x: x, height: height, storedPlacement: storedPlacement, cr)
            return width
        }
        set(cr, color, alpha: 1)
        if let name = item.image {
            let h = min(28, document.image(named: name)?.height ?? 28)
            let box = Rect(x: x, y: (height - h) / 2, width: width, height: h)
            if !templateImage(named: name, in: box, cr) {   // a missing image: a rounded square, as a tab's
                cairo_save(cr)
                cairo_translate(cr, box.x, box.y)
                path(cr, box.width, box.height, 6)
                cairo_fill(cr)
                cairo_restore(cr)
            }
        } else if !(item.glyph.map { symbol(named: $0, in: Rect(x: x, y: (height - 24) / 2, width: 24, height: 24), cr) } ?? false) {
            cairo_save(cr)
            cairo_translate(cr, x, 0)
            text(item.title, barItemFont(item), color, "left", Rect(x: 0, y: 0, width: width + 1, height: height), cr, lines: 1)
            cairo_restore(cr)
        }
        return width
    }

    /// A bar button item's custom view (`<view key="customView">`, a button, a switch…) and its
    /// subviews, which no layout places: at their stored frames where the bar is drawn as the file
    /// stores it (`storedPlacement`: Xcode's own picture of them), else from `x`, centred in the
    /// bar `height` tall, as UIKit centres a custom view.
    private func customView(of item: BarItems.Item, x: Double, height: Double, storedPlacement: Bool, _ cr: OpaquePointer) {
        guard let item = item.id.flatMap({ document.objectsByID[$0] }),
              let view = item.children.first(where: { $0.element[attribute: "key"] == "customView" }), let stored = view.frame else { return }
        var frames = Self.storedFrames(inside: view)
        frames[view.id] = storedPlacement ? stored : Rect(x: x, y: (height - stored.height) / 2, width: stored.width, height: stored.height)
        Renderer(document: document, frames: frames, imageFolders: imageFolders, contentSize: contentSize, screen: screen, appearance: appearance).draw(view, in: cr)
    }

    /// Whether a bar view is drawn as the file stores it: at the document's own device (no other
    /// `screen` previewed) and as wide as its stored frame, so that its items' custom views'
    /// stored frames are where Xcode put them.
    private func isAsStored(_ bar: NibObject, _ f: Rect) -> Bool {
        screen == nil && bar.frame.map { abs($0.width - f.width) < 0.01 } == true
    }

    /// A bar's background (translucent white unless tinted) and its hairline edge.
    func bar(_ f: Rect, _ cr: OpaquePointer, hairlineAtTop: Bool, background: RGBAColor? = nil) {
        set(cr, background ?? barColor, alpha: 1)
        cairo_rectangle(cr, 0, 0, f.width, f.height)
        cairo_fill(cr)
        set(cr, barEdge, alpha: 1)
        cairo_rectangle(cr, 0, hairlineAtTop ? 0 : f.height - 0.5, f.width, 0.5)
        cairo_fill(cr)
    }

    /// A toolbar's items in a bar `width` wide and `height` tall, each in its own tint, else the
    /// bar's: from the bar's margin, 8 pt apart, fixed spaces as wide as they say, flexible spaces
    /// sharing the room left over (an item between two flexible spaces is centred), as UIToolbar
    /// lays them out.
    func toolbarItems(_ items: [BarItems.Item], width: Double, height: Double, tint: RGBAColor, storedPlacement: Bool = false,
                      _ cr: OpaquePointer) {
        let margin = width >= 414 ? 20.0 : 16
        let shown = items.filter { !$0.isFlexible }
        let fixed = shown.map { $0.spaceWidth ?? barItemWidth($0) }.reduce(0, +) + 8 * Double(max(0, shown.count - 1))
        let flexible = Double(items.filter(\.isFlexible).count)
        let share = flexible > 0 ? max(0, width - 2 * margin - fixed) / flexible : 0
        var x = margin
        for item in items {
            if item.isFlexible { x += share; continue }
            x += (item.spaceWidth ?? barItem(item, x: x, height: min(height, 44), color: barItemColor(item, tint: tint), storedPlacement: storedPlacement, cr)) + 8
        }
    }

    /// Tab bar items share the width: an icon's place and the title under it, the selected one
    /// in the tint colour.
    func tabItems(_ titles: [String], selected: Int, images: [String?] = [], _ f: Rect, _ cr: OpaquePointer) {
        guard !titles.isEmpty else { return }
        let width = f.width / Double(titles.count)
        for (i, title) in titles.enumerated() {
            let color = i == selected ? tint : RGBAColor(red: 0.6, green: 0.6, blue: 0.6)
            cairo_save(cr)
            cairo_translate(cr, Double(i) * width, 0)
            set(cr, color, alpha: 1)
            cairo_translate(cr, width / 2 - 12, 5)
            // The item's image as a template, in the tab's colour; a rounded square where the
            // catalogs beside the file have none (an SF Symbol, a missing image).
            let image = images.indices.contains(i) ? images[i] : nil
            if !(image.map { templateImage(named: $0, in: Rect(x: 0, y: 0, width: 24, height: 24), cr) } ?? false) {
                path(cr, 24, 24, 6)
                cairo_fill(cr)
            }
            cairo_translate(cr, -(width / 2 - 12), 28)
            text(title, FontDescription(kind: .system, pointSize: 10, weight: .medium), color, "center", Rect(x: 0, y: 0, width: width, height: 14), cr, lines: 1)
            cairo_restore(cr)
        }
    }

    /// A wheel picker: the selection band and rows fading above and below it. A picker view
    /// shows Interface Builder's sample cities; a date picker, its mode's columns.
    private func wheels(_ view: NibObject, _ f: Rect, _ cr: OpaquePointer) {
        let rowHeight = 32.0
        let middle = (f.height - rowHeight) / 2
        if view.className == "datePicker", MeasuredSizing.isCompactDatePicker(view, in: document) {
            set(cr, system("tertiarySystemFillColor"), alpha: 1)
            path(cr, f.width, f.height, 6)
            cairo_fill(cr)
            text("Jan 1, 2026", FontDescription(kind: .system, pointSize: 17), ink, "center", f, cr, lines: 1)
            return
        }
        // A wheel shorter than its five rows shows only those that fit, as UIPickerView does.
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_rectangle(cr, 0, 0, f.width, f.height)
        cairo_clip(cr)
        set(cr, system("tertiarySystemFillColor"), alpha: 1)
        cairo_translate(cr, 8, middle)
        path(cr, max(0, f.width - 16), rowHeight, 8)
        cairo_translate(cr, -8, -middle)
        cairo_fill(cr)
        let rows: [String]
        switch (view.className, view.element[attribute: "datePickerMode"]) {
        case ("pickerView", _): rows = ["Mountain View", "Sunnyvale", "Cupertino", "Santa Clara", "San Jose"]
        case (_, "date"?): rows = ["November 20 2026", "November 21 2026", "November 22 2026", "November 23 2026", "November 24 2026"]
        case (_, "time"?): rows = ["10   58   AM", "11   59   ", "12   00   PM", "1   01   ", "2   02   "]
        case (_, "countDownTimer"?): rows = ["0 hours   58 min", "1   59", "2   0", "3   1", "4   2"]
        default: rows = ["Sat Nov 21   10   58", "Sun Nov 22   11   59   AM", "Today   12   00   PM", "Tue Nov 24   1   01", "Wed Nov 25   2   02"]
        }
        for (k, row) in rows.enumerated() {
            let offset = Double(k - 2) * rowHeight
            let fade = k == 2 ? 1.0 : k == 1 || k == 3 ? 0.45 : 0.2
            cairo_save(cr)
            cairo_translate(cr, 0, middle + offset)
            text(row, FontDescription(kind: .system, pointSize: k == 2 ? 21 : 19), RGBAColor(red: ink.red, green: ink.green, blue: ink.blue, alpha: fade), "center",
                 Rect(x: 0, y: 0, width: f.width, height: rowHeight), cr, lines: 1)
            cairo_restore(cr)
        }
    }

    /// A light box with a name, for views whose content only a device draws.
    private func placeholderBox(_ name: String, _ f: Rect, _ cr: OpaquePointer) {
        set(cr, RGBAColor(red: 0.93, green: 0.94, blue: 0.9), alpha: 1)
        cairo_rectangle(cr, 0, 0, f.width, f.height)
        cairo_fill(cr)
        text(name, FontDescription(kind: .system, pointSize: 13), RGBAColor(red: 0.4, green: 0.4, blue: 0.42), "center", f, cr, lines: 1)
    }

    /// A static table's section header and footer titles, where UIKit puts them: in a grouped
    /// table in small grey capitals above the section's first cell and in grey below its last;
    /// in a plain one on the header's light grey band.
    func sectionTitles(of table: NibObject, _ f: Rect, _ cr: OpaquePointer) {
        let grouped = ["grouped", "insetGrouped"].contains(table.element[attribute: "style"] ?? "plain")
        let grey = RGBAColor(red: 0.43, green: 0.43, blue: 0.45)
        let top = contentTops[table.id] ?? 0   // below the bars, with the cells
        for section in table.children where section.className == "tableViewSection" {
            let cells = section.children.compactMap(\.frame).map { Rect(x: $0.x, y: $0.y + top, width: $0.width, height: $0.height) }
            guard let first = cells.first, let last = cells.last else { continue }
            if let title = section.element[attribute: "headerTitle"], !title.isEmpty {
                cairo_save(cr)
                if grouped {
                    cairo_translate(cr, 20, first.y - 24)
                    text(title.uppercased(), FontDescription(kind: .system, pointSize: 13), grey, "left", Rect(x: 0, y: 0, width: f.width - 40, height: 18), cr, lines: 1)
                } else {
                    set(cr, RGBAColor(red: 0.97, green: 0.97, blue: 0.97), alpha: 1)
                    cairo_rectangle(cr, 0, first.y - 28, f.width, 28)
                    cairo_fill(cr)
                    cairo_translate(cr, 16, first.y - 28)
                    text(title, FontDescription(kind: .system, pointSize: 17, weight: .semibold), ink, "left", Rect(x: 0, y: 0, width: f.width - 32, height: 28), cr, lines: 1)
                }
                cairo_restore(cr)
            }
            if grouped, let footer = section.element[attribute: "footerTitle"], !footer.isEmpty {
                cairo_save(cr)
                cairo_translate(cr, 20, last.y + last.height + 6)
                text(footer, FontDescription(kind: .system, pointSize: 13), grey, "left", Rect(x: 0, y: 0, width: f.width - 40, height: 34), cr, lines: 2, fromTop: true)
                cairo_restore(cr)
            }
        }
    }

    /// A table's cell: in a grouped table a white card (rounded at a section's ends in an inset
    /// grouped one) where the file gives it no colour; the separator below it, inset as UIKit
    /// insets it (none below a section's last cell of a grouped table); its accessory.
    func tableCell(_ cell: NibObject, _ f: Rect, _ cr: OpaquePointer) {
        let table = cell.layoutParent
        let style = table?.element[attribute: "style"] ?? "plain"
        let siblings = cell.parent?.children.filter { $0.className == "tableViewCell" } ?? []
        let (first, last) = (siblings.first === cell, siblings.last === cell)
        if style != "plain", cell.backgroundColor == nil {
            set(cr, system("secondarySystemGroupedBackgroundColor"), alpha: 1)
            if style == "insetGrouped" {
                // Rounded top corners on a section's first cell, bottom ones on its last.
                let (top, bottom) = (first ? 10.0 : 0, last ? 10.0 : 0)
                cairo_new_path(cr)
                cairo_arc(cr, top, top, top, .pi, 1.5 * .pi)
                cairo_arc(cr, f.width - top, top, top, 1.5 * .pi, 2 * .pi)
                cairo_arc(cr, f.width - bottom, f.height - bottom, bottom, 0, 0.5 * .pi)
                cairo_arc(cr, bottom, f.height - bottom, bottom, 0.5 * .pi, .pi)
                cairo_close_path(cr)
            } else {
                cairo_rectangle(cr, 0, 0, f.width, f.height)
            }
            cairo_fill(cr)
        }
        if table?.element[attribute: "separatorStyle"] != "none", !(style != "plain" && last) {
            // The cell's separator inset, else the table's (UIKit's `separatorInset`; 10000 at
            // the left hides it), in the table's separator colour.
            let inset = cell.edgeInsets("separatorInset") ?? table?.edgeInsets("separatorInset") ?? (16, 0, 0, 0)
            let color = table.flatMap { keyedColor("separatorColor", of: $0) } ?? RGBAColor(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)
            set(cr, color, alpha: 1)
            cairo_rectangle(cr, inset.left, f.height - 0.5, max(0, f.width - inset.left - inset.right), 0.5)
            cairo_fill(cr)
        }
        accessory(of: cell, f, cr)
    }

    /// A cell's standard accessory (`accessoryType`), at its right edge.
    private func accessory(of cell: NibObject, _ f: Rect, _ cr: OpaquePointer) {
        switch cell.element[attribute: "accessoryType"] ?? "none" {
        case "disclosureIndicator":
            // UIKit's chevron: 7 by 12 points, 16 in from the right edge, in light grey.
            chevron(atX: f.width - 16 - 7, f, cr)
        case "checkmark":
            set(cr, tint, alpha: 1)
            cairo_set_line_width(cr, 2)
            cairo_move_to(cr, f.width - 16 - 14, f.height / 2)
            cairo_line_to(cr, f.width - 16 - 9, f.height / 2 + 5)
            cairo_line_to(cr, f.width - 16, f.height / 2 - 6)
            cairo_stroke(cr)
        default:
            break
        }
    }

    private func chevron(atX x: Double, _ f: Rect, _ cr: OpaquePointer) {
        set(cr, RGBAColor(red: 0.77, green: 0.77, blue: 0.78), alpha: 1)
        cairo_set_line_width(cr, 2)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_move_to(cr, x, f.height / 2 - 6)
        cairo_line_to(cr, x + 6, f.height / 2)
        cairo_line_to(cr, x, f.height / 2 + 6)
        cairo_stroke(cr)
    }
}
