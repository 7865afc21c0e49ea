/// Which table shows a list's rows: the eager stack table or the recycling table.
public enum TableBackend: String, CaseIterable, Sendable {
    /// The eager stack table: one widget per row, built up front (up to
    /// ``maximumStackRows`` rows).
    case stack
    /// The recycling table over `GtkListView`: widgets only for the visible rows (up to
    /// ``maximumRecyclingRows`` rows).
    case recycling

    /// The largest row count the eager stack table accepts: it builds every row up front.
    public static let maximumStackRows = 100_000
    /// The largest row count the recycling table accepts.
    public static let maximumRecyclingRows = 10_000_000

    /// The most rows this backend shows.
    public var maximumRows: Int {
        switch self {
        case .stack: Self.maximumStackRows
        case .recycling: Self.maximumRecyclingRows
        }
    }
}
