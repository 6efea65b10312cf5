import Foundation
import NibMerge
import NibModel
import SharedFiles
import Testing
import XMLTree

/// Two independent edits made on two branches and merged give the bytes of making both in turn:
/// on every corpus file, with edits made through the model API as the designer makes them.
@Suite("Merging independent edits")
struct MergePropertyTests {
    /// One edit about one view (its target): a property, a new subview, its removal, a new size
    /// constraint, the removal of one of its own constraints, or a new frame.
    enum Edit: CaseIterable {
        case setProperty, addSubview, removeView, addConstraint, removeConstraint, moveFrame

        func apply(to document: NibDocument, target: String, seed: UInt64) throws {
            var ids = ObjectIDGenerator(random: SeededGenerator(seed: seed))
            switch self {
            case .setProperty:
                try document.set("alpha", to: "0.5", on: target)
            case .addSubview:
                try document.addView("view", frame: Rect(x: 4, y: 4, width: 20, height: 10), to: target, ids: &ids)
            case .removeView:
                try document.removeView(target)
            case .addConstraint:
                try document.addConstraint(target, .width, constant: 33, ids: &ids)
            case .removeConstraint:
                guard let own = document.constraints.first(where: { $0.owner.id == target }) else { throw EditError.unknownObject(target) }
                try document.removeConstraint(own.constraint.id)
            case .moveFrame:
                guard let frame = document.objectsByID[target]?.frame else { throw EditError.unknownObject(target) }
                document.setFrames([target: Rect(x: frame.x + 3, y: frame.y + 5, width: frame.width, height: frame.height)], name: "Move")
            }
        }
    }

    /// Views two edits can be made on independently: neither inside the other. Where a
    /// constraint ties their subtrees, removing one would take the other's constraint along, so
    /// such views only take edits that remove nothing (`linked`).
    static func independentTargets(in document: NibDocument, using random: inout SeededGenerator) -> (String, String, linked: Bool)? {
        let views = document.allObjects.filter { $0.frame != nil && $0.parent?.frame != nil }
        guard views.count >= 2 else { return nil }
        func subtree(_ o: NibObject) -> Set<String> { o.children.reduce(into: [o.id]) { $0.formUnion(subtree($1)) } }
        for _ in 0..<20 {
            let (a, b) = (views.randomElement(using: &random)!, views.randomElement(using: &random)!)
            let (sa, sb) = (subtree(a), subtree(b))
            guard sa.isDisjoint(with: sb) else { continue }
            let linked = document.constraints.contains { _, c in
                let items = [c.firstItem.id] + (c.secondItem.map { [$0.id] } ?? [])
                return items.contains(where: sa.contains) && items.contains(where: sb.contains)
            }
            return (a.id, b.id, linked)
        }
        return nil
    }

    @Test("on every corpus file, two independent edits merged give the bytes of both applied in turn", SharedFiles.needsCorpus)
    func independentEditsCommute() throws {
        let files = SharedFiles.corpusFiles + ((try? FileManager.default.contentsOfDirectory(at: SharedFiles.moreCorpus, includingPropertiesForKeys: nil)) ?? [])
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        var random = SeededGenerator(seed: 20261124)
        var (tried, merged) = (0, 0)
        for url in files {
            guard let text = try? String(contentsOf: url, encoding: .utf8), let base = try? XMLReader.parse(text),
                  let probe = try? NibDocument(xml: base),
                  let (first, second, linked) = Self.independentTargets(in: probe, using: &random) else { continue }
            let edits = Edit.allCases.filter { !linked || ($0 != .removeView && $0 != .removeConstraint) }
            let (seedA, seedB) = (random.next(), random.next())
            func document() throws -> NibDocument { try NibDocument(xml: try XMLReader.parse(text)) }
            // The first pair of edits, in random order, that these views take (a view with no
            // constraint of its own cannot lose one).
            var applied: (Edit, Edit, NibDocument, NibDocument, NibDocument)?
            for editA in edits.shuffled(using: &random) where applied == nil {
                for editB in edits.shuffled(using: &random) where applied == nil {
                    let (ours, theirs, both) = (try document(), try document(), try document())
                    do {
                        try editA.apply(to: ours, target: first, seed: seedA)
                        try editB.apply(to: theirs, target: second, seed: seedB)
                        try editA.apply(to: both, target: first, seed: seedA)
                        try editB.apply(to: both, target: second, seed: seedB)
                        applied = (editA, editB, ours, theirs, both)
                    } catch {
                        continue
                    }
                }
            }
            guard let (editA, editB, ours, theirs, both) = applied else { continue }
            tried += 1
            let result = try DocumentMerge.merge(base: try XMLReader.parse(text), ours: try XMLReader.parse(ours.xml.serialized()),
                                                 theirs: try XMLReader.parse(theirs.xml.serialized()))
            let expected = both.xml.serialized()
            if result.text == expected && result.conflicts.isEmpty {
                merged += 1
            } else {
                Issue.record("\(url.lastPathComponent): \(editA) on \(first) and \(editB) on \(second) merged unlike both in turn\(result.conflicts.isEmpty ? "" : ": \(result.conflicts)")")
            }
        }
        print("merge property: \(merged) of \(tried) pairs of independent edits merged to the bytes of both in turn (the other \(files.count - tried) files have fewer than two views below a root, or no pair of edits their views take)")
        #expect(tried >= 600)
    }
}
