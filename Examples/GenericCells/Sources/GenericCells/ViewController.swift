import TableDeckViews

/// The sample's view controller: a sectioned table whose section headers and rows are all
/// `CustomView`s.
///
/// GTK has no view controllers; a plain class holding the view plays the part.
@MainActor
final class ViewController {
    /// The table. `UITableView` becomes `RecyclingTableView`, which keeps only the rows on screen
    /// (and a few more) alive and rebinds them as the list scrolls, as UIKit reuses its cells.
    let tableView = RecyclingTableView()

    private let sections: [(title: String, items: [String])] = [
        ("Fruits", ["Apple", "Banana", "Cherry", "Grape", "Lemon", "Mango", "Orange", "Peach"]),
        ("Vegetables", ["Carrot", "Cucumber", "Leek", "Onion", "Pepper", "Spinach"]),
        ("Grains", ["Barley", "Millet", "Oats", "Rice", "Rye", "Wheat"]),
    ]

    init() {
        // UIKit's `register(_:forCellReuseIdentifier:)` with `GenericTableViewCell<CustomView>`
        // and `CustomView.identifier`, in one call.
        tableView.register(CustomView.self)
        // Held weak by the table, so the controller must outlive it (it does: `main` keeps it).
        tableView.dataSource = self
        tableView.delegate = self
        tableView.reloadData()
    }
}

extension ViewController: RecyclingTableViewDataSource {
    func numberOfSections(in tableView: RecyclingTableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].items.count
    }

    func tableView(_ tableView: RecyclingTableView, hasHeaderInSection section: Int) -> Bool {
        true
    }

    /// UIKit's `viewForHeaderInSection` returns a fresh `CustomView()`. GTK 4.8's list view has
    /// no section headers, so the table shows a header as a row of its own, recycled like the
    /// rows: it is dequeued as a `GenericTableViewCell<CustomView>`, the same view type.
    func tableView(_ tableView: RecyclingTableView, headerCellForSection section: Int) -> TableViewCell? {
        let cell = tableView.dequeueCell(CustomView.self)
        cell.customView.configure(title: sections[section].title, detail: "\(sections[section].items.count) items")
        return cell
    }

    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        // UIKit's `dequeueReusableCell(withIdentifier: CustomView.identifier) as?
        // GenericTableViewCell<CustomView>`, with a `guard` for a cell of another type. The typed
        // dequeue always returns a cell of the requested type, so there is no fallback cell.
        let cell = tableView.dequeueCell(CustomView.self)
        // The actual view is reached through `customView`.
        let customView = cell.customView
        customView.configure(title: sections[indexPath.section].items[indexPath.row], detail: "")
        return cell
    }
}

extension ViewController: RecyclingTableViewDelegate {
    func tableView(_ tableView: RecyclingTableView, didPressRowAt indexPath: TableIndexPath) {
        // Not `print`: stdout is a pipe in scripts, and a line must arrive when the row is pressed.
        Diagnostics.printEvent("Item pressed at section \(indexPath.section) row \(indexPath.row)")
    }
}
