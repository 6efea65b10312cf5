import NibModel

/// Values kept by object in an array indexed by the object's `ordinal`, not hashed by id: a
/// layout looks up a box for every item of every constraint it makes, and hashing the ids was
/// a tenth of a large first layout. An object of another build of the document (a structural
/// edit makes new objects with the same ordinals) finds nothing: each slot remembers its object.
/// The engine holds its root, so the objects it keeps values for stay alive, and their
/// identities are not reused while it lives.
struct ViewTable<Value> {
    private var slots: [(object: ObjectIdentifier, value: Value)?]

    init(capacity: Int) {
        slots = Array(repeating: nil, count: capacity)
    }

    subscript(object: NibObject) -> Value? {
        get {
            guard object.ordinal < slots.count, let slot = slots[object.ordinal], slot.object == ObjectIdentifier(object) else { return nil }
            return slot.value
        }
        set {
            if object.ordinal >= slots.count { slots += repeatElement(nil, count: object.ordinal + 1 - slots.count) }
            slots[object.ordinal] = newValue.map { (ObjectIdentifier(object), $0) }
        }
    }

    /// The object's value, `value` where it has none; changed in place (the slot is emptied
    /// while it changes, so that an array value is not copied for each change).
    subscript(object: NibObject, default value: @autoclosure () -> Value) -> Value {
        get { self[object] ?? value() }
        _modify {
            var current = self[object] ?? value()
            self[object] = nil
            defer { self[object] = current }
            yield &current
        }
    }
}
