import NibModel

/// A value while reading a setter: what the view's look is built from.
indirect enum SetterValue: Equatable {
    case number(Double)
    case boolean(Bool)
    case color(RGBAColor)
    case size(width: Double, height: Double)
    case rect(width: Double, height: Double)
    case string(String)
    case null
    /// `self`, `layer`, a type (`UIColor`), a function (`min`): something named, not a value.
    case name(String)
    /// A method of a value, waiting for its arguments (`color.withAlphaComponent`).
    case method(SetterValue, String)
    /// Something Nibbler does not read.
    case unknown

    init(_ value: RuntimeValue) {
        switch value {
        case .number(let x): self = .number(x)
        case .boolean(let b): self = .boolean(b)
        case .color(let c): self = .color(c)
        case .string(let s): self = .string(s)
        case .size(let w, let h): self = .size(width: w, height: h)
        case .rect(let r): self = .rect(width: r.width, height: r.height)
        case .null: self = .null
        case .point, .range, .image: self = .unknown
        }
    }

    var number: Double? {
        switch self {
        case .number(let x): x
        case .boolean(let b): b ? 1 : 0
        default: nil
        }
    }

    var isTrue: Bool? {
        switch self {
        case .boolean(let b): b
        case .number(let x): x != 0
        case .null: false
        case .color, .string, .size, .rect: true
        default: nil
        }
    }

    /// The UIKit colours by name (`UIColor.red`, `[UIColor redColor]`), as UIKit defines them.
    static let namedColors: [String: RGBAColor] = [
        "black": RGBAColor(red: 0, green: 0, blue: 0), "white": RGBAColor(red: 1, green: 1, blue: 1),
        "darkGray": RGBAColor(red: 1 / 3, green: 1 / 3, blue: 1 / 3), "lightGray": RGBAColor(red: 2 / 3, green: 2 / 3, blue: 2 / 3),
        "gray": RGBAColor(red: 0.5, green: 0.5, blue: 0.5), "red": RGBAColor(red: 1, green: 0, blue: 0),
        "green": RGBAColor(red: 0, green: 1, blue: 0), "blue": RGBAColor(red: 0, green: 0, blue: 1),
        "cyan": RGBAColor(red: 0, green: 1, blue: 1), "yellow": RGBAColor(red: 1, green: 1, blue: 0),
        "magenta": RGBAColor(red: 1, green: 0, blue: 1), "orange": RGBAColor(red: 1, green: 0.5, blue: 0),
        "purple": RGBAColor(red: 0.5, green: 0, blue: 0.5), "brown": RGBAColor(red: 0.6, green: 0.4, blue: 0.2),
        "clear": RGBAColor(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    /// A named colour, Swift's `red` or Objective-C's `redColor`.
    static func namedColor(_ name: String) -> RGBAColor? {
        namedColors[name] ?? (name.hasSuffix("Color") ? namedColors[String(name.dropLast(5))] : nil)
    }
}
