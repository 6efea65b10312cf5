import ArgumentParser
import Foundation
import NibDesign
import NibLayout
import NibModel
import NibRender
import NibXML

/// `nibtool agreement FOLDER…`: how far Nibbler agrees with Xcode over a folder of files, as
/// the corpus tests measure it, for each folder and each half of its repositories.
struct Agreement: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Measure agreement with Xcode's stored frames and misplaced/ambiguous marks over folders of iOS files.",
        discussion: """
            A file's repository is its name up to "__" (the corpus's naming); the repositories fall in halves \
            A and B by a hash of their names. --misses prints every frame off by more than 1 pt.
            """)

    @Argument(help: "Folders of .xib and .storyboard files.")
    var folders: [String]

    @Flag(help: "Print each frame that misses, with the stored and solved frames.")
    var misses = false

    @Flag(help: "Print each false alarm and each of Xcode's marks the issues miss.")
    var verdicts = false

    @Flag(help: "Print the stand-in fonts' error against Xcode's text sizes, by class, font size and weight.")
    var textErrors = false

    @Flag(help: "Print each text sample as a tab-separated line: half, class, axis, point size, weight, font kind, stored, measured, text, file, tools version.")
    var textSamples = false

    func run() throws {
        for folder in folders {
            // With the fonts the files' project bundles, as Xcode had them.
            DesignSession.loadWorkspaceFonts(around: folder)
            TextMeasurer.startLoadingFonts()   // while the first document is read
            var halves = [XcodeAgreement(), XcodeAgreement()], all = XcodeAgreement()
            for file in CorpusFiles.list(folder) {
                guard let loaded = try? InterfaceBuilderFile.load(file.path), XcodeAgreement.applies(to: loaded.document) else { continue }
                let sizing = MeasuredSizing()
                let result = XcodeAgreement.measure(loaded.document, framesSizing: sizing, issuesSizing: LayoutSizing.issues(over: sizing)) {
                    view, stored, solved, textIndependent in
                    if misses { print("\(textIndependent ? "miss" : "text miss"): \(file.name) \(view.className) \(view.id) stored \(stored) solved \(solved)") }
                } onVerdict: { verdict, view, message in
                    if verdicts { print("\(verdict): \(file.name) \(view.className) \(view.id): \(message)") }
                }
                if textSamples { printSamples(result.textSamples, half: file.half, file: file.name, tools: loaded.document.toolsVersion) }
                halves[file.half].add(result)
                all.add(result)
            }
            print("\(folder): \(all.summary)")
            print("  half A: \(halves[0].summary)")
            print("  half B: \(halves[1].summary)")
            if textErrors { printTextErrors(all.textSamples) }
        }
    }
}

extension Agreement {
    func printSamples(_ samples: [XcodeAgreement.TextSample], half: Int, file: String, tools: Int?) {
        for s in samples {
            let text = s.text.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: "\\n")
            print(["sample", "AB".map(String.init)[half], s.className, s.axis.rawValue, "\(s.font.pointSize)", s.font.weight.rawValue,
                   "\(s.font.kind)", "\(s.stored)", "\(s.measured)", text, file, tools.map(String.init) ?? ""].joined(separator: "\t"))
        }
    }

    /// The relative error (stored / measured − 1) of each group of samples: its median and the
    /// 10th and 90th percentiles, and the absolute error's 90th percentile. An empty text
    /// measures nothing and has no relative error: it is left out.
    func printTextErrors(_ samples: [XcodeAgreement.TextSample]) {
        let groups = Dictionary(grouping: samples.filter { $0.measured > 0 }) { s in
            "\(s.className) \(s.axis.rawValue) \(Int(s.font.pointSize.rounded())) pt \(s.font.weight.rawValue)"
        }
        for (key, group) in groups.sorted(by: { $0.key < $1.key }) where group.count >= 3 {
            let relative = group.map { $0.stored / $0.measured - 1 }.sorted()
            let absolute = group.map { abs($0.stored - $0.measured) }.sorted()
            func at(_ q: Double, _ values: [Double]) -> String {
                String(format: "%.3f", values[min(values.count - 1, Int(Double(values.count) * q))])
            }
            print("  \(key): \(group.count) samples, relative error p10 \(at(0.1, relative)) median \(at(0.5, relative)) p90 \(at(0.9, relative)); |error| p90 \(at(0.9, absolute)) pt")
        }
    }
}
