/// How GTK's Keyboard Shortcuts window spreads its groups over columns and pages, and the
/// `max-height` that keeps them all on its first page, in order.
///
/// A `GtkShortcutsSection` fills columns in document order, starting a new column when the next
/// group would pass `max-height` rows (a group is its title plus one row per shortcut), two
/// columns to a page. With more than one page, GTK 4.8 re-collects the groups page by page in
/// the wrong order on each reflow, so later pages' groups come first (Users and Carousel ended
/// up on page 2). One page avoids that.
public enum ShortcutsColumns {
    /// The rows GTK counts for a group with `shortcutCount` shortcuts: its title and each shortcut.
    public static func height(ofGroupWith shortcutCount: Int) -> Int {
        1 + max(0, shortcutCount)
    }

    /// The columns GTK makes for groups of `heights` with `maximumHeight`: the groups' indices,
    /// column by column.
    public static func columns(for heights: [Int], maximumHeight: Int) -> [[Int]] {
        var columns: [[Int]] = []
        var rows = 0
        for (index, height) in heights.enumerated() {
            if columns.isEmpty || rows + height > maximumHeight {
                columns.append([])
                rows = 0
            }
            columns[columns.count - 1].append(index)
            rows += height
        }
        return columns
    }

    /// The smallest `max-height` that fits groups of `heights` into `columnCount` columns (one
    /// page: 2), so the window is no taller than it must be.
    public static func smallestMaximumHeight(for heights: [Int], columnCount: Int = 2) -> Int {
        let total = heights.reduce(0, +)
        var candidate = max(1, heights.max() ?? 1)
        while candidate < total && columns(for: heights, maximumHeight: candidate).count > max(1, columnCount) {
            candidate += 1
        }
        return candidate
    }
}
