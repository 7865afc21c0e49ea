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

    func shouldHighlightRow(at indexPath: TableIndexPath) -> Bool {
        delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    func rowToSelect(at indexPath: TableIndexPath) -> TableIndexPath? {
        guard let delegate else { return indexPath }
        guard let target = selectionTarget(of: indexPath, delegate: delegate) else { return nil }
        guard target == indexPath || layout.ordinal(of: target) != nil else {
            Diagnostics.warn(
                "the recycling table's delegate answered willSelectRowAt \(indexPath) with \(target), which the table does not have; "
                    + "nothing is selected")
            return nil
        }
        return target
    }

    func selectableRows(_ ordinals: RangeSet<Int>) -> RangeSet<Int> {
        guard let delegate else { return ordinals }
        let layout = layout
        return IndexRanges.keeping(ordinals) { ordinal in
            guard let indexPath = layout.row(atOrdinal: ordinal) else { return false }
            return selectionTarget(of: indexPath, delegate: delegate) == indexPath
        }
    }

    /// The row selecting the row at `indexPath` selects, as `delegate` says: `shouldSelect`,
    /// then `willSelect`.
    private func selectionTarget(of indexPath: TableIndexPath, delegate: any RecyclingTableViewDelegate) -> TableIndexPath? {
        delegate.tableView(self, shouldSelectRowAt: indexPath) ? delegate.tableView(self, willSelectRowAt: indexPath) : nil
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

    func targetIndexPathForMove(from source: TableIndexPath, proposed: TableIndexPath) -> TableIndexPath {
        delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
    }

    /// A diffable data source records the move first; then the data source hears of it. (The
    /// table takes the new shape as it shows the move.)
    func moveRow(from source: TableIndexPath, to destination: TableIndexPath) {
        if let recorder = dataSource as? any UserMoveRecording, let from = layout.ordinal(of: source),
            let to = SectionedRowBatch.userMove(from: source, to: destination, in: layout)?.layout.ordinal(of: destination)
        {
            recorder.userWillMoveRow(fromOrdinal: from, toOrdinal: to, inSection: destination.section)
        }
        dataSource?.tableView(self, moveRowAt: source, to: destination)
    }

    func rowMoveShown() {
        (dataSource as? any UserMoveRecording)?.userMoveShown()
    }

    func editingStyle(forRowAt indexPath: TableIndexPath) -> TableEditingStyle {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return .none }
        return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    func commitEditing(_ style: TableEditingStyle, forRowAt indexPath: TableIndexPath) {
        dataSource?.tableView(self, commit: style, forRowAt: indexPath)
    }

    func deleteConfirmationTitle(forRowAt indexPath: TableIndexPath) -> String? {
        delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath)
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

    func searchText(forRowAt indexPath: TableIndexPath) -> String? {
        dataSource?.tableView(self, searchTextForRowAt: indexPath)
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
