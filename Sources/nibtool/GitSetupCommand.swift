import ArgumentParser
import Foundation

/// `nibtool git-setup [--global]`: makes git merge Interface Builder files with `nibtool merge`,
/// show them in `git diff` through `nibtool diff --textconv`, and offer `nibbler --merge` as a
/// merge tool.
struct GitSetup: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "git-setup",
        abstract: "Set git up to merge and diff .xib and .storyboard files with nibtool.",
        discussion: """
            Writes to the repository's .gitattributes (with --global, to git's global attributes file):
              *.xib merge=nibtool diff=nibtool
              *.storyboard merge=nibtool diff=nibtool
            and to its git config (with --global, the user's):
              merge.nibtool.driver   = nibtool merge %O %A %B --path %P
              diff.nibtool.textconv  = nibtool diff --textconv
              mergetool.nibbler.cmd  = nibbler --merge "$BASE" "$LOCAL" "$REMOTE" "$MERGED"
            Running it again changes nothing.
            """)

    @Flag(help: "Set it up for every repository of this user, not only the current one.")
    var global = false

    static let attributeLines = ["*.xib merge=nibtool diff=nibtool", "*.storyboard merge=nibtool diff=nibtool"]

    func run() throws {
        let tools = Self.toolPaths()
        let entries = [
            ("merge.nibtool.name", "Nibbler: merge Interface Builder files object by object"),
            ("merge.nibtool.driver", "\(tools.nibtool) merge %O %A %B --path %P"),
            ("diff.nibtool.textconv", "\(tools.nibtool) diff --textconv"),
            ("mergetool.nibbler.cmd", "\(tools.nibbler) --merge \"$BASE\" \"$LOCAL\" \"$REMOTE\" \"$MERGED\""),
            ("mergetool.nibbler.trustExitCode", "true"),
        ]
        let attributesFile: String
        if global {
            let configured = try? Self.git(["config", "--global", "--get", "core.attributesFile"])
            let home = FileManager.default.homeDirectoryForCurrentUser.path
            let xdg = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"] ?? home + "/.config"
            attributesFile = configured.map { $0.replacingOccurrences(of: "~", with: home) } ?? xdg + "/git/attributes"
        } else {
            guard let top = try? Self.git(["rev-parse", "--show-toplevel"]) else {
                printError("git-setup: the current folder is not in a git work tree; run it in one, or use --global")
                throw ExitStatus.documentError
            }
            attributesFile = top + "/.gitattributes"
        }
        for (key, value) in entries {
            do {
                _ = try Self.git(["config"] + (global ? ["--global"] : []) + [key, value])
            } catch {
                printError("git-setup: git config \(key) failed: \(error)")
                throw ExitStatus.documentError
            }
        }
        do {
            try Self.addLines(Self.attributeLines, to: attributesFile)
        } catch {
            printError("git-setup: \(attributesFile): \(error.localizedDescription)")
            throw ExitStatus.documentError
        }
        print("git merges and diffs .xib and .storyboard files with nibtool (\(global ? "for every repository" : "in this repository")): \(attributesFile)")
    }

    /// nibtool's own absolute path, so that git finds it whatever its PATH; nibbler beside it.
    static func toolPaths() -> (nibtool: String, nibbler: String) {
        let own = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "nibtool"
        let beside = URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent("nibbler").path
        return (own, FileManager.default.isExecutableFile(atPath: beside) ? beside : "nibbler")
    }

    /// Appends the lines the file does not have yet.
    static func addLines(_ lines: [String], to path: String) throws {
        try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        var text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let present = Swift.Set(text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let missing = lines.filter { !present.contains($0) }
        guard !missing.isEmpty else { return }
        if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
        text += missing.joined(separator: "\n") + "\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Runs git; its output without the final newline, or an error with what it printed.
    static func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let (out, err) = (Pipe(), Pipe())
        (process.standardOutput, process.standardError) = (out, err)
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw GitFailure(message: message.trimmingCharacters(in: .whitespacesAndNewlines)) }
        return output.trimmingCharacters(in: .newlines)
    }

    struct GitFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
