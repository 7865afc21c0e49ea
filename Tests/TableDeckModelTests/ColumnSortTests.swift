import TableDeckModel
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The collation the text tests sort in: C.UTF-8 where it exists (Debian has no other locale
/// by default), else whatever the process has. Set once; every expectation that depends on it
/// is checked against `strcoll` in the same locale, never against a hard-coded order.
private let collationLocale: String = {
    let name = setlocale(LC_COLLATE, "C.UTF-8") ?? setlocale(LC_COLLATE, nil)
    return name.map { String(cString: $0) } ?? "C"
}()

private typealias SortKey = (direction: ColumnSortDirection, key: (Int) -> ColumnSortKey)

private func ascending(_ keys: [ColumnSortKey]) -> SortKey { (.ascending, { keys[$0] }) }
private func descending(_ keys: [ColumnSortKey]) -> SortKey { (.descending, { keys[$0] }) }

@Suite("Column sort order: directions and header clicks")
struct ColumnSortOrderTests {
    private func columns(_ order: ColumnSortOrder) -> [String] { order.descriptors.map(\.column) }

    @Test("a direction reversed is the other one, and back")
    func reversedDirection() {
        #expect(ColumnSortDirection.ascending.reversed == .descending)
        #expect(ColumnSortDirection.descending.reversed == .ascending)
        #expect(ColumnSortDescriptor(column: "name").direction == .ascending)
    }

    @Test("an order keeps a column's first descriptor and at most three")
    func initNormalises() {
        let order = ColumnSortOrder([
            .init(column: "a", direction: .descending), .init(column: "b"), .init(column: "a"),
            .init(column: "c"), .init(column: "d"),
        ])
        #expect(columns(order) == ["a", "b", "c"])
        #expect(order.primary == ColumnSortDescriptor(column: "a", direction: .descending))
        #expect(ColumnSortOrder().primary == nil)
        #expect(ColumnSortOrder.maximumKeys == 3)
    }

    @Test("clicking the primary column reverses it; another column becomes primary, ascending")
    func clicks() {
        var order = ColumnSortOrder()
        order.click("name")
        #expect(order.descriptors == [.init(column: "name")])
        order.click("name")
        #expect(order.descriptors == [.init(column: "name", direction: .descending)])
        order.click("name")
        #expect(order.direction(of: "name") == .ascending)
        order.click("name")
        order.click("city")
        #expect(order.descriptors == [.init(column: "city"), .init(column: "name", direction: .descending)])
        #expect(order.direction(of: "city") == .ascending)
        #expect(order.direction(of: "name") == nil, "a secondary key shows no arrow")
        #expect(order.direction(of: "score") == nil)
    }

    @Test("a clicked secondary column moves to the front, and only three keys are kept")
    func clickKeepsThree() {
        var order = ColumnSortOrder()
        for column in ["a", "b", "c"] { order.click(column) }
        #expect(columns(order) == ["c", "b", "a"])
        order.click("d")
        #expect(columns(order) == ["d", "c", "b"], "the oldest key is dropped")
        order.click("b")
        #expect(columns(order) == ["b", "d", "c"], "not listed twice")
        #expect(order.primary == ColumnSortDescriptor(column: "b"), "primary again means ascending")
    }

    @Test("a removed column stops sorting; the keys after it move up")
    func remove() {
        var order = ColumnSortOrder([.init(column: "a", direction: .descending), .init(column: "b"), .init(column: "c")])
        order.remove(column: "b")
        #expect(columns(order) == ["a", "c"])
        order.remove(column: "a")
        #expect(order.primary == ColumnSortDescriptor(column: "c"))
        order.remove(column: "zzz")
        #expect(columns(order) == ["c"])
        order.remove(column: "c")
        #expect(order.descriptors.isEmpty)
    }
}

@Suite("Row sorter")
struct ColumnSortRowSorterTests {
    @Test("no rows, a negative count or one row")
    func smallCounts() {
        let keys: [ColumnSortKey] = [.integer(3)]
        #expect(RowSorter.order(count: 0, by: [ascending(keys)]) == [])
        #expect(RowSorter.order(count: -5, by: [ascending(keys)]) == [])
        #expect(RowSorter.order(count: 1, by: [ascending(keys)]) == [0])
        #expect(RowSorter.order(count: 3, by: []) == [0, 1, 2], "no key: data order")
    }

    @Test("equal keys keep the data order, in both directions")
    func equalKeys() {
        let keys = [ColumnSortKey](repeating: .text("same"), count: 5)
        #expect(RowSorter.order(count: 5, by: [ascending(keys)]) == [0, 1, 2, 3, 4])
        #expect(RowSorter.order(count: 5, by: [descending(keys)]) == [0, 1, 2, 3, 4])
    }

    @Test("numbers ascending and descending; descending ties stay by data index")
    func numbers() {
        let keys: [ColumnSortKey] = [.number(2.5), .integer(-1), .number(2.5), .integer(7), .number(-0.5)]
        #expect(RowSorter.order(count: 5, by: [ascending(keys)]) == [1, 4, 0, 2, 3])
        #expect(RowSorter.order(count: 5, by: [descending(keys)]) == [3, 0, 2, 4, 1])
    }

    @Test("missing and NaN sort last ascending and first descending, among themselves by data index")
    func missing() {
        let keys: [ColumnSortKey] = [.missing, .number(1), .number(.nan), .text("a"), .integer(0), .missing]
        #expect(RowSorter.order(count: 6, by: [ascending(keys)]) == [4, 1, 3, 0, 2, 5])
        #expect(RowSorter.order(count: 6, by: [descending(keys)]) == [0, 2, 5, 3, 1, 4])
    }

    @Test("mixed kinds: numbers, then text, then missing")
    func mixedKinds() {
        let keys: [ColumnSortKey] = [.text("1"), .number(1e300), .missing, .integer(Int64.min), .text("")]
        #expect(RowSorter.order(count: 5, by: [ascending(keys)]) == [3, 1, 4, 0, 2])
    }

    @Test("integers and numbers compare exactly, beyond a Double's precision too")
    func exactNumbers() {
        let big: Int64 = 1 << 53
        let keys: [ColumnSortKey] = [
            .integer(big + 1), .number(Double(big)), .integer(Int64.max), .number(0x1p63), .integer(big),
            .number(.infinity), .number(-.infinity), .integer(Int64.min), .number(-0x1p63), .number(0.5), .integer(0),
        ]
        #expect(
            RowSorter.order(count: keys.count, by: [ascending(keys)]) == [6, 7, 8, 10, 9, 1, 4, 0, 2, 3, 5],
            "-inf, Int64.min and -2⁶³ (equal), 0, 0.5, 2⁵³ twice, 2⁵³ + 1, Int64.max, 2⁶³, inf")
    }

    @Test("-0.0 equals 0.0")
    func signedZero() {
        let keys: [ColumnSortKey] = [.number(0.0), .number(-0.0), .integer(0), .number(-0.0)]
        #expect(RowSorter.order(count: 4, by: [ascending(keys)]) == [0, 1, 2, 3])
        #expect(RowSorter.order(count: 4, by: [descending(keys)]) == [0, 1, 2, 3])
    }

    @Test("later keys break the ties of earlier ones, each in its own direction")
    func secondaryKeys() {
        let city: [ColumnSortKey] = [.text("b"), .text("a"), .text("b"), .text("a"), .text("b")]
        let score: [ColumnSortKey] = [.integer(1), .integer(1), .integer(3), .integer(2), .integer(1)]
        #expect(RowSorter.order(count: 5, by: [ascending(city), descending(score)]) == [3, 1, 2, 0, 4])
        #expect(RowSorter.order(count: 5, by: [descending(city), ascending(score)]) == [0, 4, 2, 1, 3])
    }

    @Test("each key is read exactly once per row")
    func keyReadOnce() {
        var reads = [0, 0]
        var readRows = Set<Int>()
        let count = 1_000
        let order = RowSorter.order(
            count: count,
            by: [
                (
                    .ascending,
                    { row in
                        reads[0] += 1
                        readRows.insert(row)
                        return .text(["x", "y", "z"][row % 3])
                    }
                ),
                (
                    .descending,
                    { row in
                        reads[1] += 1
                        return .number(Double(row % 7))
                    }
                ),
            ])
        #expect(reads == [count, count])
        #expect(readRows == Set(0..<count))
        #expect(order.count == count)
    }

    @Test("text sorts as strcoll orders it, non-ASCII letters included")
    func textFollowsStrcoll() {
        _ = collationLocale
        let words = [
            "Zoe", "zoe", "Çelik", "Celik", "Özdemir", "Ozdemir", "Şahin", "Müller", "Mueller", "Ångström",
            "Ñúñez", "Nunez", "Łukasz", "Lukas", "Satō", "Sato", "a", "", "ab", "a b", "B", "b", "10", "9",
        ]
        let order = RowSorter.order(count: words.count, by: [ascending(words.map { .text($0) })])
        #expect(Set(order) == Set((0..<words.count).map(Int32.init)))
        for (earlier, later) in zip(order, order.dropFirst()) {
            let comparison = strcoll(words[Int(earlier)], words[Int(later)])
            #expect(
                comparison < 0 || comparison == 0 && earlier < later,
                "\(words[Int(earlier)]) before \(words[Int(later)]) in \(collationLocale)")
        }
    }

    @Test("a large random table sorts as a plain comparison of its keys does")
    func randomAgainstReference() {
        _ = collationLocale
        var random = SplitMix(state: 30)
        let texts = ["Ada", "ada", "Émile", "Zoë", "Ömer", "Ola", "", "Ola "]
        let rows = 3_000
        let first: [ColumnSortKey] = (0..<rows).map { _ in
            switch random.next() % 5 {
            case 0: .missing
            case 1: .integer(Int64(random.next() % 9) - 4)
            case 2: .number(Double(random.next() % 17) / 2 - 4)
            case 3: .number(.nan)
            default: .text(texts[Int(random.next() % UInt64(texts.count))])
            }
        }
        let second: [ColumnSortKey] = (0..<rows).map { _ in .integer(Int64(random.next() % 4)) }
        for directions in [(ColumnSortDirection.ascending, ColumnSortDirection.descending), (.descending, .ascending)] {
            let order = RowSorter.order(
                count: rows, by: [(directions.0, { first[$0] }), (directions.1, { second[$0] })])
            let expected = (0..<rows).sorted { a, b in
                let byFirst = reference(first[a], first[b])
                if byFirst != 0 { return directions.0 == .ascending ? byFirst < 0 : byFirst > 0 }
                let bySecond = reference(second[a], second[b])
                if bySecond != 0 { return directions.1 == .ascending ? bySecond < 0 : bySecond > 0 }
                return a < b
            }
            // The first difference only: a whole order of 3,000 rows says nothing readable.
            let difference = zip(order.map(Int.init), expected).enumerated().first { $0.element.0 != $0.element.1 }
            #expect(order.count == rows)
            #expect(
                difference == nil,
                "position \(difference?.offset ?? -1): row \(difference?.element.0 ?? -1), not \(difference?.element.1 ?? -1)")
        }
    }

    /// The order ``ColumnSortKey`` documents, written plainly (small numbers only: a Double holds them exactly).
    private func reference(_ a: ColumnSortKey, _ b: ColumnSortKey) -> Int {
        func rank(_ key: ColumnSortKey) -> (group: Int, number: Double, text: String) {
            switch key {
            case .integer(let value): (0, Double(value), "")
            case .number(let value) where value.isNaN: (2, 0, "")
            case .number(let value): (0, value, "")
            case .text(let value): (1, 0, value)
            case .missing: (2, 0, "")
            }
        }
        let (left, right) = (rank(a), rank(b))
        if left.group != right.group { return left.group < right.group ? -1 : 1 }
        if left.group == 1 { return Int(strcoll(left.text, right.text)).signum() }
        return left.number < right.number ? -1 : (left.number == right.number ? 0 : 1)
    }

    @Test("inverse gives each data index its display position")
    func inverse() {
        let order: [Int32] = [2, 0, 3, 1]
        let positions = RowSorter.inverse(of: order)
        #expect(positions == [1, 3, 0, 2])
        for (position, index) in order.enumerated() { #expect(positions[Int(index)] == Int32(position)) }
        #expect(RowSorter.inverse(of: []) == [])
        #expect(RowSorter.inverse(of: [5, -1, 0]) == [2, -1, -1], "indexes out of range are skipped")
    }
}

/// SplitMix64, for random test data that is the same on every run.
private struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
