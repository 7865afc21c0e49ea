import TableDeckBridge
import TableDeckModel

/// What the core asks of the data source and the delegate, by index path.
extension RecyclingTableView: TableCoreSource {
    func pressRow(at indexPath: TableIndexPath) {
        guard let delegate else {
            Diagnostics.warn("a recycling table row was pressed but the table has no delegate")
            return
        }
        delegate.tableView(self, didPressRowAt: indexPath)
    }

    func selectionChanged(_ change: RowSelection.Change) {
        guard let delegate else { return }
        let layout = layout
        for range in change.deselected.ranges {
            for ordinal in range {
                if let indexPath = layout.row(atOrdinal: ordinal) { delegate.tableView(self, didDeselectRowAt: indexPath) }
            }
        }
        for range in change.selected.ranges {
            for ordinal in range {
                if let indexPath = layout.row(atOrdinal: ordinal) { delegate.tableView(self, didSelectRowAt: indexPath) }
            }
        }
        delegate.tableViewSelectionDidChange(self)
    }

    func selectionMoved() {
        delegate?.tableViewSelectionDidChange(self)
    }

    func contextMenuActions(forRowAt indexPath: TableIndexPath) -> [RowAction] {
        delegate?.tableView(self, contextMenuActionsForRowAt: indexPath) ?? []
    }

    func canMoveRow(at indexPath: TableIndexPath) -> Bool {
        dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
    }

    func moveRow(from source: TableIndexPath, to destination: TableIndexPath) {
        dataSource?.tableView(self, moveRowAt: source, to: destination)
    }

    func swipeActions(forRowAt indexPath: TableIndexPath, edge: SwipeEdge) -> [RowAction] {
        guard let delegate else { return [] }
        switch edge {
        case .leading: return delegate.tableView(self, leadingSwipeActionsForRowAt: indexPath)
        case .trailing: return delegate.tableView(self, trailingSwipeActionsForRowAt: indexPath)
        }
    }

    func typeAheadText(forRowAt indexPath: TableIndexPath) -> String? {
        dataSource?.tableView(self, typeAheadTextForRowAt: indexPath)
    }

    func sourceSectionIndexTitles() -> [String]? {
        dataSource?.sectionIndexTitles(for: self)
    }

    func section(forSectionIndexTitle title: String, at index: Int) -> Int {
        dataSource?.tableView(self, sectionForSectionIndexTitle: title, at: index) ?? defaultSection(forSectionIndexTitleAt: index)
    }

    func indexTitle(forSection section: Int) -> String? {
        dataSource?.tableView(self, indexTitleForSection: section)
    }
}
