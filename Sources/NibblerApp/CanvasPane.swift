import CGtk
import GtkKit
import NibDesign
import NibLayout
import NibModel
import NibRender

/// The canvas: the current root drawn by NibRender at the device's size and the zoom, with the
/// designer's overlays, a scene picker, a device menu and the issue count. Click selects.
@MainActor
final class CanvasPane {
    let widget: Widget
    let area: Widget
    /// The scroll position: the canvas draws only what is visible, so a tall document is no
    /// larger a picture than the window (GTK cannot render a 30,000-pixel drawing area).
    let horizontal = gtk_adjustment_new(0, 0, 0, 20, 200, 0)!
    let vertical = gtk_adjustment_new(0, 0, 0, 20, 200, 0)!
    private let horizontalBar: Widget
    private let verticalBar: Widget
    private let toolbar: Widget
    /// Below the canvas, as Xcode's "View as" bar: the device, text size and appearance it is previewed in.
    private let viewAsBar: Widget
    private let issuesButton = IssuesButton()
    private(set) var session: DesignSession?
    private(set) var renderer: Renderer?
    /// A storyboard of several scenes is one canvas (`CanvasPane+Storyboard`): every scene at
    /// its place, the one being edited drawn live with the overlays, the others from pictures.
    var storyboard: OverviewCanvas?
    /// The overlay's problem marks, built once per issue list rather than once per frame.
    private var marks = Overlay()
    private(set) var zoom = 1.0
    /// Xcode's canvas zooms from 10% to 400%.
    static let zoomRange = 0.1...4.0
    /// Room around the device, in pixels.
    static let margin = 40.0
    var onSelect: ((String?) -> Void)?
    /// A file to open in the window (a nib-backed view's XIB).
    var onOpenFile: ((String) -> Void)?
    /// A storyboard reference's storyboard to open, at the scene it names.
    var onOpenReference: ((StoryboardReferences.Target) -> Void)?
    /// A view dragged on the canvas (moved, or resized by the edges of a handle), by how much in
    /// points, when the mouse is released.
    var onReshape: ((String, DesignSession.Edges, Double, Double) -> Void)?
    /// The drag in progress, drawn as a dashed outline.
    private var drag: (id: String, edges: DesignSession.Edges, dx: Double, dy: Double)?
    /// The alignment guides the drag in progress snaps to, and how far the mouse itself moved.
    private var guides: [DesignSession.AlignmentGuide] = []
    private var dragDistance = (dx: 0.0, dy: 0.0)
    /// A storyboard scene dragged by its header: its index and how far, in points.
    var sceneDrag: (index: Int, dx: Double, dy: Double)?
    /// A scene dragged by its header to a new place: its id, the move, and its centre before.
    var onMoveScene: ((_ sceneID: String, _ dx: Double, _ dy: Double, _ from: (x: Double, y: Double)) -> Void)?
    /// False while zooming: the storyboard's scenes are painted from pictures at another zoom
    /// until it pauses, then drawn afresh.
    var zoomSettled = true
    private var settleTimer: UInt32 = 0
    /// Panning in progress: the scroll position it began at.
    var panStart: (Double, Double)?
    var spaceHeld = false
    var onDelete: (() -> Void)?
    /// An arrow key: nudge the selection by (dx, dy) points.
    var onNudge: ((Double, Double) -> Void)?
    var onClipboard: ((ClipboardCommand) -> Void)?
    var onRootChanged: (() -> Void)?
    /// An object to scroll to once the canvas has its size (a storyboard opens on its scene).
    var pendingReveal: String?
    /// Ctrl+drag from an object onto another scene, and the kind chosen: a new segue.
    var onMakeSegue: ((_ source: String, _ destination: String, _ kind: String) -> Void)?


    init() {
        area = gtk_drawing_area_new()!
        gtk_widget_set_focusable(area, 1)
        gtk_widget_set_hexpand(area, 1)
        gtk_widget_set_vexpand(area, 1)
        Gtk.accessibleLabel(area, "Canvas")
        toolbar = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, margin: 6)
        viewAsBar = Gtk.box(GTK_ORIENTATION_HORIZONTAL, spacing: 6, margin: 6)
        horizontalBar = gtk_scrollbar_new(GTK_ORIENTATION_HORIZONTAL, horizontal)
        verticalBar = gtk_scrollbar_new(GTK_ORIENTATION_VERTICAL, vertical)
        let scrolled = gtk_grid_new()!
        gtk_grid_attach(cast(scrolled), area, 0, 0, 1, 1)
        gtk_grid_attach(cast(scrolled), verticalBar, 1, 0, 1, 1)
        gtk_grid_attach(cast(scrolled), horizontalBar, 0, 1, 1, 1)
        widget = Gtk.box(GTK_ORIENTATION_VERTICAL, [toolbar, gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), scrolled,
                                                    gtk_separator_new(GTK_ORIENTATION_HORIZONTAL), viewAsBar])
        issuesButton.onChoose = { [unowned self] id in onSelect?(id) }
        gtk_widget_set_size_request(widget, 320, -1)

        let draw: GtkDrawingAreaDrawFunc = { _, cr, _, _, data in
            let pane = Unmanaged<CanvasPane>.fromOpaque(data!).takeUnretainedValue()
            nonisolated(unsafe) let cr = cr   // GTK's cairo context, on GTK's (main) thread
            MainActor.assumeIsolated { pane.draw(cr!) }
        }
        gtk_drawing_area_set_draw_func(cast(area), draw, Unmanaged.passUnretained(self).toOpaque(), nil)

        let click = gtk_gesture_click_new()!
        Signal.onPressed(gpointerOf(click)) { [unowned self] presses, x, y in
            gtk_widget_grab_focus(area)
            guard let session else { return }
            // Double-clicking a storyboard reference opens the storyboard it names, as in Xcode.
            if presses == 2, let target = referenceTarget(atX: x, y: y) {
                onOpenReference?(target)
                return
            }
            // On a storyboard's canvas a click may pick another scene, its header, or an arrow.
            if storyboard != nil, !pickScene(atX: x, y: y) { return }
            let point = rootPoint(x, y)
            let hit = session.view(at: point.0, point.1)
            // Double-clicking a nib-backed custom view opens the XIB it shows, as in Xcode.
            if presses == 2, let id = hit, let view = session.document.objectsByID[id], let f = session.frames[id],
               let nib = session.document.projectNib?(view, f.width, f.height) {
                onOpenFile?(nib.path)
                return
            }
            // Ctrl+click picks a second view for the commands that relate two views.
            if gtk_event_controller_get_current_event_state(click).rawValue & GDK_CONTROL_MASK.rawValue != 0,
               session.selection != nil, hit != session.root?.id {
                session.secondSelection = hit
                redraw()
                return
            }
            onSelect?(hit)
        }
        gtk_widget_add_controller(area, click)

        let dragging = gtk_gesture_drag_new()!
        Signal.onPoint(gpointerOf(dragging), "drag-begin") { [unowned self] x, y in
            // Ctrl+drag connects (the drag source below), it does not move; nor does a drag
            // outside the scene being edited.
            if spaceHeld {
                panStart = scrollOffset
                drag = nil
                return
            }
            if let index = sceneHeader(atX: x, y: y) {
                sceneDrag = (index, 0, 0)
                drag = nil
                return
            }
            if gtk_event_controller_get_current_event_state(dragging).rawValue & GDK_CONTROL_MASK.rawValue != 0 || !inActiveScene(x, y) {
                drag = nil
                return
            }
            let point = rootPoint(x, y)
            if let selected = session?.selection, selected != session?.root?.id, let f = renderer?.absoluteFrame(selected),
               let edges = Self.handle(at: point, of: f, tolerance: 5 / zoom) {
                drag = (selected, edges, 0, 0)
                return
            }
            let hit = session?.view(at: point.0, point.1)
            drag = hit.flatMap { $0 == session?.root?.id ? nil : ($0, [], 0, 0) }
        }
        Signal.onPoint(gpointerOf(dragging), "drag-update") { [unowned self] dx, dy in
            if panStart != nil { return pan(by: dx, dy) }
            if let moving = sceneDrag {
                sceneDrag = (moving.index, dx / zoom, dy / zoom)
                return redraw()
            }
            guard let (id, edges, _, _) = drag, let session else { return }
            // Snapped to the guides within 5 screen pixels, as Interface Builder snaps.
            let snapped = session.snappedDrag(id, edges, by: dx / zoom, dy / zoom, tolerance: 5 / zoom)
            (drag, guides, dragDistance) = ((id, edges, snapped.dx, snapped.dy), snapped.guides, (dx, dy))
            redraw()
        }
        Signal.onPoint(gpointerOf(dragging), "drag-end") { [unowned self] _, _ in
            panStart = nil
            if let moved = sceneDrag {
                sceneDrag = nil
                finishSceneDrag(moved)
                return
            }
            guard let (id, edges, dx, dy) = drag else { return }
            (drag, guides) = (nil, [])
            // A click is not a move: only drags of a few pixels count.
            let moved = abs(dragDistance.dx) >= 3 || abs(dragDistance.dy) >= 3
            dragDistance = (0, 0)
            if moved { onReshape?(id, edges, dx, dy) } else { redraw() }
        }
        gtk_widget_add_controller(area, dragging)

        // Ctrl+drag from a view carries it to an owner in the outline (File's Owner, a
        // controller), which offers its outlets and actions, as in Interface Builder.
        let connecting = gtk_drag_source_new()!
        gtk_drag_source_set_actions(connecting, GdkDragAction(GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue))
        Signal.onPrepare(gpointerOf(connecting)) { [unowned self] x, y in
            guard gtk_event_controller_get_current_event_state(connecting).rawValue & GDK_CONTROL_MASK.rawValue != 0,
                  let id = connectable(atX: x, y: y) else { return nil }
            return nib_content_provider_for_string(OutlineDrag.connecting(id)).map { OpaquePointer($0) }
        }
        gtk_widget_add_controller(area, connecting)
        acceptSegueDrops()

        addPanning()

        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
        Signal.onScroll(gpointerOf(scroll)) { [unowned self] dx, dy in
            let state = gtk_event_controller_get_current_event_state(scroll)
            if state.rawValue & GDK_CONTROL_MASK.rawValue != 0 {
                zoom(by: dy < 0 ? 1.1 : 1 / 1.1)
            } else {
                gtk_adjustment_set_value(horizontal, gtk_adjustment_get_value(horizontal) + dx * 40)
                gtk_adjustment_set_value(vertical, gtk_adjustment_get_value(vertical) + dy * 40)
            }
            return true
        }
        gtk_widget_add_controller(scrolled, scroll)

        for adjustment in [horizontal, vertical] {
            g_object_ref_sink(gpointerOf(adjustment))
            Signal.on(gpointerOf(adjustment), "value-changed") { [unowned self] in redraw() }
        }
        Signal.onResize(gpointerOf(area)) { [unowned self] _, _ in
            resize()
            if let id = pendingReveal { reveal(id) }
        }

        Keys.onDelete(area) { [unowned self] in onDelete?() }
        // As in Interface Builder: 1 pt a press, 10 with Shift.
        Keys.onArrows(area) { [unowned self] dx, dy, shift in onNudge?(dx * (shift ? 10 : 1), dy * (shift ? 10 : 1)) }
        Keys.on(area, [(UInt32(GDK_KEY_c), true, { [unowned self] in onClipboard?(.copy) }),
                       (UInt32(GDK_KEY_x), true, { [unowned self] in onClipboard?(.cut) }),
                       (UInt32(GDK_KEY_v), true, { [unowned self] in onClipboard?(.paste) })])
    }

    func show(_ session: DesignSession) {
        self.session = session
        marks = Overlay()
        storyboard = nil
        rebuildToolbar()
        documentChanged()
        // A storyboard opens on the scene being edited, once the canvas has its size.
        pendingReveal = nil
        if storyboard != nil, let root = session.root?.id {
            MainLoop.after(0) { [weak self] in self?.reveal(root) }
        }
    }

    /// Follows an edit: a new renderer over the new frames, and a redraw.
    func documentChanged() {
        guard let session else { return }
        renderer = session.renderer()
        updateStoryboard()
        resize()
        redraw()
    }

    /// The edited root's issues marked on it; the whole document's counted.
    func showIssues(_ issues: [LayoutIssue], all: [LayoutIssue]) {
        marks = Overlay(selection: nil, issues: issues, solved: session?.solvedAbsoluteFrames ?? [:],
                        sizeClasses: session?.sizeClassConstraints ?? SizeClassConstraints())
        issuesButton.show(all)
        redraw()
    }

    func redraw() { gtk_widget_queue_draw(area) }

    func zoom(by factor: Double) { setZoom(zoom * factor) }
    func resetZoom() { setZoom(1) }

    func setZoom(_ value: Double) {
        // Keep the middle of the view where it is.
        let (width, height) = (Double(gtk_widget_get_width(area)), Double(gtk_widget_get_height(area)))
        let middle = contentPoint(width / 2, height / 2)
        zoom = min(Self.zoomRange.upperBound, max(Self.zoomRange.lowerBound, value))
        zoomSettled = false
        MainLoop.cancel(settleTimer)
        settleTimer = MainLoop.after(200) { [weak self] in
            self?.settleTimer = 0
            self?.zoomSettled = true
            self?.redraw()
        }
        resize()
        scroll(toContent: middle, at: (width / 2, height / 2))
        redraw()
    }

    /// Sets the scroll ranges to the device's size at the zoom, and the pages to the visible area.
    func resize() {
        let (width, height) = contentSize
        let pageWidth = Double(gtk_widget_get_width(area)), pageHeight = Double(gtk_widget_get_height(area))
        gtk_adjustment_configure(horizontal, min(gtk_adjustment_get_value(horizontal), max(0, width - pageWidth)), 0, width, 20, pageWidth * 0.9, pageWidth)
        gtk_adjustment_configure(vertical, min(gtk_adjustment_get_value(vertical), max(0, height - pageHeight)), 0, height, 20, pageHeight * 0.9, pageHeight)
        // Scrollbars only while the device does not fit, shown or hidden once GTK has laid this
        // size out: one hidden while it lays out (in the area's resize) kept its room, and a
        // device zoomed to fit stayed a scrollbar's height short of the area.
        let shows = (horizontal: width > pageWidth, vertical: height > pageHeight)
        _ = MainLoop.after(0) { [horizontalBar, verticalBar] in
            gtk_widget_set_visible(horizontalBar, shows.horizontal ? 1 : 0)
            gtk_widget_set_visible(verticalBar, shows.vertical ? 1 : 0)
        }
    }

    var scrollOffset: (Double, Double) { (gtk_adjustment_get_value(horizontal), gtk_adjustment_get_value(vertical)) }

    /// The drawing's size in pixels at the zoom: the device with a margin, or a storyboard's map.
    private var contentSize: (Double, Double) {
        if let storyboard { return (storyboard.overview.size.width * zoom, storyboard.overview.size.height * zoom) }
        let size = session?.scenePicture
        return ((size?.width ?? 0) * zoom + 2 * Self.margin, (size?.height ?? 0) * zoom + 2 * Self.margin)
    }

    /// A point of the drawing area in the drawing's unzoomed coordinates (the root's, less the
    /// margin; a storyboard's picture).
    func contentPoint(_ x: Double, _ y: Double) -> (Double, Double) {
        let (sx, sy) = scrollOffset
        return storyboard == nil ? ((x + sx - Self.margin) / zoom, (y + sy - Self.margin) / zoom) : ((x + sx) / zoom, (y + sy) / zoom)
    }

    /// Scrolls so that a point of the drawing (unzoomed) is at a point of the area.
    func scroll(toContent point: (Double, Double), at place: (Double, Double)) {
        let margin = storyboard == nil ? Self.margin : 0
        gtk_adjustment_set_value(horizontal, point.0 * zoom + margin - place.0)
        gtk_adjustment_set_value(vertical, point.1 * zoom + margin - place.1)
    }

    /// A point of the drawing area in the root view's coordinates.
    func rootPoint(_ x: Double, _ y: Double) -> (Double, Double) {
        let point = contentPoint(x, y), origin = rootOrigin
        return (point.0 - origin.0, point.1 - origin.1)
    }

    /// Where the root's top left lies in the drawing (unzoomed): in its scene's picture (below
    /// the bars drawn above it), at the scene's place on a storyboard's map.
    var rootOrigin: (Double, Double) {
        let offset = activeSceneOffset ?? (0, 0)
        return (offset.0, offset.1 + (session?.bars.rootTop ?? 0))
    }

    private func draw(_ cr: OpaquePointer) {
        // A storyboard whose scenes have no view of their own shows its canvas, nothing edited.
        guard let session, storyboard != nil || (renderer != nil && session.root != nil) else { return }
        let picture = session.scenePicture
        Trace.canvasDrawStarted()
        // Interface Builder's grey canvas around the white device.
        cairo_set_source_rgb(cr, 0.93, 0.93, 0.93)
        cairo_paint(cr)
        cairo_save(cr)
        defer {
            cairo_restore(cr)
            Trace.canvasDrawn()
        }
        let (sx, sy) = scrollOffset
        if storyboard != nil {
            cairo_translate(cr, -sx, -sy)
            cairo_scale(cr, zoom, zoom)
            drawStoryboard(cr)
        } else {
            cairo_translate(cr, Self.margin - sx, Self.margin - sy)
            cairo_scale(cr, zoom, zoom)
        }
        guard let renderer, let root = session.root else { return }
        // The device's shadow, then its screen (white, or black in the dark appearance), then the views.
        cairo_set_source_rgba(cr, 0, 0, 0, 0.12)
        let size = Rect(x: 0, y: 0, width: picture.width, height: picture.height)
        cairo_rectangle(cr, 2 / zoom, 3 / zoom, size.width, size.height)
        cairo_fill(cr)
        let screen = renderer.screenColor
        cairo_set_source_rgb(cr, screen.red, screen.green, screen.blue)
        cairo_rectangle(cr, 0, 0, size.width, size.height)
        cairo_fill(cr)
        cairo_rectangle(cr, 0, 0, size.width, size.height)
        cairo_clip(cr)
        cairo_translate(cr, picture.shiftX, picture.shiftY)   // the root's drawing starts at its frame's origin
        renderer.draw(root, in: cr)
        cairo_translate(cr, -picture.shiftX, -picture.shiftY)
        renderer.drawBars(session.bars, size: size, in: cr)
        cairo_reset_clip(cr)
        cairo_translate(cr, 0, session.bars.rootTop)   // the overlays, in the root's coordinates
        var selection = session.selection
        if let id = selection, let constraint = session.document.constraint(id) {
            selection = constraint.constraint.firstItem.id
        }
        marks.selection = selection
        renderer.drawOverlay(marks, in: cr)
        if let second = session.secondSelection, let f = renderer.absoluteFrame(second) {
            cairo_set_source_rgba(cr, 0, 0.45, 0.95, 0.9)
            cairo_set_line_width(cr, 2 / zoom)
            cairo_rectangle(cr, f.x, f.y, f.width, f.height)
            cairo_stroke(cr)
        }
        if let drag, let f = renderer.absoluteFrame(drag.id) {
            cairo_set_source_rgba(cr, 0, 0.45, 0.95, 0.8)
            cairo_set_line_width(cr, 1 / zoom)
            var dash: [Double] = [4 / zoom, 3 / zoom]
            cairo_set_dash(cr, &dash, 2, 0)
            let r = DesignSession.reshaped(f, drag.edges, by: drag.dx, drag.dy)
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
            cairo_set_source_rgba(cr, 0.85, 0.2, 0.6, 0.9)   // the guides, in a colour apart from the selection's
            for guide in guides {
                cairo_move_to(cr, guide.x1, guide.y1)
                cairo_line_to(cr, guide.x2, guide.y2)
            }
            cairo_stroke(cr)
        }
    }

    /// The edges a selection handle drags, if `point` is on one of the frame's eight handles.
    static func handle(at point: (Double, Double), of f: Rect, tolerance: Double) -> DesignSession.Edges? {
        let xs: [(Double, DesignSession.Edges)] = [(f.x, .left), (f.x + f.width / 2, []), (f.x + f.width, .right)]
        let ys: [(Double, DesignSession.Edges)] = [(f.y, .top), (f.y + f.height / 2, []), (f.y + f.height, .bottom)]
        for (x, horizontal) in xs {
            for (y, vertical) in ys where !(horizontal.isEmpty && vertical.isEmpty) {
                if abs(point.0 - x) <= tolerance && abs(point.1 - y) <= tolerance { return horizontal.union(vertical) }
            }
        }
        return nil
    }

    // MARK: Scene and device

    private func rebuildToolbar() {
        Gtk.removeAll(toolbar)
        Gtk.removeAll(viewAsBar)
        guard let session else { return }
        Gtk.append(toolbar, DesignMenus.library())
        DesignMenus.layout().forEach { Gtk.append(toolbar, $0) }
        if StoryboardMap(document: session.document).showsCanvas {
            Gtk.append(toolbar, scenePicker(session))
        } else if session.roots.count > 1 {
            Gtk.append(toolbar, chooser(session.roots.indices.map { session.rootTitle($0) }, selected: session.rootIndex,
                                        label: "Scene", tooltip: "The scene on the canvas") { $0.showRoot($1) })
        }
        let deviceChooser = DeviceMenu.button(session) { [unowned self] device in
            guard let session = self.session else { return }
            session.useDevice(device)
            onRootChanged?()
            documentChanged()
        }
        // Dynamic Type sizes to preview text styles at, as Xcode's canvas offers them.
        let sizes = ContentSizeCategory.allCases
        let sizeNames = ["Text \(session.document.contentSizeCategory.rawValue) (document’s)"] + sizes.map { "Text \($0.rawValue)" }
        let sizeChooser = chooser(sizeNames, selected: session.contentSize.flatMap { sizes.firstIndex(of: $0) }.map { $0 + 1 } ?? 0,
                                  label: "Text size", tooltip: "Preview text styles at a Dynamic Type size") {
            $0.useContentSize($1 == 0 ? nil : sizes[$1 - 1])
        }
        // Light or dark, as Xcode's canvas toggles the interface style: the document's own first.
        let own = session.document.appearance
        let appearances = [own] + Appearance.allCases.filter { $0 != own }
        let appearanceChooser = chooser(appearances.map { $0 == own ? "\($0.title) (document’s)" : $0.title },
                                        selected: session.appearanceOverride.flatMap { appearances.firstIndex(of: $0) } ?? 0,
                                        label: "Appearance", tooltip: "Preview the light or dark appearance") {
            $0.useAppearance($1 == 0 ? nil : appearances[$1])
        }
        Gtk.append(toolbar, issuesButton.widget)
        Gtk.append(viewAsBar, Gtk.label("View as", classes: ["dim-label"]), deviceChooser, sizeChooser, appearanceChooser)
    }

    /// A drop-down of the canvas toolbar: choosing an item applies it to the session, which lays
    /// the root out again, and the window follows.
    func chooser(_ names: [String], selected: Int, label: String, tooltip: String,
                         apply: @escaping @MainActor (DesignSession, Int) -> Void) -> Widget {
        let dropDown = Gtk.dropDown(names, selected: selected)
        Gtk.accessibleLabel(dropDown, label)
        gtk_widget_set_tooltip_text(dropDown, tooltip)
        Signal.onNotify(gpointerOf(dropDown), "selected") { [unowned self] in
            guard let session = self.session else { return }
            apply(session, Int(gtk_drop_down_get_selected(OpaquePointer(dropDown))))
            onRootChanged?()
            documentChanged()
        }
        return dropDown
    }
}
