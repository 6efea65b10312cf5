import NibModel
import XMLTree

/// A XIB or storyboard file as XML: checks that it is Interface Builder's document format.
public struct InterfaceBuilderFile {
    public let path: String
    public let document: NibDocument
    public var xml: XMLDocument { document.xml }

    public init(path: String, document: NibDocument) {
        self.path = path
        self.document = document
    }

    public enum LoadError: Error, CustomStringConvertible {
        case unreadable(FileError)
        case malformed(path: String, XMLSyntaxError)
        case notADocument(path: String, reason: String)
        case invalid(path: String, DocumentError)

        public var description: String {
            switch self {
            case .unreadable(let error): return "\(error)"
            case .malformed(let path, let error): return "\(path):\(error.line):\(error.column): \(error.message)"
            case .notADocument(let path, let reason): return "\(path): \(reason)"
            case .invalid(let path, let error): return "\(path):\(error.line):\(error.column): \(error.message)"
            }
        }
    }

    public static func load(_ path: String) throws(LoadError) -> InterfaceBuilderFile {
        let xml = try loadXML(path)
        do {
            return InterfaceBuilderFile(path: path, document: try NibDocument(xml: xml))
        } catch {
            throw .invalid(path: path, error)
        }
    }

    /// The file's XML, checked to be Interface Builder's document format but not yet read as a
    /// document: a merge works on what Xcode wrote even where Nibbler could not lay it out (a
    /// constant out of range, a reference that already dangles).
    public static func loadXML(_ path: String) throws(LoadError) -> XMLDocument {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path) } catch { throw .unreadable(error) }
        let xml: XMLDocument
        do { xml = try XMLReader.parse(bytes) } catch { throw .malformed(path: path, error) }
        switch xml.root.name {
        case "document":
            guard xml.root[attribute: "type"]?.hasPrefix("com.apple.InterfaceBuilder") == true else {
                throw .notADocument(path: path, reason: "the <document> is not an Interface Builder document (its type is \(xml.root[attribute: "type"] ?? "missing"))")
            }
        case "archive":
            let type = xml.root[attribute: "type"] ?? "an unknown type"
            let version = xml.root[attribute: "version"] ?? "?"
            throw .notADocument(path: path, reason: "this is an Xcode 3 archive XIB (\(type), archive version \(version)), not the XML document format that Nibbler reads; opening and re-saving it in Xcode 5 or later converts it")
        default:
            throw .notADocument(path: path, reason: "the root element is <\(xml.root.name)>, not an Interface Builder <document>")
        }
        return xml
    }

    /// Writes the document atomically (see `AtomicFile.write`).
    public func save(to destination: String? = nil, replacingReadOnly: Bool = false) throws(FileError) {
        try AtomicFile.write(Array(xml.serialized().utf8), to: destination ?? path, replacingReadOnly: replacingReadOnly)
    }
}
