/// The four files of a merge, as git's mergetool names them.
struct MergeFiles {
    let base: String
    let local: String
    let remote: String
    /// Where the result is saved.
    let merged: String
}
