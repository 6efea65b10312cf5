import Foundation

/// A project of Swift files like a real app's: each a designable view with inspectables,
/// outlets, actions and some methods.
public enum GeneratedProject {
    public static func write(files: Int, to folder: URL) throws {
        for i in 0..<files {
            let module = folder.appendingPathComponent("Module\(i % 20)")
            try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
            try source(i).write(to: module.appendingPathComponent("View\(i).swift"), atomically: false, encoding: .utf8)
        }
    }

    public static func source(_ i: Int) -> String {
        var text = "import UIKit\n\n/// View number \(i).\n@IBDesignable\nfinal class View\(i): UIView {\n"
        for p in 0..<6 {
            text += "    @IBInspectable var value\(p): CGFloat = \(p) {\n        didSet { layer.cornerRadius = value\(p); setNeedsLayout() }\n    }\n"
        }
        text += "    @IBInspectable var tint\(i): UIColor = .red\n"
        for o in 0..<3 { text += "    @IBOutlet weak var label\(o): UILabel!\n" }
        for a in 0..<2 { text += "    @IBAction func tapped\(a)(_ sender: Any) {\n        label\(a).text = \"Tapped \\(\(a))\"\n    }\n" }
        for m in 0..<4 {
            text += """
                    private func compute\(m)(values: [CGFloat]) -> CGFloat {
                        var total: CGFloat = 0
                        for (k, value) in values.enumerated() where k % 2 == 0 {
                            total += value * CGFloat(k + \(m))
                        }
                        return total > 100 ? total / 2 : total
                    }

                """
        }
        text += "    override var intrinsicContentSize: CGSize { CGSize(width: \(100 + i % 50), height: 44) }\n}\n"
        return text
    }
}
