import TableDeckBridge
import TableDeckModel
import TableDeckViews

/// The Users screen of seeds 000/002: a stack table of `"N. User"` rows; a press prints
/// `Item pressed at index N` and shows it under the table.
@MainActor
final class UsersScreen: ScreenController, StackTableViewDelegate {
    private let box = Box(.vertical)
    var root: Widget { box }
    private let table: StackTableView
    private let status = Label("Click a user, or move with Up and Down and press Enter")
    private let users: UserDirectory

    /// Shows `rowCount` users in a table built up front (`.stack`) or recycled (`.recycling`).
    init(rowCount: Int, backend: TableBackend = .stack) {
        users = UserDirectory(count: rowCount)
        table = StackTableView(emptyText: "No users", backend: backend)
        table.expandsVertically = true
        status.addCSSClass("tabledeck-status")
        status.xAlign = 0
        box.append(table)
        box.append(status)
        table.delegate = self
        table.reloadData()
    }

    /// Puts the keyboard in the table (on the first row, unless a row already has focus), so
    /// Up/Down/Enter work without a click first; no focus ring shows until the keyboard is used.
    func didAppear() {
        if table.focusedRowIndex == nil {
            table.focusRow(at: 0)
        }
    }

    /// The vertical scroll position of the list (the benchmark scrolls it).
    var scrollAdjustment: Adjustment { table.verticalAdjustment }

    func numberOfItems(in tableView: StackTableView) -> Int {
        users.count
    }

    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget {
        let label = Label(users.title(at: index))
        label.xAlign = 0
        return label
    }

    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {
        let line = StdoutEvent.itemPressed(index: index).line
        Diagnostics.printEvent(line)
        status.text = line
    }
}
