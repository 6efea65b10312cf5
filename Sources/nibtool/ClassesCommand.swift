import ArgumentParser
import Foundation
import NibSource

/// `nibtool classes DIR [--format text|json]`: the project's classes as Interface Builder sees
/// them, read from its Swift and Objective-C source.
struct Classes: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the classes, extensions and @IBInspectable properties a project's source declares.",
        discussion: """
            Reads every .swift, .h and .m file under DIR (not Pods, Carthage, build, DerivedData or .git) \
            with swift-syntax and an Objective-C declaration reader; nothing is built or run. Each class \
            lists what it declares itself; each extension of a class (UIView's, say) is an entry of its own. \
            A file that cannot be read is reported on stderr and skipped.
            """)

    enum Format: String, ExpressibleByArgument { case text, json }

    @Argument(help: "The project's folder.")
    var folder: String

    @Option(help: "text or json.")
    var format: Format = .text

    struct Entry: Encodable {
        struct Inspectable: Encodable {
            let name: String, type: String, kind: String?, `default`: String?
        }
        let name: String, module: String?, superclass: String?, designable: Bool, isExtension: Bool
        let inspectables: [Inspectable], outlets: [String], actions: [String], intrinsicContentSize: SourceSize?
        let file: String, line: Int

        enum CodingKeys: String, CodingKey {
            case name, module, superclass, designable, isExtension = "extension", inspectables, outlets, actions, intrinsicContentSize, file, line
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(name, forKey: .name)
            try c.encode(module, forKey: .module)
            try c.encode(superclass, forKey: .superclass)
            try c.encode(designable, forKey: .designable)
            try c.encode(isExtension, forKey: .isExtension)
            try c.encode(inspectables, forKey: .inspectables)
            try c.encode(outlets, forKey: .outlets)
            try c.encode(actions, forKey: .actions)
            try c.encode(intrinsicContentSize, forKey: .intrinsicContentSize)   // null when not a constant
            try c.encode(file, forKey: .file)
            try c.encode(line, forKey: .line)
        }
    }

    func run() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            printError("\(folder): not a folder")
            throw ExitStatus.unreadable
        }
        let index = SourceIndex(folder: folder)
        for (file, reason) in index.skipped { printError("\(file): \(reason); skipped") }
        let entries = index.types.filter { !$0.isProtocol }.map { type in
            Entry(name: type.name, module: type.module, superclass: type.superclass, designable: type.designable, isExtension: type.isExtension,
                  inspectables: type.inspectables.map { .init(name: $0.name, type: $0.type, kind: $0.kind, default: $0.defaultValue) },
                  outlets: type.outlets + type.outletCollections, actions: type.actions,
                  intrinsicContentSize: type.intrinsicContentSize, file: type.file, line: type.line)
        }
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(entries), as: UTF8.self))
        case .text:
            for e in entries where e.isExtension || e.designable || !e.inspectables.isEmpty || !e.outlets.isEmpty || !e.actions.isEmpty
                || e.intrinsicContentSize != nil {
                let heading = (e.isExtension ? "extension " : "class ") + e.name + (e.superclass.map { ": \($0)" } ?? "")
                print("\(heading)\(e.designable ? " @IBDesignable" : "") (\(e.module ?? "?"), \(e.file):\(e.line))")
                for i in e.inspectables {
                    print("    @IBInspectable \(i.name): \(i.type) — \(i.kind ?? "not inspectable")\(i.default.map { " = \($0)" } ?? "")")
                }
                for o in e.outlets { print("    @IBOutlet \(o)") }
                for a in e.actions { print("    @IBAction \(a)") }
                if let size = e.intrinsicContentSize { print("    intrinsicContentSize \(size.width) × \(size.height)") }
            }
        }
    }
}
