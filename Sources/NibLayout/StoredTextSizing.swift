import NibModel

/// Natural sizes with Xcode's text metrics: views that show text (labels, buttons, text
/// fields and views, segmented controls) take the size of the frame the file stores, which
/// Xcode measured with San Francisco, along each axis where they have a natural size; every
/// other view asks `base`. Laying a document out with both tells which frames depend on text
/// metrics and which do not.
public struct StoredTextSizing: IntrinsicSizing {
    public static let textClasses: Set<String> = ["label", "button", "textField", "textView", "segmentedControl"]
    let base: IntrinsicSizing

    public init(base: IntrinsicSizing) { self.base = base }

    public func intrinsicSize(of view: NibObject, in document: NibDocument) -> (width: Double?, height: Double?) {
        let natural = base.intrinsicSize(of: view, in: document)
        guard Self.textClasses.contains(view.className), let frame = view.frame else { return natural }
        return (natural.width.map { _ in frame.width }, natural.height.map { _ in frame.height })
    }

    public func baselines(of view: NibObject, in document: NibDocument, height: Double, wrappingAt width: Double?) -> (first: Double, last: Double)? {
        base.baselines(of: view, in: document, height: height, wrappingAt: width)
    }
}
