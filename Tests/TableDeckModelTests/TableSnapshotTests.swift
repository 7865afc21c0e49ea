import TableDeckAppModel
import TableDeckModel
import Testing

@Suite("Diffable snapshots turned into batch updates")
struct TableSnapshotTests {
    private func snapshot(_ items: [Int], reloading reloaded: [Int] = []) -> TableSnapshot<Int, Int> {
        var snapshot = TableSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        snapshot.reloadItems(reloaded)
        return snapshot
    }

    /// Applies `batch` to `old` as UIKit defines it, with `new` supplying the rows that arrive.
    private func applied(_ batch: RowBatch, to old: [Int], new: [Int]) -> [Int]? {
        guard let plan = batch.plan(oldCount: old.count, newCount: new.count).plan else { return nil }
        var result = [Int?](repeating: nil, count: new.count)
        for (index, element) in old.enumerated() {
            if let target = plan.newIndex(ofOld: index) { result[target] = element }
        }
        for index in plan.insertions { result[index] = new[index] }
        return result.compactMap { $0 }.count == new.count ? result.compactMap { $0 } : nil
    }

    @Test("random edits: the batch from the difference rebuilds the new order", arguments: 0..<30)
    func randomEdits(seed: UInt64) {
        var generator = SeededGenerator(seed: seed + 7)
        let old = Array(0..<Int.random(in: 0...40, using: &generator)).shuffled(using: &generator)
        var new = old.filter { _ in Int.random(in: 0..<4, using: &generator) != 0 }
        for element in 100..<(100 + Int.random(in: 0...6, using: &generator)) {
            new.insert(element, at: Int.random(in: 0...new.count, using: &generator))
        }
        if new.count > 2 { new.swapAt(0, new.count - 1) }
        let batch = snapshot(new).batch(from: snapshot(old)) ?? RowBatch(deletions: [-1])
        #expect(applied(batch, to: old, new: new) == new)
    }

    @Test("deleting a thousand of a hundred thousand is deletions only, found without a quadratic diff")
    func largeDeletion() throws {
        let old = try #require(SnapshotRows(Array(0..<100_000)))
        let new = try #require(SnapshotRows(Array(0..<100_000).filter { $0 % 100 != 0 }))
        let batch = old.batch(to: new)
        #expect(batch.deletions == Array(stride(from: 0, to: 100_000, by: 100)))
        #expect(batch.insertions.isEmpty)
        #expect(batch.moves.isEmpty)
        #expect(SnapshotRows([1, 2, 1]) == nil)
    }

    @Test("a moved item is a move, not a delete and an insert")
    func moves() {
        let batch = snapshot([1, 2, 3, 0]).batch(from: snapshot([0, 1, 2, 3])) ?? RowBatch()
        #expect(batch.moves == [RowBatch.Move(from: 0, to: 3)])
        #expect(batch.deletions.isEmpty)
        #expect(batch.insertions.isEmpty)
    }

    @Test("reloaded items become reloads at their old index; a moved one is rebuilt where it lands")
    func reloads() {
        let stay = snapshot([0, 1, 2], reloading: [1]).batch(from: snapshot([0, 1, 2])) ?? RowBatch()
        #expect(stay.reloads == [1])
        let moved = snapshot([1, 2, 0], reloading: [0]).batch(from: snapshot([0, 1, 2])) ?? RowBatch()
        #expect(moved.moves.isEmpty)
        #expect(moved.reloads.isEmpty)
        #expect(applied(moved, to: [0, 1, 2], new: [1, 2, 0]) == [1, 2, 0])
    }

    @Test("sections flatten in order; inserting before and after an item")
    func sections() {
        var snapshot = TableSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3])
        #expect(snapshot.itemIdentifiers == [1, 2, 3])
        let found = [
            snapshot.insertItems([9], afterItem: 1), snapshot.insertItems([8], beforeItem: 3),
            snapshot.insertItems([7], beforeItem: 42),
        ]
        #expect(found == [true, true, false])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [8, 3])
        snapshot.deleteItems([2, 8])
        #expect(snapshot.itemIdentifiers == [1, 9, 3])
        #expect(snapshot.numberOfItems == 3)
        snapshot.appendItems([1], toSection: "b")
        #expect(snapshot.hasDuplicateItems)
    }
}

@Suite("What a diffable data source holds, for every table")
struct DiffableRowsTests {
    private func snapshot(_ sections: [(String, [Int])]) -> TableSnapshot<String, Int> {
        var snapshot = TableSnapshot<String, Int>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test("the first snapshot reloads, the next is a batch, a duplicate is refused and kept out")
    func takes() {
        var rows = DiffableRows<String, Int>()
        #expect(rows.take(snapshot([("a", [1, 2, 3])]), shownRows: 0, sectionsMatter: true) == .reload)
        #expect(rows.count == 3 && rows.ordinal(of: 3) == 2 && rows.item(atOrdinal: 0) == 1)
        let update = rows.take(snapshot([("a", [3, 1, 4])]), shownRows: 3, sectionsMatter: true)
        // 2 goes, 4 comes, and one of 1 and 3 moves past the other (the diff picks which).
        guard case .batch(let batch) = update else {
            Issue.record("not a batch: \(update)")
            return
        }
        #expect(batch.deletions == [1] && batch.insertions == [2] && batch.moves.count == 1, "\(batch)")
        #expect(rows.take(snapshot([("a", [1, 1])]), shownRows: 3, sectionsMatter: true) == .refused)
        #expect(rows.snapshot.itemIdentifiers == [3, 1, 4], "the refused snapshot is not taken")
        #expect(rows.sectionCounts == [3])
    }

    @Test("new sections reload a table that shows them, not one that flattens them; a table out of step reloads")
    func sections() {
        var shown = DiffableRows<String, Int>()
        var flat = DiffableRows<String, Int>()
        let first = snapshot([("a", [1, 2])])
        let second = snapshot([("a", [1]), ("b", [2])])
        _ = shown.take(first, shownRows: 0, sectionsMatter: true)
        _ = flat.take(first, shownRows: 0, sectionsMatter: false)
        #expect(shown.take(second, shownRows: 2, sectionsMatter: true) == .reload)
        #expect(flat.take(second, shownRows: 2, sectionsMatter: false) == .batch(RowBatch()))
        #expect(shown.sectionCounts == [1, 1])
        #expect(flat.take(first, shownRows: 5, sectionsMatter: false) == .reload, "the table shows other rows")
    }

    @Test("an item that changes sections in place moves, where the sections are the table's")
    func boundaryMove() {
        var rows = DiffableRows<String, Int>()
        _ = rows.take(snapshot([("a", [1, 2]), ("b", [3])]), shownRows: 0, sectionsMatter: true)
        let update = rows.take(snapshot([("a", [1]), ("b", [2, 3])]), shownRows: 3, sectionsMatter: true)
        #expect(update == .batch(RowBatch(moves: [.init(from: 1, to: 1)])), "\(update)")
        var flat = DiffableRows<String, Int>()
        _ = flat.take(snapshot([("a", [1, 2]), ("b", [3])]), shownRows: 0, sectionsMatter: false)
        #expect(flat.take(snapshot([("a", [1]), ("b", [2, 3])]), shownRows: 3, sectionsMatter: false) == .batch(RowBatch()))
    }
}
