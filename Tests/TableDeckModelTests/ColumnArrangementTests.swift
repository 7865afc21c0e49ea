import Testing

@testable import TableDeckModel

@Suite("Column arrangement and header keys")
struct ColumnArrangementTests {
    @Test("frames run from the leading edge in the shown order; hidden columns are 0 wide")
    func frames() {
        var arrangement = ColumnArrangement(count: 3)
        #expect(arrangement.frames(widths: [100, 50, 30]).map(\.offset) == [0, 100, 150])
        arrangement.move(2, toShownPlace: 0)
        #expect(arrangement.shown == [2, 0, 1])
        #expect(arrangement.frames(widths: [100, 50, 30]).map(\.offset) == [30, 130, 0])
        arrangement.setHidden(0, true)
        let frames = arrangement.frames(widths: [100, 50, 30])
        #expect(frames[0].width == 0)
        #expect(frames[1].offset == 30)
        #expect(ColumnArrangement(count: -2).shown.isEmpty)
    }

    @Test("the column under a point, the edge that resizes and where a dragged header lands")
    func hitTesting() {
        let arrangement = ColumnArrangement(count: 3)
        let widths = [100, 50, 30]
        #expect(arrangement.column(atX: 0, widths: widths) == 0)
        #expect(arrangement.column(atX: 149.9, widths: widths) == 1)
        #expect(arrangement.column(atX: 180, widths: widths) == nil)
        #expect(arrangement.column(atX: -1, widths: widths) == nil)
        #expect(arrangement.resizableEdge(atX: 97, widths: widths, tolerance: 5) == 0)
        #expect(arrangement.resizableEdge(atX: 148, widths: widths, tolerance: 5) == 1)
        #expect(arrangement.resizableEdge(atX: 120, widths: widths, tolerance: 5) == nil)
        #expect(arrangement.dropPlace(forX: -50, widths: widths) == 0)
        #expect(arrangement.dropPlace(forX: 120, widths: widths) == 1)
        #expect(arrangement.dropPlace(forX: 5000, widths: widths) == 2)
    }

    @Test("moving keeps hidden columns after the column they followed; the last shown stays shown")
    func moveAndHide() {
        var arrangement = ColumnArrangement(count: 4)
        let changed1 = arrangement.setHidden(1, true)
        #expect(changed1)
        let changed2 = arrangement.setHidden(1, true)
        #expect(!changed2, "already hidden")
        let changed3 = arrangement.move(0, toShownPlace: 2)
        #expect(changed3)
        #expect(arrangement.shown == [2, 3, 0])
        #expect(arrangement.order == [2, 3, 0, 1], "column 1 still follows column 0")
        let changed4 = arrangement.move(0, toShownPlace: 9)
        #expect(!changed4, "clamped to the end, where it is")
        let changed5 = arrangement.move(7, toShownPlace: 0)
        #expect(!changed5, "no such column")
        let changed6 = arrangement.setHidden(2, true)
        #expect(changed6)
        let changed7 = arrangement.setHidden(3, true)
        #expect(changed7)
        let changed8 = arrangement.setHidden(0, true)
        #expect(!changed8, "one column stays")
        let changed9 = arrangement.setHidden(1, false)
        #expect(changed9)
        #expect(arrangement.shown == [0, 1])
    }

    @Test("header keys: arrows walk, Ctrl resizes, Alt moves, mirrored right to left")
    func headerKeys() {
        func decode(_ key: TableKeyPress.Key, control: Bool = false, alt: Bool = false, shift: Bool = false, rtl: Bool = false)
            -> ColumnHeaderCommand?
        {
            ColumnHeaderCommand.decode(TableKeyPress(key, shift: shift, control: control, alt: alt), rightToLeft: rtl)
        }
        #expect(decode(.navigation(.right)) == .focusStep(1))
        #expect(decode(.navigation(.right), rtl: true) == .focusStep(-1))
        #expect(decode(.navigation(.left), control: true) == .resize(-1))
        #expect(decode(.navigation(.left), control: true, rtl: true) == .resize(1))
        #expect(decode(.navigation(.right), alt: true) == .move(1))
        #expect(decode(.navigation(.right), control: true, alt: true) == nil)
        #expect(decode(.navigation(.space)) == .sort)
        #expect(decode(.navigation(.enter)) == .sort)
        #expect(decode(.navigation(.space), control: true) == nil)
        #expect(decode(.navigation(.home)) == .focusEdge(last: false))
        #expect(decode(.navigation(.end)) == .focusEdge(last: true))
        #expect(decode(.navigation(.down)) == .toRows)
        #expect(decode(.navigation(.up)) == nil)
        #expect(decode(.menu) == .menu)
        #expect(decode(.f10, shift: true) == .menu)
        #expect(decode(.f10) == nil)
        #expect(decode(.tab) == nil)
        #expect(decode(.text("a")) == nil)
        #expect(ColumnHeaderCommand.decode(TableKeyPress(.navigation(.right), superKey: true), rightToLeft: false) == nil)
    }
}
