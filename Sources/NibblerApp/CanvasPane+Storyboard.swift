import CGtk
import GtkKit
import NibDesign
import NibLayout
import NibModel
import NibRender

/// A storyboard of several scenes on one canvas, as Xcode shows it: every scene at its
/// `canvasLocation` under its header, the segues and relationships between them, the entry
/// point. The scene being edited is drawn live with the designer's overlays; a click in another
/// scene makes it the one edited, a click on a header selects its controller, on an arrow its
/// segue. Panning with the middle button or Space+drag; zooming from 10% to 400%.
extension CanvasPane {
    /// Builds the storyboard's canvas again after an edit (the document's objects are new
    /// after a structural one), keeping the other scenes' pictures when the scenes stayed where
    /// they were: an edit redraws only its own scene.
    func updateStoryboard() {
        // A storyboard, or a XIB of several top-level views.
        guard let session else { storyboard = nil; return }
        let map = StoryboardMap(document: session.document)
        guard map.showsCanvas else { storyboard = nil; return }
        let canvas = OverviewCanvas(document: session.document, map: map, imageFolders: session.imageFolders, appearance: session.appearance)
        if let old = storyboard, old.overview.appearance == session.appearance,
           old.map.scenes.map(\.frame) == map.scenes.map(\.frame), old.map.scenes.map(\.id) == map.scenes.map(\.id) {
            canvas.adoptPictures(from: old, except: activeSceneIndex)
        }
        storyboard = canvas
    }

    /// The scene whose root the session edits.
    var activeSceneIndex: Int? {
        guard let storyboard, let root = session?.root else { return nil }
        return storyboard.map.scenes.firstIndex { $0.root?.id == root.id }
    }

    /// Where the edited scene's root sits in the drawing (unzoomed).
    var activeSceneOffset: (Double, Double)? {
        guard let storyboard, let index = activeSceneIndex else { return nil }
        let origin = storyboard.overview.pictureOrigin(), frame = storyboard.map.scenes[index].frame
        return (origin.x + frame.x, origin.y + frame.y)
    }

    /// A point of the drawing area on the storyboard's map.
    func mapPoint(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
        guard let storyboard else { return nil }
        let point = contentPoint(x, y), origin = storyboard.overview.pictureOrigin()
        return (point.0 - origin.x, point.1 - origin.y)
    }

    /// Handles a click on the storyboard's canvas: another scene becomes the one edited; a
    /// header selects its controller; an arrow its segue; the canvas between scenes nothing.
    /// True when the click is inside the edited scene's view, to select what is there.
    func pickScene(atX x: Double, y: Double) -> Bool {
        guard let storyboard, let session, let point = mapPoint(x, y) else { return true }
        guard let (index, onHeader) = storyboard.map.scene(at: point) else {
            let link = storyboard.map.link(near: point, tolerance: 8 / zoom)
            onSelect?(link.map { storyboard.map.links[$0].id })
            redraw()
            return false
        }
        let scene = storyboard.map.scenes[index]
        if index != activeSceneIndex, let root = scene.root, let rootIndex = session.roots.firstIndex(where: { $0 === root }) {
            session.showRoot(rootIndex)
            documentChanged()
            onRootChanged?()
        }
        if onHeader || scene.root == nil {
            onSelect?(scene.controller.id)
            return false
        }
        return true
    }

    /// Whether a point of the area is inside the edited scene's view (always, for one root).
    func inActiveScene(_ x: Double, _ y: Double) -> Bool {
        guard let storyboard, let point = mapPoint(x, y) else { return true }
        guard let (index, onHeader) = storyboard.map.scene(at: point) else { return false }
        return index == activeSceneIndex && !onHeader
    }

    /// The other scenes from their pictures, the arrows, and the edited scene's header; leaves
    /// the context at the edited scene's origin for its root to be drawn live. `cr` is in the
    /// drawing's coordinates, scaled by the zoom.
    func drawStoryboard(_ cr: OpaquePointer) {
        guard let storyboard, let session else { return }
        let origin = storyboard.overview.pictureOrigin()
        let gray = OverviewRenderer.canvasGray
        cairo_set_source_rgb(cr, gray.red, gray.green, gray.blue)
        cairo_paint(cr)
        cairo_translate(cr, origin.x, origin.y)
        let (sx, sy) = scrollOffset
        let visible = Rect(x: sx / zoom - origin.x, y: sy / zoom - origin.y,
                           width: Double(gtk_widget_get_width(area)) / zoom, height: Double(gtk_widget_get_height(area)) / zoom)
        let active = activeSceneIndex
        // Scenes not drawn yet within this frame's time come in the next frames.
        if !storyboard.drawScenes(visible: visible, zoom: zoom, skipping: active, exact: zoomSettled, in: cr), zoomSettled {
            MainLoop.after(0) { [weak self] in self?.redraw() }
        }
        storyboard.overview.drawLinks(in: cr, selected: session.selection, visible: visible)
        drawSceneDrag(cr)
        if let active {
            let scene = storyboard.map.scenes[active]
            storyboard.overview.drawHeader(scene, active: true, in: cr)
            cairo_translate(cr, scene.frame.x, scene.frame.y)
        }
    }

    /// Shows an object: its scene becomes the one edited, and the canvas scrolls to it.
    func reveal(_ id: String) {
        guard let session else { return }
        if let index = session.rootIndex(containing: id), index != session.rootIndex {
            session.showRoot(index)
            session.selection = id
            documentChanged()
            onRootChanged?()
        }
        guard let renderer else { return }
        var frame: Rect?
        let view = renderer.absoluteFrame(id)
        // A root or a controller: its whole scene, with its header and the bars above the root.
        if let storyboard, let index = id == session.root?.id ? activeSceneIndex
            : view == nil ? storyboard.map.scenes.firstIndex(where: { $0.controller.id == id }) : nil {
            let origin = storyboard.overview.pictureOrigin(), scene = OverviewCanvas.outline(of: storyboard.map.scenes[index])
            frame = Rect(x: origin.x + scene.x, y: origin.y + scene.y, width: scene.width, height: scene.height)
        } else if let f = view {
            let origin = rootOrigin
            frame = Rect(x: f.x + origin.0, y: f.y + origin.1, width: f.width, height: f.height)
        }
        guard let f = frame else { return }
        // Scroll only when it is not already in sight (and the canvas has its size).
        let (width, height) = (Double(gtk_widget_get_width(area)), Double(gtk_widget_get_height(area)))
        guard width > 1, height > 1 else { pendingReveal = id; return }
        pendingReveal = nil
        let topLeft = contentPoint(0, 0), bottomRight = contentPoint(width, height)
        if f.x >= topLeft.0, f.y >= topLeft.1, f.x + f.width <= bottomRight.0, f.y + f.height <= bottomRight.1 { return }
        // Its middle in the middle; its top left in sight when it is larger than the area.
        let (room, inset) = (20.0, 40.0)
        let x = f.width * zoom + 2 * room > width ? (f.x, inset) : (f.x + f.width / 2, width / 2)
        let y = f.height * zoom + 2 * room > height ? (f.y, inset) : (f.y + f.height / 2, height / 2)
        scroll(toContent: (x.0, y.0), at: (x.1, y.1))
        redraw()
    }

    /// Zoom to fit: the whole storyboard (or the device) in the area.
    func zoomToFit() {
        // The room with the scrollbars, which go once everything fits.
        let room = gtk_widget_get_parent(area) ?? area
        let (width, height) = (Double(gtk_widget_get_width(room)), Double(gtk_widget_get_height(room)))
        let size: (Double, Double)
        // A device is drawn `margin` pixels in from each edge at any zoom (`contentSize`).
        let margin = storyboard == nil ? 2 * Self.margin : 0
        if let storyboard { size = (storyboard.overview.size.width, storyboard.overview.size.height) }
        else { size = (session?.scenePicture.width ?? 1, session?.scenePicture.height ?? 1) }
        setZoom(min((width - margin) / max(1, size.0), (height - margin) / max(1, size.1)))
        gtk_adjustment_set_value(horizontal, 0)
        gtk_adjustment_set_value(vertical, 0)
    }

    /// Panning as in Interface Builder and GNOME's canvases: a middle-button drag, or Space
    /// held while dragging.
    func addPanning() {
        let middle = gtk_gesture_drag_new()!
        gtk_gesture_single_set_button(middle, 2)
        Signal.onPoint(gpointerOf(middle), "drag-begin") { [unowned self] _, _ in panStart = scrollOffset }
        Signal.onPoint(gpointerOf(middle), "drag-update") { [unowned self] dx, dy in pan(by: dx, dy) }
        Signal.onPoint(gpointerOf(middle), "drag-end") { [unowned self] _, _ in panStart = nil }
        gtk_widget_add_controller(area, middle)
        let keys = gtk_event_controller_key_new()!
        Signal.onKey(gpointerOf(keys)) { [unowned self] keyval, _ in
            guard keyval == UInt32(GDK_KEY_space) else { return false }
            spaceHeld = true
            return true
        }
        Signal.onKeyReleased(gpointerOf(keys)) { [unowned self] keyval in
            if keyval == UInt32(GDK_KEY_space) { spaceHeld = false }
        }
        gtk_widget_add_controller(area, keys)
    }

    /// Moves the view by a drag's offset from where panning began.
    func pan(by dx: Double, _ dy: Double) {
        guard let start = panStart else { return }
        gtk_adjustment_set_value(horizontal, start.0 - dx)
        gtk_adjustment_set_value(vertical, start.1 - dy)
    }

    /// What a Ctrl+drag starting here carries: a view of the edited scene, or a scene's
    /// controller by its header.
    func connectable(atX x: Double, y: Double) -> String? {
        if let storyboard, let point = mapPoint(x, y), let (index, onHeader) = storyboard.map.scene(at: point),
           onHeader || storyboard.map.scenes[index].root == nil {
            return storyboard.map.scenes[index].controller.id
        }
        guard inActiveScene(x, y), let session else { return nil }
        let point = rootPoint(x, y)
        return session.view(at: point.0, point.1)
    }

    /// Ctrl+drag dropped on another scene: a popover of segue kinds, as Interface Builder's.
    func acceptSegueDrops() {
        let target = gtk_drop_target_new(nib_string_type(), GdkDragAction(GDK_ACTION_COPY.rawValue | GDK_ACTION_MOVE.rawValue))!
        Signal.onDropAt(gpointerOf(target)) { [unowned self] value, x, y in
            guard let value, let text = string(g_value_get_string(value)), let source = OutlineDrag.connected(text),
                  let storyboard, let session, let point = mapPoint(x, y), let (index, _) = storyboard.map.scene(at: point) else { return false }
            let destination = storyboard.map.scenes[index].controller
            let sourceScene = session.rootIndex(containing: source).flatMap { root in storyboard.map.scenes.firstIndex { $0.root === session.roots[root] } }
                ?? storyboard.map.scenes.firstIndex { $0.controller.id == source }
            guard sourceScene != index else { return false }
            ChoicePopover.show([("Segue", NibDocument.segueKinds.map { ($0.name, $0.kind) })], pointingAt: area, at: (x, y)) { [unowned self] kind in
                onMakeSegue?(source, destination.id, kind)
            }
            return true
        }
        gtk_widget_add_controller(area, target)
    }

    /// The storyboard a reference box at this point leads to.
    func referenceTarget(atX x: Double, y: Double) -> StoryboardReferences.Target? {
        guard let storyboard, let session, let point = mapPoint(x, y), let (index, _) = storyboard.map.scene(at: point),
              storyboard.map.scenes[index].isReference else { return nil }
        return StoryboardReferences.target(of: storyboard.map.scenes[index].controller, in: session.path)
    }

    /// The scene whose header is at this point of the area.
    func sceneHeader(atX x: Double, y: Double) -> Int? {
        guard let storyboard, let point = mapPoint(x, y), let (index, onHeader) = storyboard.map.scene(at: point), onHeader else { return nil }
        return index
    }

    /// A header dragged a few pixels or more moves its scene.
    func finishSceneDrag(_ moved: (index: Int, dx: Double, dy: Double)) {
        guard let storyboard, abs(moved.dx) * zoom >= 3 || abs(moved.dy) * zoom >= 3 else { return redraw() }
        let scene = storyboard.map.scenes[moved.index]
        onMoveScene?(scene.id, moved.dx, moved.dy, (scene.frame.x + scene.frame.width / 2, scene.frame.y + scene.frame.height / 2))
    }

    /// The dashed outline a dragged scene will land in; `cr` in map coordinates.
    func drawSceneDrag(_ cr: OpaquePointer) {
        guard let storyboard, let moving = sceneDrag else { return }
        let f = OverviewCanvas.outline(of: storyboard.map.scenes[moving.index])
        cairo_set_source_rgba(cr, 0, 0.45, 0.95, 0.9)
        cairo_set_line_width(cr, 2 / zoom)
        var dash: [Double] = [6 / zoom, 4 / zoom]
        cairo_set_dash(cr, &dash, 2, 0)
        cairo_rectangle(cr, f.x + moving.dx, f.y + moving.dy, f.width, f.height)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    /// A quick jump to any scene (or a XIB's top-level view), controllers without a view
    /// included, named as the outline names them: the canvas shows it, with its view edited or
    /// its controller selected.
    func scenePicker(_ session: DesignSession) -> Widget {
        let map = StoryboardMap(document: session.document)
        let outline = OutlineTree(document: session.document)
        let names = map.scenes.map { outline.name(of: session.document.isStoryboard ? "scene:" + $0.id : $0.id) }
        let current = map.scenes.firstIndex { $0.root?.id == session.root?.id } ?? 0
        let picker = chooser(names, selected: current, label: "Scene", tooltip: "Show a scene of the storyboard") { [unowned self] session, index in
            let scene = map.scenes[index]
            let id = scene.root.flatMap { root in session.roots.first { $0.id == root.id } }?.id ?? scene.controller.id
            MainLoop.after(0) { [weak self] in
                self?.reveal(id)
                self?.onSelect?(scene.root == nil ? scene.controller.id : nil)
            }
        }
        return picker
    }
}
