import TableDeckAppModel
import TableDeckModel
import Testing

@Suite("The Keyboard Shortcuts window fits one page")
struct ShortcutsColumnsTests {
    @Test("columns fill in order, as GTK's shortcuts section does")
    func greedyColumns() {
        #expect(ShortcutsColumns.columns(for: [4, 5, 5, 4, 5, 3], maximumHeight: 10) == [[0, 1], [2, 3], [4, 5]])
        #expect(ShortcutsColumns.columns(for: [], maximumHeight: 10) == [])
        #expect(ShortcutsColumns.height(ofGroupWith: 3) == 4)
    }

    @Test("the smallest max-height that keeps every group on the first page")
    func onePage() {
        // The old window: max-height 10 made three columns, two pages.
        let heights = [5, 4, 5, 5, 5, 4]
        let height = ShortcutsColumns.smallestMaximumHeight(for: heights)
        #expect(height == 14)
        #expect(ShortcutsColumns.columns(for: heights, maximumHeight: height).count == 2)
        #expect(ShortcutsColumns.columns(for: heights, maximumHeight: height - 1).count == 3)
        // One huge group: its own height.
        #expect(ShortcutsColumns.smallestMaximumHeight(for: [30]) == 30)
        #expect(ShortcutsColumns.smallestMaximumHeight(for: []) == 1)
    }
}
