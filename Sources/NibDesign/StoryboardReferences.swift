import Foundation
import NibModel
import NibXML

/// Where a storyboard reference (`viewControllerPlaceholder`) leads, as Xcode resolves it: the
/// storyboard named `storyboardName` beside the file (or in a sibling `.lproj` folder, or
/// anywhere in the project), at the scene whose controller has the `referencedIdentifier` as
/// its Storyboard ID, else at its initial scene. A reference without a storyboard name leads
/// into its own file.
public enum StoryboardReferences {
    public struct Target: Equatable {
        public let path: String
        /// The controller to show, nil when the file has neither that identifier nor an initial scene.
        public let controllerID: String?
    }

    public static func target(of reference: NibObject, in path: String) -> Target? {
        guard reference.className == "viewControllerPlaceholder" else { return nil }
        let here = URL(fileURLWithPath: path).standardizedFileURL
        let file: String
        if let name = reference.element[attribute: "storyboardName"] {
            guard let found = find(name + ".storyboard", near: here) else { return nil }
            file = found
        } else {
            file = here.path
        }
        guard let document = try? InterfaceBuilderFile.load(file).document else { return Target(path: file, controllerID: nil) }
        let identifier = reference.element[attribute: "referencedIdentifier"]
        let controller = identifier.flatMap { id in document.allObjects.first { $0.element[attribute: "storyboardIdentifier"] == id } }
        return Target(path: file, controllerID: controller?.id ?? document.xml.root[attribute: "initialViewController"])
    }

    /// The storyboard beside the file, in a sibling `.lproj` folder (Base first), or in the project.
    static func find(_ name: String, near file: URL) -> String? {
        let folder = file.deletingLastPathComponent()
        var candidates = [folder.appendingPathComponent(name)]
        let parent = folder.pathExtension == "lproj" ? folder.deletingLastPathComponent() : folder
        candidates.append(parent.appendingPathComponent("Base.lproj").appendingPathComponent(name))
        candidates.append(parent.appendingPathComponent(name))
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        candidates += siblings.filter { $0.hasSuffix(".lproj") }.sorted().map { parent.appendingPathComponent($0).appendingPathComponent(name) }
        if let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) { return found.path }
        let project = DesignSession.projectFolder(of: file.path)
        let documents = ProjectDocuments(folder: project).folders.flatMap(\.documents)
        return documents.first { $0.name == name }.map { project + "/" + $0.path }
    }
}
