import TableDeckModel

/// One behaviour of every table (keyboard moves, selection, type-ahead, context menus, row
/// moves …): a controller over a ``TableCore`` and its ``TableEngine``, written once for every
/// engine. A new behaviour is one new type conforming to this protocol and one line in
/// ``TableCore/init(engine:source:tableName:)``'s list.
@MainActor
protocol TableBehavior: AnyObject {
    /// Does `command` if it is this behaviour's; returns whether it did (the next behaviour in
    /// the core's list is asked otherwise).
    func perform(_ command: TableCommand) -> Bool
    /// The rows are about to change (a reload, or a batch update); `isDeleted` says whether a
    /// row, by its index path before the change, goes.
    func rowsWillChange(deleting isDeleted: (TableIndexPath) -> Bool)
}

extension TableBehavior {
    func rowsWillChange(deleting isDeleted: (TableIndexPath) -> Bool) {}
}
