import Cassowary
import NibModel

extension LayoutEngine {
    /// Interface Builder lays no view out shorter than nothing: where the file's constraints
    /// squeeze a view below zero (a label between neighbours that overlap it, a view's padding
    /// larger than its container), Xcode stores it 0 long and what it pushes moves instead
    /// (habitica's toast and quest labels, openHAB's widget labels, Esri's orbit sliders; Loop's
    /// progress bars and GoMap's display labels are stored 0 long too, where required
    /// constraints squeeze them and still do; no stored frame of the corpora's is negative).
    /// So each length the solve makes negative is held at zero above every priority the file
    /// uses, and solved again; a layout with none, almost all, pays one pass over its boxes.
    func keepLengthsNonNegative() {
        let strength = priorities.strength(999.5)
        var held: Set<ObjectIdentifier> = []
        /// Holds a negative length at zero, once; true when the solver took the constraint.
        func hold(_ length: Variable, _ axis: String, of view: NibObject) -> Bool {
            guard length.value < -0.5, held.insert(ObjectIdentifier(length)).inserted else { return false }
            let c = Constraint(Expression(length), .greaterOrEqual, strength: strength, label: "\(LayoutWords.quoted(view)) \(axis) ≥ 0")
            return (try? solver.add(c)) != nil
        }
        for _ in 0..<8 {   // each round can push another view below zero
            var added = false
            for view in orderedViews {
                guard let b = boxByView[view] else { continue }
                let width = hold(b.width, "width", of: view), height = hold(b.height, "height", of: view)
                added = added || width || height
            }
            guard added else { return }
            updateSolver()
        }
    }
}
