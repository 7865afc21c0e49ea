import TableDeckBridge
import TableDeckModel

/// Swipe actions of the `.stack` engine: the row (the delegate's own view, unwrapped) slides in
/// its column, and the buttons are drawn behind it by the engine's ``SwipeLayer``.
extension StackRowsEngine: SwipeActionsHost {
    func swipeRow(atX x: Double, y: Double) -> SwipeRow? {
        guard let box = rowsBox, var picked = swipe.layer.pick(x: x, y: y) else { return nil }
        while rowIndexByIdentity[picked.identity] == nil {
            guard let parent = picked.parent, parent.identity != swipe.layer.identity else { return nil }
            picked = parent
        }
        guard let index = rowIndexByIdentity[picked.identity] else { return nil }
        return swipeRow(ofItem: index, in: box)
    }

    func swipeRow(for indexPath: TableIndexPath) -> SwipeRow? {
        guard let box = rowsBox, let index = itemIndex(at: indexPath), rows.indices.contains(index) else { return nil }
        return swipeRow(ofItem: index, in: box)
    }

    private func swipeRow(ofItem index: Int, in box: RowsBox) -> SwipeRow {
        let row = rows[index]
        return SwipeRow(indexPath: indexPath(ofItem: index), widget: row, widgetSlides: true) { [weak box, weak row] offset in
            guard let box, let row, row.parent?.identity == box.identity else { return }
            box.setSlide(of: row, offset)
        }
    }

    func isShowing(_ row: SwipeRow) -> Bool {
        rowIndexByIdentity[row.widget.identity].map { $0 == itemIndex(at: row.indexPath) } ?? false
    }

    func focusSwipedRow(_ row: SwipeRow) {
        guard let index = itemIndex(at: row.indexPath) else { return }
        moveCursor(to: index, grabFocus: true, reveal: false)
    }

    func swipeTookPress() {
        clearPressedRow()
    }
}
