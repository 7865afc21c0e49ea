import TableDeckModel
import Testing

/// Row changes of a table in sections: each section checked by RowBatch's rules, and one plan
/// across the table for the selection.
@Suite("Row batches in sections")
struct SectionedRowBatchTests {
    private func path(_ row: Int, _ section: Int) -> TableIndexPath { TableIndexPath(row: row, section: section) }

    @Test("each section's changes, and where every row goes across the table")
    func plansEachSection() throws {
        // Sections of 3, 2 and 4 rows: delete (0,1), insert (2,0), move (1,0) to (0,0).
        let batch = SectionedRowBatch(
            deletions: [path(1, 0)], insertions: [path(0, 2)], moves: [.init(from: path(1, 1), to: path(0, 0))])
        let (planned, problems) = batch.plan(oldCounts: [3, 2, 4], newCounts: [3, 1, 5])
        #expect(problems.isEmpty)
        let plan = try #require(planned)
        #expect(plan.sections.keys.sorted() == [0, 1, 2])
        #expect(plan.sections[0]?.deletions == [1] && plan.sections[0]?.insertions == [0], "a move in from another section")
        #expect(plan.sections[1]?.deletions == [1], "a move out to another section")
        #expect(plan.sections[2]?.insertions == [0])
        let old = [3, 2, 4]
        #expect(plan.newIndexPath(ofOld: path(1, 1), oldCounts: old) == path(0, 0), "the moved row")
        #expect(plan.newIndexPath(ofOld: path(0, 0), oldCounts: old) == path(1, 0))
        #expect(plan.newIndexPath(ofOld: path(1, 0), oldCounts: old) == nil, "deleted")
        #expect(plan.newIndexPath(ofOld: path(2, 0), oldCounts: old) == path(2, 0))
        #expect(plan.newIndexPath(ofOld: path(0, 1), oldCounts: old) == path(0, 1))
        #expect(plan.newIndexPath(ofOld: path(0, 2), oldCounts: old) == path(1, 2), "below an insertion")
    }

    @Test("a section that changes its count without saying so, a section that is not there, and a change of sections are refused")
    func refusesWhatCannotBe() {
        let quiet = SectionedRowBatch(deletions: [path(0, 0)])
        let (plan, problems) = quiet.plan(oldCounts: [2, 2], newCounts: [1, 3])
        #expect(plan == nil)
        #expect(problems.contains { $0.description.hasPrefix("section 1:") && !$0.isRecoverable }, "\(problems)")
        let (elsewhere, why) = SectionedRowBatch(insertions: [path(0, 5)]).plan(oldCounts: [1], newCounts: [2])
        #expect(elsewhere == nil && why.first?.description.contains("section 5") == true)
        let (sections, reason) = SectionedRowBatch(insertions: [path(0, 1)]).plan(oldCounts: [1], newCounts: [1, 1])
        #expect(sections == nil && reason.first?.description.contains("number of sections") == true)
    }

    @Test("a batch over ordinals reads its removals in the old sections and its additions in the new")
    func fromOrdinals() throws {
        let layout = { (counts: [Int]) in SectionLayout(counts.map { SectionLayout.Section(rows: $0, hasHeader: true) }) }
        // Sections of 2 and 2; ordinal 2 (section 1's first row) is inserted: it goes at the end
        // of section 0 or the start of section 1, as the counts after the batch say.
        let insert = try #require(RowBatch(insertions: [2]).plan(oldCount: 4, newCount: 5).plan)
        let atStart = try #require(SectionedRowBatch(insert, old: layout([2, 2]), new: layout([2, 3])))
        #expect(atStart.insertions == [path(0, 1)])
        #expect(atStart.plan(oldCounts: [2, 2], newCounts: [2, 3]).problems.isEmpty)
        let atEnd = try #require(SectionedRowBatch(insert, old: layout([2, 2]), new: layout([3, 2])))
        #expect(atEnd.insertions == [path(2, 0)])
        // A deletion in section 0 whose counts after say section 1 shrank is refused.
        let delete = try #require(RowBatch(deletions: [0]).plan(oldCount: 4, newCount: 3).plan)
        let wrong = try #require(SectionedRowBatch(delete, old: layout([2, 2]), new: layout([2, 1])))
        #expect(wrong.deletions == [path(0, 0)])
        #expect(wrong.plan(oldCounts: [2, 2], newCounts: [2, 1]).plan == nil)
        // A move from section 0 to section 1, and a reload.
        let move = try #require(RowBatch(moves: [.init(from: 0, to: 3)], reloads: [1]).plan(oldCount: 4, newCount: 4).plan)
        let across = try #require(SectionedRowBatch(move, old: layout([2, 2]), new: layout([1, 3])))
        #expect(across.moves == [.init(from: path(0, 0), to: path(2, 1))] && across.reloads == [path(1, 0)])
        #expect(SectionedRowBatch(move, old: layout([4]), new: layout([3])) == nil, "counts that are not the plan's")
    }

    @Test("duplicates are warned about and counted once")
    func duplicatesAreRecoverable() {
        let (plan, problems) = SectionedRowBatch(deletions: [path(0, 1), path(0, 1)]).plan(oldCounts: [1, 2], newCounts: [1, 1])
        #expect(plan != nil)
        #expect(problems.count == 1 && problems[0].isRecoverable)
    }

    @Test("changes by item index become index paths in the sections before and after the batch")
    func mixedChanges() {
        let old = SectionLayout([.init(rows: 3, hasHeader: true), .init(rows: 2, hasHeader: true)])
        let new = SectionLayout([.init(rows: 3, hasHeader: true), .init(rows: 3, hasHeader: true)])
        var changes = TableRowChanges(RowBatch(deletions: [4], insertions: [3]))
        changes.append(TableRowChanges(SectionedRowBatch(insertions: [TableIndexPath(row: 2, section: 1)])))
        let (batch, problem) = changes.sectioned(old: old, new: new)
        #expect(problem == nil)
        #expect(batch?.deletions == [TableIndexPath(row: 1, section: 1)])
        #expect(Set(batch?.insertions ?? []) == [TableIndexPath(row: 2, section: 1), TableIndexPath(row: 0, section: 1)])
        let bad = TableRowChanges(RowBatch(deletions: [9])).sectioned(old: old, new: new)
        #expect(bad.batch == nil)
        #expect(bad.problem == "row 9 to delete is not among the 5 rows before the batch")
    }

    @Test("a batch animates unless every change in it asked for none")
    func animation() {
        var changes = TableRowChanges(SectionedRowBatch(insertions: [TableIndexPath(row: 0, section: 0)]), animation: .none)
        #expect(!changes.animates)
        changes.append(TableRowChanges(SectionedRowBatch(deletions: [TableIndexPath(row: 1, section: 0)]), animation: .none))
        #expect(!changes.animates)
        changes.append(TableRowChanges(SectionedRowBatch(deletions: [TableIndexPath(row: 2, section: 0)]), animation: .fade))
        #expect(changes.animates)
        #expect(TableRowChanges().animates && TableRowChanges().isEmpty)
    }
}
