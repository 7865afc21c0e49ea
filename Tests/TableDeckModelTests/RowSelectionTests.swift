import TableDeckModel
import Testing

@Suite("Row selection: clicks, modifiers and keys")
struct RowSelectionTests {
    @Test("a click selects one row; Ctrl+click toggles; Shift+click selects from the anchor")
    func clicks() {
        var selection = RowSelection(mode: .multiple)
        var change = selection.click(3, toggling: false, extending: false)
        #expect(selection.indexes == [3])
        #expect(change.selected == RangeSet(3..<4))
        change = selection.click(5, toggling: true, extending: false)
        #expect(selection.indexes == [3, 5])
        #expect(change.deselected.isEmpty)
        change = selection.click(8, toggling: false, extending: true)
        #expect(selection.indexes == [5, 6, 7, 8])
        #expect(change.deselected == RangeSet(3..<4))
        change = selection.click(6, toggling: true, extending: false)
        #expect(selection.indexes == [5, 7, 8])
        #expect(change.deselected == RangeSet(6..<7))
        selection.click(1, toggling: false, extending: false)
        #expect(selection.indexes == [1])
    }

    @Test("rules: refused rows are left out of a range; a change that selects only refused rows changes nothing")
    func rules() {
        // Odd rows may not be selected.
        let evenOnly = { (rows: RangeSet<Int>) in RangeSet(rows.ranges.flatMap { $0.filter { $0.isMultiple(of: 2) } }.map { $0..<($0 + 1) })
        }
        var selection = RowSelection(mode: .multiple)
        selection.change({ $0.click(2, toggling: false, extending: false) }, allowing: evenOnly)
        #expect(selection.indexes == [2])
        let refused = selection.change({ $0.click(3, toggling: false, extending: false) }, allowing: evenOnly)
        #expect(refused.isEmpty && selection.indexes == [2], "a click on a refused row keeps the selection")
        selection.change({ $0.click(7, toggling: false, extending: true) }, allowing: evenOnly)
        #expect(selection.indexes == [2, 4, 6])
        selection.change({ $0.selectAll(count: 10) }, allowing: evenOnly)
        #expect(selection.indexes == [0, 2, 4, 6, 8])
        let deselected = selection.change({ $0.toggle(4) }, allowing: { _ in RangeSet() })
        #expect(deselected.deselected == RangeSet(4..<5), "deselecting is never refused")
        var single = RowSelection(mode: .single)
        single.change({ $0.click(4, toggling: false, extending: false) }, allowing: evenOnly)
        single.change({ $0.click(5, toggling: false, extending: false) }, allowing: evenOnly)
        #expect(single.indexes == [4])
    }

    @Test("keeping indexes by a rule gives runs, asking once per index in order")
    func keeping() {
        var asked: [Int] = []
        let kept = IndexRanges.keeping(RangeSet([0..<6, 10..<13])) { index in
            asked.append(index)
            return index != 2 && index != 10
        }
        #expect(kept == RangeSet([0..<2, 3..<6, 11..<13]))
        #expect(asked == [0, 1, 2, 3, 4, 5, 10, 11, 12])
        #expect(IndexRanges.keeping(RangeSet(0..<4)) { _ in false }.isEmpty)
    }

    @Test("Ctrl+Shift+click adds the range to the selection")
    func addRange() {
        var selection = RowSelection(mode: .multiple)
        selection.click(0, toggling: false, extending: false)
        selection.click(4, toggling: true, extending: false)
        selection.click(6, toggling: true, extending: true)
        #expect(selection.indexes == [0, 4, 5, 6])
    }

    @Test("Shift+Up/Down extends from the anchor, starting at the cursor row")
    func extend() {
        var selection = RowSelection(mode: .multiple)
        selection.extend(from: 4, to: 5)
        selection.extend(from: 5, to: 6)
        #expect(selection.indexes == [4, 5, 6])
        selection.extend(from: 6, to: 5)
        selection.extend(from: 5, to: 4)
        selection.extend(from: 4, to: 3)
        #expect(selection.indexes == [3, 4])
    }

    @Test("Ctrl+A selects all, Escape clears, with the changes reported")
    func allAndNone() {
        var selection = RowSelection(mode: .multiple)
        selection.click(2, toggling: false, extending: false)
        let all = selection.selectAll(count: 100_000)
        #expect(selection.count == 100_000)
        #expect(all.selected == RangeSet(0..<2).union(RangeSet(3..<100_000)))
        #expect(selection.rows.ranges.count == 1)
        let none = selection.clear()
        #expect(none.deselected == RangeSet(0..<100_000))
        #expect(selection.count == 0)
        let again = selection.clear()
        #expect(again.isEmpty)
    }

    @Test("single selection keeps one row; none selects nothing")
    func modes() {
        var single = RowSelection(mode: .single)
        single.click(2, toggling: false, extending: false)
        single.click(4, toggling: false, extending: true)
        #expect(single.indexes == [4])
        let refused = single.selectAll(count: 10)
        #expect(refused.isEmpty)
        single.toggle(4)
        #expect(single.indexes.isEmpty)

        var none = RowSelection(mode: .none)
        let ignored = none.click(1, toggling: false, extending: false)
        #expect(ignored.isEmpty)
        #expect(none.indexes.isEmpty)

        var multiple = RowSelection(mode: .multiple)
        multiple.selectAll(count: 5)
        let narrowed = multiple.setMode(.single)
        #expect(multiple.count == 1)
        #expect(narrowed.deselected.ranges.reduce(0) { $0 + $1.count } == 4)
        multiple.setMode(.none)
        #expect(multiple.count == 0)
    }

    @Test("a full reload trims the selection to the rows still there")
    func trim() {
        var selection = RowSelection(mode: .multiple)
        selection.selectAll(count: 10)
        selection.trim(toCount: 4)
        #expect(selection.indexes == [0, 1, 2, 3])
    }
}
