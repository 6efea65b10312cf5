import NibModel

/// What Ctrl+dragging from one object onto an owner (File's Owner, a controller) offers, as
/// Interface Builder's popover does: the owner's outlets that can hold the dragged object, and,
/// from a control, the owner's actions with the event Xcode connects by default.
public struct ConnectionChoices: Equatable, Sendable {
    public struct Outlet: Equatable, Sendable {
        public let property: String
        public let isCollection: Bool

        public init(property: String, isCollection: Bool) { (self.property, self.isCollection) = (property, isCollection) }
    }
    public var outlets: [Outlet] = []
    public var actions: [String] = []
    /// The event an action from this control is connected for (`touchUpInside` for a button).
    public var eventType: String?

    public var isEmpty: Bool { outlets.isEmpty && actions.isEmpty }

    public init() {}
}

extension SourceIndex {
    /// The connections from `object` to `owner` the owner's code declares.
    public func connectionChoices(from object: NibObject, to owner: NibObject) -> ConnectionChoices {
        guard let ownerClass = owner.customClass else { return ConnectionChoices() }
        let objectChain = Set(chain(of: object.customClass ?? UIKitClasses.className(ofElement: object.className))
                              + chain(of: UIKitClasses.className(ofElement: object.className)))
        var choices = ConnectionChoices()
        for name in chain(of: self.name(ownerClass)) {
            for entry in entries(named: name) {
                for (property, isCollection) in entry.outlets.map({ ($0, false) }) + entry.outletCollections.map({ ($0, true) })
                where !choices.outlets.contains(where: { $0.property == property }) {
                    if holds(entry.outletTypes[property], objectChain) {
                        choices.outlets.append(ConnectionChoices.Outlet(property: property, isCollection: isCollection))
                    }
                }
                if let event = Self.defaultEvent[object.className] {
                    choices.eventType = event
                    choices.actions += entry.actions.filter { !choices.actions.contains($0) }
                }
            }
        }
        choices.outlets.sort { $0.property < $1.property }
        choices.actions.sort()
        return choices
    }

    /// Whether an outlet of this declared type can hold an object of that chain; a type
    /// Nibbler knows nothing of (a protocol, a typealias) can.
    private func holds(_ type: String?, _ objectChain: Set<String>) -> Bool {
        guard let type, !["id", "AnyObject", "NSObject", "Any"].contains(type) else { return true }
        let known = UIKitClasses.superclass(of: type) != nil || !entries(named: type).isEmpty
        return !known || objectChain.contains(type)
    }

    /// The event Interface Builder connects a control's action for.
    static let defaultEvent: [String: String] = [
        "button": "touchUpInside", "switch": "valueChanged", "slider": "valueChanged", "segmentedControl": "valueChanged",
        "stepper": "valueChanged", "datePicker": "valueChanged", "pageControl": "valueChanged", "textField": "editingDidEnd",
    ]
}
