import TableDeckBridge

/// A Visual Format line GTK could not parse, named by its number and text.
public struct VisualFormatError: Error, CustomStringConvertible, Sendable {
    /// The 1-based number of the offending line among those passed in one call.
    public let lineNumber: Int
    /// The offending line as given.
    public let line: String
    /// GTK's explanation, such as "Unable to find view with name 'v9'".
    public let reason: String
    /// The 1-based column GTK points at, when it says.
    public let column: Int?

    /// Creates an error for `line` from GTK's `GError` message.
    init(lineNumber: Int, line: String, error: GLibError) {
        self.lineNumber = lineNumber
        self.line = line
        // GTK formats "<index>:<column>: <reason>\n<line>\n<caret>"; keep the reason and column.
        let firstLine = error.message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? error.message
        let parts = firstLine.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        if parts.count == 3, Int(parts[0]) != nil, let column = Int(parts[1]) {
            self.column = column
            self.reason = parts[2].drop(while: { $0 == " " }).description
        } else {
            self.column = nil
            self.reason = firstLine
        }
    }

    /// "Visual Format line 2 `V:|-[v0]-[v9]|` (column 9): Unable to find view with name 'v9'".
    public var description: String {
        let at = column.map { " (column \($0))" } ?? ""
        return "Visual Format line \(lineNumber) `\(line)`\(at): \(reason)"
    }
}
