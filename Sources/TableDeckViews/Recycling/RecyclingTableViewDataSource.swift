import TableDeckBridge
import TableDeckModel

/// What a ``RecyclingTableView`` shows, UIKit-style. Held `weak` by the table.
@MainActor
public protocol RecyclingTableViewDataSource: AnyObject {
    /// How many sections there are. A negative count is treated as zero, with a warning.
    func numberOfSections(in tableView: RecyclingTableView) -> Int

    /// How many rows `section` has. A negative count is treated as zero, with a warning.
    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int

    /// Whether `section` shows a header before its rows (asked on reload, for every section).
    /// Optional: by default, a section has a header when it has a header title
    /// (``tableView(_:titleForHeaderInSection:)``).
    func tableView(_ tableView: RecyclingTableView, hasHeaderInSection section: Int) -> Bool

    /// Whether `section` shows a footer after its rows (asked on reload, for every section).
    /// Optional: by default, a section has a footer when it has a footer title
    /// (``tableView(_:titleForFooterInSection:)``).
    func tableView(_ tableView: RecyclingTableView, hasFooterInSection section: Int) -> Bool

    /// The title of `section`'s header (UIKit's `tableView(_:titleForHeaderInSection:)`), shown
    /// by the table in a cell of its own when ``tableView(_:headerCellForSection:)`` gives no
    /// cell; `nil` (the default) for none. Asked when the header is bound.
    func tableView(_ tableView: RecyclingTableView, titleForHeaderInSection section: Int) -> String?

    /// The text of `section`'s footer (UIKit's `tableView(_:titleForFooterInSection:)`), shown
    /// when ``tableView(_:footerCellForSection:)`` gives no cell; `nil` (the default) for none.
    func tableView(_ tableView: RecyclingTableView, titleForFooterInSection section: Int) -> String?

    /// The footer cell of `section`, dequeued like a row's cell; `nil` (the default) shows the
    /// footer title, if any.
    func tableView(_ tableView: RecyclingTableView, footerCellForSection section: Int) -> TableViewCell?

    /// The cell for the row at `indexPath`, configured. Get it from
    /// ``RecyclingTableView/dequeueCell(_:)`` or ``RecyclingTableView/dequeueReusableCell(withIdentifier:)``:
    /// it may be a cell that showed another row before.
    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell

    /// The header cell of `section`, dequeued like a row's cell (it may use the same view type);
    /// `nil` leaves the header empty.
    func tableView(_ tableView: RecyclingTableView, headerCellForSection section: Int) -> TableViewCell?

    /// The titles of the section index, the strip of titles at the table's trailing edge
    /// (UIKit's `sectionIndexTitles(for:)`), or `nil` for no strip (the default). Asked on
    /// every ``RecyclingTableView/reloadData()``; an empty array shows no strip either.
    func sectionIndexTitles(for tableView: RecyclingTableView) -> [String]?

    /// The section the index title `title`, the `index`-th of the strip, jumps to (UIKit's
    /// `tableView(_:sectionForSectionIndexTitle:at:)`). The default maps titles to sections by
    /// ``tableView(_:indexTitleForSection:)`` (a title with no section of its own goes to the
    /// next title's section, or the last, with a warning); without section titles, title `index`
    /// goes to section `index`. A section out of range is clamped, with a warning.
    func tableView(_ tableView: RecyclingTableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int

    /// The index title that stands for `section` ("A" for the names starting with A), for the
    /// default mapping of index titles to sections; `nil` (the default) for none.
    func tableView(_ tableView: RecyclingTableView, indexTitleForSection section: Int) -> String?

    /// The text type-ahead matches typed letters against for the row at `indexPath` (the name
    /// a person reads), or `nil` to use the row's cell when it is on screen (its content's text
    /// when that is a label, else its accessible name, as on the stack table). Rows off screen have no cell, so a table whose rows should all be
    /// found by typing answers this (the default says `nil`).
    func tableView(_ tableView: RecyclingTableView, typeAheadTextForRowAt indexPath: TableIndexPath) -> String?

    /// The text the table's search (``TableSearch``) looks for the query in, for the row at
    /// `indexPath`: all the row says (a person's name and city, say), or `nil` (the default) for
    /// the type-ahead text, else what the row's cell shows (made for the purpose off screen).
    func tableView(_ tableView: RecyclingTableView, searchTextForRowAt indexPath: TableIndexPath) -> String?

    /// Whether the user may move the row at `indexPath` to another place (UIKit's
    /// `tableView(_:canMoveRowAt:)`): by a vertical drag (into another section too), or with
    /// Alt+Up and Alt+Down on the focused row. `false` by default: no row moves.
    func tableView(_ tableView: RecyclingTableView, canMoveRowAt indexPath: TableIndexPath) -> Bool

    /// The user moved the row at `sourceIndexPath` so that it is now at `destinationIndexPath`
    /// (UIKit's `tableView(_:moveRowAt:to:)`; the destination is the row's index *after* the
    /// move, in the same section or, where the delegate's
    /// ``RecyclingTableViewDelegate/tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)``
    /// allows it, another). Update your data here: the table then moves the row on screen itself
    /// (asking for the moved row's cell at its new place) and gives it the keyboard focus. A
    /// ``RecyclingTableDiffableDataSource`` has moved the row in its snapshot already. Nothing by
    /// default.
    func tableView(_ tableView: RecyclingTableView, moveRowAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath)

    /// Whether the row at `indexPath` shows an editing control in editing mode (UIKit's
    /// `tableView(_:canEditRowAt:)`; the delegate's
    /// ``RecyclingTableViewDelegate/tableView(_:editingStyleForRowAt:)`` says which). `true` by
    /// default.
    func tableView(_ tableView: RecyclingTableView, canEditRowAt indexPath: TableIndexPath) -> Bool

    /// The user confirmed the deletion of the row at `indexPath` (`.delete`: its red Delete
    /// button) or pressed its insert control (`.insert`) in editing mode (UIKit's
    /// `tableView(_:commit:forRowAt:)`): update your data and tell the table (`deleteRows(at:with:)`,
    /// `insertRows(at:with:)`, or apply a snapshot). By default nothing changes, with a warning.
    func tableView(_ tableView: RecyclingTableView, commit editingStyle: TableEditingStyle, forRowAt indexPath: TableIndexPath)
}

extension RecyclingTableViewDataSource {
    /// `true`: every row shows its editing control in editing mode.
    public func tableView(_ tableView: RecyclingTableView, canEditRowAt indexPath: TableIndexPath) -> Bool { true }

    /// Nothing changes; warned, naming the method to implement.
    public func tableView(_ tableView: RecyclingTableView, commit editingStyle: TableEditingStyle, forRowAt indexPath: TableIndexPath) {
        Diagnostics.warn(
            "the recycling table's data source does not implement tableView(_:commit:forRowAt:); "
                + "a row's deletion or insertion in editing mode changes nothing")
    }

    /// No row moves.
    public func tableView(_ tableView: RecyclingTableView, canMoveRowAt indexPath: TableIndexPath) -> Bool { false }

    /// Nothing (no row moves unless ``tableView(_:canMoveRowAt:)`` says so).
    public func tableView(
        _ tableView: RecyclingTableView, moveRowAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath
    ) {}

    /// No header cell: the header shows its title, if any.
    public func tableView(_ tableView: RecyclingTableView, headerCellForSection section: Int) -> TableViewCell? {
        nil
    }

    /// A header when the section has a header title.
    public func tableView(_ tableView: RecyclingTableView, hasHeaderInSection section: Int) -> Bool {
        self.tableView(tableView, titleForHeaderInSection: section) != nil
    }

    /// A footer when the section has a footer title.
    public func tableView(_ tableView: RecyclingTableView, hasFooterInSection section: Int) -> Bool {
        self.tableView(tableView, titleForFooterInSection: section) != nil
    }

    /// No header title.
    public func tableView(_ tableView: RecyclingTableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title.
    public func tableView(_ tableView: RecyclingTableView, titleForFooterInSection section: Int) -> String? { nil }

    /// No footer cell: the footer shows its title, if any.
    public func tableView(_ tableView: RecyclingTableView, footerCellForSection section: Int) -> TableViewCell? { nil }

    /// No section index.
    public func sectionIndexTitles(for tableView: RecyclingTableView) -> [String]? { nil }

    /// The table's own mapping (``RecyclingTableView/defaultSection(forSectionIndexTitleAt:)``).
    public func tableView(_ tableView: RecyclingTableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        tableView.defaultSection(forSectionIndexTitleAt: index)
    }

    /// No index title for any section: index titles map to sections by position.
    public func tableView(_ tableView: RecyclingTableView, indexTitleForSection section: Int) -> String? { nil }

    /// `nil`: type-ahead reads the row's cell when it is on screen.
    public func tableView(_ tableView: RecyclingTableView, typeAheadTextForRowAt indexPath: TableIndexPath) -> String? {
        nil
    }

    /// `nil`: the search reads the type-ahead text, else the row's cell.
    public func tableView(_ tableView: RecyclingTableView, searchTextForRowAt indexPath: TableIndexPath) -> String? {
        nil
    }
}

/// What a ``RecyclingTableView`` tells about user actions. Held `weak` by the table.
@MainActor
public protocol RecyclingTableViewDelegate: AnyObject {
    /// The row at `indexPath` was pressed: clicked, or activated with Enter or Space.
    func tableView(_ tableView: RecyclingTableView, didPressRowAt indexPath: TableIndexPath)

    /// The actions of the context menu of the row at `indexPath`, asked for each time the menu
    /// is about to open (right click, long press, the Menu key or Shift+F10). Optional: the
    /// default, no actions, opens no menu.
    func tableView(_ tableView: RecyclingTableView, contextMenuActionsForRowAt indexPath: TableIndexPath) -> [RowAction]

    /// The buttons a swipe towards the leading edge uncovers on the trailing edge of the row at
    /// `indexPath` (in English, a swipe to the left), first action outermost; releasing past
    /// half the row performs the first. Asked when a swipe starts; `[]` (the default): no swipe.
    /// Keyboard users reach the same actions through the row's context menu, so offer them there
    /// too.
    func tableView(_ tableView: RecyclingTableView, trailingSwipeActionsForRowAt indexPath: TableIndexPath) -> [RowAction]

    /// The buttons a swipe towards the trailing edge uncovers on the leading edge of the row at
    /// `indexPath` (in English, a swipe to the right). `[]` (the default): none.
    func tableView(_ tableView: RecyclingTableView, leadingSwipeActionsForRowAt indexPath: TableIndexPath) -> [RowAction]

    /// The user selected the row at `indexPath` (a click, Shift or Ctrl with a click or a key,
    /// Ctrl+A). Not called for the app's own ``RecyclingTableView/selectRow(at:)``, as in UIKit.
    func tableView(_ tableView: RecyclingTableView, didSelectRowAt indexPath: TableIndexPath)

    /// The user deselected the row at `indexPath`.
    func tableView(_ tableView: RecyclingTableView, didDeselectRowAt indexPath: TableIndexPath)

    /// The user changed the selection: called once per change, after the per-row calls (and
    /// when a row the user moved carried selected rows to other index paths).
    func tableViewSelectionDidChange(_ tableView: RecyclingTableView)

    /// Whether the row at `indexPath` may be highlighted (UIKit's `shouldHighlightRowAt`):
    /// `false` draws no pressed state, and a click, Enter or Space on the row does nothing (no
    /// selection, no press). Optional: `true` by default.
    func tableView(_ tableView: RecyclingTableView, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool

    /// Whether the user may select the row at `indexPath` (UIKit's collection views'
    /// `shouldSelectItemAt`): `false` leaves it out of clicks, Ctrl+Space, Shift ranges and
    /// Ctrl+A; a click still presses it. Optional: `true` by default.
    func tableView(_ tableView: RecyclingTableView, shouldSelectRowAt indexPath: TableIndexPath) -> Bool

    /// The row to select when the user selects the row at `indexPath` (UIKit's
    /// `willSelectRowAt`): `indexPath` itself, another row's, or `nil` for none. Asked after
    /// ``tableView(_:shouldSelectRowAt:)``; in a Shift range or Ctrl+A a row answered with
    /// another row is left out. A row the table does not have selects nothing, with a warning.
    /// Optional: `indexPath` by default.
    func tableView(_ tableView: RecyclingTableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath?

    /// Where the row the user moves from `sourceIndexPath` goes when the user puts it at
    /// `proposedDestinationIndexPath` (its place after the move; in another section when a key
    /// takes it past its section's end), as UIKit's `targetIndexPathForMoveFromRowAt` decides:
    /// return `sourceIndexPath` to keep it in place. Optional: the default returns the proposed
    /// place. An answer where no row can go is warned about and the proposed place used.
    func tableView(
        _ tableView: RecyclingTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: TableIndexPath,
        toProposedIndexPath proposedDestinationIndexPath: TableIndexPath
    ) -> TableIndexPath

    /// The row's control in editing mode, for a row the data source lets edit (UIKit's
    /// `tableView(_:editingStyleForRowAt:)`): `.delete` by default.
    func tableView(_ tableView: RecyclingTableView, editingStyleForRowAt indexPath: TableIndexPath) -> TableEditingStyle

    /// The title of the row's Delete confirmation button in editing mode (UIKit's
    /// `titleForDeleteConfirmationButtonForRowAt`); `nil` (the default) for "Delete", in the
    /// user's language.
    func tableView(_ tableView: RecyclingTableView, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath) -> String?
}

/// A row's editing control: delete, with the library's confirmation title, by default.
extension RecyclingTableViewDelegate {
    /// `.delete`.
    public func tableView(_ tableView: RecyclingTableView, editingStyleForRowAt indexPath: TableIndexPath) -> TableEditingStyle {
        .delete
    }

    /// `nil`: "Delete".
    public func tableView(_ tableView: RecyclingTableView, titleForDeleteConfirmationButtonForRowAt indexPath: TableIndexPath) -> String? {
        nil
    }
}

/// Where a moved row goes: where the user put it, by default.
extension RecyclingTableViewDelegate {
    /// The proposed place.
    public func tableView(
        _ tableView: RecyclingTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: TableIndexPath,
        toProposedIndexPath proposedDestinationIndexPath: TableIndexPath
    ) -> TableIndexPath {
        proposedDestinationIndexPath
    }
}

/// What a recycling table tells its delegate about the selection: every method has an empty
/// default, so a delegate that does not care about selection implements none of them.
extension RecyclingTableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: RecyclingTableView, didSelectRowAt indexPath: TableIndexPath) {}

    /// Does nothing.
    public func tableView(_ tableView: RecyclingTableView, didDeselectRowAt indexPath: TableIndexPath) {}

    /// Does nothing.
    public func tableViewSelectionDidChange(_ tableView: RecyclingTableView) {}

    /// `true`: every row may be highlighted.
    public func tableView(_ tableView: RecyclingTableView, shouldHighlightRowAt indexPath: TableIndexPath) -> Bool { true }

    /// `true`: every row may be selected.
    public func tableView(_ tableView: RecyclingTableView, shouldSelectRowAt indexPath: TableIndexPath) -> Bool { true }

    /// `indexPath`: the row itself is selected.
    public func tableView(_ tableView: RecyclingTableView, willSelectRowAt indexPath: TableIndexPath) -> TableIndexPath? {
        indexPath
    }
}

/// Row actions a recycling table's delegate may offer: none by default.
extension RecyclingTableViewDelegate {
    /// No context menu actions: right click and the Menu key open nothing.
    public func tableView(_ tableView: RecyclingTableView, contextMenuActionsForRowAt indexPath: TableIndexPath) -> [RowAction] {
        []
    }

    /// No trailing swipe actions.
    public func tableView(_ tableView: RecyclingTableView, trailingSwipeActionsForRowAt indexPath: TableIndexPath) -> [RowAction] {
        []
    }

    /// No leading swipe actions.
    public func tableView(_ tableView: RecyclingTableView, leadingSwipeActionsForRowAt indexPath: TableIndexPath) -> [RowAction] {
        []
    }
}
