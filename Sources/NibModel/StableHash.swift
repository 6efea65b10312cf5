/// FNV-1a, 64 bits: a hash that is the same in every run and on every machine, unlike Swift's
/// own (seeded per process), for orders, names and splits that must not change between runs.
public enum StableHash {
    public static func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
