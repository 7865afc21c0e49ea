/// Which table shows the Users screen's rows.
public enum TableBackend: String, CaseIterable, Sendable {
    /// The seed's eager stack table: one widget per row, built up front (up to
    /// ``LaunchOptions/maximumStackRows`` rows).
    case stack
    /// The recycling table over `GtkListView`: widgets only for the visible rows (up to
    /// ``LaunchOptions/maximumRecyclingRows`` rows).
    case recycling

    /// The most rows this backend accepts on the command line.
    public var maximumRows: Int {
        switch self {
        case .stack: LaunchOptions.maximumStackRows
        case .recycling: LaunchOptions.maximumRecyclingRows
        }
    }
}
