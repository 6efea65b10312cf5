import NibModel
import XMLTree

extension SourceIndex {
    /// How the project's code makes an object look at a size: its runtime attributes applied
    /// in the file's order, as UIKit applies them when the nib loads, each through its setter
    /// (read, never run) or straight onto the layer for `layer.…` key paths. nil when the code
    /// declares no inspectables for the object's classes (the renderer's usual reading then).
    public func look(for object: NibObject, width: Double, height: Double) -> ViewLook? {
        let className = object.customClass ?? UIKitClasses.className(ofElement: object.className)
        let declared = inspectables(of: className).flatMap(\.inspectables)
        guard !declared.isEmpty else { return nil }
        var interpreter = SetterInterpreter(method: { method($0, inChainOf: className) }, width: width, height: height)
        for inspectable in declared {
            interpreter.variables[inspectable.name] = inspectable.defaultValue.map { interpreter.value(of: $0) } ?? .null
        }
        var notDrawn: [String] = []
        for entry in RuntimeAttributes.container(of: object.element)?.childElements ?? [] {
            guard let keyPath = entry[attribute: "keyPath"], let stored = RuntimeAttributes.value(of: entry) else { continue }
            let value = SetterValue(stored)
            if keyPath.hasPrefix("layer.") {
                interpreter.understood = true
                interpreter.apply(keyPath, value)
                continue
            }
            guard let inspectable = declared.first(where: { $0.name == keyPath }) else { continue }
            interpreter.variables[keyPath] = value
            interpreter.understood = true
            if let body = inspectable.setter {
                interpreter.run(body, bindings: ["newValue": value, keyPath: value])
            } else if let setter = method("set" + keyPath.prefix(1).uppercased() + keyPath.dropFirst() + ":", inChainOf: className) {
                interpreter.run(setter.body, bindings: Dictionary(uniqueKeysWithValues: setter.parameters.prefix(1).map { ($0, value) }))
            } else {
                interpreter.understood = false   // stored for code Nibbler does not read (`draw(_:)`, `layoutSubviews`)
            }
            if !interpreter.understood { notDrawn.append(keyPath) }
        }
        var look = interpreter.look
        look.notDrawn = notDrawn
        return look
    }

    /// A method by Swift base name or Objective-C selector, from the nearest class of the chain
    /// that has it, or an extension of a protocol one of them adopts.
    public func method(_ name: String, inChainOf className: String) -> SourceMethod? {
        for owner in chain(of: self.name(className)) {
            let own = entries(named: owner)
            if let found = own.lazy.compactMap({ $0.methods[name] }).first { return found }
            let adopted = Set(own.flatMap(\.conformances))
            for protocolName in adopted.sorted() {
                if let found = protocolExtensions(named: protocolName).lazy.compactMap({ $0.methods[name] }).first { return found }
            }
        }
        return nil
    }
}

extension NibDocument {
    /// Reads the project's code into the document: the inspector's designable sections, the
    /// layout's intrinsic sizes and designable classes, the renderer's looks.
    public func useProject(_ index: SourceIndex) {
        projectInspectables = { index.designableSections(for: $0) }
        projectIntrinsicSize = { index.intrinsicContentSize(for: $0) }
        projectDesignable = { index.isDesignable($0) }
        projectLook = { index.look(for: $0, width: $1, height: $2) }
    }
}

extension SourceIndex {
    /// The nib names a class's code loads (`loadNibNamed("CardView", …)`,
    /// `UINib(nibName: "CardView", …)`, or its own name through `String(describing: …)`),
    /// nearest class first.
    public func nibNames(loadedBy className: String) -> [String] {
        var names: [String] = []
        for owner in chain(of: name(className)) {
            for entry in entries(named: owner) {
                for method in entry.methods.values {
                    for match in method.body.matches(of: /(?:loadNibNamed|nibName:|nibWithNibName:)\s*\(?\s*@?"([^"]+)"/) {
                        names.append(String(match.1))
                    }
                    if method.body.contains(/(?:loadNibNamed|nibName:)\s*\(?\s*String\(describing:\s*(?:self|Self\.self|type\(of:\s*self\)|\w+\.self)/) {
                        names.append(owner)
                    }
                }
            }
        }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
