/// One to-do: what to do, and whether it is done (the original's `ChecklistItem`, a class, so
/// that a toggle is seen wherever the item is held).
final class ChecklistItem {
    var text: String
    var checked: Bool

    init(text: String, checked: Bool = false) {
        self.text = text
        self.checked = checked
    }

    /// Marks the to-do done, or not done again.
    func toggle() {
        checked.toggle()
    }
}
