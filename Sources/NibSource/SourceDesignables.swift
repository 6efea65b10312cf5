import Foundation
import NibModel

extension SourceIndex {
    /// The inspector's designable sections for an object, from the code: one per class of its
    /// chain that declares inspectables (its own class, its superclasses, the UIKit classes the
    /// project extends), titled as Xcode titles them; empty when the code declares none for it.
    /// Types Xcode cannot inspect, and images (not edited here yet), are left out.
    public func designableSections(for object: NibObject) -> [InspectableSection] {
        let className = object.customClass ?? UIKitClasses.className(ofElement: object.className)
        return inspectables(of: className).compactMap { owner, list in
            let rows = list.compactMap { source -> Inspectable? in
                guard let kind = source.kind.flatMap(Self.kind) else { return nil }
                return Inspectable(name: source.name, kind: kind, storage: .runtimeAttribute(source.name),
                                   defaultValue: source.defaultValue.flatMap { Self.defaultText($0, kind: kind) })
            }
            return rows.isEmpty ? nil : InspectableSection(title: Self.title(owner), inspectables: rows)
        }
    }

    /// The natural size the code gives an object: the nearest class of its chain that overrides
    /// `intrinsicContentSize`, when it returns a constant (`UIView.noIntrinsicMetric` is none
    /// along that axis); nil when no class overrides it.
    /// Where the override computes the size (Cosmos' stars, HCSStarRatingView's, the height of
    /// SkyFloatingLabelTextField's title and text), Interface Builder runs a designable's code
    /// and lays the view out at the size it returns, which Nibbler cannot run: the file's frame,
    /// which Xcode laid out so, stands for it, as a placeholder would. A class Xcode does not
    /// run gives none there. Xcode's "Intrinsic Size: Placeholder" in the file wins over the code.
    public func intrinsicContentSize(for object: NibObject) -> (width: Double?, height: Double?)? {
        guard let custom = object.customClass else { return nil }
        let placeholder = ["placeholderIntrinsicWidth", "placeholderIntrinsicHeight"].map { object.element[attribute: $0] }
        if placeholder.contains(where: { $0 != nil }) {
            return (placeholder[0].flatMap(Double.init), placeholder[1].flatMap(Double.init))   // "infinite": none
        }
        for name in chain(of: custom) {
            guard let type = entries(named: name).first(where: \.overridesIntrinsicContentSize) else { continue }
            if let size = type.intrinsicContentSize { return (size.width < 0 ? nil : size.width, size.height < 0 ? nil : size.height) }
            guard isDesignable(object) == true, let frame = object.frame else { return nil }
            let none = type.noIntrinsicMetricAxes
            return (none.contains("width") ? nil : frame.width, none.contains("height") ? nil : frame.height)
        }
        return nil
    }

    /// Whether an object's custom class, or a class it inherits from, is @IBDesignable: Interface
    /// Builder runs its code. Nil for an object of no custom class or of one the project does
    /// not declare.
    public func isDesignable(_ object: NibObject) -> Bool? {
        guard let custom = object.customClass, declares(custom) else { return nil }
        return chain(of: name(custom)).contains { entries(named: $0).contains(where: \.designable) }
    }

    private static func kind(_ name: String) -> Inspectable.Kind? {
        ["number": .number, "boolean": .boolean, "string": .string, "color": .color, "point": .point, "size": .size, "rect": .rect][name]
    }

    /// A default the inspector can show and compare: a number, YES/NO, a string's text.
    static func defaultText(_ source: String, kind: Inspectable.Kind) -> String? {
        switch kind {
        case .number:
            var text = source.trimmingCharacters(in: .whitespaces)
            if text.hasSuffix("f") || text.hasSuffix("F") { text.removeLast() }
            return Double(text).map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int64($0)) : String($0) }
        case .boolean:
            return ["true": "YES", "YES": "YES", "false": "NO", "NO": "NO"][source]
        case .string:
            guard source.hasPrefix("\""), source.hasSuffix("\""), source.count >= 2 else { return nil }
            return String(source.dropFirst().dropLast())
        default:
            return nil
        }
    }

    /// `RoundedView` → "Rounded View", `UIView` → "View": the section titles of Xcode's
    /// Attributes inspector.
    static func title(_ className: String) -> String {
        var name = Substring(className)
        if name.hasPrefix("UI") || name.hasPrefix("NS"), name.dropFirst(2).first?.isUppercase == true { name = name.dropFirst(2) }
        var words = ""
        for (k, c) in name.enumerated() {
            let previous = k > 0 ? name[name.index(name.startIndex, offsetBy: k - 1)] : " "
            if k > 0, c.isUppercase, !previous.isUppercase { words += " " }
            words.append(c)
        }
        return words
    }
}
