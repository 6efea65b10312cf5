import Foundation
import NibModel
import XMLTree

/// A storyboard as Xcode's canvas lays it out: every scene at its `canvasLocation` (the centre
/// of its view) under a header naming its controller, the segues and relationships between
/// scenes, and the entry point.
public struct StoryboardMap {
    public struct Scene {
        public let id: String
        /// The view controller, navigation or tab bar controller, or storyboard reference.
        public let controller: NibObject
        /// The controller's view, drawn at its stored frames; nil for containers and references.
        public let root: NibObject?
        /// The header's text: the scene's name as Xcode writes it in the comment before it, or
        /// the controller as the outline names it.
        public let title: String
        /// The scene's view in canvas points; its header sits above it.
        public let frame: Rect
        public var isReference: Bool { controller.className == "viewControllerPlaceholder" }
    }

    /// A segue (`show`, `presentation`, `embed`, …) or a relationship between two scenes.
    public struct Link {
        public let id: String
        public let from: Int, to: Int
        public let kind: String
        /// `rootViewController`, `viewControllers`, `masterViewController`… for a relationship.
        public let relationship: String?
    }

    public let scenes: [Scene]
    public let links: [Link]
    /// The scene of the document's `initialViewController`.
    public let initialScene: Int?

    public static let headerHeight = 30.0
    /// A storyboard reference's box, as Xcode draws it.
    static let referenceSize = (width: 200.0, height: 64.0)

    /// `screen`: the size of a scene whose controller has no view of its own (a navigation or
    /// tab bar controller): the document's device.
    public init(document: NibDocument, screen: (width: Double, height: Double)) {
        guard document.isStoryboard else {
            self.init(scenes: Self.topLevelViews(of: document), links: [], initialScene: nil)
            return
        }
        let layout = DocumentLayout(document: document, sizing: Unmeasured())
        var scenes: [Scene] = []
        var sceneOfController: [String: Int] = [:]
        var nextFree = 0.0   // scenes without a canvasLocation go in a row below the origin
        for scene in document.scenes {
            guard let controller = scene.objects.first(where: { $0.className.hasSuffix("Controller") || $0.className == "viewControllerPlaceholder" })
            else { continue }
            let root = DocumentLayout.view(of: controller)
            let size = controller.className == "viewControllerPlaceholder" ? Self.referenceSize
                : root.map(layout.sceneSize) ?? screen
            let center = scene.canvasLocation ?? {
                defer { nextFree += size.0 + 100 }
                return (nextFree + size.0 / 2, size.1 / 2)
            }()
            sceneOfController[controller.id] = scenes.count
            let title = controller.className == "viewControllerPlaceholder" ? Self.title(of: controller) : scene.title ?? Self.title(of: controller)
            scenes.append(Scene(id: scene.id, controller: controller, root: root, title: title,
                                frame: Rect(x: center.0 - size.0 / 2, y: center.1 - size.1 / 2, width: size.0, height: size.1)))
        }
        var links: [Link] = []
        for (index, scene) in scenes.enumerated() {
            for segue in Self.segues(in: scene.controller.element) {
                guard let destination = segue[attribute: "destination"], let to = sceneOfController[destination], to != index else { continue }
                let kind = segue[attribute: "kind"] ?? "custom"
                links.append(Link(id: segue[attribute: "id"] ?? "", from: index, to: to, kind: kind,
                                  relationship: kind == "relationship" ? segue[attribute: "relationship"] : nil))
            }
        }
        self.init(scenes: scenes, links: links, initialScene: document.xml.root[attribute: "initialViewController"].flatMap { sceneOfController[$0] })
    }

    private init(scenes: [Scene], links: [Link], initialScene: Int?) {
        (self.scenes, self.links, self.initialScene) = (scenes, links, initialScene)
    }

    /// A XIB's top-level views (views, cells, a view controller's view), each centred on its
    /// own `<point key="canvasLocation">` as Xcode's canvas shows them, or in a row.
    private static func topLevelViews(of document: NibDocument) -> [Scene] {
        var scenes: [Scene] = []
        var nextFree = 0.0
        for root in document.roots where root.frame != nil {
            let frame = root.frame!
            let point = root.element.childElements.first { $0.name == "point" && $0[attribute: "key"] == "canvasLocation" }
            let stored = point.flatMap { p in p[attribute: "x"].flatMap(Double.init).flatMap { x in p[attribute: "y"].flatMap(Double.init).map { (x, $0) } } }
                .flatMap { abs($0.0) <= 1e6 && abs($0.1) <= 1e6 ? $0 : nil }
            let center = stored ?? {
                defer { nextFree += frame.width + 100 }
                return (nextFree + frame.width / 2, frame.height / 2)
            }()
            scenes.append(Scene(id: root.id, controller: root, root: root, title: root.outlineName,
                                frame: Rect(x: center.0 - frame.width / 2, y: center.1 - frame.height / 2, width: frame.width, height: frame.height)))
        }
        return scenes
    }

    /// The map with the document's own device, turned as it is shown, for the controllers
    /// without a view of their own.
    public init(document: NibDocument) {
        let device = Device.shown(in: document)
        self.init(document: document, screen: (device?.width ?? 375, device?.height ?? 667))
    }

    /// Whether the designer shows the document as this one canvas rather than one root: it has
    /// several scenes, or a scene whose controller has no view of its own to edit (a
    /// navigation controller alone, as Xcode still draws it).
    public var showsCanvas: Bool { scenes.count > 1 || scenes.contains { $0.root == nil } }

    /// The rectangle holding every scene with its header.
    public var bounds: Rect {
        guard let first = scenes.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        var (left, top, right, bottom) = (first.frame.x, first.frame.y, first.frame.x, first.frame.y)
        for s in scenes {
            left = min(left, s.frame.x)
            top = min(top, s.frame.y - Self.headerHeight)
            right = max(right, s.frame.x + s.frame.width)
            bottom = max(bottom, s.frame.y + s.frame.height)
        }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The scene at a point of the map, and whether the point is on its header.
    public func scene(at point: (x: Double, y: Double)) -> (index: Int, onHeader: Bool)? {
        for (index, scene) in scenes.enumerated().reversed() {
            let f = scene.frame
            guard point.x >= f.x, point.x <= f.x + f.width, point.y >= f.y - Self.headerHeight, point.y <= f.y + f.height else { continue }
            return (index, point.y < f.y)
        }
        return nil
    }

    /// The link whose arrow passes within `tolerance` of a point (the nearest), for clicking it.
    public func link(near point: (x: Double, y: Double), tolerance: Double) -> Int? {
        var best: (Int, Double)?
        for (index, link) in links.enumerated() {
            let (a, b) = arrow(link)
            let (dx, dy) = (b.x - a.x, b.y - a.y)
            let length = dx * dx + dy * dy
            let t = length == 0 ? 0 : max(0, min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / length))
            let distance = hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy))
            if distance <= tolerance, distance < best?.1 ?? .infinity { best = (index, distance) }
        }
        return best?.0
    }

    /// An arrow's ends: on the edges of the two scenes where the line between their centres
    /// leaves the first and enters the second.
    public func arrow(_ link: Link) -> (start: (x: Double, y: Double), end: (x: Double, y: Double)) {
        let (a, b) = (scenes[link.from].frame, scenes[link.to].frame)
        let (ca, cb) = ((a.x + a.width / 2, a.y + a.height / 2), (b.x + b.width / 2, b.y + b.height / 2))
        return (Self.edgePoint(of: a, toward: cb), Self.edgePoint(of: b, toward: ca))
    }

    /// Where the ray from `r`'s centre toward `p` crosses `r`'s edge.
    static func edgePoint(of r: Rect, toward p: (Double, Double)) -> (x: Double, y: Double) {
        let (cx, cy) = (r.x + r.width / 2, r.y + r.height / 2)
        let (dx, dy) = (p.0 - cx, p.1 - cy)
        guard dx != 0 || dy != 0 else { return (cx, cy) }
        let scale = min(dx == 0 ? .infinity : (r.width / 2) / abs(dx), dy == 0 ? .infinity : (r.height / 2) / abs(dy))
        return (cx + dx * scale, cy + dy * scale)
    }

    /// The header: the controller's outline name, a reference's storyboard and identifier.
    static func title(of controller: NibObject) -> String {
        guard controller.className == "viewControllerPlaceholder" else { return controller.outlineName }
        let storyboard = controller.element[attribute: "storyboardName"] ?? "This storyboard"
        return controller.element[attribute: "referencedIdentifier"].map { "\(storyboard) · \($0)" } ?? storyboard
    }

    /// The segues anywhere inside an element (a controller's, its buttons' and cells').
    public static func segues(in element: XMLElement) -> [XMLElement] {
        element.childElements.flatMap { $0.name == "segue" ? [$0] : segues(in: $0) }
    }
}

/// Scenes' sizes and bars need no view measured.
private struct Unmeasured: IntrinsicSizing {
    func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) { (nil, nil) }
}
