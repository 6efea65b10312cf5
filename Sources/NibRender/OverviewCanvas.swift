import CPangoCairo
import NibLayout
import NibModel

/// The designer's storyboard canvas, drawn fast enough to pan and zoom: each scene is drawn
/// once into a picture at the current zoom and painted from it afterwards; an edit redraws only
/// its scene (`invalidate`). Pictures of scenes off screen are let go beyond a memory budget.
public final class OverviewCanvas {
    public let overview: OverviewRenderer
    public var map: StoryboardMap { overview.map }
    private let layout: DocumentLayout
    private var pictures: [Int: (surface: OpaquePointer, bytes: Int)] = [:]
    private var picturesZoom = 0.0
    /// Bytes of pictures kept; beyond it, those not on screen go.
    public static let budget = 256 << 20

    public init(document: NibDocument, map: StoryboardMap, imageFolders: [String] = []) {
        overview = OverviewRenderer(document: document, map: map, imageFolders: imageFolders)
        layout = DocumentLayout(document: document, sizing: MeasuredSizing())
    }

    deinit { clear() }

    public var cachedBytes: Int { pictures.values.reduce(0) { $0 + $1.bytes } }

    /// Takes over another canvas's pictures (of the same document before an edit, whose
    /// scenes stayed where they were), all but the edited scene's.
    public func adoptPictures(from old: OverviewCanvas, except edited: Int?) {
        picturesZoom = old.picturesZoom
        for (index, picture) in old.pictures where index != edited {
            pictures[index] = picture
        }
        old.pictures = [:]
    }

    /// A scene changed: its picture is drawn again when next shown.
    public func invalidate(scene index: Int) {
        if let picture = pictures.removeValue(forKey: index) { cairo_surface_destroy(picture.surface) }
    }

    public func clear() {
        for picture in pictures.values { cairo_surface_destroy(picture.surface) }
        pictures = [:]
    }

    /// Draws the scenes that meet `visible` (map coordinates), all but `skipping` (the scene
    /// being edited, drawn live), from their pictures at `zoom`; `cr` is in map coordinates,
    /// scaled by `zoom`.
    public func drawScenes(visible: Rect, zoom: Double, skipping: Int?, in cr: OpaquePointer) {
        if zoom != picturesZoom {
            clear()
            picturesZoom = zoom
        }
        var shown = Set<Int>()
        for (index, scene) in map.scenes.enumerated() where index != skipping {
            let f = Self.outline(of: scene)
            guard f.x < visible.x + visible.width, f.x + f.width > visible.x, f.y < visible.y + visible.height, f.y + f.height > visible.y,
                  let picture = picture(of: index, zoom: zoom) else { continue }
            shown.insert(index)
            cairo_save(cr)
            cairo_translate(cr, f.x, f.y)
            cairo_scale(cr, 1 / zoom, 1 / zoom)
            cairo_set_source_surface(cr, picture, 0, 0)
            cairo_paint(cr)
            cairo_restore(cr)
        }
        if cachedBytes > Self.budget {
            for index in pictures.keys where !shown.contains(index) { invalidate(scene: index) }
        }
    }

    /// A scene with its header, as a picture at `zoom`.
    private func picture(of index: Int, zoom: Double) -> OpaquePointer? {
        if let picture = pictures[index] { return picture.surface }
        let f = Self.outline(of: map.scenes[index])
        let (width, height) = (Int32((f.width * zoom).rounded(.up)) + 1, Int32((f.height * zoom).rounded(.up)) + 1)
        guard width > 0, height > 0, Double(width) <= Renderer.maximumPixels, Double(height) <= Renderer.maximumPixels,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        let cr = cairo_create(surface)!
        cairo_scale(cr, zoom, zoom)
        cairo_translate(cr, -f.x, -f.y)
        overview.drawScene(map.scenes[index], layout: layout, in: cr)
        cairo_destroy(cr)
        pictures[index] = (surface, Int(cairo_image_surface_get_stride(surface)) * Int(height))
        return surface
    }

    /// A scene's frame with its header above it.
    public static func outline(of scene: StoryboardMap.Scene) -> Rect {
        Rect(x: scene.frame.x, y: scene.frame.y - StoryboardMap.headerHeight, width: scene.frame.width,
             height: scene.frame.height + StoryboardMap.headerHeight)
    }
}
