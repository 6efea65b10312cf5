import NibModel

/// What Xcode's constraint inspector lists under a constraint's Constant and Installed fields
/// when it varies by size class ("Vary for Traits"): the constant each size class gives it, and
/// whether the default and each size class install it. Shown, not edited, beside the fields.
public enum SizeClassRows {
    /// A variation's size classes as Interface Builder names them, width first: "wC hR" for
    /// `heightClass=regular-widthClass=compact`; other keys (a device, an idiom) as written.
    public static func name(of key: String) -> String {
        guard let classes = ConstraintVariation.sizeClasses(of: key) else { return key }
        var width: String?, height: String?
        for (trait, value) in classes {
            guard let letter = ["compact": "C", "regular": "R"][value] else { return key }
            if trait == "widthClass" { width = "w" + letter } else { height = "h" + letter }
        }
        return [width, height].compactMap { $0 }.joined(separator: " ")
    }

    /// The rows for `constraint`: "Installed" No where the default uninstalls it, "Installed
    /// (wC hR)" for each size class that installs or uninstalls it, "Constant (wC)" for each
    /// size class that gives it its own constant; none for a constraint that does not vary.
    public static func rows(for constraint: NibConstraint, in document: NibDocument) -> [(name: String, value: String)] {
        var rows: [(name: String, value: String)] = []
        for variation in document.constraintVariations {
            let installed = variation.included.contains(constraint.id) ? true : variation.excluded.contains(constraint.id) ? false : nil
            guard let installed else { continue }
            let label = variation.key == "default" ? "Installed" : "Installed (\(name(of: variation.key)))"
            rows.append((label, installed ? "Yes" : "No"))
        }
        for variation in constraint.element.childElements where variation.name == "variation" {
            guard let key = variation[attribute: "key"], let constant = variation[attribute: "constant"] else { continue }
            rows.append(("Constant (\(name(of: key)))", constant))
        }
        return rows
    }
}
