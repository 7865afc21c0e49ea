/// The Users screen's data: users numbered from 0, in the order shown; at first row `i` is the
/// user `"i. User"`. Users can be deleted, restored where they were and added, and a user keeps
/// its number (and so its name) wherever it moves.
///
/// Each change returns an ``Edit`` that ``undo(_:)`` reverts exactly, when edits are undone
/// last first (the screen keeps them on a stack).
///
/// Until the first change the order is implied (user `i` at row `i`) and nothing is stored per
/// user: ten million users cost what ten do. The first change writes the order down, one
/// integer per user.
public struct UserDirectory: Equatable, Sendable {
    /// The users' numbers in the order shown, once a change made it differ from 0 ..< count.
    private var order: [Int]?
    /// How many users there are while ``order`` is implied.
    private var impliedCount: Int
    /// The number the next new user gets: one more than any user ever had.
    public private(set) var nextNumber: Int

    /// Creates a directory of `count` users numbered 0 …; a negative count is treated as zero.
    public init(count: Int) {
        impliedCount = max(0, count)
        nextNumber = max(0, count)
    }

    /// How many users there are.
    public var count: Int { order?.count ?? impliedCount }

    /// The users' numbers, in the order shown. Builds the whole list, so it suits a small
    /// directory or a comparison of whole lists; a screen asks ``number(at:)`` row by row.
    public var numbers: [Int] { order ?? Array(0..<impliedCount) }

    /// The number of the user at `index`, or `nil` when there is no such row.
    public func number(at index: Int) -> Int? {
        guard index >= 0, index < count else { return nil }
        return order?[index] ?? index
    }

    /// The title of the user at `index`, `"N. User"` (English, as on stdout).
    public func title(at index: Int) -> String {
        "\(number(at: index) ?? index). User"
    }

    /// Two directories are equal when they list the same users in the same order and would
    /// number a new user alike, whether or not their order is written down.
    public static func == (lhs: UserDirectory, rhs: UserDirectory) -> Bool {
        lhs.nextNumber == rhs.nextNumber && lhs.count == rhs.count
            && (lhs.order == nil && rhs.order == nil || lhs.numbers == rhs.numbers)
    }

    /// The order, taken out to be changed in place (no copy of a shared buffer); ``store(_:)``
    /// puts it back.
    private mutating func takeNumbers() -> [Int] {
        let numbers = order ?? Array(0..<impliedCount)
        order = nil
        impliedCount = 0
        return numbers
    }

    /// Writes the order down.
    private mutating func store(_ numbers: [Int]) {
        order = numbers
        impliedCount = 0
    }

    /// A change, to undo.
    public enum Edit: Equatable, Sendable {
        /// Users were deleted: their numbers and their indexes before the deletion, ascending.
        case deleted(numbers: [Int], indexes: [Int])
        /// A user was added at `index`.
        case inserted(number: Int, index: Int)
        /// The user at `from` was moved so that its index became `to` (UIKit's `moveRowAt:to:`).
        case moved(from: Int, to: Int)
    }

    /// Moves the user at `from` so that its index becomes `to`; `nil` (nothing changes) when
    /// either is out of range or they are equal.
    public mutating func move(from: Int, to: Int) -> Edit? {
        guard from != to, (0..<count).contains(from), (0..<count).contains(to) else { return nil }
        var numbers = takeNumbers()
        let number = numbers.remove(at: from)
        numbers.insert(number, at: to)
        store(numbers)
        return .moved(from: from, to: to)
    }

    /// Deletes the users at `indexes` (duplicates and indexes out of range are ignored);
    /// `nil` when none was deleted.
    public mutating func delete(at indexes: [Int]) -> Edit? {
        let valid = Set(indexes.filter { (0..<count).contains($0) }).sorted()
        guard !valid.isEmpty else { return nil }
        let numbers = self.numbers
        let deleted = valid.map { numbers[$0] }
        // One pass, not one removal per user: deleting a thousand users of a hundred thousand
        // moved the array a thousand times (25 ms measured).
        var kept: [Int] = []
        kept.reserveCapacity(numbers.count - valid.count)
        var next = 0
        for (index, number) in numbers.enumerated() {
            if next < valid.count && valid[next] == index {
                next += 1
            } else {
                kept.append(number)
            }
        }
        store(kept)
        return .deleted(numbers: deleted, indexes: valid)
    }

    /// Adds a new user right after the one at `index` (at the end when `nil` or out of range);
    /// it gets ``nextNumber``.
    public mutating func insertNew(after index: Int?) -> Edit {
        let position = index.map { (0..<count).contains($0) ? $0 + 1 : count } ?? count
        let number = nextNumber
        nextNumber += 1
        var numbers = takeNumbers()
        numbers.insert(number, at: position)
        store(numbers)
        return .inserted(number: number, index: position)
    }

    /// Reverts `edit`: deleted users come back at the indexes they had, an added user leaves, a
    /// moved user goes back. Returns the indexes that changed (after a restore, before a
    /// removal, the moved user's index after it went back).
    @discardableResult
    public mutating func undo(_ edit: Edit) -> [Int] {
        switch edit {
        case .deleted(let deleted, let indexes):
            // Merged in one pass: each restored user lands at its old index (ascending), the
            // others fill the places between, in order.
            var merged: [Int] = []
            merged.reserveCapacity(numbers.count + deleted.count)
            var restored: [Int] = []
            var rest = self.numbers[...]
            for (number, index) in zip(deleted, indexes) {
                while merged.count < index, let next = rest.popFirst() {
                    merged.append(next)
                }
                restored.append(merged.count)
                merged.append(number)
            }
            merged.append(contentsOf: rest)
            store(merged)
            return restored
        case .inserted(let number, _):
            guard let index = order?.firstIndex(of: number) else { return [] }
            var numbers = takeNumbers()
            numbers.remove(at: index)
            store(numbers)
            return [index]
        case .moved(let from, let to):
            guard move(from: to, to: from) != nil else { return [] }
            return [from]
        }
    }
}
