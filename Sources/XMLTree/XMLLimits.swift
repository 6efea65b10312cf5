/// What the reader refuses at once, with a sentence, because no file Xcode writes comes near it
/// (over the 1,035 files of the corpus: at most 543 KB, 3,754 elements, 33 levels of nesting and
/// attribute values of 166 characters). Beyond these, reading would take minutes or gigabytes,
/// or walking the tree would need more stack than a thread has.
public enum XMLLimits {
    public static let fileBytes = 32 << 20
    public static let elements = 50_000
    public static let depth = 256
    public static let attributeValueBytes = 1 << 20
}
