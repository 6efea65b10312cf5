import Foundation
import SharedFiles
import Testing
import NibXML
import XMLTree
#if canImport(Glibc)
import Glibc
#endif

@Suite("Saving", .serialized)
final class SaveTests {
    /// The folders a test wrote, removed when it ends.
    private var scratch: [String] = []
    deinit { for path in scratch { try? FileManager.default.removeItem(atPath: path) } }

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
        scratch.append(url.path)
        return url.path
    }

    /// The sample written to `path`, and `mode` given to it.
    private func writeSample(to path: String, mode: mode_t = 0o644) throws {
        try sample.write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, mode)
    }

    /// The file at `path`, loaded, with one unsaved edit: the view's userLabel set to "Box".
    private func loadEdited(_ path: String) throws -> InterfaceBuilderFile {
        let file = try InterfaceBuilderFile.load(path)
        file.xml.root.childElements[0].childElements[0].setAttribute("userLabel", to: "Box")
        return file
    }

    @Test("a saved edit replaces the file, keeps its mode and leaves no temporary file")
    func saveReplaces() throws {
        let folder = try temporaryFolder()
        let path = folder + "/View.xib"
        try writeSample(to: path, mode: 0o640)
        let file = try loadEdited(path)
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
        try writeSample(to: path)
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

    @Test("a symbolic link is saved through: its target is replaced, the link stays a link")
    func savesThroughLink() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        let target = folder + "/real/View.xib", link = folder + "/View.xib"
        try writeSample(to: target)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/View.xib")
        let file = try loadEdited(link)
        try file.save()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/View.xib")
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("userLabel=\"Box\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/real") == ["View.xib"])
    }

    @Test("a read-only file is refused with a sentence and left as it was, unless replacing it was confirmed")
    func readOnly() throws {
        let folder = try temporaryFolder()
        let path = folder + "/View.xib"
        try writeSample(to: path, mode: 0o444)
        let file = try loadEdited(path)
        #expect { try file.save() } throws: { ($0 as? FileError)?.isReadOnly == true && "\($0)".contains("is read-only") }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == sample)
        try file.save(replacingReadOnly: true)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("userLabel=\"Box\""))
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) == 0o444)
    }

    @Test("a temporary file that a killed save left behind is removed by the next save; others are not touched")
    func staleTemporaries() throws {
        let folder = try temporaryFolder()
        let path = folder + "/View.xib"
        try writeSample(to: path)
        let stale = folder + "/.View.xib.nibbler-Ab12Cd", fresh = folder + "/.View.xib.nibbler-Zz99Yy", other = folder + "/.View.xib.abcdef"
        for leftover in [stale, fresh, other] { try "half".write(toFile: leftover, atomically: false, encoding: .utf8) }
        var old = [timespec(tv_sec: time(nil) - 3600, tv_nsec: 0), timespec(tv_sec: time(nil) - 3600, tv_nsec: 0)]
        utimensat(AT_FDCWD, stale, &old, 0)
        utimensat(AT_FDCWD, other, &old, 0)
        try AtomicFile.write(Array(sample.utf8), to: path)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
        #expect(left == ["View.xib", ".View.xib.nibbler-Zz99Yy", ".View.xib.abcdef"])
    }
}
