import TableDeckBridge

/// One section of a ``StaticTableView``: a piece of content and the space it owns above itself.
///
/// A cell never has space below its content: the space between two sections belongs to the lower
/// one, so leaving any section out keeps every other gap as designed.
@MainActor
public final class StaticTableCell: Box {
    /// A name for the section, such as `"promotion"`, by which ``StaticTableView/cell(withIdentifier:)`` finds it.
    public let identifier: String
    /// The space, in pixels, between the section above (or the top of the table) and this one.
    public let topSpacing: Int
    /// The section's content.
    public let content: Widget

    /// Creates a cell around `content`. A `content` that already has a parent is left out, with
    /// a warning, and the cell shows nothing.
    public init(identifier: String, topSpacing: Int, content: Widget) {
        self.identifier = identifier
        self.topSpacing = topSpacing
        self.content = content
        super.init(.vertical)
        addCSSClass("tabledeck-static-cell")
        addCSSClass("tabledeck-static-cell-\(identifier)")
        if content.hasParent {
            Diagnostics.warn("static table cell '\(identifier)' was given content that already has a parent")
        } else {
            append(content)
        }
    }
}
