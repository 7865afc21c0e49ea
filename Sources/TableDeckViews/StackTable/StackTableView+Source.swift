import TableDeckBridge
import TableDeckModel

/// What the backend and its core ask of the delegate, which knows rows by item index (counted
/// across sections): the backend shows the rows, the delegate decides.
extension StackTableView: StackRowsSource {
    func rowView(forItemAt index: Int) -> Widget? {
        guard let delegate else { return nil }
        let view = delegate.stackTableView(self, viewForItemAt: index)
        guard !view.hasParent else {
            Diagnostics.warn("the stack table's delegate returned a view for row \(index) that already has a parent; the row is left empty")
            return Label("")
        }
        return view
    }

    func pressRow(at indexPath: TableIndexPath) {
        guard let index = itemIndex(at: indexPath) else { return }
        pressRow(at: index)
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

    func shouldHighlightRow(at indexPath: TableIndexPath) -> Bool {
        guard let index = itemIndex(at: indexPath), let delegate else { return true }
        return delegate.stackTableView(self, shouldHighlightItemAt: index)
    }

    func rowToSelect(at indexPath: TableIndexPath) -> TableIndexPath? {
        guard let index = itemIndex(at: indexPath) else { return nil }
        guard let delegate else { return indexPath }
        guard let target = selectionTarget(ofItem: index, delegate: delegate) else { return nil }
        guard target != index else { return indexPath }
        guard let targetPath = self.indexPath(forItemAt: target) else {
            Diagnostics.warn(
                "the stack table's delegate answered willSelectItemAt \(index) with row \(target), which it does not have; nothing is selected"
            )
            return nil
        }
        return targetPath
    }

    func selectableRows(_ ordinals: RangeSet<Int>) -> RangeSet<Int> {
        guard let delegate else { return ordinals }
        return IndexRanges.keeping(ordinals) { selectionTarget(ofItem: $0, delegate: delegate) == $0 }
    }

    /// The item selecting item `index` selects, as `delegate` says: `shouldSelect`, then
    /// `willSelect`.
    private func selectionTarget(ofItem index: Int, delegate: any StackTableViewDelegate) -> Int? {
        delegate.stackTableView(self, shouldSelectItemAt: index) ? delegate.stackTableView(self, willSelectItemAt: index) : nil
    }

    func selectionMoved() {
        delegate?.stackTableViewSelectionDidChange(self)
    }

    func contextMenuActions(forRowAt indexPath: TableIndexPath) -> [RowAction] {
        guard let index = itemIndex(at: indexPath), let delegate else { return [] }
        return delegate.stackTableView(self, contextMenuActionsForItemAt: index)
    }

    func canMoveRow(at indexPath: TableIndexPath) -> Bool {
        guard let index = itemIndex(at: indexPath), let delegate else { return false }
        return delegate.stackTableView(self, canMoveItemAt: index)
    }

    func targetIndexPathForMove(from source: TableIndexPath, proposed: TableIndexPath) -> TableIndexPath {
        delegate?.stackTableView(self, targetIndexPathForMoveFromItemAt: source, toProposedIndexPath: proposed) ?? proposed
    }

    /// The diffable source records the move, the delegate hears of it (the table still in its
    /// shape before the move), then the table takes the shape after it (a move to another
    /// section changes two counts).
    func moveRow(from source: TableIndexPath, to destination: TableIndexPath) {
        guard let move = itemIndexes(ofMoveFrom: source, to: destination) else { return }
        moveRecorder?.userWillMoveRow(fromOrdinal: move.from, toOrdinal: move.to, inSection: destination.section)
        delegate?.stackTableView(self, moveRowAt: source, to: destination)
        sectionLayout = move.layout
    }

    /// The item indexes of a move from `source` to `destination` (`from` in the sections as
    /// they are, `to` in the sections after the move) and the sections after it; `nil` when it
    /// is no move of a row of the table.
    func itemIndexes(ofMoveFrom source: TableIndexPath, to destination: TableIndexPath) -> (from: Int, to: Int, layout: SectionLayout)? {
        guard let from = itemIndex(at: source), let move = SectionedRowBatch.userMove(from: source, to: destination, in: sectionLayout),
            let to = move.layout.ordinal(of: destination)
        else { return nil }
        return (from, to, move.layout)
    }

    func rowMoveShown() {
        moveRecorder?.userMoveShown()
    }

    func editingStyle(forRowAt indexPath: TableIndexPath) -> TableEditingStyle {
        guard let index = itemIndex(at: indexPath), let delegate, delegate.stackTableView(self, canEditItemAt: index) else { return .none }
        return delegate.stackTableView(self, editingStyleForItemAt: index)
    }

    func commitEditing(_ style: TableEditingStyle, forRowAt indexPath: TableIndexPath) {
        guard let index = itemIndex(at: indexPath) else { return }
        delegate?.stackTableView(self, commit: style, forItemAt: index)
    }

    func deleteConfirmationTitle(forRowAt indexPath: TableIndexPath) -> String? {
        guard let index = itemIndex(at: indexPath) else { return nil }
        return delegate?.stackTableView(self, titleForDeleteConfirmationButtonForItemAt: index)
    }

    func swipeActions(forRowAt indexPath: TableIndexPath, edge: SwipeEdge) -> [RowAction] {
        guard let index = itemIndex(at: indexPath), let delegate else { return [] }
        switch edge {
        case .leading: return delegate.stackTableView(self, leadingSwipeActionsForItemAt: index)
        case .trailing: return delegate.stackTableView(self, trailingSwipeActionsForItemAt: index)
        }
    }

    func typeAheadText(forRowAt indexPath: TableIndexPath) -> String? {
        guard let index = itemIndex(at: indexPath) else { return nil }
        return delegate?.stackTableView(self, typeAheadTextForItemAt: index)
    }

    func searchText(forRowAt indexPath: TableIndexPath) -> String? {
        guard let index = itemIndex(at: indexPath) else { return nil }
        return delegate?.stackTableView(self, searchTextForItemAt: index)
    }

    func sourceSectionIndexTitles() -> [String]? {
        delegate?.sectionIndexTitles(for: self)
    }

    func section(forSectionIndexTitle title: String, at index: Int) -> Int {
        delegate?.stackTableView(self, sectionForSectionIndexTitle: title, at: index) ?? defaultSection(forSectionIndexTitleAt: index)
    }

    func indexTitle(forSection section: Int) -> String? {
        delegate?.stackTableView(self, indexTitleForSection: section)
    }
}
