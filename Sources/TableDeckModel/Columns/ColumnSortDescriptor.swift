/// One sort key of a column table: a column, named by its identifier, and a direction.
public struct ColumnSortDescriptor: Equatable, Sendable {
    /// The identifier of the column whose values are compared.
    public var column: String
    /// Whether the column's values sort smallest first or largest first.
    public var direction: ColumnSortDirection

    /// Sorts by `column` in `direction`, ascending unless told.
    public init(column: String, direction: ColumnSortDirection = .ascending) {
        self.column = column
        self.direction = direction
    }
}
