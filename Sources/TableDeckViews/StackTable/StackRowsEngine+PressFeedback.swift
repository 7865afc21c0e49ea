import TableDeckBridge

/// The pressed look: one gesture on the whole engine marks the row under the pointer `:active`
/// while the button is down, so rows need no second gesture of their own.
extension StackRowsEngine {
    func installPressFeedback() {
        pressFeedback.phase = .capture
        pressFeedback.onPressed { [weak self] _, x, y in
            self?.setPressedRow(atX: x, y: y)
        }
        pressFeedback.onReleased { [weak self] _, _, _ in
            self?.setPressedRow(atX: nil, y: nil)
        }
        pressFeedback.onStopped { [weak self] in
            self?.setPressedRow(atX: nil, y: nil)
        }
        view.addController(pressFeedback)
    }

    /// Draws no row as pressed (a swipe took the press).
    func clearPressedRow() {
        setPressedRow(atX: nil, y: nil)
    }

    private func setPressedRow(atX x: Double?, y: Double?) {
        if let pressedRow {
            pressedRow.unsetStateFlags(.active)
        }
        pressedRow = nil
        guard let x, let y, let index = rowIndex(atX: x, y: y), core.selection.mayHighlight(indexPath(ofItem: index)) else { return }
        let row = rows[index]
        row.setStateFlags(.active)
        pressedRow = row
    }

    /// The row under the point (`x`, `y`) of ``view``, if any.
    func rowIndex(atX x: Double, y: Double) -> Int? {
        guard var picked = view.pick(x: x, y: y) else { return nil }
        while rowIndexByIdentity[picked.identity] == nil {
            // An editing lane stands for its row.
            if let row = rowByEditingLane[picked.identity] { return rowIndexByIdentity[row] }
            guard let parent = picked.parent, parent.identity != view.identity else { return nil }
            picked = parent
        }
        return rowIndexByIdentity[picked.identity]
    }
}
