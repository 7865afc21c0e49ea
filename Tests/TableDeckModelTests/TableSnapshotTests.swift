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
