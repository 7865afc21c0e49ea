import TableDeckModel
import Testing

/// Which pages a pager builds as it shows them: the visible ones and their neighbours, so a
/// 100-page carousel does not build every page before its first frame.
struct PagesToBuildTests {
    @Test("at rest on the first of 100 pages: it and the next; in the middle: one each side")
    func atRest() {
        #expect(PagingMath.pagesToBuild(visible: [0], pageCount: 100, wraps: false) == [0, 1])
        #expect(PagingMath.pagesToBuild(visible: [50], pageCount: 100, wraps: false) == [49, 50, 51])
        #expect(PagingMath.pagesToBuild(visible: [99], pageCount: 100, wraps: false) == [98, 99])
    }

    @Test("mid-drag two pages show: both and their outer neighbours")
    func midDrag() {
        #expect(PagingMath.pagesToBuild(visible: [3, 4], pageCount: 10, wraps: false) == [2, 3, 4, 5])
    }

    @Test("round pages: the last and the first are neighbours")
    func wrapping() {
        #expect(PagingMath.pagesToBuild(visible: [0], pageCount: 5, wraps: true) == [0, 1, 4])
        #expect(PagingMath.pagesToBuild(visible: [4, 0], pageCount: 5, wraps: true) == [0, 1, 3, 4])
        #expect(PagingMath.pagesToBuild(visible: [0], pageCount: 2, wraps: true) == [0, 1])
        #expect(PagingMath.pagesToBuild(visible: [0], pageCount: 1, wraps: true) == [0])
    }

    @Test("no pages, or visible pages out of range, build nothing")
    func badInput() {
        #expect(PagingMath.pagesToBuild(visible: [0], pageCount: 0, wraps: false).isEmpty)
        #expect(PagingMath.pagesToBuild(visible: [], pageCount: 5, wraps: false).isEmpty)
        #expect(PagingMath.pagesToBuild(visible: [7, -1], pageCount: 5, wraps: true).isEmpty)
    }
}
