import TableDeckAppModel
import TableDeckBridge
import TableDeckModel
import TableDeckViews

/// The Users screen: a stack table of `"N. User"` rows; a press prints
/// `Item pressed at index N` and shows it under the table.
@MainActor
final class UsersScreen: ScreenController, StackTableViewDelegate {
    private let box = Box(.vertical)
    var root: Widget { box }
    private let table: StackTableView
    private let status = Label()
    private let count = Label()
    private let users: UserDirectory
    /// The translated row title, `%d` standing for the index: translated once, not per row.
    private let rowTemplate = L10n.text("%d. User")

    /// Shows `rowCount` users in a table built up front (`.stack`) or recycled (`.recycling`).
    init(rowCount: Int, backend: TableBackend = .stack) {
        users = UserDirectory(count: rowCount)
        table = StackTableView(emptyText: L10n.text("No users"), backend: backend)
        table.expandsVertically = true
        table.setAccessibleName(L10n.text("Users"))
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
        count.text = L10n.plural(
            "%d user", "%d users", count: users.count,
            shownAs: DigitGrouping.grouped(users.count, language: L10n.catalogLanguage))
        count.addCSSClass("dim-label")
        let footer = Box(.horizontal, spacing: 12)
        footer.addCSSClass("tabledeck-status")
        footer.append(status)
        footer.append(count)
        box.append(table)
        box.append(footer)
        table.delegate = self
        table.reloadData()
    }

    /// Puts the keyboard in the table, on the row it was on (or the first row on screen), so
    /// Up/Down/Enter work without a click first; the list stays where the user left it.
    func didAppear() {
        table.takeKeyboardFocus()
    }

    /// The table, for tests.
    var tableView: StackTableView { table }

    /// The footer's texts, for tests: the status line and the user count.
    var statusText: String { status.text }
    var countText: String { count.text }

    /// The vertical scroll position of the list (the benchmark scrolls it).
    var scrollAdjustment: Adjustment { table.verticalAdjustment }

    func numberOfItems(in tableView: StackTableView) -> Int {
        users.count
    }

    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget {
        // The same text as users.title(at:) in English, in the user's language otherwise.
        let label = Label(L10n.substitute(rowTemplate, index))
        label.xAlign = 0
        return label
    }

    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {
        // Stdout stays English (a machine interface); the status line is for the user.
        Diagnostics.printEvent(StdoutEvent.itemPressed(index: index).line)
        status.text = L10n.text("Item pressed at index %d", index)
    }
}
