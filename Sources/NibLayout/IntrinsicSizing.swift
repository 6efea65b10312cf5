import NibModel

/// Where the layout gets a view's natural size and baselines from. NibRender measures text with
/// pango; other sources are the document itself (image sizes in `<resources>`).
public protocol IntrinsicSizing {
    /// The view's natural size; nil along an axis where it has none (UIKit's noIntrinsicMetric).
    func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?)
    /// The same for a label of several lines wrapped at `width` (nil: its preferred width).
    func intrinsicSize(of view: NibObject, in document: NibDocument, wrappingAt width: Double?) -> (width: Double?, height: Double?)
    /// Distances from the view's top to its first and last baselines, for views that show text;
    /// a label of several lines wrapped at `width` (nil: its preferred width).
    func baselines(of view: NibObject, in document: NibDocument, height: Double, wrappingAt width: Double?) -> (first: Double, last: Double)?
    /// Told, before a layout asks for them one by one, which views it will size: a sizing may
    /// measure them ahead, even on another thread while the layout goes on and reads the same
    /// document (each size asked for then waits for its own measure).
    func prepare(_ views: [NibObject], in document: NibDocument)
    /// Told when the layout has asked for every size it needs: a sizing still measuring ahead
    /// (labels the layout did not ask for: a placeholder or the code gave their sizes) finishes
    /// before the layout returns, so that no other thread sets text once it has (the designer's
    /// window sets its own text meanwhile).
    func finishMeasuringAhead()
    /// Whether `view`'s text is measured in its own font's metrics, or in those of a stand-in
    /// of another design (a font the app bundles, or only iOS has, that this machine lacks), far
    /// less like them.
    func measuresInOwnFont(_ view: NibObject, in document: NibDocument) -> Bool
}

extension IntrinsicSizing {
    public func intrinsicSize(of view: NibObject, in document: NibDocument, wrappingAt width: Double?) -> (width: Double?, height: Double?) {
        intrinsicSize(of: view, in: document)
    }

    public func baselines(of view: NibObject, in document: NibDocument, height: Double, wrappingAt width: Double?) -> (first: Double, last: Double)? { nil }

    public func prepare(_ views: [NibObject], in document: NibDocument) {}

    public func finishMeasuringAhead() {}

    public func measuresInOwnFont(_ view: NibObject, in document: NibDocument) -> Bool { true }
}
