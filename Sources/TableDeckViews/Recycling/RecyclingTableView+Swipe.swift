import TableDeckBridge
import TableDeckModel

/// Swipe actions of a recycling table: the list's row widget around the cell slides its cell
/// (its ``MotionLayout``), and the buttons are drawn behind it by the table's ``SwipeLayer``.
extension RecyclingTableView: SwipeActionsHost {
    func swipeRow(atX x: Double, y: Double) -> SwipeRow? {
        guard let point = swipe.layer.translate(x: x, y: y, to: listView), let cell = cell(atX: point.x, y: point.y) else { return nil }
        return swipeRow(of: cell)
    }

    func swipeRow(for indexPath: TableIndexPath) -> SwipeRow? {
        boundCell(for: .row(indexPath)).flatMap(swipeRow(of:))
    }

    private func swipeRow(of cell: TableViewCell) -> SwipeRow? {
        guard let indexPath = cell.indexPath, let rowWidget = cell.parent else { return nil }
        let motion = rowWidget.motionLayout()
        return SwipeRow(indexPath: indexPath, widget: rowWidget, widgetSlides: false) { offset in motion.set(slide: offset) }
    }

    func isShowing(_ row: SwipeRow) -> Bool {
        guard let cell = boundCell(for: .row(row.indexPath)) else { return false }
        return cell.parent?.identity == row.widget.identity
    }

    func focusSwipedRow(_ row: SwipeRow) {
        focusRow(row.indexPath.row, section: row.indexPath.section)
    }

    func swipeTookPress() {}

    /// Whether a row's swipe actions are shown.
    package var isShowingSwipeActions: Bool { swipe.isOpen }

    /// The swipe buttons shown now.
    package var swipeButtons: [Button] { swipe.visibleButtons }
}
