/// How a column table's rows are sorted: up to ``maximumKeys`` descriptors, the primary first,
/// each later one breaking the ties of those before it, as header clicks build them.
///
/// A column appears at most once. Clicking the primary column's header reverses its direction;
/// clicking another column's header makes that column the primary key, ascending, and keeps
/// the keys sorted by before behind it, so that sorting by Name and then clicking City lists
/// each city's rows by name.
public struct ColumnSortOrder: Equatable, Sendable {
    /// How many descriptors an order keeps; a click that would add one more drops the last.
    public static let maximumKeys = 3

    /// The sort keys, the primary first; empty when the rows keep their data order.
    public private(set) var descriptors: [ColumnSortDescriptor]

    /// An order of `descriptors`, primary first. A column named again later is dropped (its
    /// first descriptor counts), and only the first ``maximumKeys`` are kept.
    public init(_ descriptors: [ColumnSortDescriptor] = []) {
        var kept: [ColumnSortDescriptor] = []
        for descriptor in descriptors where !kept.contains(where: { $0.column == descriptor.column }) {
            guard kept.count < Self.maximumKeys else { break }
            kept.append(descriptor)
        }
        self.descriptors = kept
    }

    /// The first sort key, the one whose column header shows an arrow; `nil` when unsorted.
    public var primary: ColumnSortDescriptor? { descriptors.first }

    /// The direction the header of `column` shows: the primary column's direction, `nil` for
    /// every other column, secondary keys included (a header shows one arrow only).
    public func direction(of column: String) -> ColumnSortDirection? {
        guard let primary, primary.column == column else { return nil }
        return primary.direction
    }

    /// What a click on the header of `column` does: the primary column reverses its direction;
    /// another column becomes the primary key, ascending, with the previous keys after it (its
    /// own earlier descriptor removed, at most ``maximumKeys`` kept).
    public mutating func click(_ column: String) {
        if let primary, primary.column == column {
            descriptors[0].direction = primary.direction.reversed
            return
        }
        var next = [ColumnSortDescriptor(column: column)]
        next += descriptors.filter { $0.column != column }
        descriptors = Array(next.prefix(Self.maximumKeys))
    }

    /// Stops sorting by `column`, wherever it is among the keys (a column hidden or removed
    /// sorts nothing); the keys after it move up. Nothing changes when it is not a key.
    public mutating func remove(column: String) {
        descriptors.removeAll { $0.column == column }
    }
}
