import CPangoCairo
#if canImport(Glibc)
import Glibc
#endif
import NibLayout
import NibModel
import XMLTree

/// Draws a laid-out root with cairo in Interface Builder's look: backgrounds, borders and corner
/// radii from runtime attributes, labels, images (or a placeholder naming them), buttons, text
/// fields, switches and sliders, and the other controls and bars (`Renderer+Controls`). No
/// display needed.
public final class Renderer {
    let document: NibDocument
    public let frames: [String: Rect]
    /// Where image names are looked up: `NAME.imageset/*.png` in asset catalogs beside the file.
    let imageFolders: [String]
    lazy var measurer = TextMeasurer()   // only buttons with an image and a title, and bar items, need it
    /// Where text's baselines lie, for the overlay's baseline constraints (made when first used).
    lazy var baselineSizing = MeasuredSizing(contentSize: contentSize, screen: screen)
    /// The Dynamic Type size text styles are drawn at; nil: the document's own. The layout's
    /// (`MeasuredSizing.contentSize`), so that text fits the frames it was measured for.
    let contentSize: ContentSizeCategory?
    /// The device whose size classes pick fonts varied for traits; nil: the document's own.
    let screen: Device?
    /// Light or dark: the document's own, or the one previewed. Dynamic system colours and
    /// UIKit's defaults for text, screens and bars follow it.
    public let appearance: Appearance
    /// How far below its top each table or collection view root shows its content
    /// (`ContentInset`); the caller that knows the screen sets it.
    public var contentTops: [String: Double] = [:]
    /// Each view's frame in its root's coordinates, for the overlays (computed when first used).
    private(set) lazy var absoluteFrames: [String: Rect] = computeAbsoluteFrames()

    // Interface Builder's palette (iOS 13 and later).
    static let black = RGBAColor(red: 0, green: 0, blue: 0)
    static let tint = RGBAColor(red: 0, green: 0.478, blue: 1)
    static let placeholderGray = RGBAColor(red: 0.7, green: 0.7, blue: 0.72)
    static let barBackground = RGBAColor(red: 0.976, green: 0.976, blue: 0.976)
    static let hairline = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.3)
    static let white = RGBAColor(red: 1, green: 1, blue: 1)

    /// A colour of the file's in the appearance drawn.
    func resolved(_ element: XMLElement?) -> RGBAColor? { Colors.resolve(element, in: document, appearance: appearance) }
    /// A system colour in the appearance drawn.
    func system(_ name: String) -> RGBAColor { Colors.system(name, appearance) }
    /// UIKit's label colour, text's default.
    var ink: RGBAColor { appearance == .dark ? Self.white : Self.black }
    /// The system tint: systemBlueColor.
    var tint: RGBAColor { appearance == .dark ? Colors.darkNamed["systemBlueColor"] ?? Self.tint : Self.tint }
    /// The screen behind the views: systemBackgroundColor.
    public var screenColor: RGBAColor { Self.screenColor(appearance) }
    public static func screenColor(_ appearance: Appearance) -> RGBAColor { appearance == .dark ? black : white }
    /// A bar's default background: the light bar material, or the dark one over black (about
    /// secondarySystemBackground).
    var barColor: RGBAColor { appearance == .dark ? RGBAColor(red: 0.11, green: 0.11, blue: 0.118) : Self.barBackground }
    /// A switch's track when off: light grey, or the dark appearance's secondary fill.
    var offTrack: RGBAColor { appearance == .dark ? system("secondarySystemFillColor") : RGBAColor(red: 0.9, green: 0.9, blue: 0.92) }
    /// A bar's edge: the separator colour.
    var barEdge: RGBAColor { appearance == .dark ? RGBAColor(red: 0.329, green: 0.329, blue: 0.345, alpha: 0.6) : Self.hairline }

    /// `absoluteFrames`, when the caller has them (a layout engine does), saves a walk per frame.
    public init(document: NibDocument, frames: [String: Rect], absoluteFrames: [String: Rect]? = nil, imageFolders: [String] = [],
                contentSize: ContentSizeCategory? = nil, screen: Device? = nil, appearance: Appearance? = nil) {
        self.document = document
        self.appearance = appearance ?? document.appearance
        self.frames = frames
        self.imageFolders = imageFolders
        self.contentSize = contentSize
        self.screen = screen
        if let absoluteFrames { self.absoluteFrames = absoluteFrames }
    }

    /// The frames the file stores for the views inside `root` (not `root` itself), as the
    /// designer opens them.
    public static func storedFrames(inside root: NibObject) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        var stack = root.children
        while let view = stack.popLast() {
            if let frame = view.frame { frames[view.id] = frame }
            stack += view.children
        }
        return frames
    }

    /// cairo's largest image side.
    public static let maximumPixels = 32767.0

    /// Renders `root` to a PNG at `scale` pixels per point. Returns false when cairo cannot write it.
    /// The scene's simulated `bars` are drawn over it, or above it (`SceneBars.rootTop`).
    public func writePNG(root: NibObject, to path: String, scale: Double = 2, overlay: Overlay? = nil, bars: SceneBars? = nil) -> Bool {
        guard let frame = frames[root.id] else { return false }
        let picture = (bars ?? SceneBars()).picture(of: frame)
        let (width, height) = ((picture.width * scale).rounded(.up), (picture.height * scale).rounded(.up))
        guard width >= 1, height >= 1, width <= Self.maximumPixels, height <= Self.maximumPixels else { return false }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        set(cr, screenColor, alpha: 1)
        cairo_paint(cr)
        cairo_save(cr)
        cairo_translate(cr, picture.shiftX, picture.shiftY)
        draw(root, in: cr)
        cairo_restore(cr)
        if let bars { drawBars(bars, size: Rect(x: 0, y: 0, width: picture.width, height: picture.height), in: cr) }
        if let overlay {
            cairo_translate(cr, picture.shiftX, picture.shiftY)
            drawOverlay(overlay, in: cr)
        }
        cairo_destroy(cr)
        let status = cairo_surface_write_to_png(surface, path)
        cairo_surface_destroy(surface)
        return status == CAIRO_STATUS_SUCCESS
    }

    /// Draws a view and its subviews, the context's origin at the view's superview. What the
    /// project's code makes of the view (`NibDocument.projectLook`) is drawn where it has any:
    /// layer corners, border, shadow and clipping, background, alpha, hidden.
    public func draw(_ view: NibObject, in cr: OpaquePointer) {
        if document.isCocoa { return drawCocoaBox(view, in: cr) }
        guard let f = frames[view.id] else { return }
        let look = document.projectLook?(view, f.width, f.height)
        // UIKit composites a view and everything in it at the view's alpha, as one layer: one
        // at 0 shows nothing (pocket-casts' Cancel button, faded in by code).
        let opacity = min(1, look?.alpha ?? view.alpha)
        guard !(look?.isHidden ?? view.isHidden), opacity > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, f.x, f.y)
        if opacity < 1 { cairo_push_group(cr) }
        // Views outside the area being painted (a scrolled canvas, a damaged region) are not
        // drawn; their subviews are still visited, since they may lie outside their superview.
        let visible = isVisible(f.width, f.height, cr)
        let radius = visible ? (look.map { $0.cornerRadius ?? 0 } ?? number("cornerRadius", view) ?? 0) : 0
        let clips = look?.clipsToBounds == true
        if visible {
            let background = look?.backgroundColor ?? resolved(view.backgroundColor)
            if let look, look.hasShadow, !clips, let background, background.alpha > 0 {
                shadow(look, f, radius, cr)
            }
            path(cr, f.width, f.height, radius)
            if let background {
                set(cr, background, alpha: 1)
                cairo_fill_preserve(cr)
            }
            cairo_new_path(cr)
            drawContent(view, f, cr)
            if let nested = document.projectNib?(view, f.width, f.height) { drawNib(nested, of: view, f, cr) }
        }
        cairo_save(cr)
        if clips {
            path(cr, f.width, f.height, radius)
            cairo_clip(cr)
        }
        cairo_translate(cr, 0, contentTops[view.id] ?? 0)
        for child in view.layoutChildren where frames[child.id] != nil && child.isLaidOutView { draw(child, in: cr) }
        cairo_restore(cr)
        let borderWidth = look.map { $0.borderWidth ?? 0 } ?? number("borderWidth", view) ?? 0
        if visible, borderWidth > 0 {
            var color = Self.black   // Core Animation's default border colour
            if let look { color = look.borderColor ?? color }
            else if case .color(let c)? = Inspectables.runtimeValue("borderColor", of: view) { color = c }
            set(cr, color, alpha: 1)
            cairo_set_line_width(cr, borderWidth)
            // A CALayer border lies inside the bounds.
            cairo_save(cr)
            cairo_translate(cr, borderWidth / 2, borderWidth / 2)
            path(cr, f.width - borderWidth, f.height - borderWidth, max(0, radius - borderWidth / 2))
            cairo_restore(cr)
            cairo_stroke(cr)
        }
        if opacity < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        }
        cairo_restore(cr)
    }

    /// A nib-backed custom view's XIB, drawn in its place; one that holds its own class is a
    /// marked placeholder.
    private func drawNib(_ nested: NibContents, of view: NibObject, _ f: Rect, _ cr: OpaquePointer) {
        guard !nested.containsItself else {
            set(cr, Self.placeholderGray, alpha: 0.35)
            cairo_rectangle(cr, 0, 0, f.width, f.height)
            cairo_fill(cr)
            text("\(view.customClass ?? "") contains itself: not drawn", FontDescription(kind: .system, pointSize: 11),
                 ink, "center", f, cr, lines: 0)
            return
        }
        // The app's appearance reaches into the views its nibs make.
        let inner = Renderer(document: nested.document, frames: nested.frames, imageFolders: imageFolders + AssetCatalogs.near(nested.path),
                             contentSize: contentSize, appearance: appearance)
        inner.draw(nested.root, in: cr)
    }

    /// A layer's shadow under its shape: Core Animation's defaults (black, radius 3, offset
    /// 0, -3) where the code sets none; the blur drawn as rings fading out over the radius.
    private func shadow(_ look: ViewLook, _ f: Rect, _ radius: Double, _ cr: OpaquePointer) {
        let color = look.shadowColor ?? Self.black
        let opacity = min(1, max(0, look.shadowOpacity ?? 0)) * color.alpha
        let blur = max(0, look.shadowRadius ?? 3)
        let offset = look.shadowOffset ?? (0, -3)
        let steps = max(1, min(24, Int((blur * 3).rounded(.up))))
        // Each ring's alpha, so that where all of them overlap the shadow has its full opacity.
        let ring = 1 - pow(1 - opacity, 1 / Double(steps))
        cairo_save(cr)
        cairo_translate(cr, offset.width, offset.height)
        for step in 0..<steps {
            let spread = steps == 1 ? 0 : blur * (1 - 2 * Double(step) / Double(steps - 1))
            cairo_save(cr)
            cairo_translate(cr, -spread, -spread)
            path(cr, f.width + 2 * spread, f.height + 2 * spread, max(0, radius + spread))
            cairo_restore(cr)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, ring)
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    /// Whether a rectangle at the origin, in user space, meets the current clip.
    func isVisible(_ width: Double, _ height: Double, _ cr: OpaquePointer) -> Bool {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return width >= 0 && height >= 0 && x1 <= width && y1 <= height && x2 >= 0 && y2 >= 0
    }

    private func drawContent(_ view: NibObject, _ f: Rect, _ cr: OpaquePointer) {
        switch view.className {
        case "label":
            let look = view.attributedLook   // attributed text: its first fragment's font, colour and alignment
            let color = resolved(look?.color ?? view.textColor) ?? ink
            let shown = view.plainOrAttributedText ?? ""
            let font = shrunk(look?.font ?? font(of: view), shown, toFit: f.width, view)
            if let shadow = resolved(view.textShadowColor) {
                // UILabel draws its shadow under the text, shifted by the shadow's offset.
                let offset = view.textShadowOffset
                cairo_save(cr)
                cairo_translate(cr, offset.width, offset.height)
                text(shown, font, shadow, look?.alignment ?? view.textAlignment, f, cr, lines: view.numberOfLines)
                cairo_restore(cr)
            }
            text(shown, font, color, look?.alignment ?? view.textAlignment, f, cr, lines: view.numberOfLines)
        case "button":
            button(view, f, cr)
        case "textField":
            if view.borderStyle == "roundedRect" || view.borderStyle == "line" || view.borderStyle == "bezel" {
                // A line border is in the text colour, black in light mode (the seed demo's field on an iPhone).
                set(cr, view.borderStyle == "line" ? ink : RGBAColor(red: 0.8, green: 0.8, blue: 0.8), alpha: 1)
                cairo_set_line_width(cr, 1)
                // The 1 pt line inside the frame, on every side.
                cairo_save(cr)
                cairo_translate(cr, 0.5, 0.5)
                path(cr, f.width - 1, f.height - 1, view.borderStyle == "roundedRect" ? 5 : 0)
                cairo_restore(cr)
                cairo_stroke(cr)
            }
            let (shown, placeholder) = view.fieldLine
            let color = placeholder ? Self.placeholderGray : resolved(view.textColor) ?? ink
            // UIKit's text rect leaves out only the border (`textRect(forBounds:)`), as the
            // field's intrinsic width allows for.
            let side = view.textFieldTextInset
            let inset = Rect(x: side, y: 0, width: max(0, f.width - 2 * side), height: f.height)
            cairo_save(cr)
            cairo_translate(cr, inset.x, 0)
            text(shown, font(of: view), color, view.textAlignment, inset, cr, lines: 1)
            cairo_restore(cr)
        case "imageView":
            image(view, f, cr)
        case "switch":
            let on = view.element[attribute: "on"] != "NO"
            set(cr, on ? keyedColor("onTintColor", of: view) ?? system("systemGreenColor") : offTrack, alpha: 1)
            let (w, h): (Double, Double) = document.usesIOS26Controls ? (63, 28) : (51, 31)
            path(cr, w, h, h / 2)
            cairo_fill(cr)
            set(cr, keyedColor("thumbTintColor", of: view) ?? RGBAColor(red: 1, green: 1, blue: 1), alpha: 1)
            cairo_arc(cr, on ? w - h / 2 : h / 2, h / 2, h / 2 - 2, 0, 2 * .pi)
            cairo_fill(cr)
        case "slider":
            // The thumb's centre moves from its radius in at one end to its radius in at the
            // other, so the thumb stays inside the slider.
            let radius = 14.0
            let centre = radius + view.sliderFraction * max(0, f.width - 2 * radius)
            set(cr, keyedColor("minimumTrackTintColor", of: view) ?? tint(of: view), alpha: 1)
            cairo_rectangle(cr, 0, f.height / 2 - 2, centre, 4)
            cairo_fill(cr)
            let track = appearance == .dark ? system("secondarySystemFillColor") : RGBAColor(red: 0.85, green: 0.85, blue: 0.87)
            set(cr, keyedColor("maximumTrackTintColor", of: view) ?? track, alpha: 1)
            cairo_rectangle(cr, centre, f.height / 2 - 2, max(0, f.width - centre), 4)
            cairo_fill(cr)
            set(cr, keyedColor("thumbTintColor", of: view) ?? RGBAColor(red: 1, green: 1, blue: 1), alpha: 1)
            cairo_arc(cr, centre, f.height / 2, radius - 1, 0, 2 * .pi)
            cairo_fill_preserve(cr)
            set(cr, RGBAColor(red: 0.7, green: 0.7, blue: 0.7), alpha: 1)
            cairo_set_line_width(cr, 0.5)
            cairo_stroke(cr)
        default:
            drawControl(view, f, cr)
        }
    }

    /// A button's image and title side by side, centred, the title in the tint colour.
    private func button(_ view: NibObject, _ f: Rect, _ cr: OpaquePointer) {
        // Its normal state's background image, stretched over the button under its content, as
        // UIButton lays it out; nothing where the image is not found.
        if let name = view.normalState?[attribute: "backgroundImage"], let file = imageFile(named: name) {
            _ = ImageFiles.place(file, in: Rect(x: 0, y: 0, width: f.width, height: f.height), contentMode: "scaleToFill", asMask: false, cr)
        }
        // An attributed title (no plain one, no configuration) in its first fragment's look.
        let look = view.title == nil && view.buttonConfiguration == nil ? view.attributedLook : nil
        let font = look?.font ?? font(of: view)
        let title = view.shownTitle ?? ""
        let color = configurationBackground(view, f, cr) ?? resolved(look?.color) ?? titleColor(of: view)
        let holder = view.shownImage   // its normal state's, or its configuration's
        guard let name = holder?[attribute: "image"], let image = document.image(named: name) else {
            text(title, font, color, "center", f, cr, lines: 1)
            return
        }
        let symbolSet = AssetCatalogs.symbolFile(named: name, in: imageFolders)
        let isSymbol = view.showsSymbol || symbolSet != nil
        // A custom symbol shows as an SF Symbol does, whatever size `<resources>` lists for it
        // (threema's 11 pt for its 56 pt call buttons' symbols): its glyph's proportions at the
        // configuration's side.
        let customSize = symbolSet.flatMap(VectorImages.symbolProportions).map { proportions in
            let side = SymbolImages.side(in: view)
            return proportions.width >= proportions.height ? (width: side, height: side * proportions.height / proportions.width)
                : (width: side * proportions.width / proportions.height, height: side)
        }
        var size = SymbolImages.size(of: view, in: document).map { (width: $0.width, height: $0.height) } ?? customSize
            ?? (width: image.width, height: image.height)
        // UIKit keeps a button's image inside the button, shrunk to fit (tinode's 96 pt symbols
        // in 32 pt buttons).
        let fit = min(1, f.width / max(size.width, 1), f.height / max(size.height, 1))
        size = (size.width * fit, size.height * fit)
        let titleWidth = title.isEmpty ? 0 : min(measurer.size(of: title, font: font).width, max(0, f.width - size.width))
        let x = max(0, (f.width - size.width - titleWidth) / 2)
        cairo_save(cr)
        cairo_translate(cr, x, (f.height - size.height) / 2)
        let box = Rect(x: 0, y: 0, width: size.width, height: size.height)
        // A symbol is a template image, which UIKit tints with the button's tint colour, not its
        // title's (a custom button's title is white; tinode's grey copy symbols); a configuration
        // gives both its foreground colour.
        set(cr, view.buttonConfiguration == nil ? tint(of: view) : color, alpha: 1)
        let drawn = isSymbol ? symbol(named: name, in: box, cr) : drawsAsTemplate(view, image: name) && templateImage(named: name, in: box, cr)
        if !drawn { drawImage(named: name, box, contentMode: "scaleAspectFit", cr) }
        cairo_restore(cr)
        guard !title.isEmpty else { return }
        cairo_save(cr)
        cairo_translate(cr, x + size.width, 0)
        text(title, font, color, "left", Rect(x: 0, y: 0, width: titleWidth, height: f.height), cr, lines: 1)
        cairo_restore(cr)
    }

    /// A button's title colour in its state: a disabled button's (`enabled="NO"`) disabled
    /// state's `titleColor` where the file sets one, else its normal state's, else UIKit's
    /// default, the tint for a system button and white for a custom one.
    private func titleColor(of view: NibObject) -> RGBAColor {
        if view.element[attribute: "enabled"] == "NO", let color = keyedColor("titleColor", in: view.state("disabled")) { return color }
        if let color = keyedColor("titleColor", in: view.normalState) { return color }
        return (view.element[attribute: "buttonType"] ?? "custom") == "custom" ? RGBAColor(red: 1, green: 1, blue: 1) : tint(of: view)
    }

    /// A `buttonConfiguration` button's background, drawn as iOS 15 draws its styles: filled in
    /// the tint (or its base background colour), tinted in a pale wash of it, gray in the system
    /// fill; rounded by its corner style. Returns the title's colour (white on filled, else the
    /// tint, or its base foreground colour); nil for a button without a configuration.
    private func configurationBackground(_ view: NibObject, _ f: Rect, _ cr: OpaquePointer) -> RGBAColor? {
        guard let configuration = view.buttonConfiguration else { return nil }
        let style = configuration[attribute: "style"] ?? "plain"
        let tint = keyedColor("baseBackgroundColor", in: configuration) ?? tint(of: view)
        let fill: RGBAColor? = switch style {
        case "filled": tint
        case "tinted": RGBAColor(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha * 0.15)
        case "gray": system("tertiarySystemFillColor")
        default: nil
        }
        if let fill {
            let radius: Double = switch configuration[attribute: "cornerStyle"] {
            case "capsule": f.height / 2
            case "large": 12
            case "small": 4
            case "fixed": 0
            default: 6   // medium and dynamic, at the default size
            }
            path(cr, f.width, f.height, min(radius, f.height / 2))
            set(cr, fill, alpha: 1)
            cairo_fill(cr)
        }
        return keyedColor("baseForegroundColor", in: configuration) ?? (style == "filled" ? RGBAColor(red: 1, green: 1, blue: 1) : self.tint(of: view))
    }

    /// The tint a view draws in: its own or its nearest superview's, set in the file or by the
    /// project's code (`ViewLook.tintColor`), else the system blue, as UIKit inherits it.
    /// A view's own `<color key="…">` (a track's or an indicator's tint, say), resolved.
    func keyedColor(_ key: String, of view: NibObject) -> RGBAColor? { keyedColor(key, in: view.element) }

    /// The same in any element: a button's state, its configuration.
    func keyedColor(_ key: String, in element: XMLElement?) -> RGBAColor? {
        resolved(element?.childElements.first { $0.name == "color" && $0[attribute: "key"] == key })
    }

    func tint(of view: NibObject) -> RGBAColor {
        var next: NibObject? = view
        while let current = next, current.frame != nil {
            let size = frames[current.id]
            if let tint = document.projectLook?(current, size?.width ?? 0, size?.height ?? 0)?.tintColor { return tint }
            if let tint = keyedColor("tintColor", of: current) { return tint }
            next = current.parent
        }
        return tint
    }

    private func image(_ view: NibObject, _ f: Rect, _ cr: OpaquePointer) {
        if let name = view.imageName, view.showsSymbol || isSymbolSet(name) || drawsAsTemplate(view, image: name) {
            set(cr, tint(of: view), alpha: 1)
            let box = Rect(x: 0, y: 0, width: f.width, height: f.height)
            if view.showsSymbol ? symbol(named: name, in: box, cr) : templateImage(named: name, in: box, contentMode: view.contentMode, cr) { return }
        }
        drawImage(named: view.imageName ?? "", f, contentMode: view.contentMode, cr)
    }

    /// Whether UIKit draws a view's image as a template, its shape in the view's tint: as its
    /// image reference's rendering mode says, else as its image set's "Render As", else as
    /// UIImage.RenderingMode.automatic draws it where it is: a system button's image (and a
    /// configuration's) as a template, an image view's and a custom button's as it is.
    private func drawsAsTemplate(_ view: NibObject, image name: String) -> Bool {
        switch view.shownImage?[attribute: "renderingMode"] ?? AssetCatalogs.renderingIntent(ofImage: name, in: imageFolders) {
        case "template": return true
        case "original": return false
        default:
            guard view.className == "button" else { return false }
            return view.buttonConfiguration != nil || ["system", "roundedRect"].contains(view.element[attribute: "buttonType"] ?? "custom")
        }
    }

    /// Whether the catalogs have a symbol set of that name (a custom symbol): drawn as a symbol,
    /// as UIKit draws it.
    private func isSymbolSet(_ name: String) -> Bool {
        AssetCatalogs.symbolFile(named: name, in: imageFolders) != nil
    }

    /// A symbol filled with the context's source colour and fitted in `f`: the catalogs' symbol
    /// set of that name (a custom symbol, or the app's copy of an SF Symbol: its own glyph), else
    /// an SF Symbol as its GNOME icon (`SymbolIcons`); false when there is neither.
    func symbol(named name: String, in f: Rect, _ cr: OpaquePointer) -> Bool {
        if let svg = AssetCatalogs.symbolFile(named: name, in: imageFolders), VectorImages.drawSymbol(svg, in: f, cr) { return true }
        guard let icon = SymbolIcons.file(for: name) else { return false }
        return ImageFiles.place(icon, in: f, contentMode: "scaleAspectFit", asMask: true, cr)
    }

    /// The image from an asset catalog beside the document, or Interface Builder's placeholder.
    private func drawImage(named name: String, _ f: Rect, contentMode: String, _ cr: OpaquePointer) {
        let box = Rect(x: 0, y: 0, width: f.width, height: f.height)
        if let file = imageFile(named: name), ImageFiles.place(file, in: box, contentMode: contentMode, asMask: false, cr) { return }
        // Interface Builder's placeholder for a missing image: a light box with the image's name.
        set(cr, RGBAColor(red: 0.92, green: 0.92, blue: 0.94), alpha: 1)
        cairo_rectangle(cr, 0, 0, f.width, f.height)
        cairo_fill(cr)
        set(cr, RGBAColor(red: 0.6, green: 0.6, blue: 0.65), alpha: 1)
        cairo_set_line_width(cr, 1)
        cairo_move_to(cr, 0, 0); cairo_line_to(cr, f.width, f.height)
        cairo_move_to(cr, f.width, 0); cairo_line_to(cr, 0, f.height)
        cairo_stroke(cr)
        text(name, FontDescription(kind: .system, pointSize: 10), RGBAColor(red: 0.3, green: 0.3, blue: 0.35), "center", f, cr, lines: 0)
    }

    /// A catalog's PNG of the image, else its PDF or SVG.
    private func imageFile(named name: String) -> String? {
        AssetCatalogs.imageFile(named: name, in: imageFolders) ?? AssetCatalogs.vectorFile(named: name, in: imageFolders)
    }

    /// Draws an image as a template, its shape filled with the context's source colour, placed
    /// in `f` by `contentMode`; false when the catalogs have no file of it, nor is it a symbol.
    func templateImage(named name: String, in f: Rect, contentMode: String = "scaleAspectFit", _ cr: OpaquePointer) -> Bool {
        guard let file = imageFile(named: name) else { return symbol(named: name, in: f, cr) }
        return ImageFiles.place(file, in: f, contentMode: contentMode, asMask: true, cr)
    }

    /// `s` in `f` (at the context's origin), centred vertically as UILabel centres it, or from
    /// the top (a text view's text).
    func text(_ s: String, _ font: FontDescription, _ color: RGBAColor, _ alignment: String, _ f: Rect, _ cr: OpaquePointer, lines: Int,
              fromTop: Bool = false) {
        guard !s.isEmpty else { return }
        PangoSetup.withLayout(for: cr) { layout in
            PangoSetup.set(s, in: font, on: layout)
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)   // no width set yet: the lines' own
            // UILabel shows no more lines than its frame holds: a label of two lines, or of any
            // number, whose frame Xcode sized to one line shows one (ChatSecure's server cells).
            let lineHeight = Double(logical.height) / Double(PANGO_SCALE) / Double(max(1, pango_layout_get_line_count(layout)))
            let fitting = f.height > 0 && lineHeight > 0 ? max(1, Int(f.height / lineHeight + 0.25)) : Int.max
            var shown = lines > 0 ? min(lines, fitting) : 0
            // Xcode sized a line of text to San Francisco's width, which the stand-in may exceed by
            // its known error: such a line is drawn narrowed to the frame, whole, as Xcode shows
            // it, not truncated. (Text of unlimited lines wider still keeps the frame's height for
            // its limit: a big emoji wider in Noto than in Apple's font is drawn whole.)
            var squeeze = 1.0
            let oneLine = (lines > 0 ? shown : fitting) == 1
            if oneLine, f.width > 0 {
                let natural = Double(logical.width) / Double(PANGO_SCALE)
                if natural > f.width, natural <= f.width * (1 + CalibratedTextSizing.widthShare) { (squeeze, shown) = (f.width / natural, 1) }
            }
            // Lines break where iOS breaks them (`TextMeasurer.standInShare`).
            let share = oneLine ? 1 : measurer.standInShare(of: s, font: font)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            let limit = shown > 0 ? shown : fitting
            // So are lines the stand-in breaks into more than the frame Xcode sized holds:
            // narrowed as little as makes them fit, within the same error (ONLYOFFICE's
            // "Create your own / web office", 28 pt, whose first line wrapped and ran into the
            // label below).
            if !oneLine, limit != .max, f.width > 0 {
                func lineCount(_ narrowing: Double) -> Int {
                    PangoSetup.setWidth(f.width / narrowing * share, for: font, on: layout)
                    return Int(pango_layout_get_line_count(layout))
                }
                let most = 1 / (1 + CalibratedTextSizing.widthShare)
                if lineCount(1) > limit, lineCount(most) <= limit {
                    var (fits, over) = (most, 1.0)
                    for _ in 0..<8 {
                        let middle = (fits + over) / 2
                        if lineCount(middle) <= limit { fits = middle } else { over = middle }
                    }
                    squeeze = fits
                }
            }
            PangoSetup.setWidth(f.width / squeeze * share, for: font, on: layout)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            // At most the lines shown; with none set (0), as many as the frame holds, the last one
            // truncated (pango's default ellipsizes each paragraph to one line). Counted in lines,
            // not points: the stand-in's lines may be a little taller than San Francisco's.
            // A frame of no height holds no count of lines (`fitting` is .max): pango's one line a
            // paragraph, as ever.
            pango_layout_set_height(layout, limit == .max ? 0 : -Int32(clamping: limit))
            pango_layout_set_alignment(layout, alignment == "center" ? PANGO_ALIGN_CENTER : alignment == "right" ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
            pango_layout_get_extents(layout, &ink, &logical)
            let height = Double(logical.height) / Double(PANGO_SCALE)
            set(cr, color, alpha: 1)
            cairo_save(cr)
            // Pango limits the lines of each paragraph; UILabel those of its whole text: lines
            // past the limit (text with line breaks) are not drawn.
            let top = fromTop ? 0 : max(0, (f.height - height) / 2)
            if limit != .max, Int(pango_layout_get_line_count(layout)) > limit {
                cairo_rectangle(cr, -f.width, top, 3 * f.width, Double(limit) * lineHeight)
                cairo_clip(cr)
            }
            cairo_scale(cr, squeeze, 1)
            // Lines broken at a width other than the frame's are aligned in the frame.
            let slack = f.width * (1 - share)
            cairo_move_to(cr, alignment == "center" ? slack / 2 : alignment == "right" ? slack : 0, top)
            pango_cairo_show_layout(cr, layout)
            cairo_restore(cr)
        }
    }

    /// A one-line label's font made smaller until its text fits `width`, down to the minimum
    /// its Autoshrink allows (a scale of its size, or a size), as UIKit fits it; else `font`.
    func shrunk(_ font: FontDescription, _ text: String, toFit width: Double, _ view: NibObject) -> FontDescription {
        let mode = view.autoshrink
        guard mode != "Fixed Font Size", view.numberOfLines == 1, width > 0, !text.isEmpty else { return font }
        let measured = measurer.size(of: text, font: font).width
        guard measured > width else { return font }
        let number = { (name: String) in view.element[attribute: name].flatMap(Double.init) ?? 0 }
        // UIKit: a minimum of 0 means the font's own size is the smallest.
        var minimum = mode == "Minimum Font Size" ? number("minimumFontSize") : font.pointSize * number("minimumScaleFactor")
        if minimum <= 0 { minimum = font.pointSize }
        var fitted = font
        fitted.pointSize = max(minimum, font.pointSize * width / measured)
        return fitted
    }

    /// The font `view`'s text is drawn in.
    func font(of view: NibObject) -> FontDescription {
        SystemFont.font(of: view, in: document, contentSize: contentSize, screen: screen)
    }

    private func number(_ name: String, _ view: NibObject) -> Double? {
        if case .number(let x)? = Inspectables.runtimeValue(name, of: view) { return x }
        return nil
    }

    func set(_ cr: OpaquePointer, _ c: RGBAColor, alpha: Double) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha * alpha)
    }

    /// A rectangle at the origin with rounded corners of radius `r` (none for 0).
    func path(_ cr: OpaquePointer, _ w: Double, _ h: Double, _ r: Double) {
        let r = min(r, w / 2, h / 2)
        guard r > 0 else {
            cairo_rectangle(cr, 0, 0, w, h)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, w - r, r, r, -.pi / 2, 0)
        cairo_arc(cr, w - r, h - r, r, 0, .pi / 2)
        cairo_arc(cr, r, h - r, r, .pi / 2, .pi)
        cairo_arc(cr, r, r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }
}
