import Foundation
import XMLTree

/// A symbol set's template made ready for librsvg to draw its glyphs (`Regular-M`, …) as the
/// system draws a symbol in one colour (monochrome), where the SVG alone would paint each shape
/// over the others:
/// - A template of layers (SF Symbols 3 on: paths of classes `monochrome-0`, `monochrome-1`, …)
///   marks a layer that cuts its shape out of the layers under it `-sfsymbols-clear-behind:true`
///   in its `<style>` (threema's lock inside the filled bubble, the plus in a badge); the layers
///   under it are masked by its shape.
/// - A template drawn by hand, without the SF Symbols app's layer classes, is one outline whose
///   contours combine by their winding, as a font glyph's do: threema's video.circle.fill is a
///   circle and a camera wound against it, which shows through it; its paths are joined into
///   one, filled by the nonzero rule. (A template of the app's layers, `hierarchical-0` and on,
///   keeps them apart: tinode's xmark.bubble.)
enum SymbolTemplates {
    /// The template's text so rewritten; the text itself where nothing changes, or where it is
    /// not XML this reads.
    static func monochrome(_ text: String) -> String {
        guard let document = try? XMLReader.parse(text) else { return text }
        let clearing = clearBehindClasses(in: document.root)
        var changed = false
        for glyph in glyphs(in: document.root) {
            let paths = glyph.childElements
            if paths.contains(where: { classes(of: $0).contains { $0.hasPrefix("monochrome-") } }) {
                changed = cutClearingLayers(in: glyph, clearing: clearing) || changed
            } else if paths.allSatisfy({ $0[attribute: "class"] == nil }) {
                changed = joinPaths(of: glyph) || changed
            }
        }
        return changed ? document.serialized() : text
    }

    /// The glyph groups: the children of the `Symbols` group.
    private static func glyphs(in root: XMLElement) -> [XMLElement] {
        var pending = [root]
        while let element = pending.popLast() {
            if element.name == "g", element[attribute: "id"] == "Symbols" { return element.childElements.filter { $0.name == "g" } }
            pending += element.childElements
        }
        return []
    }

    private static func classes(of element: XMLElement) -> [Substring] {
        (element[attribute: "class"] ?? "").split(separator: " ")
    }

    /// The `monochrome-N` classes the template's style sheet says clear what is behind them.
    private static func clearBehindClasses(in root: XMLElement) -> Set<Substring> {
        var css = ""
        var pending = [root]
        while let element = pending.popLast() {
            if element.name == "style" {
                for case .text(let raw) in element.children { css += raw }
            }
            pending += element.childElements
        }
        var found: Set<Substring> = []
        for rule in css.split(separator: "}") {
            let parts = rule.split(separator: "{", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let selector = parts[0].trimmingCharacters(in: .whitespacesAndNewlines)
            let body = parts[1].filter { !$0.isWhitespace }
            if selector.hasPrefix(".monochrome-"), body.contains("-sfsymbols-clear-behind:true") { found.insert(Substring(selector.dropFirst())) }
        }
        return found
    }

    /// Masks what lies under each clearing layer of the glyph with that layer's shape cut out.
    private static func cutClearingLayers(in glyph: XMLElement, clearing: Set<Substring>) -> Bool {
        var changed = false
        var index = 0
        while index < glyph.children.count {
            guard case .element(let layer) = glyph.children[index], layer.name == "path", let d = layer[attribute: "d"],
                  classes(of: layer).contains(where: clearing.contains),
                  glyph.children[..<index].contains(where: { if case .element = $0 { true } else { false } })
            else {
                index += 1
                continue
            }
            let id = "nibbler-clear-\(glyph[attribute: "id"] ?? "glyph")-\(index)"
            let mask = XMLElement(name: "mask", attributes: attributes([("id", id), ("maskUnits", "userSpaceOnUse")] + everywhere))
            mask.insertChild(.element(XMLElement(name: "rect", attributes: attributes([("class", "nibbler-keep")] + everywhere))), at: 0)
            mask.insertChild(.element(XMLElement(name: "path", attributes: attributes([("class", "nibbler-cut"), ("d", d)]))), at: 1)
            let under = XMLElement(name: "g", attributes: attributes([("mask", "url(#\(id))")]))
            for (k, node) in glyph.children[..<index].enumerated() { under.insertChild(node, at: k) }
            for _ in 0..<index { glyph.removeChild(at: 0) }
            glyph.removeChild(at: 0)   // the clearing layer: its shape is the mask's cut
            glyph.insertChild(.element(mask), at: 0)
            glyph.insertChild(.element(under), at: 1)
            index = 2   // past the mask and the layers it masks
            changed = true
        }
        return changed
    }

    /// A rectangle far larger than any glyph (templates are 3300 × 2200 units).
    private static let everywhere = [("x", "-100000"), ("y", "-100000"), ("width", "200000"), ("height", "200000")]

    private static func attributes(_ pairs: [(String, String)]) -> [XMLAttribute] {
        pairs.map { XMLAttribute(name: $0.0, rawValue: XMLEscaping.escapeAttribute($0.1)) }
    }

    /// Path data whose first move is absolute: a path's first `m` is (SVG 1.1, 8.3.2), and stays
    /// so once the path follows another; the coordinate pairs after it are still relative lines.
    static func absoluteStart(_ d: String) -> String {
        let trimmed = d.drop { $0.isWhitespace }
        guard trimmed.first == "m" else { return d }
        var rest = trimmed.dropFirst()
        var numbers: [Substring] = []
        while numbers.count < 2, let (number, after) = number(in: rest) {
            numbers.append(number)
            rest = after
        }
        guard numbers.count == 2 else { return d }
        let following = rest.drop { $0.isWhitespace || $0 == "," }
        let implicitLine = following.first.map { $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." } ?? false
        return "M\(numbers[0]) \(numbers[1])" + (implicitLine ? " l" : "") + " " + following
    }

    /// The number at the start of `text` (after spaces and a comma), and what follows it.
    private static func number(in text: Substring) -> (Substring, Substring)? {
        let start = text.drop { $0.isWhitespace || $0 == "," }
        var end = start.startIndex
        var seenDot = false, seenExponent = false
        while end < start.endIndex {
            let c = start[end]
            if c.isNumber {
            } else if (c == "-" || c == "+") && (end == start.startIndex || "eE".contains(start[start.index(before: end)])) {
            } else if c == ".", !seenDot, !seenExponent {
                seenDot = true
            } else if c == "e" || c == "E", !seenExponent, end > start.startIndex {
                seenExponent = true
            } else {
                break
            }
            end = start.index(after: end)
        }
        return end == start.startIndex ? nil : (start[start.startIndex..<end], start[end...])
    }

    /// Joins the glyph's paths into its first: false where it has fewer than two, or anything
    /// else inside it (a shape, a group, a path placed by a transform of its own).
    private static func joinPaths(of glyph: XMLElement) -> Bool {
        let paths = glyph.childElements
        guard paths.count > 1,
              paths.allSatisfy({ $0.name == "path" && $0[attribute: "d"] != nil && $0[attribute: "transform"] == nil }) else { return false }
        let first = paths[0]
        first.setAttribute("d", to: paths.compactMap { $0[attribute: "d"].map(absoluteStart) }.joined(separator: " "))
        first.removeAttribute("fill-rule")
        for index in glyph.children.indices.reversed() {
            if case .element(let element) = glyph.children[index], element !== first { glyph.removeChild(at: index) }
        }
        return true
    }
}
