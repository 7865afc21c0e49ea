import TableDeckAppModel
import TableDeckBridge
import TableDeckModel
import TableDeckViews

/// The Users screen: a stack table of `"N. User"` rows; a press prints
/// `Item pressed at index N` and shows it under the table.
///
/// Users can be selected (click, Ctrl+click, Shift+click, Shift+Up/Down, Ctrl+A, Escape),
/// deleted (Delete, with an Undo notice for ten seconds), restored (Undo, Ctrl+Z) and added
/// (Ctrl+N, after the cursor row). Each change is told to the table as a batch update of just
/// the rows it touches (it knows them: no diff of a hundred thousand users is needed), so it
/// animates those rows and a user keeps its name wherever it moves. Stdout reports each change
/// as sorted row ranges (``StdoutEvent``).
@MainActor
final class UsersScreen: ScreenController, StackTableViewDelegate {
    private let box = Box(.vertical)
    var root: Widget { box }
    private let table: StackTableView
    private let status = Label()
    private let count = Label()
    private var users: UserDirectory
    /// Changes to undo, the last one last.
    private var edits: [UserDirectory.Edit] = []
    /// The selection last printed, so stdout reports each change once.
    private var printedSelection: [Range<Int>] = []
    private let notice: UsersNotice
    /// The translated row title, `%d` standing for the user's number: translated once, not per row.
    private let rowTemplate = L10n.text("%d. User")

    /// Shows `rowCount` users in a table built up front (`.stack`) or recycled (`.recycling`),
    /// drawn in `style`.
    init(rowCount: Int, backend: TableBackend = .stack, style: TableStyle = .plain) {
        users = UserDirectory(count: rowCount)
        table = StackTableView(emptyText: L10n.text("No users"), backend: backend, style: style)
        notice = UsersNotice()
        table.expandsVertically = true
        table.setAccessibleName(L10n.text("Users"))
        table.allowsMultipleSelection = true
        status.xAlign = 0
        status.expandsHorizontally = true
        // One line, ellipsized when narrow: a wrapping label here is measured again for every
        // height-for-width pass of the screen (about 7 % of start-up at 1000 rows).
        status.ellipsizesAtEnd = true
        // The hint fits what is there: with no users there is nothing to click.
        status.text =
            users.count > 0
            ? L10n.text("Click a user, or move with Up and Down and press Enter")
            : L10n.text("No users to show: start TableDeck with --rows and a number above 0")
        count.addCSSClass("dim-label")
        let footer = Box(.horizontal, spacing: 12)
        footer.addCSSClass("tabledeck-status")
        footer.append(status)
        footer.append(count)
        box.append(table)
        box.append(notice.root)
        box.append(footer)
        box.addController(makeKeyController())
        notice.onUndo = { [weak self] in self?.undo() }
        table.delegate = self
        table.reloadData()
        updateCount()
    }

    /// Puts the keyboard in the table, on the row it was on (or the first row on screen), so
    /// Up/Down/Enter work without a click first; the list stays where the user left it.
    var search: TableSearch? { table.search }

    func didAppear() {
        table.takeKeyboardFocus()
    }

    /// The table of users.
    var tableView: StackTableView { table }

    /// The footer's texts: the status line and the user count.
    var statusText: String { status.text }
    var countText: String { count.text }

    /// The notice shown after a deletion.
    var deletionNotice: UsersNotice { notice }

    /// The vertical scroll position of the list (the benchmark scrolls it).
    var scrollAdjustment: Adjustment { table.verticalAdjustment }

    // MARK: - The table's delegate

    func numberOfItems(in tableView: StackTableView) -> Int {
        users.count
    }

    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget {
        // The same text as users.title(at:) in English, in the user's language otherwise.
        let label = Label(L10n.substitute(rowTemplate, users.number(at: index) ?? index))
        label.xAlign = 0
        return label
    }

    /// Type-ahead reads every row's title, also the rows the recycling backend has not built:
    /// typing "12" goes to "12. User".
    func stackTableView(_ tableView: StackTableView, typeAheadTextForItemAt index: Int) -> String? {
        L10n.substitute(rowTemplate, users.number(at: index) ?? index)
    }

    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {
        // Stdout stays English (a machine interface); the status line is for the user.
        Diagnostics.printEvent(StdoutEvent.itemPressed(index: index).line)
        status.text = L10n.text("Item pressed at index %d", index)
    }

    func stackTableViewSelectionDidChange(_ tableView: StackTableView) {
        reportSelection()
    }

    /// Delete, Move Up, Move Down (where the user can move) and Copy Name, for the row itself
    /// (not the selection), as UIKit's context menus act on their row.
    func stackTableView(_ tableView: StackTableView, contextMenuActionsForItemAt index: Int) -> [RowAction] {
        guard let number = users.number(at: index) else { return [] }
        var actions = [
            RowAction(title: L10n.text("Delete"), style: .destructive) { [weak self] in self?.deleteUsers(at: [index]) }
        ]
        if index > 0 {
            actions.append(RowAction(title: L10n.text("Move Up")) { [weak self] in self?.moveUser(from: index, to: index - 1) })
        }
        if index < users.count - 1 {
            actions.append(RowAction(title: L10n.text("Move Down")) { [weak self] in self?.moveUser(from: index, to: index + 1) })
        }
        let name = L10n.substitute(rowTemplate, number)
        actions.append(RowAction(title: L10n.text("Copy Name")) { Clipboard.setText(name) })
        return actions
    }

    func stackTableView(_ tableView: StackTableView, canMoveItemAt index: Int) -> Bool { true }

    /// A drag or Alt+Up/Down moved a user: the table has moved the row already.
    func stackTableView(_ tableView: StackTableView, moveItemAt sourceIndex: Int, to destinationIndex: Int) {
        guard let edit = users.move(from: sourceIndex, to: destinationIndex) else { return }
        edits.append(edit)
        Diagnostics.printEvent(StdoutEvent.movedRow(from: sourceIndex, to: destinationIndex).line)
        changed()
    }

    /// A swipe towards the leading edge uncovers Delete; a full swipe deletes at once. The table
    /// closes the button whenever the rows change, so `index` is still this user's when it runs.
    func stackTableView(_ tableView: StackTableView, trailingSwipeActionsForItemAt index: Int) -> [RowAction] {
        [RowAction(title: L10n.text("Delete"), style: .destructive) { [weak self] in self?.deleteUsers(at: [index]) }]
    }

    // MARK: - Changing the users

    /// Delete: removes the selected users and offers to undo.
    func deleteSelectedUsers() {
        deleteUsers(at: table.indexesForSelectedRows)
    }

    /// The menu's Move Up and Move Down: moves the user at `from` to `to` and tells the table.
    func moveUser(from: Int, to: Int) {
        guard let edit = users.move(from: from, to: to) else { return }
        edits.append(edit)
        table.moveRow(at: from, to: to)
        Diagnostics.printEvent(StdoutEvent.movedRow(from: from, to: to).line)
        changed()
    }

    /// Removes the users at `selected` (sorted row indexes) and offers to undo: the one deletion
    /// path, for the Delete key, the menu's Delete and the swipe's Delete button.
    private func deleteUsers(at selected: [Int]) {
        guard !selected.isEmpty, let edit = users.delete(at: selected) else { return }
        Diagnostics.printEvent(StdoutEvent.deletedRows(selected).line)
        edits.append(edit)
        table.deleteRows(at: selected)
        changed()
        notice.show(deletedCount: selected.count, announcedBy: table)
    }

    /// Ctrl+Z or the notice's Undo: reverts the last change; returns whether there was one.
    @discardableResult
    func undo() -> Bool {
        guard let edit = edits.popLast() else { return false }
        let rows = users.undo(edit)
        switch edit {
        case .deleted:
            table.insertRows(at: rows)
            changed()
            Diagnostics.printEvent(StdoutEvent.restoredRows(rows).line)
            // Restored users come back selected, as they were when deleted.
            table.selectRows(at: rows)
            reportSelection()
        case .inserted:
            table.deleteRows(at: rows)
            changed()
            Diagnostics.printEvent(StdoutEvent.deletedRows(rows).line)
        case .moved(let from, let to):
            guard !rows.isEmpty else { break }
            table.moveRow(at: to, to: from)
            Diagnostics.printEvent(StdoutEvent.movedRow(from: to, to: from).line)
            changed()
        }
        if !edits.contains(where: { if case .deleted = $0 { true } else { false } }) {
            notice.hide()
        }
        return true
    }

    /// Ctrl+N: adds a user after the cursor row and puts the cursor on it.
    func insertUser() {
        let edit = users.insertNew(after: table.focusedRowIndex)
        guard case .inserted(_, let index) = edit else { return }
        edits.append(edit)
        table.insertRows(at: [index])
        changed()
        Diagnostics.printEvent(StdoutEvent.insertedRows([index]).line)
        table.focusRow(at: index)
    }

    /// After a batch update: the count, and the selection if its rows moved.
    private func changed() {
        updateCount()
        reportSelection()
    }

    private func updateCount() {
        count.text = L10n.plural(
            "%d user", "%d users", count: users.count,
            shownAs: DigitGrouping.grouped(users.count, language: L10n.catalogLanguage))
    }

    /// Prints `Selected rows: R` when the selected rows differ from those printed last (a
    /// change of selection, or rows that moved with an insertion or deletion above them).
    private func reportSelection() {
        let selected = table.rangesOfSelectedRows
        guard selected != printedSelection else { return }
        printedSelection = selected
        Diagnostics.printEvent(StdoutEvent.selectedRows(ranges: selected).line)
    }

    /// Delete, Ctrl+Z and Ctrl+N anywhere in the screen (the table keeps its own keys).
    private func makeKeyController() -> KeyController {
        let keys = KeyController()
        keys.phase = .capture
        keys.onKeyPressed(withModifiers: { [weak self] keyval, modifiers in
            guard let self, let command = UsersCommand(keyval: keyval, modifiers: modifiers) else { return false }
            guard !self.box.focusIsInTextField, !self.table.isShowingContextMenu else { return false }
            switch command {
            case .delete: self.deleteSelectedUsers()
            case .undo: self.undo()
            case .newUser: self.insertUser()
            }
            return true
        })
        return keys
    }
}
