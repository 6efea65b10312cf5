import XMLTree

/// A value of a user-defined runtime attribute, where Xcode stores IBInspectable properties.
public enum RuntimeValue: Equatable {
    case number(Double)
    case color(RGBAColor)
    case boolean(Bool)
    case string(String)
    case point(x: Double, y: Double)
    case size(width: Double, height: Double)
    case rect(Rect)
    case range(location: Double, length: Double)
    /// An image by its name in the asset catalogs.
    case image(String)
    /// `nil`: the key path is set to nothing.
    case null

    public var typeName: String {
        switch self {
        case .number: return "number"
        case .color: return "color"
        case .boolean: return "boolean"
        case .string: return "string"
        case .point: return "point"
        case .size: return "size"
        case .rect: return "rect"
        case .range: return "range"
        case .image: return "image"
        case .null: return "nil"
        }
    }

    /// The runtime attribute types of Xcode's Identity inspector, as the file names them.
    public static let typeNames = ["boolean", "number", "string", "point", "size", "rect", "range", "color", "image", "nil"]

    /// A value typed in the inspector: a number, YES or NO, text, numbers separated by commas
    /// (point, size, range: two; rect: four), `#RRGGBB` or `#RRGGBBAA`, an image's name, or
    /// nothing for nil. nil when the text is not one of `type`.
    public init?(text: String, type: String) {
        let numbers = text.split(separator: ",").map { Double($0.filter { !$0.isWhitespace }) }
        let valid = numbers.allSatisfy { $0?.isFinite == true && abs($0!) <= 1e7 }
        let v = valid ? numbers.map { $0! } : []
        switch type {
        case "number": guard v.count == 1 else { return nil }; self = .number(v[0])
        case "boolean": guard let b = ["YES": true, "NO": false, "true": true, "false": false][text] else { return nil }; self = .boolean(b)
        case "string": self = .string(text)
        case "image": guard !text.isEmpty else { return nil }; self = .image(text)
        case "nil": self = .null
        case "color": guard let c = RGBAColor(hex: text) else { return nil }; self = .color(c)
        case "point": guard v.count == 2 else { return nil }; self = .point(x: v[0], y: v[1])
        case "size": guard v.count == 2 else { return nil }; self = .size(width: v[0], height: v[1])
        case "range": guard v.count == 2, v.allSatisfy({ $0 >= 0 && $0 == $0.rounded() }) else { return nil }; self = .range(location: v[0], length: v[1])
        case "rect": guard v.count == 4 else { return nil }; self = .rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
        default: return nil
        }
    }

    /// The `<point|size|rect key="value" …/>` element of a geometric value.
    var geometry: (name: String, attributes: [(String, String)])? {
        let n = XMLLayout.number
        switch self {
        case .point(let x, let y): return ("point", [("x", n(x)), ("y", n(y))])
        case .size(let w, let h): return ("size", [("width", n(w)), ("height", n(h))])
        case .rect(let r): return ("rect", [("x", n(r.x)), ("y", n(r.y)), ("width", n(r.width)), ("height", n(r.height))])
        case .range(let location, let length): return ("range", [("location", String(Int64(location))), ("length", String(Int64(length)))])   // whole, as Xcode writes ranges
        default: return nil
        }
    }
}

/// An sRGB colour with alpha, each component 0 ... 1.
public struct RGBAColor: Equatable, Sendable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6 || digits.count == 8, let v = UInt32(digits, radix: 16) else { return nil }
        let full = digits.count == 6 ? v << 8 | 0xFF : v
        self.init(red: Double(full >> 24 & 0xFF) / 255, green: Double(full >> 16 & 0xFF) / 255,
                  blue: Double(full >> 8 & 0xFF) / 255, alpha: Double(full & 0xFF) / 255)
    }

    /// Xcode's attributes for a custom sRGB colour.
    var xmlAttributes: [(String, String)] {
        [("red", XMLLayout.number(red)), ("green", XMLLayout.number(green)), ("blue", XMLLayout.number(blue)),
         ("alpha", XMLLayout.number(alpha)), ("colorSpace", "custom"), ("customColorSpace", "sRGB")]
    }
}

/// Reading and writing an object's `<userDefinedRuntimeAttributes>` in place.
public enum RuntimeAttributes {
    /// Children that come after the runtime attributes in Xcode's order.
    static let laterSiblings: Set<String> = ["connections", "variation", "point"]

    public static func container(of object: XMLElement) -> XMLElement? {
        object.childElements.first { $0.name == "userDefinedRuntimeAttributes" }
    }

    public static func entry(_ keyPath: String, of object: XMLElement) -> XMLElement? {
        container(of: object)?.childElements.first { $0[attribute: "keyPath"] == keyPath }
    }

    /// An entry's value, for the types the inspector edits.
    public static func value(of entry: XMLElement) -> RuntimeValue? {
        switch entry[attribute: "type"] {
        case "number":
            return entry.childElements.first.flatMap { $0[attribute: "value"] }.flatMap(Double.init).map(RuntimeValue.number)
        case "boolean":
            return entry[attribute: "value"].map { .boolean($0 == "YES") }
        case "string":
            return entry[attribute: "value"].map(RuntimeValue.string)
        case "image":
            return entry[attribute: "value"].map(RuntimeValue.image)
        case "nil":
            return .null
        case "point", "size", "rect", "range":
            guard let g = entry.childElements.first else { return nil }
            func n(_ k: String) -> Double { g[attribute: k].flatMap(Double.init) ?? 0 }
            switch g.name {
            case "point": return .point(x: n("x"), y: n("y"))
            case "size": return .size(width: n("width"), height: n("height"))
            case "range": return .range(location: n("location"), length: n("length"))
            default: return .rect(Rect(x: n("x"), y: n("y"), width: n("width"), height: n("height")))
            }
        case "color":
            guard let c = entry.childElements.first(where: { $0.name == "color" }) else { return nil }
            func n(_ k: String) -> Double? { c[attribute: k].flatMap(Double.init) }
            if let white = n("white") { return .color(RGBAColor(red: white, green: white, blue: white, alpha: n("alpha") ?? 1)) }
            guard let r = n("red"), let g = n("green"), let b = n("blue") else { return nil }
            return .color(RGBAColor(red: r, green: g, blue: b, alpha: n("alpha") ?? 1))
        default:
            return nil
        }
    }

    /// The elements an edit of `keyPath` may change, for undo.
    public static func touchedElements(_ keyPath: String, of object: XMLElement) -> [XMLElement] {
        var touched = [object]
        if let container = container(of: object) { touched.append(container) }
        if let entry = entry(keyPath, of: object) { touched.append(entry); touched += entry.childElements }
        return touched
    }

    /// Removes the entry, and the list when it was the last.
    public static func remove(_ keyPath: String, on object: XMLElement) {
        guard let container = container(of: object), let entry = entry(keyPath, of: object) else { return }
        XMLLayout.remove(entry, from: container)
        if container.childElements.isEmpty { XMLLayout.remove(container, from: object) }
    }

    public static func set(_ keyPath: String, to value: RuntimeValue, on object: XMLElement) {
        if let entry = entry(keyPath, of: object), entry[attribute: "type"] == value.typeName {
            update(entry, to: value)
            return
        }
        if let stale = entry(keyPath, of: object), let container = container(of: object) {
            XMLLayout.remove(stale, from: container)
        }
        let container: XMLElement
        if let existing = self.container(of: object) {
            container = existing
        } else {
            container = XMLLayout.element("userDefinedRuntimeAttributes", [], indent: object.indentation + XMLLayout.step)
            XMLLayout.insert(container, into: object, before: laterSiblings)
        }
        let entryIndent = container.indentation + XMLLayout.step
        var attributes = [("type", value.typeName), ("keyPath", keyPath)]
        var children: [XMLElement] = []
        switch value {
        case .number(let x):
            children = [XMLLayout.element("real", [("key", "value"), ("value", XMLLayout.number(x))], indent: entryIndent + XMLLayout.step)]
        case .color(let c):
            children = [XMLLayout.element("color", [("key", "value")] + c.xmlAttributes, indent: entryIndent + XMLLayout.step)]
        case .boolean(let b):
            attributes.append(("value", b ? "YES" : "NO"))
        case .string(let s), .image(let s):
            attributes.append(("value", s))
        case .point, .size, .rect, .range:
            let (name, values) = value.geometry!
            children = [XMLLayout.element(name, [("key", "value")] + values, indent: entryIndent + XMLLayout.step)]
        case .null:
            break
        }
        XMLLayout.insert(XMLLayout.element("userDefinedRuntimeAttribute", attributes, children: children, indent: entryIndent),
                         into: container)
    }

    /// Changes only the value of an existing entry of the same type: one line of the file.
    private static func update(_ entry: XMLElement, to value: RuntimeValue) {
        switch value {
        case .number(let x):
            guard let number = entry.childElements.first(where: { $0.name == "real" || $0.name == "integer" }) else { return }
            if number.name == "integer" && x != x.rounded() {
                replaceValueElement(of: entry, with: XMLLayout.element("real", [("key", "value"), ("value", XMLLayout.number(x))], indent: number.indentation))
            } else {
                number.setAttribute("value", to: number.name == "integer" ? String(Int64(x)) : XMLLayout.number(x))
            }
        case .color(let c):
            guard let color = entry.childElements.first(where: { $0.name == "color" }) else { return }
            replaceValueElement(of: entry, with: XMLLayout.element("color", [("key", "value")] + c.xmlAttributes, indent: color.indentation))
        case .boolean(let b):
            entry.setAttribute("value", to: b ? "YES" : "NO")
        case .string(let s), .image(let s):
            entry.setAttribute("value", to: s)
        case .point, .size, .rect, .range:
            let (name, values) = value.geometry!
            guard let element = entry.childElements.first(where: { $0.name == name }) else { return }
            for (attribute, text) in values { element.setAttribute(attribute, to: text) }
        case .null:
            break
        }
    }

    private static func replaceValueElement(of entry: XMLElement, with replacement: XMLElement) {
        guard let k = entry.children.firstIndex(where: { if case .element = $0 { true } else { false } }) else { return }
        entry.removeChild(at: k)
        entry.insertChild(.element(replacement), at: k)
    }
}
