import TableDeckBridge

/// The three duties of a ``StackTableView``'s delegate, as UIKit's
/// `CustomStackTableViewDelegate` pattern has them: how many items, which view, what a press does.
///
/// The table holds its delegate `weak`: the delegate usually owns the table, and a strong
/// back-reference (as in many UIKit ports) would keep both alive forever.
@MainActor
public protocol StackTableViewDelegate: AnyObject {
    /// How many rows the table shows. A negative count is treated as zero, with a warning.
    ///
    /// A table in sections counts its rows by ``stackTableView(_:numberOfItemsInSection:)``
    /// instead; its default is this count, all in section 0.
    func numberOfItems(in tableView: StackTableView) -> Int

    /// How many sections the table has (UIKit's `numberOfSections(in:)`). Optional: the default
    /// is one section. A negative count is treated as zero, with a warning.
    func numberOfSections(in tableView: StackTableView) -> Int

    /// How many rows `section` has (UIKit's `tableView(_:numberOfRowsInSection:)`). Optional:
    /// the default puts ``numberOfItems(in:)`` rows in section 0 and none in the others.
    ///
    /// Rows keep one *item index* across sections, the one every other method of this protocol
    /// takes: section 1's first row comes right after section 0's last
    /// (``StackTableView/indexPath(forItemAt:)`` and ``StackTableView/itemIndex(at:)`` convert).
    func stackTableView(_ tableView: StackTableView, numberOfItemsInSection section: Int) -> Int

    /// The title shown above `section`'s rows, or `nil` for none (UIKit's
    /// `tableView(_:titleForHeaderInSection:)`). Optional: no titles by default. A title is a
    /// heading to assistive technologies and never a row: it takes no press, selection, swipe,
    /// focus or drop.
    func stackTableView(_ tableView: StackTableView, titleForHeaderInSection section: Int) -> String?

    /// The text shown below `section`'s rows, or `nil` for none (UIKit's
    /// `tableView(_:titleForFooterInSection:)`), such as an explanation of the section. Optional.
    func stackTableView(_ tableView: StackTableView, titleForFooterInSection section: Int) -> String?

    /// The titles of the section index, the strip of titles at the table's trailing edge
    /// (UIKit's `sectionIndexTitles(for:)`), or `nil` for no strip (the default). Asked on every
    /// ``StackTableView/reloadData()``; an empty array shows no strip either.
    func sectionIndexTitles(for tableView: StackTableView) -> [String]?

    /// The section the index title `title`, the `index`-th of the strip, jumps to (UIKit's
    /// `tableView(_:sectionForSectionIndexTitle:at:)`). Optional: the default is
    /// ``StackTableView/defaultSection(forSectionIndexTitleAt:)``. A section out of range is
    /// clamped, with a warning.
    func stackTableView(_ tableView: StackTableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int

    /// The index title that stands for `section` ("A" for the names starting with A), for the
    /// default mapping of index titles to sections; `nil` (the default) for none.
    func stackTableView(_ tableView: StackTableView, indexTitleForSection section: Int) -> String?

    /// A new view for the row at `index`. The view becomes the row (the table adds a style
    /// class, focus and a click gesture to it) and GTK owns it from then on; a view that already
    /// has a parent is refused with a warning and an empty row stands in for it.
    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget

    /// The row at `index` was pressed: clicked, tapped, or activated with Enter or Space.
    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int)

    /// The row at `index` became selected by the user (a click, a key); not called for
    /// changes made in code, as in UIKit. Optional: the default does nothing.
    func stackTableView(_ tableView: StackTableView, didSelectItemAt index: Int)

    /// The row at `index` stopped being selected by the user. Optional.
    func stackTableView(_ tableView: StackTableView, didDeselectItemAt index: Int)

    /// Whether the row at `index` may be highlighted (UIKit's `shouldHighlightRowAt`): `false`
    /// draws no pressed state, and a click, Enter or Space on the row does nothing (no selection,
    /// no press). Optional: `true` by default.
    func stackTableView(_ tableView: StackTableView, shouldHighlightItemAt index: Int) -> Bool

    /// Whether the user may select the row at `index` (UIKit's collection views'
    /// `shouldSelectItemAt`): `false` leaves it out of clicks, Ctrl+Space, Shift ranges and
    /// Ctrl+A; a click still presses it. Optional: `true` by default.
    func stackTableView(_ tableView: StackTableView, shouldSelectItemAt index: Int) -> Bool

    /// The row to select when the user selects the row at `index` (UIKit's `willSelectRowAt`):
    /// `index` itself, another row's index, or `nil` for none. Asked after
    /// ``stackTableView(_:shouldSelectItemAt:)``; in a Shift range or Ctrl+A a row answered with
    /// another row is left out. An index the table does not have selects nothing, with a
    /// warning. Optional: `index` by default.
    func stackTableView(_ tableView: StackTableView, willSelectItemAt index: Int) -> Int?

    /// The user changed the selection: called once per change, after the per-row calls.
    /// Optional.
    func stackTableViewSelectionDidChange(_ tableView: StackTableView)

    /// The text type-ahead matches typed letters against for the row at `index` (its title,
    /// as a person reads the row), or `nil` to let the table read the built row: a label's
    /// text, else its accessible name. Optional; a long table with the `.recycling` backend,
    /// whose rows are built only on screen, answers it so every row can be found.
    func stackTableView(_ tableView: StackTableView, typeAheadTextForItemAt index: Int) -> String?

    /// The text the table's search (``TableSearch``) looks for the query in, for the row at
    /// `index`: all the row says, or `nil` (the default) for the type-ahead text, else what the
    /// built row shows. Optional.
    func stackTableView(_ tableView: StackTableView, searchTextForItemAt index: Int) -> String?

    /// The actions of the context menu of the row at `index`, asked for each time the menu is
    /// about to open (right click, long press, the Menu key or Shift+F10). Optional: the default,
    /// no actions, opens no menu.
    func stackTableView(_ tableView: StackTableView, contextMenuActionsForItemAt index: Int) -> [RowAction]

    /// Whether the user may move the row at `index` (a vertical drag, Alt+Up, Alt+Down).
    /// Optional: the default is `false`, so no row moves.
    func stackTableView(_ tableView: StackTableView, canMoveItemAt index: Int) -> Bool

    /// The user moved the row at `sourceIndex` so that it is now at `destinationIndex` (the
    /// index after the move). The table moves the row itself, as UIKit's `moveRowAt:to:` has it:
    /// update the data to match, and do not call ``StackTableView/moveRow(at:to:)-(Int,Int)`` for it (the
    /// table shows the move right after this returns, reading the data as they are then). A
    /// ``StackTableDiffableDataSource`` has moved the row in its snapshot already. A table with
    /// sections calls ``stackTableView(_:moveRowAt:to:)`` instead, which says the sections.
    /// Optional: the default does nothing.
    func stackTableView(_ tableView: StackTableView, moveItemAt sourceIndex: Int, to destinationIndex: Int)

    /// The user moved the row at `sourceIndexPath` so that it is now at `destinationIndexPath`
    /// (its place after the move: in the same section, or in another when
    /// ``stackTableView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`` allows it), as
    /// UIKit's `tableView(_:moveRowAt:to:)` says it. The table's sections are still as they were
    /// before the move while this runs; it takes their new counts right after. Optional: the
    /// default calls ``stackTableView(_:moveItemAt:to:)`` with the item indexes (the source's
    /// before the move, the destination's after it), which is all a table of one section needs.
    func stackTableView(_ tableView: StackTableView, moveRowAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath)

    /// Where the row the user moves from `sourceIndexPath` goes when the user puts it at
    /// `proposedDestinationIndexPath` (its place after the move; in another section when a key
    /// takes it past its section's end), as UIKit's `targetIndexPathForMoveFromRowAt` decides:
    /// return `sourceIndexPath` to keep it in place. Optional: the default returns the proposed
    /// place. An answer where no row can go is warned about and the proposed place used.
    func stackTableView(
        _ tableView: StackTableView, targetIndexPathForMoveFromItemAt sourceIndexPath: TableIndexPath,
        toProposedIndexPath proposedDestinationIndexPath: TableIndexPath
    ) -> TableIndexPath

    /// The buttons a swipe towards the leading edge uncovers on the trailing edge of the row at
    /// `index` (in English, a swipe to the left), first action outermost; releasing past half the
    /// row performs the first (a full swipe). Asked when a swipe starts, so a handler may capture
    /// `index`: the table closes the buttons whenever the rows change. Optional: the default, `[]`,
    /// means no swipe. Keyboard users reach the same actions through the row's context menu, so
    /// offer them there too.
    func stackTableView(_ tableView: StackTableView, trailingSwipeActionsForItemAt index: Int) -> [RowAction]

    /// The buttons a swipe towards the trailing edge uncovers on the leading edge of the row at
    /// `index` (in English, a swipe to the right). Optional: the default, `[]`, means none.
    func stackTableView(_ tableView: StackTableView, leadingSwipeActionsForItemAt index: Int) -> [RowAction]

    /// Whether the row at `index` shows an editing control in editing mode
    /// (``StackTableView/isEditing``; UIKit's `tableView(_:canEditRowAt:)`), the one
    /// ``stackTableView(_:editingStyleForItemAt:)`` says. Optional: `true` by default.
    func stackTableView(_ tableView: StackTableView, canEditItemAt index: Int) -> Bool

    /// The control the row at `index` shows in editing mode (UIKit's
    /// `tableView(_:editingStyleForRowAt:)`): a delete control, which asks for confirmation
    /// first, an insert control, or none. Optional: `.delete` by default.
    func stackTableView(_ tableView: StackTableView, editingStyleForItemAt index: Int) -> TableEditingStyle

    /// The user confirmed the deletion of the row at `index` (`.delete`: its red Delete button)
    /// or pressed its insert control (`.insert`) in editing mode (UIKit's
    /// `tableView(_:commit:forRowAt:)`): update the data and tell the table
    /// (``StackTableView/deleteRows(at:)``, ``StackTableView/insertRows(at:)``, or apply a
    /// snapshot). Optional: by default nothing changes, with a warning.
    func stackTableView(_ tableView: StackTableView, commit editingStyle: TableEditingStyle, forItemAt index: Int)

    /// The title of the row's Delete confirmation button in editing mode (UIKit's
    /// `titleForDeleteConfirmationButtonForRowAt`). Optional: `nil` for "Delete", in the user's
    /// language.
    func stackTableView(_ tableView: StackTableView, titleForDeleteConfirmationButtonForItemAt index: Int) -> String?
}

/// Editing mode: every row shows a delete control by default, which changes nothing until the
/// delegate commits the deletion.
extension StackTableViewDelegate {
    /// `true`: every row shows its editing control.
    public func stackTableView(_ tableView: StackTableView, canEditItemAt index: Int) -> Bool { true }

    /// `.delete`.
    public func stackTableView(_ tableView: StackTableView, editingStyleForItemAt index: Int) -> TableEditingStyle { .delete }

    /// Nothing changes; warned, naming the method to implement.
    public func stackTableView(_ tableView: StackTableView, commit editingStyle: TableEditingStyle, forItemAt index: Int) {
        Diagnostics.warn(
            "the stack table's delegate does not implement stackTableView(_:commit:forItemAt:); "
                + "a row's deletion or insertion in editing mode changes nothing")
    }

    /// `nil`: "Delete".
    public func stackTableView(_ tableView: StackTableView, titleForDeleteConfirmationButtonForItemAt index: Int) -> String? { nil }
}

/// What a stack table tells its delegate about the selection. Every method has an empty
/// default, so a delegate that does not care about selection implements none of them.
extension StackTableViewDelegate {
    /// The row at `index` became selected by the user (a click, a key); not called for
    /// changes made in code, as in UIKit.
    public func stackTableView(_ tableView: StackTableView, didSelectItemAt index: Int) {}

    /// The row at `index` stopped being selected by the user.
    public func stackTableView(_ tableView: StackTableView, didDeselectItemAt index: Int) {}

    /// The user changed the selection: called once per change, after the per-row calls (read
    /// ``StackTableView/indexesForSelectedRows`` for the rows now selected).
    public func stackTableViewSelectionDidChange(_ tableView: StackTableView) {}

    /// `true`: every row may be highlighted.
    public func stackTableView(_ tableView: StackTableView, shouldHighlightItemAt index: Int) -> Bool { true }

    /// `true`: every row may be selected.
    public func stackTableView(_ tableView: StackTableView, shouldSelectItemAt index: Int) -> Bool { true }

    /// `index`: the row itself is selected.
    public func stackTableView(_ tableView: StackTableView, willSelectItemAt index: Int) -> Int? { index }

    /// `nil`: the table reads the row's built widget (a label's text, else its accessible name).
    public func stackTableView(_ tableView: StackTableView, typeAheadTextForItemAt index: Int) -> String? { nil }

    /// `nil`: the search reads the type-ahead text, else the built row.
    public func stackTableView(_ tableView: StackTableView, searchTextForItemAt index: Int) -> String? { nil }
}

/// What a stack table asks its delegate about sections: one section without titles by default,
/// so a delegate that only counts items shows the flat table it always did.
extension StackTableViewDelegate {
    /// One section.
    public func numberOfSections(in tableView: StackTableView) -> Int { 1 }

    /// ``numberOfItems(in:)`` rows in section 0, none in any other.
    public func stackTableView(_ tableView: StackTableView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? numberOfItems(in: tableView) : 0
    }

    /// No header title.
    public func stackTableView(_ tableView: StackTableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title.
    public func stackTableView(_ tableView: StackTableView, titleForFooterInSection section: Int) -> String? { nil }

    /// No section index.
    public func sectionIndexTitles(for tableView: StackTableView) -> [String]? { nil }

    /// The table's own mapping (``StackTableView/defaultSection(forSectionIndexTitleAt:)``).
    public func stackTableView(_ tableView: StackTableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        tableView.defaultSection(forSectionIndexTitleAt: index)
    }

    /// No index title for any section: index titles map to sections by position.
    public func stackTableView(_ tableView: StackTableView, indexTitleForSection section: Int) -> String? { nil }
}

/// What a stack table asks its delegate about row actions: none by default, so rows have no
/// menu and do not move.
extension StackTableViewDelegate {
    /// No context menu actions: right click and the Menu key open nothing.
    public func stackTableView(_ tableView: StackTableView, contextMenuActionsForItemAt index: Int) -> [RowAction] { [] }

    /// Rows do not move.
    public func stackTableView(_ tableView: StackTableView, canMoveItemAt index: Int) -> Bool { false }

    /// Nothing to update.
    public func stackTableView(_ tableView: StackTableView, moveItemAt sourceIndex: Int, to destinationIndex: Int) {}

    /// Calls ``stackTableView(_:moveItemAt:to:)`` with the item indexes.
    public func stackTableView(
        _ tableView: StackTableView, moveRowAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath
    ) {
        guard let move = tableView.itemIndexes(ofMoveFrom: sourceIndexPath, to: destinationIndexPath) else { return }
        stackTableView(tableView, moveItemAt: move.from, to: move.to)
    }

    /// The proposed place.
    public func stackTableView(
        _ tableView: StackTableView, targetIndexPathForMoveFromItemAt sourceIndexPath: TableIndexPath,
        toProposedIndexPath proposedDestinationIndexPath: TableIndexPath
    ) -> TableIndexPath {
        proposedDestinationIndexPath
    }

    /// No trailing swipe actions: a sideways drag on a row does nothing.
    public func stackTableView(_ tableView: StackTableView, trailingSwipeActionsForItemAt index: Int) -> [RowAction] { [] }

    /// No leading swipe actions.
    public func stackTableView(_ tableView: StackTableView, leadingSwipeActionsForItemAt index: Int) -> [RowAction] { [] }
}
