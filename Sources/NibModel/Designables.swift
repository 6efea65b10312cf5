import XMLTree

/// The intrinsic content sizes Xcode last got by running @IBDesignable views' code, which it
/// stores at the document's end when a designable has one:
///
///     <designables>
///         <designable name="p8e-4a-Gv8">
///             <size key="intrinsicContentSize" width="127.41" height="17.9"/>
///         </designable>
///     </designables>
///
/// (pocket-casts' profile view, TextFieldEffects' text fields, FloatingPanel's close button).
extension NibDocument {
    /// The stored intrinsic size of the designable view `id`; nil along an axis Xcode stored
    /// no metric for (UIKit's noIntrinsicMetric, -1), nil where it stored none.
    public func designableIntrinsicSize(of id: String) -> (width: Double?, height: Double?)? {
        designableSizes[id]
    }

    /// Every designable's stored size, read from the document's `<designables>`.
    static func designableSizes(in root: XMLElement) -> [String: (width: Double?, height: Double?)] {
        guard let designables = root.firstChildElement(where: { $0.name == "designables" }) else { return [:] }
        var sizes: [String: (width: Double?, height: Double?)] = [:]
        for designable in designables.childElements where designable.name == "designable" {
            guard let id = designable[attribute: "name"],
                  let size = designable.firstChildElement(where: { $0.name == "size" && $0[attribute: "key"] == "intrinsicContentSize" }) else { continue }
            func metric(_ name: String) -> Double? {
                size[attribute: name].flatMap(Double.init).flatMap { $0.isFinite && $0 >= 0 && $0 < 100_000 ? $0 : nil }
            }
            let (width, height) = (metric("width"), metric("height"))
            if width != nil || height != nil { sizes[id] = (width, height) }
        }
        return sizes
    }
}
