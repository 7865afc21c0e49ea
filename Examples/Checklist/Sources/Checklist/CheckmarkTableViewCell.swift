import TableDeckViews

/// The original's prototype cell, `CheckmarkTableViewCell`: a check mark label before the
/// to-do's text. The storyboard's outlets become two labels made here.
final class CheckmarkTableViewCell: TableViewCell {
    let checkmark = Label()
    let labelText = Label()

    init() {
        super.init(reuseIdentifier: "ChecklistItem")
        let row = Box(.horizontal, spacing: 8)
        // The prototype cell's layout: UIKit's 44 pt row, its text 16 pt from the edges.
        row.setMargins(top: 12, bottom: 12, start: 16, end: 16)
        // The check mark keeps its width when empty, so the texts line up.
        checkmark.setSizeRequest(width: 16)
        labelText.xAlign = 0
        labelText.expandsHorizontally = true
        row.append(checkmark)
        row.append(labelText)
        setContent(row)
    }
}
