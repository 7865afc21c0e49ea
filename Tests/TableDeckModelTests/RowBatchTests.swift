import TableDeckAppModel
import TableDeckModel
import Testing

/// A random batch and the arrays before and after it, built the way UIKit defines a batch.
private struct RandomBatch {
    var old: [Int]
    var new: [Int]
    var batch: RowBatch
    var deleted: Set<Int>

    init(count: Int, using generator: inout SeededGenerator) {
        let old = Array(0..<count)
        var deleted = Set<Int>()
        var moved: [Int] = []
        for element in old {
            if Int.random(in: 0..<5, using: &generator) == 0 {
                deleted.insert(element)
            } else if Int.random(in: 0..<8, using: &generator) == 0 {
                moved.append(element)
            }
        }
        var result = old.filter { !deleted.contains($0) && !moved.contains($0) }
        let insertedCount = Int.random(in: 0...max(1, count / 4), using: &generator)
        let newElements = (0..<insertedCount).map { 10_000 + $0 }
        for element in (newElements + moved).shuffled(using: &generator) {
            result.insert(element, at: Int.random(in: 0...result.count, using: &generator))
        }
        self.old = old
        self.deleted = deleted
        new = result
        batch = RowBatch()
        batch.deletions = deleted.sorted().shuffled(using: &generator)
        batch.insertions = newElements.compactMap { result.firstIndex(of: $0) }
        batch.moves = moved.map { RowBatch.Move(from: $0, to: result.firstIndex(of: $0) ?? -1) }
    }
}

@Suite("Batch updates: validation, index mapping and splices")
struct RowBatchTests {
    @Test("indexes print as sorted, merged ranges")
    func ranges() {
        #expect(IndexRanges.describe([3]) == "3")
        #expect(IndexRanges.describe([7, 5, 3, 6, 5]) == "3,5-7")
        #expect(IndexRanges.describe(Array(0..<1000)) == "0-999")
        #expect(IndexRanges.ranges([9, 3, 4, 4, 5]) == [3..<6, 9..<10])
        #expect(IndexRanges.describe(ranges: [0..<100_000]) == "0-99999")
        #expect(IndexRanges.describe([Int]()) == "none")
        #expect(IndexRanges.describe([1, 2, 4, 5, 9]) == "1-2,4-5,9")
    }

    @Test("random batches map every row where the reference array puts it", arguments: 0..<40)
    func mapping(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed + 1)
        let random = RandomBatch(count: Int.random(in: 0...60, using: &generator), using: &generator)
        let (plan, problems) = random.batch.plan(oldCount: random.old.count, newCount: random.new.count)
        #expect(problems.isEmpty)
        let checked = try #require(plan)
        for (oldIndex, element) in random.old.enumerated() {
            #expect(checked.newIndex(ofOld: oldIndex) == random.new.firstIndex(of: element))
        }
        #expect(checked.newIndex(ofOld: -1) == nil)
        #expect(checked.newIndex(ofOld: random.old.count) == nil)
    }

    @Test("splices applied in order turn the old list into the new one", arguments: 0..<40)
    func splices(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed + 100)
        let random = RandomBatch(count: Int.random(in: 0...60, using: &generator), using: &generator)
        let plan = try #require(random.batch.plan(oldCount: random.old.count, newCount: random.new.count).plan)
        var list: [Int?] = random.old
        for step in plan.splices {
            switch step.splice {
            case .remove(let index): list.removeSubrange(index..<(index + step.count))
            case .insert(let index): list.insert(contentsOf: [Int?](repeating: nil, count: step.count), at: index)
            }
        }
        #expect(list.count == random.new.count)
        let filled = Set(plan.additions)
        for (index, element) in list.enumerated() {
            if filled.contains(index) {
                #expect(element == nil)
            } else {
                #expect(element == random.new[index])
            }
        }
    }

    @Test("a selection follows its rows; deleted rows leave it", arguments: 0..<20)
    func selectionFollows(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed + 300)
        let random = RandomBatch(count: 50, using: &generator)
        let plan = try #require(random.batch.plan(oldCount: 50, newCount: random.new.count).plan)
        let chosen = random.old.filter { _ in Bool.random(using: &generator) }
        var selection = RowSelection(mode: .multiple)
        selection.select(RangeSet(chosen.map { $0..<($0 + 1) }))
        selection.apply(plan)
        let expected = chosen.compactMap { random.new.firstIndex(of: $0) }.sorted()
        #expect(selection.indexes == expected)
    }

    @Test("deleting a thousand of a hundred thousand maps without one entry per row")
    func largeDelete() throws {
        let deleted = Array(stride(from: 5, to: 100_000, by: 100))
        let batch = RowBatch(deletions: deleted)
        let plan = try #require(batch.plan(oldCount: 100_000, newCount: 99_000).plan)
        #expect(plan.newIndex(ofOld: 4) == 4)
        #expect(plan.newIndex(ofOld: 5) == nil)
        #expect(plan.newIndex(ofOld: 6) == 5)
        #expect(plan.newIndex(ofOld: 99_999) == 98_999)
        #expect(plan.splices.count == 1000)
        var all = RowSelection(mode: .multiple)
        all.selectAll(count: 100_000)
        all.apply(plan)
        #expect(all.count == 99_000)
        #expect(all.rows.ranges.count == 1)
    }

    @Test("bad batches: out of range, duplicates, conflicts and a wrong count")
    func problems() {
        let outOfRange = RowBatch(deletions: [10]).plan(oldCount: 10, newCount: 9)
        #expect(outOfRange.plan == nil)
        #expect(outOfRange.problems.contains(.outOfRange(kind: "deleteRows", index: 10, count: 10)))

        let duplicates = RowBatch(deletions: [2, 2, 3]).plan(oldCount: 10, newCount: 8)
        #expect(duplicates.plan?.deletions == [2, 3])
        #expect(duplicates.problems == [.duplicates(kind: "deleteRows", indexes: [2])])

        let mismatch = RowBatch(insertions: [0]).plan(oldCount: 10, newCount: 10)
        #expect(mismatch.plan == nil)
        #expect(mismatch.problems == [.countMismatch(before: 10, after: 10, expected: 11)])
        #expect(
            mismatch.problems[0].description
                == "the number of rows after the update (10) must equal the number before it (10) plus the inserted minus the deleted rows (11)"
        )

        let deletedAndMoved = RowBatch(deletions: [1], moves: [.init(from: 1, to: 3)]).plan(oldCount: 5, newCount: 4)
        #expect(deletedAndMoved.plan == nil)
        #expect(deletedAndMoved.problems.contains(.conflict("row 1 is both deleted and moved")))

        let twoToOne = RowBatch(moves: [.init(from: 0, to: 2), .init(from: 1, to: 2)]).plan(oldCount: 3, newCount: 3)
        #expect(twoToOne.plan == nil)

        let reloadDeleted = RowBatch(deletions: [0], reloads: [0]).plan(oldCount: 3, newCount: 2)
        #expect(reloadDeleted.plan == nil)

        let onItself = RowBatch(moves: [.init(from: 2, to: 2)]).plan(oldCount: 3, newCount: 3)
        #expect(onItself.problems.isEmpty)
        #expect(onItself.plan?.newIndex(ofOld: 2) == 2)
    }

    @Test("the keyboard cursor goes with its row, or to the row that takes a deleted row's place")
    func cursorAfterABatch() throws {
        let plan = try #require(RowBatch(deletions: [2, 3], insertions: [0]).plan(oldCount: 6, newCount: 5).plan)
        #expect(plan.cursor(after: 1) == 2, "moved down by the insertion")
        #expect(plan.cursor(after: 2) == 3, "deleted: the next row that stays, row 4, now at 3")
        let atEnd = try #require(RowBatch(deletions: [4]).plan(oldCount: 5, newCount: 4).plan)
        #expect(atEnd.cursor(after: 4) == 3, "the last row deleted: the new last row")
    }
}
