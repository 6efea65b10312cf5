import Foundation
import SharedFiles
import Testing
import NibXML
import XMLTree
#if canImport(Glibc)
import Glibc
#endif

@Suite("Saving", .serialized)
struct SaveTests {
    let sample = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <view id="a"/>
            </objects>
        </document>

        """

    private func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test("a saved edit replaces the file, keeps its mode and leaves no temporary file")
    func saveReplaces() throws {
        let folder = try temporaryFolder()
        let path = folder + "/View.xib"
        try sample.write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o640)
        let file = try InterfaceBuilderFile.load(path)
        file.xml.root.childElements[0].childElements[0].setAttribute("userLabel", to: "Box")
        try file.save()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved == sample.replacingOccurrences(of: "<view id=\"a\"/>", with: "<view id=\"a\" userLabel=\"Box\"/>"))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["View.xib"])
    }

    @Test("a write that fails half way (file size limit, as on a full disk) leaves the old file whole")
    func failedWriteKeepsOriginal() throws {
        let folder = try temporaryFolder()
        let path = folder + "/View.xib"
        try sample.write(toFile: path, atomically: false, encoding: .utf8)
        let big = [UInt8](repeating: UInt8(ascii: "x"), count: 200_000)
        var old = rlimit()
        getrlimit(Int32(RLIMIT_FSIZE.rawValue), &old)
        var small = old
        small.rlim_cur = 4096
        signal(SIGXFSZ, SIG_IGN)
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &small)
        var failure: FileError?
        do { try AtomicFile.write(big, to: path) } catch { failure = error }
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &old)
        let error = try #require(failure)
        #expect(error.reason.contains("cannot write"), "\(error)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == sample)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["View.xib"])
    }

    @Test("a save into a folder that does not exist says why")
    func missingFolder() throws {
        #expect(throws: FileError.self) { try AtomicFile.write([1, 2, 3], to: "/nonexistent-nibbler/View.xib") }
    }

    @Test("an Xcode 3 archive XIB is refused in one clear sentence",
          SharedFiles.needsCorpus)
    func archives() throws {
        let archiveNames = ["SyncMe", "NibCollection", "ToDoSync"]
        let archives = SharedFiles.corpusFiles.filter { url in archiveNames.contains { url.lastPathComponent.contains($0) } }
        #expect(archives.count == 5)
        for url in archives {
            do {
                _ = try InterfaceBuilderFile.load(url.path)
                Issue.record("\(url.lastPathComponent) was accepted")
            } catch {
                let message = error.description
                #expect(message.contains("Xcode 3 archive XIB"), "\(message)")
                #expect(message.contains("re-saving it in Xcode"))
            }
        }
        let documents = SharedFiles.corpusFiles.filter { url in !archives.contains(url) }
        for url in documents { _ = try InterfaceBuilderFile.load(url.path) }
    }
}
