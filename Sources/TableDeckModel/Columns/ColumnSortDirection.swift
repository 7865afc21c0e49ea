/// Which way a column sorts its rows: smallest first or largest first.
public enum ColumnSortDirection: String, Sendable, Equatable {
    /// Smallest first: numbers before text, text in the locale's collation order, missing
    /// values last.
    case ascending
    /// Largest first: the exact reverse of ``ascending``, so missing values come first.
    case descending

    /// The other direction: what a second click on a column's header sorts by.
    public var reversed: ColumnSortDirection {
        switch self {
        case .ascending: .descending
        case .descending: .ascending
        }
    }
}
