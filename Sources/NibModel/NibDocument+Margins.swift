import XMLTree

/// Xcode's Size inspector "Layout Margins": Default (UIKit's), Fixed (`<edgeInsets
/// key="layoutMargins">`, left and right) or Language Directional (`<directionalEdgeInsets
/// key="directionalLayoutMargins">`, leading and trailing).
public enum LayoutMarginsSetting: Equatable, Sendable {
    case `default`
    case fixed(top: Double, left: Double, bottom: Double, right: Double)
    case directional(top: Double, leading: Double, bottom: Double, trailing: Double)

    /// The inspector's titles, in its order.
    public static let titles = ["Default", "Fixed", "Language Directional"]
    public var title: String {
        switch self {
        case .default: Self.titles[0]
        case .fixed: Self.titles[1]
        case .directional: Self.titles[2]
        }
    }

    /// Its four numbers: top, left or leading, bottom, right or trailing.
    public var values: [Double] {
        switch self {
        case .default: []
        case .fixed(let t, let l, let b, let r), .directional(let t, let l, let b, let r): [t, l, b, r]
        }
    }

    /// The same kind of setting with other numbers (top, left or leading, bottom, right or trailing).
    public func with(_ v: [Double]) -> LayoutMarginsSetting {
        guard v.count == 4 else { return self }
        switch self {
        case .default: return self
        case .fixed: return .fixed(top: v[0], left: v[1], bottom: v[2], right: v[3])
        case .directional: return .directional(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
        }
    }

    /// A setting chosen by title, with UIKit's default margins of 8 all round to start from
    /// (the corpus's commonest fixed margins, 19 of 49).
    public static func titled(_ title: String) -> LayoutMarginsSetting? {
        switch title {
        case titles[0]: .default
        case titles[1]: .fixed(top: 8, left: 8, bottom: 8, right: 8)
        case titles[2]: .directional(top: 8, leading: 8, bottom: 8, trailing: 8)
        default: nil
        }
    }
}

extension NibObject {
    public var layoutMarginsSetting: LayoutMarginsSetting {
        for child in element.childElements {
            func n(_ name: String) -> Double { child[attribute: name].flatMap(Double.init) ?? 0 }
            switch (child.name, child[attribute: "key"]) {
            case ("edgeInsets", "layoutMargins"): return .fixed(top: n("top"), left: n("left"), bottom: n("bottom"), right: n("right"))
            case ("directionalEdgeInsets", "directionalLayoutMargins"):
                return .directional(top: n("top"), leading: n("leading"), bottom: n("bottom"), trailing: n("trailing"))
            default: continue
            }
        }
        return .default
    }
}

extension NibDocument {
    /// Sets a view's layout margins as one undo step, the element written where Xcode writes it.
    public func setLayoutMargins(of id: String, to setting: LayoutMarginsSetting) throws(EditError) {
        guard let object = objectsByID[id], object.isLaidOutView else { throw .unknownObject(id) }
        for value in setting.values where !(value.isFinite && abs(value) <= 1e5) {
            throw .badValue(XMLLayout.number(value), property: "layout margins", expected: "a finite number of points")
        }
        let element = object.element
        let old = element.childElements.filter {
            ($0.name == "edgeInsets" && $0[attribute: "key"] == "layoutMargins")
                || ($0.name == "directionalEdgeInsets" && $0[attribute: "key"] == "directionalLayoutMargins")
        }
        history.perform("Layout Margins", objectIDs: [id], touching: [element], structural: true) {
            for child in old { XMLLayout.remove(child, from: element) }
            let v = setting.values.map(Self.frameNumber)
            let made: XMLElement
            switch setting {
            case .default: return
            case .fixed: made = XMLLayout.element("edgeInsets", [("key", "layoutMargins"), ("top", v[0]), ("left", v[1]), ("bottom", v[2]), ("right", v[3])], indent: "")
            case .directional:
                made = XMLLayout.element("directionalEdgeInsets", [("key", "directionalLayoutMargins"), ("top", v[0]), ("leading", v[1]),
                                                                   ("bottom", v[2]), ("trailing", v[3])], indent: "")
            }
            XcodeOrder.setChild(made, in: element)
        }
    }
}
