import TableDeckBridge
import TableDeckModel

/// A search's result shown in place (``RecyclingTableView/show(_:inPlace:)``): the rows GTK
/// keeps bound (about 200 near those shown, in GTK 4.8) are filled again where they are, those
/// on screen at once and the others a few a frame, hidden until then. Filling all of them at
/// once took 23 to 29 ms with the Table screen's rows on a 2-core VM.
extension RecyclingTableView {
    /// How many rows off screen are filled again in one frame after a search's result: 25 of
    /// the Table screen's rows took 6 to 7 ms of a frame to fill and measure on a 2-core VM.
    static let rowsRefilledPerFrame = 20

    /// Fills again each row the list has bound at a position below `count`: those on screen
    /// now, the others from the next frames on (``staleListItems``).
    func refillBoundRows(below count: Int) {
        var later: [ObjectIdentity: ListItem] = [:]
        for (identity, listItem) in listItemsWithCells {
            guard let cell = cellsByListItem[identity], cell.item != nil || staleListItems[identity] != nil,
                listItem.position < count
            else { continue }
            if verticalExtentOnScreen(of: cell) != nil {
                bind(listItem)
            } else {
                // It shows what another row showed: hidden, and no longer any row's cell
                // (``show(_:inPlace:)`` has cleared what every cell shows).
                cell.item = nil
                cell.opacity = 0
                later[identity] = listItem
            }
        }
        staleListItems = later
        // A result that comes while the last one's rows are still being filled starts anew.
        if let refillTick { removeTickCallback(refillTick) }
        refillTick = nil
        guard !later.isEmpty else { return }
        // The next frame measures the rows on screen just filled: the others start after it.
        var framesToSkip = 1
        refillTick = addTickCallback { [weak self] _ in
            guard let self else { return false }
            if framesToSkip > 0 {
                framesToSkip -= 1
                return true
            }
            self.refillSomeRows()
            guard self.staleListItems.isEmpty else { return true }
            self.refillTick = nil
            return false
        }
    }

    /// One frame's share: every row waiting that the list scrolled on screen, then
    /// ``rowsRefilledPerFrame`` others, nearest the top first.
    private func refillSomeRows() {
        var onScreen: [ListItem] = []
        var others: [ListItem] = []
        for (identity, listItem) in staleListItems {
            guard let cell = cellsByListItem[identity] else { continue }
            if verticalExtentOnScreen(of: cell) != nil { onScreen.append(listItem) } else { others.append(listItem) }
        }
        others.sort { $0.position < $1.position }
        for listItem in onScreen + others.prefix(Self.rowsRefilledPerFrame) { bind(listItem) }
        // Gone meanwhile without a teardown: nothing to fill.
        staleListItems = staleListItems.filter { cellsByListItem[$0.key] != nil }
    }

    /// `listItem` is bound, unbound or torn down: it no longer waits to be filled, and its cell
    /// shows again.
    func forgetStale(_ listItem: ListItem) {
        guard staleListItems.removeValue(forKey: listItem.identity) != nil else { return }
        cellsByListItem[listItem.identity]?.opacity = 1
    }
}
