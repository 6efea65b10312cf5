import Foundation
import NibDesign
import NibModel
import SharedFiles
import Testing
import XMLTree

/// The inspector's rows for a constraint that varies by size class, as Xcode lists them, on the
/// fixture the size-class GUI test opens.
@Suite("Size-class rows of the constraint inspector")
struct SizeClassRowsTests {
    @Test("size classes are named as Interface Builder names them, width first")
    func names() {
        #expect(SizeClassRows.name(of: "heightClass=regular-widthClass=compact") == "wC hR")
        #expect(SizeClassRows.name(of: "widthClass=regular") == "wR")
        #expect(SizeClassRows.name(of: "heightClass=compact") == "hC")
        #expect(SizeClassRows.name(of: "device=watch38mm") == "device=watch38mm")
    }

    @Test("a constraint lists where it is installed and the constants size classes give it; one that does not vary lists none")
    func rows() throws {
        let fixture = SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/SizeClasses.xib")
        let document = try NibDocument(xml: XMLReader.parse(String(contentsOf: fixture, encoding: .utf8)))
        func rows(_ id: String) throws -> [String] {
            SizeClassRows.rows(for: try #require(document.constraint(id)?.constraint), in: document).map { "\($0.name): \($0.value)" }
        }
        #expect(try rows("Szc-tp-T20") == ["Installed: No", "Installed (wC hR): Yes"])
        #expect(try rows("Szc-tr-TRL") == ["Installed: No", "Installed (wR): Yes"])
        #expect(try rows("Szc-ld-LED") == ["Constant (wC): 30"])
        #expect(try rows("Szc-wd-WID").isEmpty)
    }
}
