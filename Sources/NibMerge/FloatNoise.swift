/// Xcode writes a view's numbers again on each save, sometimes with other last digits
/// (tinode's cell at `y="294.33333206176752"`, then `"294.33333206176758"`): the same number,
/// not a change a reviewer needs to read or a merge needs to weigh.
enum FloatNoise {
    /// The same number written twice, to within a millionth of it.
    static func sameNumber(_ a: Substring, _ b: Substring) -> Bool {
        guard let m = Double(a), let n = Double(b), m.isFinite, n.isFinite else { return false }
        return abs(m - n) <= 1e-6 * max(1, abs(m))
    }

    /// Two values that differ only so: numbers, or lists of `name=number` (a frame in words).
    static func only(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b, a != b else { return false }
        let (x, y) = (a.split(separator: " "), b.split(separator: " "))
        guard x.count == y.count else { return false }
        return zip(x, y).allSatisfy { p, q in
            let (u, v) = (p.split(separator: "=", maxSplits: 1), q.split(separator: "=", maxSplits: 1))
            guard u.count == v.count, u.count == 1 || u.first == v.first else { return false }
            return u.last == v.last || sameNumber(u.last ?? "", v.last ?? "")
        }
    }
}
