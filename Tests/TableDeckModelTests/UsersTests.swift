import TableDeckAppModel
import TableDeckModel
import Testing

@Suite("Users and events")
struct UsersTests {
    @Test("row titles read \"N. User\"")
    func titles() {
        let users = UserDirectory(count: 1000)
        #expect(users.title(at: 0) == "0. User")
        #expect(users.title(at: 999) == "999. User")
    }

    @Test("a negative count is treated as zero")
    func negativeCount() {
        #expect(UserDirectory(count: -3).count == 0)
    }

    @Test("stdout event lines are exact")
    func eventLines() {
        #expect(StdoutEvent.itemPressed(index: 12).line == "Item pressed at index 12")
        #expect(StdoutEvent.ready(milliseconds: 250).line == "Ready in 250 ms")
        #expect(StdoutEvent.selectedRows(ranges: [3..<4, 5..<8]).line == "Selected rows: 3,5-7")
        #expect(StdoutEvent.selectedRows(ranges: []).line == "Selected rows: none")
        #expect(StdoutEvent.deletedRows(Array(0..<1000)).line == "Deleted rows: 0-999")
        #expect(StdoutEvent.restoredRows([4]).line == "Restored rows: 4")
        #expect(StdoutEvent.insertedRows([8]).line == "Inserted rows: 8")
        #expect(StdoutEvent.sorted(column: "Name", ascending: true).line == "Sorted by Name ascending")
        #expect(StdoutEvent.sorted(column: "Joined", ascending: false).line == "Sorted by Joined descending")
    }

    @Test("one app id everywhere")
    func appID() {
        #expect(BuildInfo.appID == "io.github.tabledeck.TableDeck")
    }
}

@Suite("Users that change: delete, restore, add")
struct UserEditingTests {
    @Test("a deleted user keeps its name elsewhere; undo puts users back where they were")
    func deleteAndUndo() throws {
        var users = UserDirectory(count: 10)
        let deletion = users.delete(at: [7, 3, 3, 42, 5])
        let edit = try #require(deletion)
        #expect(edit == .deleted(numbers: [3, 5, 7], indexes: [3, 5, 7]))
        #expect(users.count == 7)
        #expect(users.title(at: 3) == "4. User")
        let restored = users.undo(edit)
        #expect(restored == [3, 5, 7])
        #expect(users.numbers == Array(0..<10))
        let nothing = users.delete(at: [12])
        #expect(nothing == nil)
    }

    @Test("new users get the next number, after the given row; undo removes them")
    func insert() {
        var users = UserDirectory(count: 3)
        let first = users.insertNew(after: 0)
        let second = users.insertNew(after: nil)
        #expect(first == .inserted(number: 3, index: 1))
        #expect(second == .inserted(number: 4, index: 4))
        let removed = users.undo(first)
        #expect(removed == [1])
        #expect(users.numbers == [0, 1, 2, 4])
        // Numbers are never given twice, even after an undo.
        let third = users.insertNew(after: 99)
        #expect(third == .inserted(number: 5, index: 4))
        #expect(users.title(at: 4) == "5. User")
    }

    @Test("edits undone last first restore the exact order", arguments: 0..<10)
    func undoStack(seed: UInt64) {
        var generator = SeededGenerator(seed: seed + 40)
        var users = UserDirectory(count: 30)
        var history: [[Int]] = []
        var edits: [UserDirectory.Edit] = []
        for _ in 0..<8 {
            history.append(users.numbers)
            let kind = Int.random(in: 0..<3, using: &generator)
            if kind == 2 {
                let from = Int.random(in: 0..<max(1, users.count), using: &generator)
                let to = Int.random(in: 0..<max(1, users.count), using: &generator)
                if let edit = users.move(from: from, to: to) { edits.append(edit) } else { history.removeLast() }
            } else if kind == 1 {
                let picks = (0..<3).map { _ in Int.random(in: 0..<max(1, users.count), using: &generator) }
                if let edit = users.delete(at: picks) { edits.append(edit) } else { history.removeLast() }
            } else {
                edits.append(users.insertNew(after: Int.random(in: 0..<max(1, users.count), using: &generator)))
            }
        }
        while let edit = edits.popLast() {
            users.undo(edit)
            #expect(users.numbers == history.removeLast())
        }
    }

    @Test("a move takes a user to its index after the move; undo moves it back")
    func moveAndUndo() throws {
        var users = UserDirectory(count: 5)
        let moved = users.move(from: 1, to: 3)
        let edit = try #require(moved)
        #expect(edit == .moved(from: 1, to: 3))
        #expect(users.numbers == [0, 2, 3, 1, 4])
        #expect(users.title(at: 3) == "1. User")
        #expect(users.undo(edit) == [1])
        #expect(users.numbers == [0, 1, 2, 3, 4])
    }

    @Test("a move onto itself or out of range changes nothing")
    func badMoves() {
        var users = UserDirectory(count: 3)
        #expect(users.move(from: 1, to: 1) == nil)
        #expect(users.move(from: 3, to: 0) == nil)
        #expect(users.move(from: 0, to: -1) == nil)
        #expect(users.numbers == [0, 1, 2])
    }

    @Test("a million users are numbered without a list until the first change, then as before")
    func impliedOrder() throws {
        var users = UserDirectory(count: 1_000_000)
        #expect(users.count == 1_000_000)
        #expect(users.number(at: 999_999) == 999_999)
        #expect(users.number(at: 1_000_000) == nil)
        #expect(users.number(at: -1) == nil)
        #expect(users.title(at: 42) == "42. User")
        let deletion = users.delete(at: [0])
        let edit = try #require(deletion)
        #expect(users.number(at: 0) == 1)
        #expect(users.count == 999_999)
        users.undo(edit)
        #expect(users.number(at: 0) == 0)
        #expect(users == UserDirectory(count: 1_000_000), "a written-down order equals the implied one")
        #expect(users != UserDirectory(count: 999_999))
    }
}
