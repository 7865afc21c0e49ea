import CGtk
import TableDeckBridge

/// The pressed look: one gesture on the whole table marks the row under the pointer `:active`
/// while the button is down, so rows need no second gesture of their own.
extension StackTableView {
    func installPressFeedback() {
        pressFeedback.phase = .capture
        pressFeedback.onPressed { [weak self] _, x, y in
            self?.setPressedRow(atX: x, y: y)
        }
        pressFeedback.onReleased { [weak self] _, _, _ in
            self?.setPressedRow(atX: nil, y: nil)
        }
        pressFeedback.connect("stopped") { [weak self] in
            self?.setPressedRow(atX: nil, y: nil)
        }
        addController(pressFeedback)
    }

    private func setPressedRow(atX x: Double?, y: Double?) {
        if let pressedRow {
            gtk_widget_unset_state_flags(pressedRow, GTK_STATE_FLAG_ACTIVE)
        }
        pressedRow = nil
        guard let x, let y, var picked = gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT) else { return }
        while Self.index(of: picked) == nil {
            guard let parent = gtk_widget_get_parent(picked), parent != widget else { return }
            picked = parent
        }
        gtk_widget_set_state_flags(picked, GTK_STATE_FLAG_ACTIVE, 0)
        pressedRow = picked
    }
}
