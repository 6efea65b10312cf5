/// How the project's code makes a view look, read from its inspectables' setters (never run):
/// the layer and view properties they set. nil fields are left as the file has them.
public struct ViewLook: Equatable, Sendable {
    public var cornerRadius: Double?
    public var borderWidth: Double?
    public var borderColor: RGBAColor?
    /// `layer.masksToBounds` or `clipsToBounds`.
    public var clipsToBounds: Bool?
    public var shadowColor: RGBAColor?
    public var shadowOpacity: Double?
    public var shadowOffset: (width: Double, height: Double)?
    public var shadowRadius: Double?
    public var backgroundColor: RGBAColor?
    public var tintColor: RGBAColor?
    public var alpha: Double?
    public var isHidden: Bool?
    /// The inspectables whose setters do more than Nibbler reads: what they do is not drawn.
    public var notDrawn: [String] = []

    public init() {}

    /// Whether the layer casts a shadow (Core Animation's default opacity is 0).
    public var hasShadow: Bool { (shadowOpacity ?? 0) > 0 }

    public static func == (a: ViewLook, b: ViewLook) -> Bool {
        a.cornerRadius == b.cornerRadius && a.borderWidth == b.borderWidth && a.borderColor == b.borderColor
            && a.clipsToBounds == b.clipsToBounds && a.shadowColor == b.shadowColor && a.shadowOpacity == b.shadowOpacity
            && a.shadowOffset?.width == b.shadowOffset?.width && a.shadowOffset?.height == b.shadowOffset?.height
            && a.shadowRadius == b.shadowRadius && a.backgroundColor == b.backgroundColor && a.tintColor == b.tintColor
            && a.alpha == b.alpha && a.isHidden == b.isHidden && a.notDrawn == b.notDrawn
    }
}

/// What a nib-backed custom view shows: the XIB its class loads, laid out at the view's size
/// (`NibDocument.projectNib`).
public struct NibContents {
    /// The XIB's path, for opening it.
    public let path: String
    public let document: NibDocument
    /// The XIB's view that becomes the custom view's content.
    public let root: NibObject
    /// Its views' frames at the custom view's size, the root's at the origin.
    public let frames: [String: Rect]
    /// The XIB holds a view of the same class (directly or through other nibs): drawn as a
    /// marked placeholder, never recursively.
    public let containsItself: Bool

    public init(path: String, document: NibDocument, root: NibObject, frames: [String: Rect], containsItself: Bool) {
        (self.path, self.document, self.root, self.frames, self.containsItself) = (path, document, root, frames, containsItself)
    }
}
