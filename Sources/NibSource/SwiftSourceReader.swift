import SwiftParser
import SwiftSyntax

/// One Swift file's classes, extensions and protocols as Interface Builder sees them, read with
/// swift-syntax.
enum SwiftSourceReader {
    struct SyntaxError: Error { let line: Int }

    /// The file's types; a file with a syntax error is refused (where it is, its declarations
    /// cannot be trusted: the parser's recovery guesses). A file is read as the Swift 6 language
    /// mode reads it, or else as Swift 5's does: projects are built in either, and Swift 5 only
    /// warns of what 6 refuses, such as a space before an attribute's arguments (ChatSecure's
    /// `@objc (OTRVerticalStackViewGravity) public enum Gravity`).
    static func read(_ text: String, file: String, module: String?) throws(SyntaxError) -> [SourceClass] {
        var tree = Parser.parse(source: text)
        if tree.hasError {
            var utf8 = text
            let swift5 = utf8.withUTF8 { Parser.parse(source: $0, swiftVersion: .v5) }
            if !swift5.hasError { tree = swift5 }
        }
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        if tree.hasError {
            let bad = tree.tokens(viewMode: .all).first { $0.presence == .missing || $0.hasError || $0.parent?.hasError == true && $0.parent?.is(UnexpectedNodesSyntax.self) == true }
            throw SyntaxError(line: bad.map { $0.startLocation(converter: converter).line } ?? 1)
        }
        let visitor = TypeVisitor(file: file, module: module, converter: converter)
        visitor.walk(tree)
        return visitor.types
    }
}

private final class TypeVisitor: SyntaxVisitor {
    let file: String
    let module: String?
    let converter: SourceLocationConverter
    private(set) var types: [SourceClass] = []
    /// The type being read (an index into `types`), nil inside a struct or enum.
    private var open: [Int?] = []
    /// Values given to properties in initializers and setup methods, per type: defaults
    /// where the declaration has none.
    private var assigned: [Int: [String: String]] = [:]

    init(file: String, module: String?, converter: SourceLocationConverter) {
        (self.file, self.module, self.converter) = (file, module, converter)
        super.init(viewMode: .sourceAccurate)
    }

    private func line(_ node: some SyntaxProtocol) -> Int { node.startLocation(converter: converter).line }

    private func begin(_ name: String, at node: some SyntaxProtocol, attributes: AttributeListSyntax,
                       inherited: InheritanceClauseSyntax?, configure: (inout SourceClass) -> Void) {
        var type = SourceClass(name: name, file: file, line: line(node))
        type.module = module
        type.designable = attributes.has("IBDesignable")
        type.objcName = attributes.objcName
        let names = inherited?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        type.superclass = names.first
        type.conformances = Array(names.dropFirst())
        configure(&type)
        types.append(type)
        open.append(types.count - 1)
    }

    private func end() {
        guard let index = open.popLast(), let index, let values = assigned[index] else { return }
        types[index].initialValues = values
        for i in types[index].inspectables.indices where types[index].inspectables[i].defaultValue == nil {
            types[index].inspectables[i].defaultValue = values[types[index].inspectables[i].name]
        }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        begin(Self.bare(node.name), at: node, attributes: node.attributes, inherited: node.inheritanceClause) { _ in }
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { end() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        begin(node.extendedType.trimmedDescription, at: node, attributes: node.attributes, inherited: node.inheritanceClause) {
            $0.isExtension = true
            $0.conformances = ($0.superclass.map { [$0] } ?? []) + $0.conformances   // an extension adds conformances only
            $0.superclass = nil
        }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { end() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        begin(Self.bare(node.name), at: node, attributes: node.attributes, inherited: node.inheritanceClause) {
            $0.isProtocol = true
            $0.conformances = ($0.superclass.map { [$0] } ?? []) + $0.conformances
            $0.superclass = nil
        }
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { end() }

    // Structs and enums hold nothing Interface Builder reads, nor do their members.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { open.append(nil); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { _ = open.popLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { open.append(nil); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { _ = open.popLast() }
    // Nor do a function's local variables.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let current = open.last, let index = current else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self).map({ Self.bare($0.identifier) }) else { continue }
            types[index].properties.append(name)
            let declared = binding.typeAnnotation.map { Self.unwrapped($0.type.trimmedDescription) }
            let initial = binding.initializer?.value.trimmedDescription
            if node.attributes.has("IBInspectable") {
                let type = declared ?? initial.map(Self.inferredType) ?? "?"
                types[index].inspectables.append(SourceInspectable(
                    name: name, type: type, kind: SourceInspectable.kind(of: type), defaultValue: initial,
                    setter: binding.accessorBlock.flatMap(Self.setter), line: line(binding)))
            }
            if node.attributes.has("IBOutlet") {
                let isCollection = declared?.hasPrefix("[") == true
                if isCollection { types[index].outletCollections.append(name) } else { types[index].outlets.append(name) }
                if let declared { types[index].outletTypes[name] = declared.trimmingCharacters(in: "[]") }
            }
            if name == "intrinsicContentSize", node.modifiers.contains(where: { $0.name.text == "override" }) {
                types[index].overridesIntrinsicContentSize = true
                types[index].intrinsicContentSize = binding.accessorBlock.flatMap { IntrinsicSize.constant(in: $0.trimmedDescription) }
                types[index].noIntrinsicMetricAxes = binding.accessorBlock.map { IntrinsicSize.axesWithoutMetric(in: $0.trimmedDescription) } ?? []
            }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let current = open.last, let index = current else { return .skipChildren }
        let name = Self.bare(node.name)
        if node.attributes.has("IBAction") || node.attributes.has("IBSegueAction") {
            types[index].actions.append(node.attributes.objcName ?? Self.selector(name, node.signature.parameterClause.parameters))
        }
        if name == "prepareForInterfaceBuilder" { types[index].hasPrepareForInterfaceBuilder = true }
        if let body = node.body, types[index].methods[name] == nil {
            let parameters = node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
            types[index].methods[name] = SourceMethod(parameters: parameters, body: body.statements.trimmedDescription)
        }
        if ["awakeFromNib", "commonInit", "setup", "setUp", "configure", "initialize"].contains(where: { name.hasPrefix($0) }), let body = node.body {
            record(assignmentsIn: body, into: index)
        }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let current = open.last, let index = current, let body = node.body {
            record(assignmentsIn: body, into: index)
            let labels = node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            types[index].methods["init(\(labels))"] = SourceMethod(parameters: node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text },
                                                                 body: body.statements.trimmedDescription)
        }
        return .skipChildren
    }

    /// `name = value` and `self.name = value` at the top of a body, where the value is a literal
    /// or a simple constant (no call with arguments from the body).
    private func record(assignmentsIn body: CodeBlockSyntax, into index: Int) {
        for item in body.statements {
            let text = item.item.trimmedDescription
            guard let match = text.wholeMatch(of: /(?:self\.)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.+)/) else { continue }
            let (name, value) = (String(match.1), String(match.2).trimmingWhitespace)
            if assigned[index]?[name] == nil { assigned[index, default: [:]][name] = value }
        }
    }

    /// The body of a `didSet` or `set`.
    private static func setter(_ block: AccessorBlockSyntax) -> String? {
        guard case .accessors(let accessors) = block.accessors else { return nil }
        guard let setter = accessors.first(where: { ["didSet", "set"].contains($0.accessorSpecifier.text) }),
              let body = setter.body?.statements.trimmedDescription else { return nil }
        // `set(radius) { … }` names the new value itself.
        if let parameter = setter.parameters?.name.text { return "let \(parameter) = newValue\n" + body }
        return body
    }

    /// `CGFloat?`, `UIColor!`, `Optional<UIImage>` → the wrapped type.
    static func unwrapped(_ type: String) -> String {
        var type = type
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { type = String(type.dropFirst(9).dropLast()) }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return type
    }

    /// The type of a literal or a constructor call (`0.5`, `true`, `"x"`, `UIColor.red`).
    static func inferredType(_ value: String) -> String {
        if value == "true" || value == "false" { return "Bool" }
        if value.hasPrefix("\"") { return "String" }
        if Int(value) != nil { return "Int" }
        if Double(value) != nil { return "Double" }
        let head = value.prefix { $0.isLetter || $0.isNumber }
        return head.isEmpty ? "?" : String(head)
    }

    /// A name as Objective-C and the documents know it, without the backticks that let Swift use
    /// a keyword (zotero's `` @IBOutlet weak var `switch`: UISwitch! `` is the outlet "switch").
    static func bare(_ token: TokenSyntax) -> String { token.identifier?.name ?? token.text }

    /// The Objective-C selector of a Swift method, as `<action selector=…>` names it.
    static func selector(_ name: String, _ parameters: FunctionParameterListSyntax) -> String {
        var selector = name
        for (i, parameter) in parameters.enumerated() {
            let label = Self.bare(parameter.firstName)
            if i == 0 {
                if label != "_" { selector += "With" + label.prefix(1).uppercased() + label.dropFirst() }
                selector += ":"
            } else {
                selector += (label == "_" ? "" : label) + ":"
            }
        }
        return selector
    }
}

extension AttributeListSyntax {
    func has(_ name: String) -> Bool {
        contains { element in
            if case .attribute(let attribute) = element { attribute.attributeName.trimmedDescription == name } else { false }
        }
    }

    /// The name in `@objc(name)`.
    var objcName: String? {
        for element in self {
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "objc",
                  let arguments = attribute.arguments else { continue }
            let name = arguments.trimmedDescription.filter { !$0.isWhitespace }
            if !name.isEmpty { return name }
        }
        return nil
    }
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return String(text)
    }
}

/// A constant intrinsic size: `CGSize(width: 110, height: 28)`, with `UIView.noIntrinsicMetric`
/// (or `UIViewNoIntrinsicMetric`) as -1.
enum IntrinsicSize {
    static func constant(in body: String) -> SourceSize? {
        guard let (width, height) = onlySize(in: body), let width = number(width), let height = number(height) else { return nil }
        return SourceSize(width: width, height: height)
    }

    /// The axes along which the one `CGSize(width:height:)` of the body is `noIntrinsicMetric`.
    static func axesWithoutMetric(in body: String) -> [String] {
        guard let (width, height) = onlySize(in: body) else { return [] }
        return axesWithoutMetric(width: width, height: height)
    }

    static func axesWithoutMetric(width: String, height: String) -> [String] {
        [("width", width), ("height", height)].filter { number($0.1) == -1 }.map(\.0)
    }

    /// The width and height written in the body's `CGSize(width:height:)`, when it has one.
    private static func onlySize(in body: String) -> (String, String)? {
        let sizes = body.matches(of: /CGSize\(\s*width:\s*([^,]+?)\s*,\s*height:\s*([^)]+?)\s*\)/)
        guard sizes.count == 1, let match = sizes.first else { return nil }
        return (String(match.1), String(match.2))
    }

    static func number(_ text: String) -> Double? {
        if text.hasSuffix("noIntrinsicMetric") || text == "UIViewNoIntrinsicMetric" { return -1 }
        return Double(text)
    }
}
