import TableDeckBridge
import TableDeckModel

/// What the core asks of the delegate, by index (a stack table has one section). With the
/// `.recycling` backend the recycling table's core asks this table too: the recycling table
/// shows the rows, the stack table's delegate decides.
extension StackTableView: TableCoreSource {
    func pressRow(at indexPath: TableIndexPath) {
        pressRow(at: indexPath.row)
    }

    func selectionChanged(_ change: RowSelection.Change) {
        guard let delegate else { return }
        for range in change.deselected.ranges {
            for index in range { delegate.stackTableView(self, didDeselectItemAt: index) }
        }
        for range in change.selected.ranges {
            for index in range { delegate.stackTableView(self, didSelectItemAt: index) }
        }
        delegate.stackTableViewSelectionDidChange(self)
    }

    func selectionMoved() {
        delegate?.stackTableViewSelectionDidChange(self)
    }

    func contextMenuActions(forRowAt indexPath: TableIndexPath) -> [RowAction] {
        delegate?.stackTableView(self, contextMenuActionsForItemAt: indexPath.row) ?? []
    }

    func canMoveRow(at indexPath: TableIndexPath) -> Bool {
        guard indexPath.row < numberOfRows, let delegate else { return false }
        return delegate.stackTableView(self, canMoveItemAt: indexPath.row)
    }

    func moveRow(from source: TableIndexPath, to destination: TableIndexPath) {
        delegate?.stackTableView(self, moveItemAt: source.row, to: destination.row)
    }

    func swipeActions(forRowAt indexPath: TableIndexPath, edge: SwipeEdge) -> [RowAction] {
        guard let delegate else { return [] }
        switch edge {
        case .leading: return delegate.stackTableView(self, leadingSwipeActionsForItemAt: indexPath.row)
        case .trailing: return delegate.stackTableView(self, trailingSwipeActionsForItemAt: indexPath.row)
        }
    }

    func typeAheadText(forRowAt indexPath: TableIndexPath) -> String? {
        delegate?.stackTableView(self, typeAheadTextForItemAt: indexPath.row)
    }
}
