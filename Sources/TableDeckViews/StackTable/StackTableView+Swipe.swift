import TableDeckBridge
import TableDeckModel

/// Swipe actions of the `.stack` backend: the row (the delegate's own view, unwrapped) slides in
/// its column, and the buttons are drawn behind it by the table's ``SwipeLayer``. The `.recycling`
/// backend's rows are the recycling table's, which swipes them itself.
extension StackTableView: SwipeActionsHost {
    func swipeRow(atX x: Double, y: Double) -> SwipeRow? {
        guard let swipe, let box = rowsBox, var picked = swipe.layer.pick(x: x, y: y) else { return nil }
        while rowIndexByIdentity[picked.identity] == nil {
            guard let parent = picked.parent, parent.identity != swipe.layer.identity else { return nil }
            picked = parent
        }
        guard let index = rowIndexByIdentity[picked.identity] else { return nil }
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

    /// Whether a row's swipe actions are shown (either backend).
    package var isShowingSwipeActions: Bool { engine.swipeActions?.isOpen ?? false }

    /// The swipe buttons shown now (either backend).
    package var swipeButtons: [Button] { engine.swipeActions?.visibleButtons ?? [] }

    /// The swipe machinery of either backend, with its gestures.
    var swipeController: SwipeActionsController? { engine.swipeActions }
}
