import NibModel
import NibRender

/// What the inspector shows for a property: its current value in the text form that
/// `NibDocument.set` accepts back.
public enum InspectorValues {
    public static func text(of inspectable: Inspectable, for object: NibObject, in document: NibDocument) -> String {
        switch inspectable.storage {
        case .attribute("text") where object.textElement != nil:
            return object.text ?? ""
        case .attribute(let name):
            let holder = name == "image" ? NibObject.imageHolder(object.element) : object.element
            let value = holder?[attribute: name] ?? inspectable.defaultValue ?? ""
            return name == "buttonType" && value == "roundedRect" ? "system" : value   // older Xcode's System
        case .font:
            return object.textFont.words
        case .state(let name, let key):
            let configuration = key == "normal" && ["title", "image"].contains(name) ? object.buttonConfiguration : nil
            let holder = configuration ?? object.state(key)
            return (name == "image" ? NibObject.imageHolder(holder) : holder)?[attribute: name] ?? ""
        case .inputTrait(let name):
            return object.textInputTraits?[attribute: name] ?? inspectable.defaultValue ?? ""
        case .configuration(let name):
            return object.buttonConfiguration?[attribute: name] ?? inspectable.defaultValue ?? ""
        case .autoshrink:
            return object.autoshrink
        case .symbolConfiguration(let name):
            let configuration = object.element.childElements.first { $0.name == "preferredSymbolConfiguration" }
            return configuration?[attribute: name] ?? inspectable.defaultValue ?? ""
        case .keyedChild(let name, let key, let attribute):
            let child = object.element.childElements.first { $0.name == name && $0[attribute: "key"] == key }
            return child?[attribute: attribute] ?? inspectable.defaultValue ?? ""
        case .stateColor:
            return color(of: inspectable, for: object, in: document).map(hex) ?? ""
        case .fontPointSize:
            return object.font.map { number($0.pointSize) } ?? inspectable.defaultValue ?? ""
        case .childColor:
            return color(of: inspectable, for: object, in: document).map(hex) ?? ""
        case .runtimeAttribute:
            guard let value = Inspectables.runtimeValue(inspectable.name, of: object, in: document.inspectables(for: object)) else {
                return inspectable.defaultValue ?? ""
            }
            return text(of: value)
        }
    }

    /// A runtime attribute's value in the text form `RuntimeValue(text:type:)` reads back.
    public static func text(of value: RuntimeValue) -> String {
        switch value {
        case .number(let x): return number(x)
        case .color(let c): return hex(c)
        case .boolean(let b): return b ? "YES" : "NO"
        case .string(let s), .image(let s): return s
        case .point(let x, let y): return "\(number(x)), \(number(y))"
        case .size(let w, let h): return "\(number(w)), \(number(h))"
        case .rect(let r): return "\(number(r.x)), \(number(r.y)), \(number(r.width)), \(number(r.height))"
        case .range(let location, let length): return "\(number(location)), \(number(length))"
        case .null: return ""
        }
    }

    /// The colour of a colour property, resolving named and system colours; nil when unset.
    public static func color(of inspectable: Inspectable, for object: NibObject, in document: NibDocument) -> RGBAColor? {
        switch inspectable.storage {
        case .childColor(let key):
            return Colors.resolve(object.element.childElements.first { $0.name == "color" && $0[attribute: "key"] == key }, in: document)
        case .stateColor(let key, let state):
            return Colors.resolve(object.state(state)?.childElements.first { $0.name == "color" && $0[attribute: "key"] == key }, in: document)
        case .runtimeAttribute:
            if case .color(let c)? = Inspectables.runtimeValue(inspectable.name, of: object, in: document.inspectables(for: object)) { return c }
            return nil
        default:
            return nil
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public static func hex(_ c: RGBAColor) -> String {
        func byte(_ v: Double) -> String {
            let b = Int((min(1, max(0, v)) * 255).rounded())
            return (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true)
        }
        return "#" + byte(c.red) + byte(c.green) + byte(c.blue) + (c.alpha < 1 ? byte(c.alpha) : "")
    }

    static func number(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(x)
    }
}
