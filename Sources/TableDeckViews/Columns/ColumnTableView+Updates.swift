import TableDeckBridge
import TableDeckModel

/// Row changes recorded for one batch, by data row (UIKit's rules: deletions and reloads by
/// index before the update, insertions by index after it).
struct ColumnRowChanges: RecordedRowChanges {
    var deleted: Set<Int> = []
    var inserted: Set<Int> = []
    var reloaded: Set<Int> = []
    /// Whether any change asked for an animation.
    var animates = false

    var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty }

    mutating func append(_ other: ColumnRowChanges) {
        deleted.formUnion(other.deleted)
        inserted.formUnion(other.inserted)
        reloaded.formUnion(other.reloaded)
        animates = animates || other.animates
    }
}

/// Batch updates by data row, as on the other tables: the rows on screen change in place and
/// animate, the selection and the cursor follow their rows. In a sorted table each inserted row
/// goes where the sort puts it, and a reloaded row whose sort key changed moves to its new place.
extension ColumnTableView {
    /// Inserts the data rows `rows` (indexes after the update).
    public func insertRows(at rows: [Int], with animation: TableRowAnimation = .automatic) {
        batches.record(ColumnRowChanges(inserted: Set(rows), animates: animation != .none))
    }

    /// Deletes the data rows `rows` (indexes before the update).
    public func deleteRows(at rows: [Int], with animation: TableRowAnimation = .automatic) {
        batches.record(ColumnRowChanges(deleted: Set(rows), animates: animation != .none))
    }

    /// Shows the data rows `rows` (indexes before the update) anew; in a sorted table, a row
    /// whose sort key changed moves to where the sort now puts it.
    public func reloadRows(at rows: [Int], with animation: TableRowAnimation = .automatic) {
        batches.record(ColumnRowChanges(reloaded: Set(rows), animates: animation != .none))
    }

    /// Runs `updates` (insertions, deletions and reloads by data row) and applies them as one
    /// batch when it returns. A batch opened inside a batch joins the outer one, with a warning,
    /// as on the other tables.
    public func performBatchUpdates(_ updates: () -> Void) {
        batches.perform(updates)
    }

    /// Checks `changes` against the data source's new count, works out the new display order
    /// and shows the changes by display row; anything inconsistent is warned about and the table
    /// reloads.
    func apply(_ changes: ColumnRowChanges) {
        guard !changes.isEmpty else { return }
        let oldCount = rowCount
        let reported = dataSource?.numberOfRows(in: self) ?? 0
        let newCount = columns.isEmpty ? 0 : ItemCount(reported: reported, maximum: Self.maximumRows, source: "").value
        var problems: [String] = []
        if let bad = changes.deleted.union(changes.reloaded).first(where: { $0 < 0 || $0 >= oldCount }) {
            problems.append("row \(bad) to delete or reload is not one of the \(oldCount) rows before the update")
        }
        if let bad = changes.inserted.first(where: { $0 < 0 || $0 >= newCount }) {
            problems.append("row \(bad) to insert is not one of the \(newCount) rows after the update")
        }
        if !changes.reloaded.isDisjoint(with: changes.deleted) {
            problems.append("a row is both deleted and reloaded")
        }
        if newCount != oldCount - changes.deleted.count + changes.inserted.count {
            problems.append(
                "the data source has \(newCount) rows after the update, but \(oldCount) - \(changes.deleted.count) deleted "
                    + "+ \(changes.inserted.count) inserted is \(oldCount - changes.deleted.count + changes.inserted.count)")
        }
        guard problems.isEmpty else {
            Diagnostics.warn("the column table's batch update is inconsistent (\(problems.joined(separator: "; "))); reloading every row")
            reloadData()
            return
        }
        // Each surviving row's data index after the update: survivors keep their order.
        let oldPositions = displayPositions
        var newIndexOfOld: [Int: Int] = [:]
        if !changes.reloaded.isEmpty && !sortOrder.descriptors.isEmpty {
            var next = 0
            for old in 0..<oldCount where !changes.deleted.contains(old) {
                while changes.inserted.contains(next) { next += 1 }
                if changes.reloaded.contains(old) { newIndexOfOld[old] = next }
                next += 1
            }
        }
        rowCount = newCount
        computeDisplayOrder()
        let shownBefore = { (row: Int) in TableIndexPath(row: oldPositions.map { Int($0[row]) } ?? row, section: 0) }
        let shownAfter = { [self] (row: Int) in TableIndexPath(row: displayRow(forDataRow: row) ?? row, section: 0) }
        let animation: TableRowAnimation = changes.animates ? .automatic : .none
        table.performBatchUpdates {
            table.deleteRows(at: changes.deleted.map(shownBefore), with: animation)
            table.insertRows(at: changes.inserted.map(shownAfter), with: animation)
            if sortOrder.descriptors.isEmpty {
                table.reloadRows(at: changes.reloaded.map(shownBefore), with: animation)
            } else {
                // Sorted, a reloaded row goes where its key now sorts (a move, its cell asked anew).
                for row in changes.reloaded {
                    guard let newIndex = newIndexOfOld[row] else { continue }
                    table.moveRow(at: shownBefore(row), to: shownAfter(newIndex))
                }
            }
        }
    }

    /// Whether rows are moving to their new places now (a batch update animating).
    public var isAnimatingChanges: Bool { table.isAnimatingChanges }
}
