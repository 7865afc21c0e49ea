/// The to-dos, one list per priority (the original's `TodoList`). The table shows one section
/// per priority, in the order of ``Priority``.
final class TodoList {
    /// A to-do's priority; its raw value is its section.
    enum Priority: Int, CaseIterable {
        case high, medium, low, no
    }

    private var todos: [Priority: [ChecklistItem]] = [:]

    init() {
        // Ten to-dos spread over the priorities, as the original starts with.
        let start: [(String, Priority)] = [
            ("Pay rent", .medium), ("See a film", .high), ("Write an app", .low),
            ("Walk the dog", .no), ("Read a book", .medium), ("Have a nap", .medium),
            ("Plan a trip", .high), ("Play football", .low), ("Fix the bike", .no),
            ("Call a friend", .medium),
        ]
        for (text, priority) in start {
            addTodo(ChecklistItem(text: text), for: priority)
        }
    }

    /// Adds `item` to the list of `priority`, at `index`, or at the end when `index` is `nil`.
    func addTodo(_ item: ChecklistItem, for priority: Priority, at index: Int? = nil) {
        var list = todos[priority, default: []]
        list.insert(item, at: min(index ?? list.count, list.count))
        todos[priority] = list
    }

    /// The to-dos of `priority`, in order.
    func todoList(for priority: Priority) -> [ChecklistItem] {
        todos[priority, default: []]
    }

    /// A new to-do, done, at the end of the medium priority list.
    func newTodo() -> ChecklistItem {
        let item = ChecklistItem(text: randomText(), checked: true)
        addTodo(item, for: .medium)
        return item
    }

    /// Moves `item` from place `sourceIndex` of `sourcePriority` to place `destinationIndex` of
    /// `destinationPriority` (its place after the move).
    func move(
        item: ChecklistItem, from sourcePriority: Priority, at sourceIndex: Int,
        to destinationPriority: Priority, at destinationIndex: Int
    ) {
        remove(item, from: sourcePriority, at: sourceIndex)
        addTodo(item, for: destinationPriority, at: destinationIndex)
    }

    /// Removes the to-do at `index` of `priority`.
    func remove(_ item: ChecklistItem, from priority: Priority, at index: Int) {
        todos[priority]?.remove(at: index)
    }

    /// One of a few to-dos, picked at random, for the Add button.
    func randomText() -> String {
        ["Buy bread", "Water the plants", "Answer the mail", "Tidy the desk"].randomElement() ?? "New to-do"
    }
}
