import TableDeckModel
import Testing

/// Rows 10 pixels tall, the screen 50 pixels (five rows) from `scrolled`: the frames of the
/// rows `given`, in screen coordinates.
private func frames(_ given: Range<Int>, scrolled: Double = 0) -> [Int: RowMotionPlan.Frame] {
    Dictionary(uniqueKeysWithValues: given.map { ($0, RowMotionPlan.Frame(top: Double($0) * 10 - scrolled, height: 10)) })
}

private let screen = 0.0..<50.0

private func plan(_ batch: RowBatch, old: Int, new: Int) throws -> RowBatchPlan {
    try #require(batch.plan(oldCount: old, newCount: new).plan)
}

@Suite("Row motions of a batch: what leaves, glides and appears")
struct RowMotionPlanTests {
    @Test("a deleted row on screen leaves from where it was; the rows below it glide up by its height")
    func deletionOnScreen() throws {
        let motions = RowMotionPlan(try plan(RowBatch(deletions: [2]), old: 20, new: 19), frames: frames(0..<20), screen: screen)
        #expect(motions.leaving.map(\.old) == [2])
        #expect(motions.leaving.map(\.frame) == [RowMotionPlan.Frame(top: 20, height: 10)])
        // The screen and a screenful below it: rows 0 to 9.
        #expect(motions.glides.map(\.old) == [0, 1, 3, 4, 5, 6, 7, 8, 9])
        #expect(motions.glides.map(\.new) == [0, 1, 2, 3, 4, 5, 6, 7, 8])
        #expect(motions.glides.map(\.from) == [0, 0, 10, 10, 10, 10, 10, 10, 10])
        #expect(motions.glides.first { $0.old == 3 }?.frame == .init(top: 30, height: 10))
        #expect(motions.appearing == [])
    }

    @Test("rows deleted above the screen move nothing on it")
    func deletionAboveTheScreen() throws {
        let batch = try plan(RowBatch(deletions: [1, 2]), old: 30, new: 28)
        let motions = RowMotionPlan(batch, frames: frames(0..<30, scrolled: 100), screen: screen)
        #expect(motions == .none, "the rows on screen stay where they are: the table scrolls with what changed above")
    }

    @Test("a row inserted at the top goes above the first row on screen, which stays: nothing appears")
    func insertionAtTheTop() throws {
        let motions = RowMotionPlan(try plan(RowBatch(insertions: [0]), old: 20, new: 21), frames: frames(0..<20), screen: screen)
        #expect(motions == .none)
        // Inserted between the first and second rows on screen, it appears.
        let second = RowMotionPlan(try plan(RowBatch(insertions: [1]), old: 20, new: 21), frames: frames(0..<20), screen: screen)
        #expect(second.appearing == [1])
        #expect(second.glides.map(\.new) == Array(0...0) + Array(2..<11))
    }

    @Test("rows inserted among the rows in view appear; those far below do not")
    func insertionOnScreen() throws {
        let batch = RowBatch(insertions: [2, 3, 15])
        let motions = RowMotionPlan(try plan(batch, old: 20, new: 23), frames: frames(0..<20), screen: screen)
        #expect(motions.appearing == [2, 3])
        #expect(motions.leaving == [])
        #expect(motions.glides.map(\.new) == [0, 1] + Array(4..<12))
        // Inserted rows' heights are not known: they push the rows below as they open.
        #expect(motions.glides.allSatisfy { $0.from == 0 })
    }

    @Test("rows inserted or deleted far below the view move nothing")
    func changesBelowTheView() throws {
        let batch = try plan(RowBatch(deletions: [30], insertions: [15]), old: 40, new: 40)
        #expect(RowMotionPlan(batch, frames: frames(0..<40), screen: screen) == .none)
    }

    @Test("rows added after the last row of a short table on screen appear")
    func insertionAtTheEnd() throws {
        let motions = RowMotionPlan(try plan(RowBatch(insertions: [3, 4]), old: 3, new: 5), frames: frames(0..<3), screen: 0..<100)
        #expect(motions.appearing == [3, 4])
    }

    @Test("a moved row glides from its old place; the rows it passed glide the other way, the rest stay")
    func move() throws {
        let batch = RowBatch(moves: [RowBatch.Move(from: 2, to: 6)])
        let motions = RowMotionPlan(try plan(batch, old: 20, new: 20), frames: frames(0..<20), screen: screen)
        #expect(motions.leaving == [])
        #expect(motions.appearing == [])
        let from = Dictionary(uniqueKeysWithValues: motions.glides.map { ($0.old, $0.from) })
        #expect(motions.glides.first { $0.old == 2 }?.new == 6)
        #expect(from[2] == -40, "drawn 40 above its new place: where it was")
        #expect([3, 4, 5, 6].map { from[$0] } == [10, 10, 10, 10])
        #expect([0, 1, 7, 8, 9].map { from[$0] } == [0, 0, 0, 0, 0])
    }

    @Test("a row moved above the screen leaves the rows below it to glide up")
    func moveAboveTheScreen() throws {
        let batch = RowBatch(moves: [RowBatch.Move(from: 12, to: 0)])
        let motions = RowMotionPlan(try plan(batch, old: 30, new: 30), frames: frames(0..<30, scrolled: 100), screen: screen)
        let from = Dictionary(uniqueKeysWithValues: motions.glides.map { ($0.old, $0.from) })
        #expect(from[11] == 0)
        #expect(from[13] == 10)
    }

    @Test("with every row off screen, or no row given, nothing moves")
    func everythingOffScreen() throws {
        let batch = try plan(RowBatch(deletions: [0], insertions: [3]), old: 20, new: 20)
        #expect(RowMotionPlan(batch, frames: frames(0..<20, scrolled: 1000), screen: screen).isEmpty)
        #expect(RowMotionPlan(batch, frames: [:], screen: screen).isEmpty)
        #expect(RowMotionPlan(batch, frames: frames(0..<20), screen: 0..<0).isEmpty)
    }

    @Test("a batch that changes no row's place, or only reloads rows, moves nothing")
    func emptyPlan() throws {
        #expect(RowMotionPlan(try plan(RowBatch(), old: 20, new: 20), frames: frames(0..<20), screen: screen) == .none)
        #expect(RowMotionPlan(try plan(RowBatch(reloads: [1]), old: 20, new: 20), frames: frames(0..<20), screen: screen).isEmpty)
    }

    @Test("the rows on screen are anchored on the first row on screen that stays")
    func firstKept() throws {
        let batch = try plan(RowBatch(deletions: [3, 4], insertions: [0]), old: 10, new: 9)
        #expect(batch.firstKept(atOrAfter: 2) == 3)
        #expect(batch.firstKept(atOrAfter: 3) == 4, "row 3 is deleted: row 5 stays, at 4")
        #expect(batch.firstKept(atOrAfter: 0) == 1)
        #expect(batch.firstKept(atOrAfter: 10) == 9)
    }
}
