/// A class of the project's source as Interface Builder sees it, or an extension of one (each
/// extension of a UIKit class is an entry of its own): what it declares itself, not what it
/// inherits.
public struct SourceClass: Codable, Equatable, Sendable {
    public var name: String
    /// The module it is compiled into, as a XIB's `customModule` names it (a guess from its
    /// folders: Xcode's targets are not read).
    public var module: String?
    public var superclass: String?
    /// The protocols it adopts.
    public var conformances: [String] = []
    public var isExtension = false
    public var isProtocol = false
    public var designable = false
    public var inspectables: [SourceInspectable] = []
    /// Every stored or computed property it declares, inspectable or not.
    public var properties: [String] = []
    public var outlets: [String] = []
    public var outletCollections: [String] = []
    /// Each outlet's (or collection's element) type as declared (`UILabel`), for offering it
    /// only objects it can hold.
    public var outletTypes: [String: String] = [:]
    /// Objective-C selectors, as `<action selector=…>` names them (`tapped:`).
    public var actions: [String] = []
    /// A constant `intrinsicContentSize` (`UIView.noIntrinsicMetric` is -1); nil when it is not
    /// overridden or not a constant.
    public var intrinsicContentSize: SourceSize?
    public var overridesIntrinsicContentSize = false
    /// The axes ("width", "height") along which the one size the override returns is
    /// `noIntrinsicMetric`, whether or not the other is a constant.
    public var noIntrinsicMetricAxes: [String] = []
    public var hasPrepareForInterfaceBuilder = false
    /// Its methods' bodies, by Swift base name or Objective-C selector (`updateBorder`,
    /// `setCornerRadius:`): the helpers a setter calls, read when drawing what it does.
    public var methods: [String: SourceMethod] = [:]
    /// Values its initializers give its properties (`_spacing = 5.f`): defaults for
    /// inspectables declared without one, perhaps in another file (an Objective-C header).
    public var initialValues: [String: String] = [:]
    /// The `@objc(Name)` it is known by at run time, where it differs.
    public var objcName: String?
    public var file: String
    public var line: Int

    public init(name: String, file: String, line: Int) {
        (self.name, self.file, self.line) = (name, file, line)
    }
}

public struct SourceSize: Codable, Equatable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) { (self.width, self.height) = (width, height) }
}

/// A method's parameter names and body, as written.
public struct SourceMethod: Codable, Equatable, Sendable {
    public var parameters: [String]
    public var body: String

    public init(parameters: [String], body: String) { (self.parameters, self.body) = (parameters, body) }
}

/// An `@IBInspectable` property (`IBInspectable` in Objective-C).
public struct SourceInspectable: Codable, Equatable, Sendable {
    public var name: String
    /// The type as written, optionals unwrapped (`CGFloat`, `UIColor`).
    public var type: String
    /// The runtime attribute type Xcode writes for it (`number`, `color`…); nil for a type Xcode
    /// cannot inspect.
    public var kind: String?
    /// The default: the initial value's text, or one set in an initializer; nil when none.
    public var defaultValue: String?
    /// The body of its `didSet` or setter, as written, for drawing what it does.
    public var setter: String?
    public var line: Int

    enum CodingKeys: String, CodingKey {
        case name, type, kind, defaultValue = "default", setter, line
    }

    /// Xcode's inspector kinds by type (the types it shows a row for).
    public static func kind(of type: String) -> String? {
        switch type {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float", "Double",
             "CGFloat", "NSNumber", "NSInteger", "NSUInteger", "int", "float", "double", "long", "short", "unsigned": "number"
        case "Bool", "BOOL", "bool": "boolean"
        case "String", "NSString": "string"
        case "CGPoint": "point"
        case "CGSize": "size"
        case "CGRect": "rect"
        case "NSRange": "range"
        case "UIColor", "NSColor": "color"
        case "UIImage", "NSImage": "image"
        default: nil
        }
    }
}
