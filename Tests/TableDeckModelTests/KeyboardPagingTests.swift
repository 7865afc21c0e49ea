import TableDeckModel
import Testing

@Suite("Page Up and Page Down")
struct KeyboardPagingTests {
    @Test("a screenful less one row: 12.5 rows of 41 px on screen move 11")
    func screenfulLessOne() {
        #expect(KeyboardPaging.rowsPerPage(viewportHeight: 512, rowHeight: 41) == 11)
        #expect(KeyboardPaging.rowsPerPage(viewportHeight: 410, rowHeight: 41) == 9)
    }

    @Test("the row's whole box counts: measuring the text alone (24 of 41 px) would move 20")
    func contentHeightWouldOvershoot() {
        #expect(KeyboardPaging.rowsPerPage(viewportHeight: 512, rowHeight: 24) == 20)
        #expect(KeyboardPaging.rowsPerPage(viewportHeight: 512, rowHeight: 41) < 12)
    }

    @Test("at least one row, also before layout or for rows taller than the view")
    func atLeastOne() {
        #expect(KeyboardPaging.rowsPerPage(viewportHeight: 0, rowHeight: 41) == 1)
        #expect(KeyboardPaging.rowsPerPage(viewportHeight: 500, rowHeight: 0) == 1)
        #expect(KeyboardPaging.rowsPerPage(viewportHeight: 30, rowHeight: 41) == 1)
        #expect(KeyboardPaging.rowsPerPage(viewportHeight: 82, rowHeight: 41) == 1)
        #expect(KeyboardPaging.rowsPerPage(viewportHeight: .nan, rowHeight: 41) == 1)
        #expect(KeyboardPaging.rowsPerPage(viewportHeight: .infinity, rowHeight: 41) == 1)
        #expect(KeyboardPaging.rowsPerPage(viewportHeight: -5, rowHeight: -1) == 1)
    }
}
