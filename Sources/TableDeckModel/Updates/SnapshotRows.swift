/// A snapshot's rows in order with each item's row, built once per applied snapshot: what a
/// diffable data source answers `index(of:)` from, and what the next snapshot is compared with.
///
/// It is generic and not specialized for a client's item type (its callers are generic too), so
/// at a hundred thousand items its hashing costs tens of milliseconds: a screen that knows which
/// rows changed tells the table directly (the Users screen does).
package struct SnapshotRows<Item: Hashable & Sendable>: Sendable {
    /// The items, row by row.
    package let items: [Item]
    /// Each item's row.
    package let rowByItem: [Item: Int]

    /// The rows of `items`; `nil` when an item appears twice.
    package init?(_ items: [Item]) {
        var rows: [Item: Int] = [:]
        rows.reserveCapacity(items.count)
        for (row, item) in items.enumerated() {
            guard rows.updateValue(row, forKey: item) == nil else { return nil }
        }
        self.init(items: items, rowByItem: rows)
    }

    /// No rows.
    package static var empty: SnapshotRows {
        SnapshotRows(items: [], rowByItem: [:])
    }

    private init(items: [Item], rowByItem: [Item: Int]) {
        self.items = items
        self.rowByItem = rowByItem
    }

    /// The row changes that turn these rows into `new`'s: items only here are deleted, items
    /// only there inserted (found by hashing, in one pass over each side), and items in both
    /// whose order changed are moved. The order of the items in both is compared with the
    /// standard library's `CollectionDifference` (`difference(from:)` with moves inferred), after
    /// the common start and end are trimmed: its Myers diff costs O(n·d), so it sees only the
    /// part where kept items changed places, and a batch that only deletes and inserts (deleting
    /// a thousand rows of a hundred thousand) costs O(n). Items in `reloading` that stay in
    /// place are reloads; one that also moves is deleted and inserted (rebuilt where it lands).
    package func batch(to new: SnapshotRows, reloading: Set<Item> = []) -> RowBatch {
        var batch = RowBatch()
        // Old rows of the kept items, in old order; new rows of the kept items, in new order.
        var keptOld: [Int] = []
        var keptNew: [Int] = []
        for (row, item) in items.enumerated() {
            if new.rowByItem[item] == nil { batch.deletions.append(row) } else { keptOld.append(row) }
        }
        for (row, item) in new.items.enumerated() {
            if rowByItem[item] == nil { batch.insertions.append(row) } else { keptNew.append(row) }
        }
        var moved = Set<Int>()
        // Kept items as old rows in new order: where this differs from keptOld, items moved.
        let orderInNew = keptNew.map { rowByItem[new.items[$0]] ?? -1 }
        if orderInNew != keptOld {
            var start = 0
            while start < keptOld.count && keptOld[start] == orderInNew[start] { start += 1 }
            var end = keptOld.count
            while end > start && keptOld[end - 1] == orderInNew[end - 1] { end -= 1 }
            let before = Array(keptOld[start..<end])
            let after = Array(orderInNew[start..<end])
            for change in after.difference(from: before).inferringMoves() {
                guard case .insert(let offset, let oldRow, let associated) = change, associated != nil else { continue }
                let newRow = keptNew[start + offset]
                moved.insert(oldRow)
                if reloading.contains(items[oldRow]) {
                    batch.deletions.append(oldRow)
                    batch.insertions.append(newRow)
                } else {
                    batch.moves.append(RowBatch.Move(from: oldRow, to: newRow))
                }
            }
        }
        if !reloading.isEmpty {
            for row in keptOld where !moved.contains(row) && reloading.contains(items[row]) {
                batch.reloads.append(row)
            }
        }
        return batch
    }
}
