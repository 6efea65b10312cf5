import Foundation
import NibModel

/// Every class, extension and protocol of a project's Swift and Objective-C source, read without
/// building or running anything. A file that cannot be read is listed in `skipped` and the rest
/// is read regardless.
public struct SourceIndex: Sendable {
    public private(set) var types: [SourceClass] = []
    public private(set) var skipped: [(file: String, reason: String)] = []
    public private(set) var fileCount = 0
    /// Where each name's entries are in `types`, and the classes known by an `@objc` name: the
    /// inspector asks for chains on every refresh, so lookups do not scan every type.
    private var positions: [String: [Int]] = [:]
    private var objcNames: [String: String] = [:]
    /// The folder read, and what each file gave (before Objective-C class parts are merged):
    /// a file changed on disk is read again alone (`reread`).
    private var root: URL?
    private var perFile: [String: Result<[SourceClass], Unread>] = [:]

    static let maximumEntries = 50_000

    /// Folders never read: dependencies and build products.
    public static let skippedFolders = FolderWalk.notTheProject

    public init(types: [SourceClass]) {
        self.types = types
        resolve()
    }

    /// Reads every `.swift`, `.h` and `.m` file under `folder`.
    public init(folder: String) {
        let root = URL(fileURLWithPath: folder).standardizedFileURL
        var files: [URL] = []
        // A file opened from a folder that is no project (a home folder) is not worth a long walk.
        let whole = FolderWalk.walk(root.path, limit: Self.maximumEntries) { entry in
            let url = root.appendingPathComponent(entry.path)
            if Self.skippedFolders.contains(entry.name) || url.pathExtension == "xcodeproj" || url.pathExtension == "xcworkspace" { return false }
            if ["swift", "h", "m", "mm"].contains(url.pathExtension) { files.append(url) }
            return true
        }
        if !whole { skipped.append((".", "more than \(Self.maximumEntries) files and folders: the rest is not read")) }
        files.sort { $0.path < $1.path }
        fileCount = files.count
        // Files are read and parsed on every core, each into its own slot; the order stays the files'.
        let results = Results(count: files.count)
        let toRead = files
        DispatchQueue.concurrentPerform(iterations: toRead.count) { i in
            results.set(i, Self.read(toRead[i], root: root))
        }
        for (file, result) in zip(files, results.all) {
            if let result { perFile[String(file.path.dropFirst(root.path.count + 1))] = result }
        }
        self.root = root
        assemble()
    }

    /// Reads these files again (absolute paths under the folder; a file gone is dropped, a new
    /// one added): what an editor saved elsewhere, without reading the rest.
    public mutating func reread(_ paths: [String]) {
        guard let root else { return }
        for path in paths {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            guard url.path.hasPrefix(root.path + "/"), ["swift", "h", "m", "mm"].contains(url.pathExtension) else { continue }
            let relative = String(url.path.dropFirst(root.path.count + 1))
            if relative.split(separator: "/").contains(where: { Self.skippedFolders.contains(String($0)) }) { continue }
            perFile[relative] = FileManager.default.fileExists(atPath: url.path) ? Self.read(url, root: root) : nil
        }
        fileCount = perFile.count
        assemble()
    }

    /// The types of every file read, in the files' order, resolved.
    private mutating func assemble() {
        let walkLimit = skipped.filter { $0.file == "." }
        (types, skipped) = ([], walkLimit)
        for file in perFile.keys.sorted() {
            switch perFile[file]! {
            case .success(let found): types += found
            case .failure(let failure): skipped.append((failure.file, failure.reason))
            }
        }
        resolve()
    }

    struct Unread: Error, Sendable { let file: String, reason: String }

    /// One file's types, or why it was not read.
    private static func read(_ url: URL, root: URL) -> Result<[SourceClass], Unread> {
        let relative = String(url.path.dropFirst(root.path.count + 1))
        guard let data = FileManager.default.contents(atPath: url.path) else { return .failure(Unread(file: relative, reason: "cannot be read")) }
        guard let text = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1) else {
            return .failure(Unread(file: relative, reason: "is not text"))
        }
        let module = module(of: relative, root: root.lastPathComponent)
        guard url.pathExtension == "swift" else { return .success(ObjCSourceReader.read(text, file: relative, module: module)) }
        do {
            return .success(try SwiftSourceReader.read(text, file: relative, module: module))
        } catch {
            return .failure(Unread(file: relative, reason: "has a syntax error near line \(error.line)"))
        }
    }

    /// Slots the concurrent readers fill.
    private final class Results: @unchecked Sendable {
        private var slots: [Result<[SourceClass], Unread>?]
        private let lock = NSLock()
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ result: Result<[SourceClass], Unread>) { lock.withLock { slots[i] = result } }
        var all: [Result<[SourceClass], Unread>?] { lock.withLock { slots } }
    }

    /// The module a file is compiled into, guessed from its folders as Xcode projects lay them out
    /// (`GMStepper/GMStepper.swift` → GMStepper; `Sources/PMSuperButton/…` → PMSuperButton); a
    /// file in a generic folder (`Sources`, `Classes`…) at the top belongs to the project's name.
    static func module(of relative: String, root: String) -> String {
        let generic: Set<String> = ["Sources", "Source", "Classes", "src", "Src", "Lib", "lib", "Code", "Core", "Views", "View", "UI",
                                    "Controllers", "Extensions", "Helpers", "Utils", "Utilities", "Base.lproj"]
        let folders = relative.split(separator: "/").dropLast().map(String.init)
        if let first = folders.first, !generic.contains(first) { return first }
        if folders.first == "Sources" || folders.first == "Source", folders.count > 1, !generic.contains(folders[1]) { return folders[1] }
        return root
    }

    /// A protocol named as a class's "superclass" (`class Foo: SomeProtocol`) is a conformance;
    /// a class's `@interface Foo ()` extensions and categories merge into entries of their own.
    private mutating func resolve() {
        mergeObjCClassParts()
        let protocols = Set(types.filter(\.isProtocol).map(\.name))
        for i in types.indices where !types[i].isProtocol {
            if let superclass = types[i].superclass, protocols.contains(superclass) {
                types[i].conformances.insert(superclass, at: 0)
                types[i].superclass = nil
            }
        }
        positions = Dictionary(grouping: types.indices, by: { types[$0].name })
        objcNames = Dictionary(types.compactMap { t in t.objcName.map { ($0, t.name) } }, uniquingKeysWith: { first, _ in first })
    }

    /// Every entry of that name: declarations, extensions and protocols.
    private func all(named name: String) -> [SourceClass] { positions[name]?.map { types[$0] } ?? [] }

    /// An Objective-C class is declared in its header, extended in its `.m` (`@interface Foo ()`)
    /// and implemented there: one class, one entry.
    private mutating func mergeObjCClassParts() {
        var first: [String: Int] = [:]
        var merged: [SourceClass] = []
        for type in types {
            let isObjC = !type.file.hasSuffix(".swift")
            guard isObjC, !type.isExtension, !type.isProtocol else { merged.append(type); continue }
            guard let i = first[type.name] else {
                first[type.name] = merged.count
                merged.append(type)
                continue
            }
            var main = merged[i]
            main.initialValues.merge(type.initialValues) { mine, _ in mine }
            if main.superclass == nil, type.superclass != nil { (main.superclass, main.file, main.line) = (type.superclass, type.file, type.line) }
            main.designable = main.designable || type.designable
            main.conformances += type.conformances.filter { !main.conformances.contains($0) }
            main.inspectables += type.inspectables.filter { i in !main.inspectables.contains { $0.name == i.name } }
            for i in main.inspectables.indices where main.inspectables[i].defaultValue == nil {
                main.inspectables[i].defaultValue = type.inspectables.first { $0.name == main.inspectables[i].name }?.defaultValue
            }
            main.properties += type.properties.filter { !main.properties.contains($0) }
            main.outlets += type.outlets.filter { !main.outlets.contains($0) }
            main.outletCollections += type.outletCollections.filter { !main.outletCollections.contains($0) }
            main.outletTypes.merge(type.outletTypes) { mine, _ in mine }
            main.actions += type.actions.filter { !main.actions.contains($0) }
            if !main.overridesIntrinsicContentSize { main.noIntrinsicMetricAxes = type.noIntrinsicMetricAxes }
            main.intrinsicContentSize = main.intrinsicContentSize ?? type.intrinsicContentSize
            main.overridesIntrinsicContentSize = main.overridesIntrinsicContentSize || type.overridesIntrinsicContentSize
            main.hasPrepareForInterfaceBuilder = main.hasPrepareForInterfaceBuilder || type.hasPrepareForInterfaceBuilder
            main.methods.merge(type.methods) { mine, _ in mine }
            merged[i] = main
        }
        for t in merged.indices {
            for i in merged[t].inspectables.indices where merged[t].inspectables[i].defaultValue == nil {
                merged[t].inspectables[i].defaultValue = merged[t].initialValues[merged[t].inspectables[i].name]
            }
        }
        types = merged
    }

    /// The extensions of a protocol, where its default implementations are.
    func protocolExtensions(named name: String) -> [SourceClass] { all(named: name).filter(\.isExtension) }

    /// The class's own entries: its declaration and its extensions.
    public func entries(named name: String) -> [SourceClass] { all(named: name).filter { !$0.isProtocol } }

    /// The class and its superclasses, nearest first: the project's classes, then UIKit's.
    public func chain(of name: String) -> [String] {
        var chain: [String] = []
        var next: String? = name
        while let current = next, !chain.contains(current), chain.count < 64 {
            chain.append(current)
            next = entries(named: current).compactMap(\.superclass).first ?? UIKitClasses.superclass(of: current)
        }
        return chain
    }

    /// Every inspectable an object of `className` shows, by class from the nearest: each class of
    /// its chain with its extensions, and the extensions of the protocols they adopt. An
    /// inspectable redeclared nearer (an override) hides the farther one.
    public func inspectables(of className: String) -> [(declaredBy: String, inspectables: [SourceInspectable])] {
        var result: [(String, [SourceInspectable])] = []
        var seen = Set<String>()
        for name in chain(of: name(className)) {
            let own = entries(named: name)
            let adopted = own.flatMap(\.conformances)
            let fromProtocols = Set(adopted.flatMap { positions[$0] ?? [] }).sorted().map { types[$0] }.filter(\.isExtension)
            var list: [SourceInspectable] = []
            for inspectable in (own + fromProtocols).flatMap(\.inspectables) where seen.insert(inspectable.name).inserted {
                list.append(inspectable)
            }
            if !list.isEmpty { result.append((name, list)) }
        }
        return result
    }

    /// Outlets (and outlet collections) and action selectors of a class and its superclasses.
    public func outlets(of className: String) -> Set<String> {
        Set(chain(of: name(className)).flatMap { entries(named: $0).flatMap { $0.outlets + $0.outletCollections } })
    }

    public func actions(of className: String) -> Set<String> {
        Set(chain(of: name(className)).flatMap { entries(named: $0).flatMap(\.actions) })
    }

    /// Whether the source declares the class (not only extends it).
    public func declares(_ className: String) -> Bool {
        entries(named: className).contains { !$0.isExtension }
            || objcNames[className].map { entries(named: $0).contains { !$0.isExtension } } == true
    }

    /// Whether any class of the chain declares a property of that name, inspectable or not
    /// (a runtime attribute may set any key-value coding compliant property).
    public func declaresProperty(_ name: String, inChainOf className: String) -> Bool {
        chain(of: self.name(className)).contains { entries(named: $0).contains { $0.properties.contains(name) } }
    }

    /// The modules the source's classes belong to.
    public var modules: Set<String> { Set(types.compactMap(\.module)) }

    /// A class known by its `@objc` name is found by it too.
    func name(_ className: String) -> String {
        objcNames[className] ?? className
    }
}
