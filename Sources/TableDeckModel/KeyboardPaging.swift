/// How far Page Up and Page Down move a table's keyboard cursor.
///
/// One screenful minus one row: the row the cursor leaves stays on screen for context, and since
/// a table scrolls only as far as needed to show the new cursor row, no row is ever skipped
/// (the view never moves by more than a screenful).
package enum KeyboardPaging {
    /// The rows one Page Up or Page Down moves: the rows that fit whole in `viewportHeight`
    /// (each `rowHeight` tall, border and padding included), less one; at least 1, also before
    /// the first layout (zero, negative or non-finite sizes).
    package static func rowsPerPage(viewportHeight: Double, rowHeight: Double) -> Int {
        guard viewportHeight.isFinite, rowHeight.isFinite, rowHeight >= 1, viewportHeight >= rowHeight else { return 1 }
        let wholeRows = Int((viewportHeight / rowHeight).rounded(.down))
        return max(1, wholeRows - 1)
    }
}
