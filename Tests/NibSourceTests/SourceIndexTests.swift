import Foundation
import NibModel
import NibSource
import NibXML
import SharedFiles
import Testing
import XMLTree

/// The source index on `Tests/Fixtures/SourceProject`: Swift and Objective-C written to hold
/// every pattern the projects of `../shared/projects` use.
@Suite("Reading a project's source")
struct SourceIndexTests {
    static let folder = SharedFiles.projectRoot.appendingPathComponent("Tests/Fixtures/SourceProject").path
    static let index = SourceIndex(folder: folder)

    private func only(_ name: String, extension isExtension: Bool = false) throws -> SourceClass {
        let found = Self.index.types.filter { $0.name == name && $0.isExtension == isExtension && !$0.isProtocol }
        #expect(found.count == 1, "\(name): \(found.count) entries")
        return try #require(found.first)
    }

    @Test("a Swift designable: each inspectable with its type, kind and default, its intrinsic size")
    func swiftDesignable() throws {
        let view = try only("RoundedView")
        #expect(view.designable && view.superclass == "UIView" && view.conformances == ["CornerDesignable"] && view.module == "Widgets")
        let rows = view.inspectables.map { "\($0.name): \($0.type) \($0.kind ?? "-") \($0.defaultValue ?? "-")" }
        #expect(rows == ["cornerRadius: CGFloat number 8", "shadowOffset: CGSize size CGSize(width: 0, height: 2)", "fillColor: UIColor color .red",
                         "badge: UIImage image -", "title: String string \"Hello\"", "isOn: Bool boolean false", "spacing: Double number 4.5",
                         "font: UIFont - .systemFont(ofSize: 12)", "inset: CGFloat number 12"])
        #expect(view.inspectables[0].setter == "configureCornerRadius()")
        #expect(view.intrinsicContentSize == SourceSize(width: 110, height: 28) && view.hasPrepareForInterfaceBuilder)
    }

    @Test("an extension of UIView gives every view its inspectables, a label too; a subclass inherits, an override without the attribute keeps them")
    func extensionsAndInheritance() throws {
        let extensionOfView = try only("UIView", extension: true)
        #expect(extensionOfView.inspectables.map(\.name) == ["borderWidth", "borderColor"])
        #expect(extensionOfView.inspectables[0].setter == "layer.borderWidth = newValue")
        let label = Self.index.inspectables(of: "UILabel")
        #expect(label.map(\.declaredBy) == ["UIView"] && label[0].inspectables.map(\.name) == ["borderWidth", "borderColor"])
        let pill = Self.index.inspectables(of: "PillView")
        #expect(pill.map(\.declaredBy) == ["RoundedView", "UIView"])
        #expect(pill[0].inspectables.first?.name == "cornerRadius", "the override shows under the class that declares it")
        #expect(Self.index.chain(of: "PillView") == ["PillView", "RoundedView", "UIView", "UIResponder", "NSObject"])
    }

    @Test("outlets, outlet collections and actions with their Objective-C selectors")
    func connections() throws {
        let controller = try only("ViewController")
        #expect(controller.outlets == ["titleLabel", "neverConnected"] && controller.outletCollections == ["rows"])
        #expect(controller.actions == ["signIn:", "cancel", "tappedWithSender:", "changed:forEvent:"])
        #expect(Self.index.outlets(of: "ViewController") == ["titleLabel", "neverConnected", "rows"])
    }

    @Test("Objective-C: IB_DESIGNABLE, IBInspectable in the header and the class extension, defaults set only in an init helper, IBOutletCollection, IBAction selectors, a constant intrinsic size")
    func objectiveC() throws {
        let star = try only("StarView")
        #expect(star.designable && star.superclass == "UIControl" && star.conformances == ["UIAppearance"])
        let rows = star.inspectables.map { "\($0.name): \($0.type) \($0.kind ?? "-") \($0.defaultValue ?? "-")" }
        #expect(rows == ["maximumValue: NSUInteger number 5", "spacing: CGFloat number 5.f", "starColor: UIColor color -",
                         "starImage: UIImage image -", "continuous: BOOL boolean YES", "starBorderWidth: CGFloat number 1.0f"])
        #expect(star.outlets == ["caption2"] && star.outletCollections == ["stars"])
        #expect(star.actions == ["reset:", "select:forEvent:"])
        #expect(star.intrinsicContentSize == SourceSize(width: 120, height: 24))
    }

    @Test("inspectables on an object that is not a view, found by its @objc name too; structs, Pods and a file that does not parse are left out")
    func edges() throws {
        let formatter = try only("FormatterObject")
        #expect(formatter.objcName == "NumberFormatterObject" && formatter.inspectables.map(\.name) == ["digits"])
        #expect(Self.index.inspectables(of: "NumberFormatterObject").first?.inspectables.map(\.name) == ["digits"])
        #expect(!Self.index.types.contains { $0.name == "IgnoredView" || $0.name == "NotAClass" || $0.name == "Broken" })
        #expect(Self.index.skipped.map(\.file) == ["App/Broken.swift"] && Self.index.skipped[0].reason.contains("line 3"))
    }

    @Test("check against the code: a missing outlet, action, property and class are errors; a mismatched kind, an uninspectable type and an outlet no document connects are warnings")
    func projectChecks() throws {
        let document = try InterfaceBuilderFile.load(Self.folder + "/App/Main.storyboard").document
        let issues = ProjectChecks(index: Self.index, projectFolder: Self.folder).issues(in: document)
        let expected: [(String, String, String)] = [
            ("error", "vc0-00-ctl", "“ViewController” (vc0-00-ctl) connects the outlet “missingOutlet”, which is not an @IBOutlet of ViewController"),
            ("error", "rnd-00-vw1", "“RoundedView” (rnd-00-vw1) sets the runtime attribute “glow”, which names no property of RoundedView"),
            ("warning", "rnd-00-vw1", "“RoundedView” (rnd-00-vw1) sets “fillColor” as a number, but RoundedView.fillColor is a UIColor (color)"),
            ("error", "gst-00-vw1", "“GhostView” (gst-00-vw1) has the custom class “GhostView” (module Widgets), which the project's source does not declare"),
            ("error", "btn-00-sgn", "“Button - Sign in” (btn-00-sgn) sends the action “vanish:” to ViewController, which has no @IBAction vanish:"),
            ("warning", "Widgets/RoundedView.swift", "@IBInspectable RoundedView.font is a UIFont, a type Interface Builder cannot inspect"),
            ("warning", "Widgets/StarView.h", "@IBOutlet StarView.caption2 is connected in none of the project's documents"),
            ("warning", "Widgets/StarView.h", "@IBOutlet StarView.stars is connected in none of the project's documents"),
            ("warning", "App/ViewController.swift", "@IBOutlet ViewController.neverConnected is connected in none of the project's documents"),
        ]
        #expect(issues.count == expected.count, "\(issues.map(\.message))")
        for (issue, (severity, place, message)) in zip(issues, expected) {
            #expect(issue.severity.rawValue == severity && (issue.objectID.isEmpty ? issue.sourceFile : issue.objectID) == place
                    && issue.message.hasPrefix(message), "\(issue)")
        }
    }
}

@Suite("Reading a project's source again")
struct SourceIndexRereadTests {
    @Test("a class is designable when it or a class it inherits from is (Swift or Objective-C); a class the code declares without it is not; of one the code does not declare, nothing is known")
    func designableClasses() throws {
        let views = ["RoundedView", "PillView", "StarView", "ViewController", "GhostView"].map { #"<view id="\#($0)" customClass="\#($0)"/>"# }
        let document = try NibDocument(xml: XMLReader.parse(InlineDocuments.xib(subviews: views.joined())))
        func designable(_ id: String) throws -> Bool? { SourceIndexTests.index.isDesignable(try #require(document.objectsByID[id])) }
        #expect(try designable("RoundedView") == true && designable("PillView") == true && designable("StarView") == true)
        #expect(try designable("ViewController") == false)
        #expect(try designable("GhostView") == nil && designable("root") == nil)
    }

    @Test("a file saved elsewhere is read again alone: a new inspectable, a file added, a file removed, a syntax error")
    func reread() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ext = folder.appendingPathComponent("UIViewExtensions.swift")
        try "extension UIView { @IBInspectable var borderWidth: CGFloat { get { 0 } set { layer.borderWidth = newValue } } }"
            .write(to: ext, atomically: true, encoding: .utf8)
        var index = SourceIndex(folder: folder.path)
        #expect(index.inspectables(of: "UIView").flatMap(\.inspectables).map(\.name) == ["borderWidth"])

        try "extension UIView { @IBInspectable var borderWidth: CGFloat { get { 0 } set { layer.borderWidth = newValue } }\n@IBInspectable var cornerRadius: CGFloat = 0 { didSet { layer.cornerRadius = cornerRadius } } }"
            .write(to: ext, atomically: true, encoding: .utf8)
        let card = folder.appendingPathComponent("Card.swift")
        try "class Card: UIView { @IBInspectable var lift: CGFloat = 2 }".write(to: card, atomically: true, encoding: .utf8)
        index.reread([ext.path, card.path])
        #expect(index.inspectables(of: "UIView").flatMap(\.inspectables).map(\.name) == ["borderWidth", "cornerRadius"])
        #expect(index.declares("Card") && index.fileCount == 2)

        try FileManager.default.removeItem(at: card)
        try "class Broken: UIView { var x = }".write(to: ext, atomically: true, encoding: .utf8)
        index.reread([card.path, ext.path])
        #expect(!index.declares("Card") && index.types.isEmpty)
        #expect(index.skipped.map(\.file) == ["UIViewExtensions.swift"], "\(index.skipped)")
    }

    @Test("a file Swift 5 reads with a warning is read: a space before an attribute's arguments (ChatSecure's @objc (Name) enum)")
    func swiftFiveSpacing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            @objc (OTRStackView) public class StackView: UITableView {
                @objc (StackViewGravity) public enum Gravity: Int { case top = 0 }
                @IBInspectable var spacing: CGFloat = 4
                @available (iOS 13, *) @IBOutlet weak var header: UIView!
            }
            """.write(to: folder.appendingPathComponent("StackView.swift"), atomically: true, encoding: .utf8)
        let index = SourceIndex(folder: folder.path)
        #expect(index.skipped.isEmpty, "\(index.skipped)")
        #expect(index.inspectables(of: "OTRStackView").first?.inspectables.map(\.name) == ["spacing"])
        #expect(index.outlets(of: "StackView") == ["header"])
    }

    @Test("a name in backticks is the plain name the documents use (zotero's SwitchCell and its outlet `switch`)")
    func keywordNames() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            final class SwitchCell: UITableViewCell {
                @IBOutlet private weak var `switch`: UISwitch!
                @IBAction func `default`(_ sender: Any) {}
            }
            """.write(to: folder.appendingPathComponent("SwitchCell.swift"), atomically: true, encoding: .utf8)
        let index = SourceIndex(folder: folder.path)
        #expect(index.outlets(of: "SwitchCell") == ["switch"])
        #expect(index.types.first?.actions == ["default:"])
    }

    @Test("an intrinsic size the code computes is no constant; an axis it gives noIntrinsicMetric is known to have none (Swift and Objective-C)")
    func computedIntrinsicSizes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            @IBDesignable class Meter: UIView {
                var level: CGFloat = 3
                override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: level * 8) }
            }
            @IBDesignable class Stars: UIView {
                override var intrinsicContentSize: CGSize { return starSize }
            }
            """.write(to: folder.appendingPathComponent("Meter.swift"), atomically: true, encoding: .utf8)
        try """
            IB_DESIGNABLE @interface Gauge : UIView
            @end
            @implementation Gauge
            - (CGSize)intrinsicContentSize { return CGSizeMake(self.level * 4, UIViewNoIntrinsicMetric); }
            @end
            """.write(to: folder.appendingPathComponent("Gauge.m"), atomically: true, encoding: .utf8)
        let types = Dictionary(SourceIndex(folder: folder.path).types.map { ($0.name, $0) }) { first, _ in first }
        for (name, none) in [("Meter", ["width"]), ("Stars", []), ("Gauge", ["height"])] {
            let type = try #require(types[name])
            #expect(type.overridesIntrinsicContentSize && type.intrinsicContentSize == nil && type.noIntrinsicMetricAxes == none, "\(name)")
        }
    }

    @Test("a runtime attribute setting one of UIKit's own properties needs nothing from the code; one naming nothing is an error (duckduckgo's accessibilityElementsHidden)")
    func uiKitRuntimeAttributes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "final class SeparatorCell: UITableViewCell {}".write(to: folder.appendingPathComponent("SeparatorCell.swift"), atomically: true, encoding: .utf8)
        let xib = folder.appendingPathComponent("SeparatorCell.xib")
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <tableViewCell contentMode="scaleToFill" id="sep-00-cel" customClass="SeparatorCell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="1"/>
                        <userDefinedRuntimeAttributes>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="accessibilityElementsHidden" value="YES"/>
                            <userDefinedRuntimeAttribute type="color" keyPath="separatorTint">
                                <color key="value" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </userDefinedRuntimeAttribute>
                        </userDefinedRuntimeAttributes>
                    </tableViewCell>
                </objects>
            </document>
            """.write(to: xib, atomically: true, encoding: .utf8)
        let issues = ProjectChecks(index: SourceIndex(folder: folder.path), projectFolder: folder.path)
            .issues(in: try InterfaceBuilderFile.load(xib.path).document)
        #expect(issues.map(\.message).count == 1, "\(issues.map(\.message))")
        #expect(issues.first?.message.contains("“separatorTint”, which names no property of SeparatorCell") == true, "\(issues.map(\.message))")
    }
}

/// A new empty folder for a test's own project files; the test removes it.
private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibbler-source-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}
