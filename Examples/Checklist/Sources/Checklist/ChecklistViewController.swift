// A port of `TodoList/ChecklistViewController.swift` in the public UIKit sample
// https://github.com/diogenesdauster/iOsTodoList, a `UITableViewController` that lists to-dos
// in one section per priority, deletes them by swipe or in editing mode, and reorders them in
// editing mode. The structure, the method names and the behaviour are the original's; the code
// and the to-dos are written anew. The item detail screen the original opens with segues is not
// ported: it is a second screen, with nothing of the table in it.

import TableDeckViews

/// The checklist: to-dos in one section per priority, with an Edit button.
///
/// GTK has no view controllers: a plain class holds the table and the bar above it and is the
/// table's data source and delegate, as a `UITableViewController` is its own table's.
@MainActor
final class ChecklistViewController {
    /// The view controller's `tableView`: UIKit's `UITableView` becomes `RecyclingTableView`,
    /// which dequeues and recycles cells by identifier as UIKit does.
    let tableView = RecyclingTableView()
    /// The navigation bar the original's navigation controller draws: a GTK header bar.
    let navigationBar = HeaderBar()
    /// UIKit's `editButtonItem`, which reads Edit or Done and calls `setEditing(_:animated:)`.
    let editButtonItem = Button(label: "Edit")
    /// The storyboard's bar buttons wired to `addTodo(_:)` and `deleteItems(_:)`.
    private let addButton = Button(label: "Add")
    private let deleteButton = Button(label: "Delete")

    var todoList = TodoList()

    /// The view controller's own `isEditing`, which its `setEditing(_:animated:)` keeps.
    private(set) var isEditing = false

    init() {
        viewDidLoad()
    }

    private func priorityForSectionIndex(_ index: Int) -> TodoList.Priority? {
        TodoList.Priority(rawValue: index)
    }

    private func viewDidLoad() {
        // `navigationItem.leftBarButtonItem = editButtonItem`.
        navigationBar.packStart(editButtonItem)
        navigationBar.packEnd(addButton)
        navigationBar.packEnd(deleteButton)
        editButtonItem.onClicked { [weak self] in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        addButton.onClicked { [weak self] in self?.addTodo() }
        deleteButton.onClicked { [weak self] in self?.deleteItems() }
        // The storyboard's prototype cell, registered under its identifier.
        tableView.register(identifier: "ChecklistItem") { CheckmarkTableViewCell() }
        tableView.setAccessibleName("Checklist")
        // Held weak by the table, so the controller must outlive it (it does: `main` keeps it).
        tableView.dataSource = self
        tableView.delegate = self
        tableView.reloadData()
    }

    /// Turns editing mode on or off for the view controller and its table, as the original's
    /// override does after `super.setEditing(_:animated:)` (which retitles `editButtonItem`).
    func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        editButtonItem.label = editing ? "Done" : "Edit"
        tableView.setEditing(editing, animated: animated)
        Diagnostics.printEvent("Editing \(editing ? "on" : "off")")
    }

    func configureText(for cell: TableViewCell, with item: ChecklistItem) {
        if let checkmarkCell = cell as? CheckmarkTableViewCell {
            checkmarkCell.labelText.text = item.text
        }
    }

    func configureCheckmark(for cell: TableViewCell, with item: ChecklistItem) {
        guard let checkmarkCell = cell as? CheckmarkTableViewCell else { return }
        checkmarkCell.checkmark.text = item.checked ? "√" : ""
    }

    /// The Delete bar button: deletes the selected rows.
    func deleteItems() {
        let selectedItems = tableView.indexPathsForSelectedRows
        guard !selectedItems.isEmpty else { return }
        // From the last up, so that each index path still names its to-do when it is removed.
        for indexPath in selectedItems.sorted(by: >) {
            guard let priority = priorityForSectionIndex(indexPath.section) else { continue }
            let item = todoList.todoList(for: priority)[indexPath.row]
            todoList.remove(item, from: priority, at: indexPath.row)
            Diagnostics.printEvent("Deleted \(item.text) from \(title(of: indexPath.section))")
        }
        tableView.performBatchUpdates {
            tableView.deleteRows(at: selectedItems, with: .automatic)
        }
    }

    /// The Add bar button: a new to-do at the end of the medium priority section.
    func addTodo() {
        let newRowIndex = todoList.todoList(for: .medium).count
        let item = todoList.newTodo()
        let indexPath = TableIndexPath(row: newRowIndex, section: TodoList.Priority.medium.rawValue)
        tableView.insertRows(at: [indexPath], with: .automatic)
        Diagnostics.printEvent("Added \(item.text) to \(title(of: indexPath.section))")
    }

    private func title(of section: Int) -> String {
        tableView(tableView, titleForHeaderInSection: section) ?? "section \(section)"
    }
}

extension ChecklistViewController: RecyclingTableViewDataSource {
    func numberOfSections(in tableView: RecyclingTableView) -> Int {
        TodoList.Priority.allCases.count
    }

    func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int {
        guard let priority = priorityForSectionIndex(section) else { return 0 }
        return todoList.todoList(for: priority).count
    }

    func tableView(_ tableView: RecyclingTableView, titleForHeaderInSection section: Int) -> String? {
        switch priorityForSectionIndex(section) {
        case .high: "High Priority"
        case .medium: "Medium Priority"
        case .low: "Low Priority"
        case .no: "No Priority"
        case nil: nil
        }
    }

    func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ChecklistItem")
        if let priority = priorityForSectionIndex(indexPath.section) {
            let item = todoList.todoList(for: priority)[indexPath.row]
            configureText(for: cell, with: item)
            configureCheckmark(for: cell, with: item)
        }
        return cell
    }

    // The original does not implement `canMoveRowAt`: UIKit shows the reorder control on every
    // row of a data source that implements `moveRowAt`. TableDeck's default is `false`.
    func tableView(_ tableView: RecyclingTableView, canMoveRowAt indexPath: TableIndexPath) -> Bool {
        true
    }

    func tableView(
        _ tableView: RecyclingTableView, moveRowAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath
    ) {
        if let sourcePriority = priorityForSectionIndex(sourceIndexPath.section),
            let destinationPriority = priorityForSectionIndex(destinationIndexPath.section)
        {
            let item = todoList.todoList(for: sourcePriority)[sourceIndexPath.row]
            todoList.move(
                item: item, from: sourcePriority, at: sourceIndexPath.row,
                to: destinationPriority, at: destinationIndexPath.row)
            Diagnostics.printEvent(
                "Moved \(item.text) from \(title(of: sourceIndexPath.section)) \(sourceIndexPath.row) "
                    + "to \(title(of: destinationIndexPath.section)) \(destinationIndexPath.row)")
        }
        tableView.reloadData()
    }

    func tableView(_ tableView: RecyclingTableView, commit editingStyle: TableEditingStyle, forRowAt indexPath: TableIndexPath) {
        guard let priority = priorityForSectionIndex(indexPath.section) else { return }
        let item = todoList.todoList(for: priority)[indexPath.row]
        todoList.remove(item, from: priority, at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        Diagnostics.printEvent("Deleted \(item.text) from \(title(of: indexPath.section))")
    }
}

extension ChecklistViewController: RecyclingTableViewDelegate {
    /// Swipe to delete. UIKit offers it on every row of a data source that implements
    /// `commit(_:forRowAt:)`; Swift cannot tell whether a protocol method is implemented, so
    /// TableDeck asks for the swipe's actions, as UIKit's `trailingSwipeActionsConfigurationForRowAt`
    /// does: one Delete that commits the deletion the same way.
    func tableView(_ tableView: RecyclingTableView, trailingSwipeActionsForRowAt indexPath: TableIndexPath) -> [RowAction] {
        [
            RowAction(title: "Delete", style: .destructive) { [weak self] in
                self?.tableView(tableView, commit: .delete, forRowAt: indexPath)
            }
        ]
    }

    /// UIKit's `didSelectRowAt`, which the original uses as a press: it deselects the row at once.
    func tableView(_ tableView: RecyclingTableView, didPressRowAt indexPath: TableIndexPath) {
        if tableView.isEditing {
            return
        }
        guard let priority = priorityForSectionIndex(indexPath.section) else { return }
        let item = todoList.todoList(for: priority)[indexPath.row]
        if let cell = tableView.cellForRow(at: indexPath) {
            item.toggle()
            configureCheckmark(for: cell, with: item)
        }
        tableView.deselectRow(at: indexPath)
        Diagnostics.printEvent("\(item.checked ? "Checked" : "Unchecked") \(item.text)")
    }
}
