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

    @Test("duplicates are warned about and counted once")
    func duplicatesAreRecoverable() {
        let (plan, problems) = SectionedRowBatch(deletions: [path(0, 1), path(0, 1)]).plan(oldCounts: [1, 2], newCounts: [1, 1])
        #expect(plan != nil)
        #expect(problems.count == 1 && problems[0].isRecoverable)
    }
}
