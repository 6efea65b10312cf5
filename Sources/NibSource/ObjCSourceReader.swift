/// One Objective-C header or implementation file's classes as Interface Builder sees them:
/// `IB_DESIGNABLE`, `@interface`s (class extensions and categories), `IBInspectable`,
/// `IBOutlet` and `IBOutletCollection` properties, `IBAction` methods, a constant
/// `intrinsicContentSize` and defaults set in initializers. Read declaration by declaration,
/// comments removed; nothing is compiled.
enum ObjCSourceReader {
    static func read(_ text: String, file: String, module: String?) -> [SourceClass] {
        let code = withoutComments(text)
        let patterns = Patterns()
        var types: [SourceClass] = []
        var current: Int?
        var designableNext = false
        var implementation: String?
        var lineNumber = 0
        var method: (selector: String, body: String, returns: String)?
        var depth = 0
        for rawLine in code.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = String(rawLine).trimmingWhitespace
            if line.contains("IB_DESIGNABLE") { designableNext = true }
            // The cheap test first: most lines are neither.
            if line.contains("@interface"), let match = line.firstMatch(of: patterns.interface) {
                let (name, superclass, category) = (String(match.1), match.2.map(String.init), match.3.map(String.init))
                var type = SourceClass(name: name, file: file, line: lineNumber)
                type.module = module
                type.superclass = superclass
                type.isExtension = category.map { !$0.isEmpty } ?? false   // `()` is the class's own extension
                type.designable = designableNext
                type.conformances = match.4.map { $0.split(separator: ",").map { String($0).trimmingWhitespace } } ?? []
                designableNext = false
                types.append(type)
                current = types.count - 1
                continue
            }
            if line.contains("@implementation"), let match = line.firstMatch(of: patterns.implementation) {
                implementation = String(match.1)
                current = nil
                continue
            }
            if line.hasPrefix("@end") {
                (current, implementation) = (nil, nil)
                continue
            }
            if let index = current, line.hasPrefix("@property") {
                property(line, lineNumber, into: &types[index], patterns)
                continue
            }
            if line.hasPrefix("-") || line.hasPrefix("+"), depth == 0 {
                let selector = selector(of: line, patterns)
                let target = current ?? implementation.flatMap { name in types.lastIndex { $0.name == name } }
                if line.contains("IBAction"), let index = target, !types[index].actions.contains(selector) {
                    types[index].actions.append(selector)
                }
                if let returns = line.firstMatch(of: patterns.returnType).map({ String($0.1) }) {
                    method = (selector, "", returns)
                }
            }
            // Method bodies, for intrinsicContentSize, prepareForInterfaceBuilder and defaults.
            if var body = method {
                body.body += rawLine + "\n"
                depth += rawLine.filter { $0 == "{" }.count - rawLine.filter { $0 == "}" }.count
                method = body
                if depth <= 0 && body.body.contains("{") {
                    if let name = implementation ?? current.map({ types[$0].name }) {
                        finish(body, of: name, types: &types, file: file, module: module, line: lineNumber, patterns)
                    }
                    (method, depth) = (nil, 0)
                } else if depth <= 0 && line.hasSuffix(";") {
                    (method, depth) = (nil, 0)   // a declaration, no body
                }
            }
        }
        return types
    }

    /// The patterns, made once a file: a regex literal in a function is parsed again every time
    /// it runs (element-ios's 2,685 files took 26 s, mostly in the regex parser). Not shared
    /// between files, which are read on several threads: a `Regex` is not `Sendable`.
    private struct Patterns {
        let interface = /@interface\s+(\w+)\s*(?::\s*(\w+))?\s*(?:\(\s*(\w*)\s*\))?\s*(?:<([^>]*)>)?/
        let implementation = /@implementation\s+(\w+)/
        let returnType = /^[-+]\s*\(([^)]*)\)/
        let property = /@property\s*(?:\([^)]*\))?\s*(.*?)\s*;/
        let collectionElement = /\((\w+)\)/
        let selectorPart = /(\w+)\s*:\s*(?:\([^)]*\))?\s*\w+/
        let parameter = /:\s*(?:\([^)]*\))?\s*(\w+)/
        let sizeMake = /CGSizeMake\(\s*([^,]+?)\s*,\s*([^)]+?)\s*\)/
        let assignment = /(?:self\.|_)([A-Za-z]\w*)\s*=\s*([^;]+);/
    }

    /// `@property (nonatomic) IBInspectable CGFloat cornerRadius;`,
    /// `@property (weak) IBOutlet UILabel *title;`, `IBOutletCollection(UIView) NSArray *views`.
    private static func property(_ line: String, _ lineNumber: Int, into type: inout SourceClass, _ patterns: Patterns) {
        guard let declaration = line.firstMatch(of: patterns.property)?.1 else { return }
        var tokens = declaration.split(whereSeparator: { $0.isWhitespace || $0 == "*" }).map(String.init)
        tokens.removeAll { ["nullable", "nonnull", "_Nullable", "_Nonnull", "__kindof", "const", "__weak", "__strong"].contains($0) }
        // The name whole: element-ios's `roomTitle1` and `roomTitle2` are outlets of their own.
        guard let last = tokens.last, !last.hasPrefix("[") else { return }
        let name = String(last.prefix { $0 != "[" })
        type.properties.append(name)
        if tokens.contains("IBInspectable") {
            let typeName = tokens.dropLast().filter { $0 != "IBInspectable" }.joined(separator: " ")
            guard !typeName.isEmpty else { return }
            type.inspectables.append(SourceInspectable(name: name, type: typeName, kind: SourceInspectable.kind(of: typeName),
                                                       defaultValue: nil, setter: nil, line: lineNumber))
        } else if tokens.contains("IBOutlet") {
            type.outlets.append(name)
            if let declared = tokens.dropLast().last(where: { $0 != "IBOutlet" }) { type.outletTypes[name] = declared }
        } else if let collection = tokens.first(where: { $0.hasPrefix("IBOutletCollection") }) {
            type.outletCollections.append(name)
            if let element = collection.firstMatch(of: patterns.collectionElement)?.1 { type.outletTypes[name] = String(element) }
        }
    }

    /// `- (IBAction)tapped:(id)sender forEvent:(UIEvent *)event` → `tapped:forEvent:`.
    private static func selector(of line: String, _ patterns: Patterns) -> String {
        var rest = Substring(line.drop { $0 == "-" || $0 == "+" })
        if let close = rest.firstIndex(of: ")"), rest.trimmingPrefixWhitespace.hasPrefix("(") { rest = rest[rest.index(after: close)...] }
        let head = rest.prefix { $0 != "{" && $0 != ";" }
        let parts = !head.contains(":") ? [] : head.matches(of: patterns.selectorPart).map { String($0.1) + ":" }
        if !parts.isEmpty { return parts.joined() }
        return String(head.trimmingPrefixWhitespace.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    private static func finish(_ method: (selector: String, body: String, returns: String), of name: String, types: inout [SourceClass],
                               file: String, module: String?, line: Int, _ patterns: Patterns) {
        let index = types.lastIndex { $0.name == name && !$0.isExtension } ?? {
            var type = SourceClass(name: name, file: file, line: line)
            type.module = module
            types.append(type)
            return types.count - 1
        }()
        if let open = method.body.firstIndex(of: "{"), let close = method.body.lastIndex(of: "}"), open < close,
           types[index].methods[method.selector] == nil {
            let declaration = method.body[..<open]
            let parameters = declaration.matches(of: patterns.parameter).map { String($0.1) }
            types[index].methods[method.selector] = SourceMethod(
                parameters: parameters, body: String(method.body[method.body.index(after: open)..<close]))
        }
        switch method.selector {
        case "intrinsicContentSize":
            types[index].overridesIntrinsicContentSize = true
            let sizes = method.body.matches(of: patterns.sizeMake)
            if sizes.count == 1 {
                let (width, height) = (String(sizes[0].1), String(sizes[0].2))
                if let w = IntrinsicSize.number(width), let h = IntrinsicSize.number(height) {
                    types[index].intrinsicContentSize = SourceSize(width: w, height: h)
                }
                types[index].noIntrinsicMetricAxes = IntrinsicSize.axesWithoutMetric(width: width, height: height)
            }
        case "prepareForInterfaceBuilder":
            types[index].hasPrepareForInterfaceBuilder = true
        case let selector where ["init", "setup", "awakefromnib"].contains(where: selector.lowercased().contains):
            for match in method.body.matches(of: patterns.assignment) {
                let (property, value) = (String(match.1), String(match.2).trimmingWhitespace)
                if types[index].initialValues[property] == nil { types[index].initialValues[property] = value }
            }
        default:
            break
        }
    }

    /// The code with `//` and `/* */` comments blanked (lines kept, for line numbers).
    static func withoutComments(_ text: String) -> String {
        var out = ""
        var iterator = Array(text.unicodeScalars)[...]
        var inString = false
        while let c = iterator.first {
            iterator = iterator.dropFirst()
            if inString {
                out.unicodeScalars.append(c)
                if c == "\\", let next = iterator.first { out.unicodeScalars.append(next); iterator = iterator.dropFirst() }
                else if c == "\"" { inString = false }
                continue
            }
            if c == "\"" { inString = true; out.unicodeScalars.append(c); continue }
            if c == "/", iterator.first == "/" {
                while let d = iterator.first, d != "\n" { iterator = iterator.dropFirst() }
                continue
            }
            if c == "/", iterator.first == "*" {
                iterator = iterator.dropFirst()
                while let d = iterator.first {
                    iterator = iterator.dropFirst()
                    if d == "\n" { out.append("\n") }
                    if d == "*", iterator.first == "/" { iterator = iterator.dropFirst(); break }
                }
                continue
            }
            out.unicodeScalars.append(c)
        }
        return out
    }
}

extension Substring {
    var trimmingPrefixWhitespace: Substring { drop { $0.isWhitespace } }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let f = text.first, set.contains(f) { text.removeFirst() }
        while let l = text.last, set.contains(l) { text.removeLast() }
        return String(text)
    }
}
