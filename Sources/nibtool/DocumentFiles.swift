import ArgumentParser
import Foundation
import NibDesign
import NibLayout
import NibModel
import NibRender
import NibXML

/// Loading and saving documents for the commands, with the shared messages and exit codes.
enum DocumentFiles {
    /// Adds the fonts `file`'s project bundles (its folder `project`, else the workspace the
    /// designer finds), as Interface Builder sets text in them, then starts loading fonts while
    /// the document is read.
    static func startLoadingFonts(for file: String, project: String? = nil) {
        if let project {
            ProjectFonts.load(from: project)
        } else {
            // Through URL: NSString's deletingLastPathComponent traps on a one-character path ("a").
            DesignSession.loadWorkspaceFonts(around: URL(fileURLWithPath: file).deletingLastPathComponent().path)
        }
        TextMeasurer.startLoadingFonts()
    }

    static func load(_ file: String) throws -> InterfaceBuilderFile {
        do {
            return try InterfaceBuilderFile.load(file)
        } catch {
            printError("\(error)")
            throw error.exitStatus
        }
    }

    /// `--scene ID` must name a scene, and one with a view to lay out: never a silent first
    /// scene instead.
    static func checkScene(_ scene: String?, in document: NibDocument, file: String) throws {
        guard let scene else { return }
        guard let found = document.scenes.first(where: { $0.id == scene }) else {
            printError("\(file): no scene has the id \"\(scene)\" (`nibtool tree \(file)` lists the scenes)")
            throw ExitStatus.documentError
        }
        let hasView = found.objects.contains { DocumentLayout.view(of: $0) != nil }
        guard hasView else {
            let name = found.title ?? found.objects.first?.outlineName ?? scene
            printError("\(file): scene \"\(scene)\" (\(name)) has no view to lay out: its controller draws only other scenes")
            throw ExitStatus.documentError
        }
    }

    static func save(_ document: InterfaceBuilderFile, to output: String?) throws {
        do {
            try document.save(to: output)
        } catch {
            printError("\(error)")
            throw ExitStatus.documentError
        }
    }
}

extension InterfaceBuilderFile.LoadError {
    /// 1 for a file that is XML but not a valid document, 2 for one that cannot be read as XML.
    var exitStatus: ExitCode {
        switch self {
        case .notADocument, .invalid: return ExitStatus.documentError
        case .unreadable, .malformed: return ExitStatus.unreadable
        }
    }
}
