import TableDeckModel

extension RecyclingTableView {
    /// The table's search: Ctrl+F opens a bar above the rows that filters them as the user types
    /// (``TableSearch``).
    public var search: TableSearch { core.search }
}

extension StackTableView {
    /// The table's search: Ctrl+F opens a bar above the rows that filters them as the user types
    /// (``TableSearch``), on either backend.
    public var search: TableSearch { core.search }
}

extension ColumnTableView {
    /// The table's search: Ctrl+F opens a bar above the column headers that filters the rows as
    /// the user types (``TableSearch``). Without a ``TableSearch/predicate``, a row's text is
    /// every column's (`text` or `accessibleText`), in the order shown.
    public var search: TableSearch { table.core.search }
}
