import Synchronization

/// Values read from the disk, by path, each trusted for `AssetCatalogs.freshFor` after it is
/// read: drawing looks them up on every frame, and a change on disk (from Xcode, a file manager,
/// git) shows soon after.
final class RecentReads<Value: Sendable>: Sendable {
    private let table = Mutex<[String: (value: Value, at: ContinuousClock.Instant)]>([:])

    /// The value read for `path`, read again with `read` once it is older than `freshFor`.
    func value(for path: String, read: () -> Value) -> Value {
        let now = ContinuousClock.now
        if let known = table.withLock({ $0[path] }), now - known.at < AssetCatalogs.freshFor { return known.value }
        let value = read()
        table.withLock { $0[path] = (value, now) }
        return value
    }
}
