import TableDeckModel
import Testing

@Suite("One key map for tables and pagers")
struct KeyCommandTests {
    @Test("a table moves by row, by screenful and to the ends; Enter and Space press")
    func tableKeys() {
        #expect(KeyCommand.table(.up) == .previous)
        #expect(KeyCommand.table(.down) == .next)
        #expect(KeyCommand.table(.pageUp) == .previousPage)
        #expect(KeyCommand.table(.pageDown) == .nextPage)
        #expect(KeyCommand.table(.home) == .first)
        #expect(KeyCommand.table(.end) == .last)
        #expect(KeyCommand.table(.enter) == .activate)
        #expect(KeyCommand.table(.space) == .activate)
    }

    @Test("a pager pages with Left/Right and Page Up/Page Down and leaves Up, Down, Enter, Space to the page")
    func pagerKeys() {
        #expect(KeyCommand.pager(.left) == .previous)
        #expect(KeyCommand.pager(.pageUp) == .previous)
        #expect(KeyCommand.pager(.right) == .next)
        #expect(KeyCommand.pager(.pageDown) == .next)
        #expect(KeyCommand.pager(.home) == .first)
        #expect(KeyCommand.pager(.end) == .last)
        for key in [NavigationKey.up, .down, .enter, .space] {
            #expect(KeyCommand.pager(key) == nil)
        }
    }

    @Test("no key means one thing to the table and another direction to the pager")
    func agreement() {
        for key in NavigationKey.allCases {
            guard let table = KeyCommand.table(key), let pager = KeyCommand.pager(key) else { continue }
            let backward: Set<KeyCommand> = [.previous, .previousPage, .first]
            #expect(backward.contains(table) == backward.contains(pager), "\(key)")
        }
        #expect(KeyCommand.table(.left) == nil && KeyCommand.table(.right) == nil)
    }
}
