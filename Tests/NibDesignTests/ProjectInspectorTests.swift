import Foundation
import NibDesign
import NibModel
import NibSource
import SharedFiles
import Testing

/// The inspector with the project's code: what the classes declare, under their sections.
@Suite("Inspectables from the project's code")
struct ProjectInspectorTests {
    static let storyboard = SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/SourceProject/App/Main.storyboard").path

    private func session() throws -> DesignSession {
        let session = try DesignSession(opening: Self.storyboard)
        let folder = DesignSession.projectFolder(of: Self.storyboard)
        #expect(folder.hasSuffix("Tests/Fixtures/SourceProject"), "the .xcodeproj's folder: \(folder)")
        session.useProject(SourceIndex(folder: folder))
        return session
    }

    private func sections(_ id: String, _ session: DesignSession) throws -> [String] {
        let object = try #require(session.document.objectsByID[id])
        return (session.document.designableSections(for: object) ?? []).map { "\($0.title): " + $0.inspectables.map { "\($0.name)=\($0.defaultValue ?? "-")" }.joined(separator: " ") }
    }

    @Test("a label shows what the extension of UIView declares; a designable shows its own class's section first")
    func sectionsByClass() throws {
        let session = try session()
        #expect(try sections("lbl-00-ttl", session) == ["View: borderWidth=- borderColor=-"])
        #expect(try sections("rnd-00-vw1", session) == [
            "Rounded View: cornerRadius=8 shadowOffset=- fillColor=- title=Hello isOn=NO spacing=4.5 inset=12",
            "View: borderWidth=- borderColor=-",
        ])
        let label = try #require(session.document.objectsByID["lbl-00-ttl"])
        #expect(!session.document.inspectables(for: label).contains { $0.name == "cornerRadius" }, "the code declares no Corner Radius")
        #expect(throws: EditError.self) { try session.set("cornerRadius", to: "4", on: "lbl-00-ttl") }
    }

    @Test("setting an inspectable writes its runtime attribute as Xcode does; setting it back to the code's default removes it")
    func setAndReset() throws {
        let session = try session()
        let before = session.document.xml.serialized()
        try session.set("title", to: "Hi", on: "rnd-00-vw1")
        #expect(session.document.xml.serialized().contains(#"<userDefinedRuntimeAttribute type="string" keyPath="title" value="Hi"/>"#))
        try session.set("cornerRadius", to: "8", on: "rnd-00-vw1")
        let reset = session.document.xml.serialized()
        #expect(!reset.contains(#"keyPath="cornerRadius""#), "8 is the code's default: no attribute")
        try session.set("title", to: "Hello", on: "rnd-00-vw1")
        #expect(!session.document.xml.serialized().contains(#"keyPath="title""#))
        while session.document.history.canUndo { _ = session.document.history.undo() }
        #expect(session.document.xml.serialized() == before)
    }
}

/// A custom view's `intrinsicContentSize` from the code is its natural size in the layout.
@Suite("Intrinsic sizes from the project's code")
struct ProjectIntrinsicSizeTests {
    @Test("a view centred by constraints alone takes the size its class returns, and is no longer ambiguous")
    func constantSize() throws {
        let folder = try Self.projectFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (path, xib) = try Self.centredView(in: folder, id: "bdg", of: "BadgeView", frame: #"x="45" y="36" width="110" height="28""#, code: """
            @IBDesignable class BadgeView: UIView {
                override var intrinsicContentSize: CGSize { CGSize(width: 110, height: 28) }
            }
            """)
        let session = try DesignSession(opening: path)
        #expect(session.currentIssues().contains { $0.objectID == "bdg" && !$0.ambiguousAxes.isEmpty }, "without the code its size is ambiguous")
        session.useProject(SourceIndex(folder: DesignSession.projectFolder(of: path)))
        #expect(session.currentIssues().filter { $0.objectID == "bdg" }.isEmpty, "\(session.currentIssues())")
        let frame = try #require(session.frames["bdg"])
        #expect((frame.x, frame.y, frame.width, frame.height) == (45, 36, 110, 28))

        // Xcode's "Intrinsic Size: Placeholder" in the file wins over the code.
        let placeholder = xib.replacingOccurrences(of: #"customClass="BadgeView">"#, with: #"customClass="BadgeView" placeholderIntrinsicWidth="60" placeholderIntrinsicHeight="20">"#)
        try placeholder.write(toFile: path, atomically: true, encoding: .utf8)
        let other = try DesignSession(opening: path)
        other.useProject(SourceIndex(folder: DesignSession.projectFolder(of: path)))
        #expect(other.currentIssues().contains { $0.objectID == "bdg" && $0.isMisplaced }, "stored at 110 × 28, placed at 60 × 20: \(other.currentIssues())")
        let solved = try #require(other.solvedAbsoluteFrames["bdg"])
        #expect(solved.width == 60 && solved.height == 20)
    }

    @Test("a designable view whose code computes its size keeps the size Xcode laid it out at; one Xcode does not run stays ambiguous")
    func computedSize() throws {
        let folder = try Self.projectFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func open(_ attribute: String, size: String) throws -> DesignSession {
            let (path, _) = try Self.centredView(in: folder, id: "rtg", of: "RatingView", frame: #"x="28" y="38" width="144" height="24""#, code: """
                \(attribute) class RatingView: UIView {
                    @IBInspectable var stars: Int = 5
                    override var intrinsicContentSize: CGSize { \(size) }
                }
                """)
            let session = try DesignSession(opening: path)
            session.useProject(SourceIndex(folder: DesignSession.projectFolder(of: path)))
            return session
        }
        let designable = try open("@IBDesignable", size: "CGSize(width: CGFloat(stars) * 28.8, height: 24)")
        #expect(designable.currentIssues().filter { $0.objectID == "rtg" }.isEmpty, "\(designable.currentIssues())")
        let frame = try #require(designable.solvedAbsoluteFrames["rtg"])
        #expect((frame.width, frame.height) == (144, 24))

        let plain = try open("", size: "CGSize(width: CGFloat(stars) * 28.8, height: 24)")
        #expect(plain.currentIssues().contains { $0.objectID == "rtg" && $0.ambiguousAxes.contains("width") }, "Xcode does not run it: \(plain.currentIssues())")

        let heightOnly = try open("@IBDesignable", size: "CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(stars) * 4.8)")
        let axes = heightOnly.currentIssues().filter { $0.objectID == "rtg" }.flatMap(\.ambiguousAxes)
        #expect(axes.contains("width") && !axes.contains("height"), "\(axes)")
    }

    /// A new folder that holds a project; the test removes it.
    private static func projectFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-project-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Widgets.xcodeproj"), withIntermediateDirectories: true)
        return folder
    }

    /// Writes `code` (after `import UIKit`) as the class's file and a XIB of one view of that
    /// class at `frame`, centred by constraints alone; the XIB's path and text.
    private static func centredView(in folder: URL, id: String, of customClass: String, frame: String, code: String) throws -> (String, String) {
        try "import UIKit\n\(code)".write(to: folder.appendingPathComponent("\(customClass).swift"), atomically: true, encoding: .utf8)
        let xib = InlineDocuments.xib(
            subviews: #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)" customClass="\#(customClass)"><rect key="frame" \#(frame)/></view>"#,
            constraints: #"<constraint firstItem="\#(id)" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/><constraint firstItem="\#(id)" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>"#)
        let path = folder.appendingPathComponent("\(customClass).xib").path
        try xib.write(toFile: path, atomically: true, encoding: .utf8)
        return (path, xib)
    }
}

/// Ctrl+drag's offers, headless: a view dropped on its controller is offered the outlets that
/// can hold it, a control also the actions, with Xcode's default event.
@Suite("Connecting to the project's code")
struct ConnectionChoiceTests {
    @Test("a label is offered the UILabel and UIView outlets, not the UIButton one; a button the actions; connecting is one undo step")
    func offersAndConnects() throws {
        let session = try DesignSession(opening: ProjectInspectorTests.storyboard)
        #expect(session.connectionChoices(from: "lbl-00-ttl", to: "vc0-00-ctl").isEmpty, "nothing before the code is read")
        session.useProject(SourceIndex(folder: DesignSession.projectFolder(of: ProjectInspectorTests.storyboard)))
        let label = session.connectionChoices(from: "lbl-00-ttl", to: "vc0-00-ctl")
        #expect(label.outlets.map(\.property) == ["rows", "titleLabel"], "neverConnected is a UIButton: \(label.outlets)")
        #expect(label.actions.isEmpty && label.outlets.first?.isCollection == true)
        let button = session.connectionChoices(from: "btn-00-sgn", to: "vc0-00-ctl")
        #expect(button.outlets.map(\.property) == ["neverConnected", "rows"])
        #expect(button.actions == ["cancel", "changed:forEvent:", "signIn:", "tappedWithSender:"] && button.eventType == "touchUpInside")

        let before = session.document.xml.serialized()
        let id = try session.connectOutlet(try #require(button.outlets.first), of: "vc0-00-ctl", to: "btn-00-sgn")
        let text = session.document.xml.serialized()
        #expect(text.contains(#"<outlet property="neverConnected" destination="btn-00-sgn" id="\#(id)"/>"#))
        // The fixture's outlets are not in Xcode's order (titleLabel first): the new one goes last.
        let order = ["titleLabel", "missingOutlet", "rows", "neverConnected"].map { text.range(of: "property=\"\($0)\"")!.lowerBound }
        #expect(order == order.sorted())
        session.document.history.undo()
        #expect(session.document.xml.serialized() == before)
    }
}

/// The Connections inspector's rows, headless.
@Suite("An object's connections")
struct ConnectionRowTests {
    @Test("a controller's outlets and collections, a button's sent events, a label's referencing outlets; deleting one is one undo step")
    func rows() throws {
        let session = try DesignSession(opening: ProjectInspectorTests.storyboard)
        let controller = session.connectionRows(of: "vc0-00-ctl")
        #expect(controller.map { "\($0.section.rawValue): \($0.name) → \($0.other)" } == [
            "Outlets: titleLabel → Label - Title", "Outlets: missingOutlet → Label - Title", "Outlet Collections: rows → RoundedView",
        ])
        let button = session.connectionRows(of: "btn-00-sgn")
        #expect(button.map(\.section) == [.sentActions, .sentActions] && button.first?.name == "signIn: (touchUpInside)")
        let label = session.connectionRows(of: "lbl-00-ttl")
        #expect(label.map(\.section) == [.referencingOutlets, .referencingOutlets] && label.map(\.name) == ["titleLabel", "missingOutlet"])
        let before = session.document.xml.serialized()
        try session.removeConnection(try #require(label.last?.id))
        #expect(session.connectionRows(of: "lbl-00-ttl").map(\.name) == ["titleLabel"])
        session.undo()
        #expect(session.document.xml.serialized() == before)
    }
}

@Suite("Intrinsic size placeholder")
struct IntrinsicPlaceholderLayoutTests {
    @Test("a custom view centred by constraints alone takes Xcode's Intrinsic Size: Placeholder in the layout, code or no code")
    func placeholderInLayout() throws {
        let xib = InlineDocuments.xib(
            subviews: #"<view contentMode="scaleToFill" placeholderIntrinsicWidth="60" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="bdg" customClass="BadgeView"><rect key="frame" x="70" y="40" width="60" height="20"/></view>"#,
            constraints: #"<constraint firstItem="bdg" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c1"/><constraint firstItem="bdg" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>"#)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-placeholder-\(UUID().uuidString).xib").path
        try xib.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let session = try DesignSession(opening: path)
        #expect(session.currentIssues().filter { $0.objectID == "bdg" }.isEmpty, "\(session.currentIssues())")
        let solved = try #require(session.solvedAbsoluteFrames["bdg"])
        #expect((solved.x, solved.y, solved.width, solved.height) == (70, 40, 60, 20))
        // Back to Default: nothing sizes it, and the issues say so.
        try session.document.setIntrinsicSizePlaceholder(of: "bdg", to: nil)
        #expect(session.currentIssues().contains { $0.objectID == "bdg" && !$0.ambiguousAxes.isEmpty })
    }
}
