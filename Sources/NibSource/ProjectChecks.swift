import Foundation
import NibModel
import XMLTree

/// A problem between a document and the project's code, in words.
public struct SourceIssue: Equatable {
    public enum Severity: String { case error, warning }
    public let severity: Severity
    /// The document's object it is about; empty for an issue in the source.
    public let objectID: String
    /// The source file (relative to the project) for an issue in the source; nil for one in
    /// the document.
    public var sourceFile: String? = nil
    public let line: Int
    public let message: String
}

/// What Interface Builder's connections need from the code, checked without running it: outlets
/// and actions that exist, runtime attributes that name a property of the right kind, custom
/// classes that the source declares, and @IBOutlets some document connects.
public struct ProjectChecks {
    let index: SourceIndex
    /// `Class.property` for every outlet connected in any of the project's documents.
    let connected: Set<String>

    public init(index: SourceIndex, projectFolder: String?) {
        self.index = index
        connected = projectFolder.map(Self.connectedOutlets) ?? []
    }

    public func issues(in document: NibDocument) -> [SourceIssue] {
        var issues: [SourceIssue] = []
        var usedClasses: [String] = []
        for object in document.allObjects {
            let element = object.element
            let className = Self.className(of: element)
            if let custom = element[attribute: "customClass"] {
                usedClasses.append(custom)
                let module = element[attribute: "customModule"]
                let sourceHasModule = module.map(index.modules.contains) ?? !index.types.isEmpty
                if !index.declares(custom), sourceHasModule, element[attribute: "customModuleProvider"] != nil || module != nil {
                    issues.append(issue(.error, element, "\(Self.name(object)) has the custom class “\(custom)”\(module.map { " (module \($0))" } ?? ""), which the project's source does not declare: at run time, “Unknown class \(custom) in Interface Builder file”"))
                }
            }
            for connection in element.childElements.first(where: { $0.name == "connections" })?.childElements ?? [] {
                issues += check(connection, of: object, className: className, in: document)
            }
            for attribute in element.childElements.first(where: { $0.name == "userDefinedRuntimeAttributes" })?.childElements ?? [] {
                issues += check(runtimeAttribute: attribute, of: object, className: className)
            }
        }
        for name in Set(usedClasses).sorted() {
            for type in index.entries(named: name) {
                for inspectable in type.inspectables where inspectable.kind == nil {
                    issues.append(SourceIssue(severity: .warning, objectID: "", sourceFile: type.file, line: inspectable.line, message:
                        "@IBInspectable \(name).\(inspectable.name) is a \(inspectable.type), a type Interface Builder cannot inspect: it shows no row for it"))
                }
                guard !connected.isEmpty else { continue }
                for outlet in type.outlets + type.outletCollections where !connected.contains("\(name).\(outlet)") {
                    issues.append(SourceIssue(severity: .warning, objectID: "", sourceFile: type.file, line: type.line, message:
                        "@IBOutlet \(name).\(outlet) is connected in none of the project's documents"))
                }
            }
        }
        return issues
    }

    // MARK: Connections

    private func check(_ connection: XMLElement, of object: NibObject, className: String, in document: NibDocument) -> [SourceIssue] {
        switch connection.name {
        case "outlet", "outletCollection":
            guard let property = connection[attribute: "property"], knowsChain(of: className),
                  !index.outlets(of: className).contains(property), !UIKitClasses.outletNames.contains(property) else { return [] }
            return [issue(.error, connection, "\(Self.name(object)) connects the outlet “\(property)”, which is not an @IBOutlet of \(className) or its superclasses: at run time, “this class is not key value coding-compliant for the key \(property)”, a crash")]
        case "action":
            guard let selector = connection[attribute: "selector"], let target = connection[attribute: "destination"].flatMap({ document.elementsByID[$0] }) else { return [] }
            let targetClass = Self.className(of: target)
            guard knowsChain(of: targetClass), !index.actions(of: targetClass).contains(selector) else { return [] }
            return [issue(.error, connection, "\(Self.name(object)) sends the action “\(selector)” to \(targetClass), which has no @IBAction \(selector) (nor have its superclasses): at run time, “unrecognized selector sent to instance”")]
        default:
            return []
        }
    }

    private func check(runtimeAttribute attribute: XMLElement, of object: NibObject, className: String) -> [SourceIssue] {
        guard let keyPath = attribute[attribute: "keyPath"], !keyPath.contains("."), let type = attribute[attribute: "type"],
              knowsChain(of: className) else { return [] }
        let inspectables = index.inspectables(of: className).flatMap { owner, list in list.map { (owner, $0) } }
        guard let (owner, inspectable) = inspectables.first(where: { $0.1.name == keyPath }) else {
            guard !UIKitClasses.keyPaths.contains(keyPath), !index.declaresProperty(keyPath, inChainOf: className) else { return [] }
            return [issue(.error, attribute, "\(Self.name(object)) sets the runtime attribute “\(keyPath)”, which names no property of \(className) or its superclasses: at run time, “this class is not key value coding-compliant for the key \(keyPath)”")]
        }
        let expected = type == "localized" ? "string" : type
        guard let kind = inspectable.kind, kind != expected, !(kind == "number" && expected == "boolean") else { return [] }
        return [issue(.warning, attribute, "\(Self.name(object)) sets “\(keyPath)” as a \(type), but \(owner).\(keyPath) is a \(inspectable.type) (\(kind))")]
    }

    /// Whether the source declares the class or one of its superclasses: only then can an
    /// outlet or action be missing (UIKit's own are not read).
    private func knowsChain(of className: String) -> Bool {
        index.chain(of: className).contains(where: index.declares)
    }

    private func issue(_ severity: SourceIssue.Severity, _ element: XMLElement, _ message: String) -> SourceIssue {
        var owner: XMLElement? = element
        while let e = owner, e[attribute: "id"] == nil || e.name == "outlet" || e.name == "action" || e.name == "userDefinedRuntimeAttribute" { owner = e.parent }
        return SourceIssue(severity: severity, objectID: owner?[attribute: "id"] ?? "", line: element.line, message: message)
    }

    static func className(of element: XMLElement) -> String {
        element[attribute: "customClass"] ?? UIKitClasses.className(ofElement: element.name)
    }

    static func name(_ object: NibObject) -> String {
        "“\(object.outlineName)” (\(object.id))"
    }

    /// Every outlet connected in the project's documents, as `Class.property`.
    static func connectedOutlets(inProjectFolder folder: String) -> Set<String> {
        var result = Set<String>()
        let root = URL(fileURLWithPath: folder)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        for case let url as URL in walker {
            if SourceIndex.skippedFolders.contains(url.lastPathComponent) { walker.skipDescendants(); continue }
            guard ["xib", "storyboard"].contains(url.pathExtension), let data = FileManager.default.contents(atPath: url.path),
                  let xml = try? XMLReader.parse(Array(data)) else { continue }
            var pending = [xml.root]
            while let element = pending.popLast() {
                pending.append(contentsOf: element.childElements)
                guard ["outlet", "outletCollection"].contains(element.name), let property = element[attribute: "property"],
                      let owner = element.parent?.parent else { continue }
                result.insert("\(className(of: owner)).\(property)")
            }
        }
        return result
    }
}
