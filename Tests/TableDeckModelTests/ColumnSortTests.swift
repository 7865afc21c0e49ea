import TableDeckModel
import Testing

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
