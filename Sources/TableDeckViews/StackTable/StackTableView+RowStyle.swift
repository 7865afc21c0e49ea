import TableDeckBridge
import TableDeckModel

/// A row's look: the library's row class and the table's ``StackTableView/rowInsets``.
extension StackTableView {
    func styleRow(_ row: Widget) {
        row.addCSSClass(LibraryStyle.rowClass)
        // A backgroundColor on a row view keeps the separator and the selection bar.
        row.addCSSClass(Widget.keepsBackgroundImageClass)
        let insets = rowInsets.clampedToZero
        let style = insets == Self.defaultRowInsets ? nil : LibraryStyle.rowInsetsStyle(insets)
        CodeStyleRules.set(style, slot: LibraryStyle.rowInsetsSlot, on: row)
    }

    /// Checks the new insets and gives every row that has a widget now the new look (a
    /// recycled row takes it when it is bound).
    func rowInsetsChanged() {
        if rowInsets.hasNegativeSide {
            Diagnostics.warnOnce(
                "a stack table's row insets (\(rowInsets)) have a negative side; \(rowInsets.clampedToZero) used")
        }
        for (item, widget, _) in rowsBackend.itemWidgets {
            if case .row = item { styleRow(widget) }
        }
    }
}
