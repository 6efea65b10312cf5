import NibModel
import XMLTree

/// What a screen's size classes make of a document's constraints: the ones they uninstall, and
/// the constants they set (`<variation key="widthClass=compact" constant="30"/>`), for drawing
/// constraints as Interface Builder shows them on that device.
public struct SizeClassConstraints: Equatable {
    public var uninstalled: Set<String> = []
    public var constants: [String: Double] = [:]

    public init(uninstalled: Set<String> = [], constants: [String: Double] = [:]) {
        (self.uninstalled, self.constants) = (uninstalled, constants)
    }

    /// The constraint's constant on the device: its size class's, or the file's.
    public func constant(of c: NibConstraint) -> Double { constants[c.id] ?? c.constant }
}

/// The size classes a screen has, as UIKit gives them, to pick a file's size-class variations
/// (`<variation key="heightClass=regular-widthClass=compact" axis="vertical"/>`).
struct SizeClasses {
    let width: String
    let height: String

    /// iPads are regular both ways; phones are compact wide, regular tall, and compact tall when
    /// turned, where the Plus and Max phones become regular wide. A document that names no
    /// device (Xcode 7 and before, screen "frame") is shown at Xcode 7's base configuration,
    /// "Any Width, Any Height": only its defaults apply, no size class's variation.
    init(screen: Device) {
        if screen.id == "frame" {
            (width, height) = ("any", "any")
            return
        }
        let pad = screen.id.hasPrefix("ipad")
        let landscape = screen.width > screen.height
        width = pad || (landscape && screen.width >= 736) ? "regular" : "compact"
        height = pad || !landscape ? "regular" : "compact"
    }

    /// The value the variation for these size classes gives the attribute `name`, if any: the
    /// most specific one's (`heightClass=regular-widthClass=compact` over `widthClass=compact`).
    func variation(_ name: String, of element: XMLElement) -> String? {
        mostSpecificVariation(of: element) { $0[attribute: name] }
    }

    /// The element keyed `key` that the variation for these size classes holds, if any: a font
    /// varied for traits (`<variation key="widthClass=compact"><fontDescription key="fontDescription" …/>`).
    func variationChild(keyed key: String, of element: XMLElement) -> XMLElement? {
        mostSpecificVariation(of: element) { $0.childElements.first { $0[attribute: "key"] == key } }
    }

    private func mostSpecificVariation<T>(of element: XMLElement, _ value: (XMLElement) -> T?) -> T? {
        var best: (specificity: Int, value: T)?
        element.forEachChildElement { v in
            guard v.name == "variation", let s = specificity(v[attribute: "key"] ?? ""), s > 0, s >= best?.specificity ?? 0,
                  let found = value(v) else { return }
            best = (s, found)
        }
        return best?.value
    }

    /// Whether the stack view `stack` lays its views out side by side in these size classes: its
    /// axis, or a variation's.
    func isHorizontal(_ stack: NibObject) -> Bool {
        (variation("axis", of: stack.element) ?? stack.axis) == "horizontal"
    }

    /// What these size classes leave uninstalled of the masks' references: constraints, or views
    /// given subview masks. As Interface Builder's "Installed" checkboxes work, one is installed
    /// unless a mask says otherwise, and of the masks that name it and apply here, the most
    /// specific decides: `default` (every size class), then one size class, then both.
    func uninstalled(_ variations: [ConstraintVariation]) -> Set<String> {
        var decided: [String: (specificity: Int, installed: Bool)] = [:]
        for variation in variations {
            guard let s = specificity(variation.key) else { continue }
            for (ids, installed) in [(variation.excluded, false), (variation.included, true)] {
                for id in ids where s >= decided[id]?.specificity ?? 0 { decided[id] = (s, installed) }
            }
        }
        return Set(decided.compactMap { $0.value.installed ? nil : $0.key })
    }

    /// The document's constraints at these size classes.
    func constraints(of document: NibDocument) -> SizeClassConstraints {
        var constants: [String: Double] = [:]
        for (_, c) in document.constraints {
            if let value = constant(of: c) { constants[c.id] = value }
        }
        return SizeClassConstraints(uninstalled: uninstalled(document.constraintVariations), constants: constants)
    }

    /// The constant these size classes give a constraint, nil where they give none.
    func constant(of c: NibConstraint) -> Double? {
        variation("constant", of: c.element).flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
    }

    /// How many size classes a variation's key names when they all are these (0 for `default`);
    /// nil when it is for other size classes, or for something else (a device, an idiom).
    private func specificity(_ key: String) -> Int? {
        if key == "default" { return 0 }
        guard let classes = ConstraintVariation.sizeClasses(of: key),
              classes.allSatisfy({ $0.value == ($0.trait == "widthClass" ? width : height) }) else { return nil }
        return classes.count
    }
}

extension Device {
    /// The font `view`'s text is set in on this screen: the one its size classes' variation
    /// gives (a font varied for traits in Interface Builder's inspector: Loop's 45 pt digits
    /// are 42 pt on a phone held upright, as its stored frames are), else its own.
    public func textFont(of view: NibObject) -> FontDescription {
        SizeClasses(screen: self).variationChild(keyed: "fontDescription", of: view.element).map(FontDescription.init(element:)) ?? view.textFont
    }
}
