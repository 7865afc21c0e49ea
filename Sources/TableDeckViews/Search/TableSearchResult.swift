/// What a table's search shows, told to ``TableSearch/onChange`` whenever the shown rows change.
public struct TableSearchResult: Equatable, Sendable {
    /// The query as typed; empty when the search bar closed (``isCleared``) or holds no text.
    public var query: String
    /// How many rows show; for an ``OutlineView``'s result, how many items match (the
    /// ancestors shown around them are not counted).
    public var shownRows: Int
    /// How many rows the table has; for an ``OutlineView``'s result, how many items were
    /// searched (every item loaded).
    public var totalRows: Int
    /// Whether the search bar closed: every row shows again.
    public var isCleared: Bool

    /// A result showing `shownRows` of `totalRows` for `query`, or the bar closed (`isCleared`).
    public init(query: String, shownRows: Int, totalRows: Int, isCleared: Bool = false) {
        self.query = query
        self.shownRows = shownRows
        self.totalRows = totalRows
        self.isCleared = isCleared
    }
}
