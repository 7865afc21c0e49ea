import TableDeckViews

/// The sample's view controller: it owns the stack table and is its delegate.
///
/// GTK has no view controllers; a plain class holding the view plays the part.
@MainActor
final class ViewController {
    /// The table. UIKit's sample wraps its stack view in a `UIScrollView` itself; `StackTableView`
    /// scrolls on its own.
    let tableView = StackTableView()

    /// Where UIKit's sample sets the delegate and calls `configure()` (its outlet's `didSet`).
    init() {
        // Held weak by the table, so the controller must outlive it (it does: `main` keeps it).
        tableView.delegate = self
        tableView.reloadData()
    }
}

extension ViewController: StackTableViewDelegate {
    func stackTableView(_ tableView: StackTableView, didPressItemAt index: Int) {
        // Not `print`: stdout is a pipe in scripts, and a line must arrive when the row is pressed.
        Diagnostics.printEvent("Item pressed at index \(index)")
    }

    func stackTableView(_ tableView: StackTableView, viewForItemAt index: Int) -> Widget {
        let label = Label("\(index). User")
        // UILabel starts its text at the leading edge; GtkLabel centres it unless told otherwise.
        label.xAlign = 0
        return label
    }

    func numberOfItems(in tableView: StackTableView) -> Int {
        1000
    }
}
