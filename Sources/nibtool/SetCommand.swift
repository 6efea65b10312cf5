import ArgumentParser

/// `nibtool set FILE --id ID --key KEY --value VALUE [-o OUT]`: one edit through the model.
struct Set: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Set one inspectable property of one object and save; only that property's XML changes.",
        discussion: "KEY is an inspector name: text, placeholder, userLabel, alpha, hidden, backgroundColor, tintColor, borderWidth, borderColor (#RRGGBB or #RRGGBBAA), cornerRadius, or any runtime attribute the object has; and the Attributes fields of its class, such as font (\"System Bold 20\", \"Headline\", \"HelveticaNeue-Light 17\"), numberOfLines, lineBreakMode, autoshrink, a button's buttonType, title and titleColor, a text field's borderStyle and keyboardType.")

    @Argument(help: "A .xib or .storyboard file.")
    var file: String

    // Unconditional: placeholders' ids are negative numbers (File's Owner is -1), not options.
    @Option(parsing: .unconditional, help: "The object's id.")
    var id: String

    @Option(help: "The property.")
    var key: String

    @Option(parsing: .unconditional, help: "The new value (a negative number too).")
    var value: String

    @Option(name: .short, help: "Where to save; the input file itself when omitted.")
    var output: String?

    func run() throws {
        let loaded = try DocumentFiles.load(file)
        do {
            try loaded.document.set(key, to: value, on: id)
        } catch {
            printError("\(file): \(error)")
            throw ExitStatus.documentError
        }
        try DocumentFiles.save(loaded, to: output)
    }
}
