import TableDeckModel

/// What a ``TableCore`` asks of, and tells, the table's delegate and data source: a table
/// answers it from its own public protocols (the stack table's delegate by index, the
/// recycling table's data source and delegate by index path).
@MainActor
protocol TableCoreSource: AnyObject {
    /// The user pressed the row (a click, Enter, Space).
    func pressRow(at indexPath: TableIndexPath)
    /// The user changed the selection: `change.deselected` rows, then `change.selected` ones,
    /// by ordinal (``SectionLayout/ordinal(of:)``; a table of one section: the row), in order.
    /// Ranges, not lists: Ctrl+A over a hundred thousand rows is one range to walk.
    func selectionChanged(_ change: RowSelection.Change)
    /// Whether the row may be highlighted: pressed (drawn so) and clicked at all (UIKit's
    /// `shouldHighlightRowAt`).
    func shouldHighlightRow(at indexPath: TableIndexPath) -> Bool
    /// The row that selecting the row at `indexPath` selects: itself, another, or `nil` for none
    /// (UIKit's `willSelectRowAt`, after `shouldSelectRowAt`).
    func rowToSelect(at indexPath: TableIndexPath) -> TableIndexPath?
    /// The rows of `ordinals` that may be selected as they are (``rowToSelect(at:)`` answers
    /// the row itself), for a Shift range or Ctrl+A: asked in one pass, as the delegate counts rows.
    func selectableRows(_ ordinals: RangeSet<Int>) -> RangeSet<Int>
    /// The selection, as index paths, changed because rows the user moved carried selected rows.
    func selectionMoved()
    /// The row's context menu actions.
    func contextMenuActions(forRowAt indexPath: TableIndexPath) -> [RowAction]
    /// Whether the user may move the row.
    func canMoveRow(at indexPath: TableIndexPath) -> Bool
    /// Where a row the user moves from `source` goes when the user points at `proposed` (UIKit's
    /// `targetIndexPathForMoveFromRowAt`): `proposed` unless the delegate says otherwise.
    func targetIndexPathForMove(from source: TableIndexPath, proposed: TableIndexPath) -> TableIndexPath
    /// The user moved a row (to the same section or another): the table takes the new shape and
    /// its diffable source records the move, then the delegate or data source updates its data;
    /// the engine shows the move right after.
    func moveRow(from source: TableIndexPath, to destination: TableIndexPath)
    /// The move told by ``moveRow(from:to:)`` is on screen (a snapshot applied meanwhile is shown now).
    func rowMoveShown()
    /// The row's control in editing mode (UIKit's `canEditRowAt` and `editingStyleForRowAt`
    /// together): `.none` for a row that cannot be edited.
    func editingStyle(forRowAt indexPath: TableIndexPath) -> TableEditingStyle
    /// The user confirmed a deletion, or pressed an insert control (UIKit's `commit editingStyle`).
    func commitEditing(_ style: TableEditingStyle, forRowAt indexPath: TableIndexPath)
    /// The title of the row's Delete confirmation button, `nil` for the library's "Delete".
    func deleteConfirmationTitle(forRowAt indexPath: TableIndexPath) -> String?
    /// The actions a swipe towards `edge` uncovers on the row.
    func swipeActions(forRowAt indexPath: TableIndexPath, edge: SwipeEdge) -> [RowAction]
    /// The text type-ahead compares for the row, `nil` to use what the row shows.
    func typeAheadText(forRowAt indexPath: TableIndexPath) -> String?
    /// The text a search looks in for the row, `nil` for the type-ahead text.
    func searchText(forRowAt indexPath: TableIndexPath) -> String?
    /// The section index's titles, `nil` (or none) for no index.
    func sourceSectionIndexTitles() -> [String]?
    /// The section the index title `title`, the `index`-th, goes to.
    func section(forSectionIndexTitle title: String, at index: Int) -> Int
    /// The index title that stands for `section`, for the default mapping.
    func indexTitle(forSection section: Int) -> String?
}
