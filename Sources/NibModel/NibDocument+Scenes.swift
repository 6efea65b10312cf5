import XMLTree

extension NibDocument {
    /// Moves a storyboard scene (or a XIB's top-level view) on the canvas: its
    /// `<point key="canvasLocation">` by (dx, dy),
    /// in whole points, made where it is missing (from `from`, the place it was shown at);
    /// one undo step.
    public func moveScene(_ sceneID: String, by dx: Double, _ dy: Double, from shown: (x: Double, y: Double)) throws(EditError) {
        // A storyboard's scene, or a XIB's top-level view, whose point it is.
        let scenes = xml.root.childElements.first { $0.name == "scenes" }
        guard let scene = scenes?.childElements.first(where: { $0.name == "scene" && $0[attribute: "sceneID"] == sceneID })
                ?? roots.first(where: { $0.id == sceneID })?.element else {
            throw .unknownObject(sceneID)
        }
        guard dx.isFinite, dy.isFinite, abs(dx) <= 1e6, abs(dy) <= 1e6 else { throw .badValue("\(dx), \(dy)", property: "canvas location", expected: "a finite move") }
        let point = scene.childElements.first { $0.name == "point" && $0[attribute: "key"] == "canvasLocation" }
        let x = (point?[attribute: "x"].flatMap(Double.init) ?? shown.x) + dx
        let y = (point?[attribute: "y"].flatMap(Double.init) ?? shown.y) + dy
        let values = [("x", XMLLayout.number(x.rounded())), ("y", XMLLayout.number(y.rounded()))]
        history.perform("Move Scene", objectIDs: [], touching: [point ?? scene], structural: true) {
            if let point {
                for (name, value) in values { point.setAttribute(name, to: value) }
            } else {
                XMLLayout.insert(XMLLayout.element("point", [("key", "canvasLocation")] + values, indent: ""), into: scene)
            }
        }
    }
}
