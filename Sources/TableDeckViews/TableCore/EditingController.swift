import TableDeckBridge
import TableDeckModel

/// A table's editing mode, as UIKit's `isEditing`, the same on every engine: while it is on,
/// each row the source lets edit shows a delete or insert control at its leading edge
/// (``TableCoreSource/editingStyle(forRowAt:)``) and each row it lets move a reorder handle at
/// its trailing edge (``TableCoreSource/canMoveRow(at:)``), both sliding in; swipe actions are off.
///
/// - The delete control asks for confirmation as UIKit does: the row slides aside to uncover a
///   red Delete button (the swipe actions' strip, its handle out of sight meanwhile), which
///   commits the deletion (``TableCoreSource/commitEditing(_:forRowAt:)``); Escape, a press
///   elsewhere or a scroll cancels. The insert control commits `.insert` at once.
/// - The handle moves its row: drag it (the row drag, ``RowDragController``), or focus it and
///   press Up or Down (as Alt+Up/Down on the row, ``ReorderController``; the focus stays on
///   the moved row's handle).
/// - Tab goes from the cursor row to its editing control, then its handle, then out of the
///   table; Shift+Tab back (``EditingFocusStep``). Each control is a button named after its row
///   ("Delete Makalu", "Reorder Makalu"), so a screen reader says what it does to which row.
///
/// The engine holds one ``RowEditingControls`` per row it builds (``makeControls()``), binds it
/// whenever the row it shows changes (``bind(_:to:animated:)``), and draws it in lanes beside
/// the row (``TableEngine/showEditing(_:animated:)``).
@MainActor
final class EditingController: TableBehavior {
    private unowned let core: TableCore

    /// Whether the table is in editing mode.
    private(set) var isEditing = false
    /// The controls that hold the focus now, if any.
    private(set) weak var focusedControls: RowEditingControls?
    /// The controls whose row's delete confirmation is open, if any.
    private weak var confirming: RowEditingControls?
    /// The row a focused handle just moved with a key: its handle keeps the focus until the
    /// next key.
    private var handleKeepsFocusOn: TableIndexPath?
    private var pendingRefocus: Timeout?

    init(core: TableCore) {
        self.core = core
    }

    /// Turns editing mode on or off; with `animated`, the controls slide in or out.
    ///
    /// Turning it on closes open swipe buttons, a row's menu and puts a lifted row back; turning
    /// it off also closes an open delete confirmation. A change during a batch's animation is
    /// shown at once on the rows as they are, and the rows the batch brings get the mode too.
    func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        core.engine?.swipeActions?.close(animated: false)
        core.contextMenu.close()
        core.rowDrag.cancel()
        isEditing = editing
        core.engine?.showEditing(editing, animated: animated && Widget.animationsEnabled)
    }

    /// The rows changed (a reload, a batch, a move): rows the change brought get their
    /// controls, shown as the mode is, and every row's controls are bound to its row again (its
    /// style and name may depend on its place). Costs nothing on a table never edited.
    func rowsChanged() {
        core.engine?.showEditing(isEditing, animated: false)
    }

    /// New controls for a row the engine builds (it holds them with the row).
    func makeControls() -> RowEditingControls {
        RowEditingControls(controller: self)
    }

    /// Binds `controls` to the row at `indexPath` (a row built, or a cell bound to another row):
    /// asks the source for its editing style and whether it moves, names the controls after the
    /// row and shows them as the mode is now (sliding with `animated`).
    func bind(_ controls: RowEditingControls, to indexPath: TableIndexPath, animated: Bool) {
        let style = core.source?.editingStyle(forRowAt: indexPath) ?? .none
        let name = core.typeAhead.text(ofRow: indexPath) ?? ""
        controls.configure(style: style, canMove: core.reorder.canMoveRow(at: indexPath), rowName: name)
        controls.show(editing: isEditing, animated: animated)
    }

    // MARK: - Controls

    /// The row's delete or insert control was pressed (a click, Enter or Space on it).
    func editControlPressed(_ controls: RowEditingControls) {
        guard isEditing, let indexPath = controls.locate() else { return }
        switch controls.style {
        case .none: return
        case .insert: core.source?.commitEditing(.insert, forRowAt: indexPath)
        case .delete: confirmDeletion(of: controls, at: indexPath)
        }
    }

    /// Slides the row aside to uncover its red Delete button, focused, with the handle out of
    /// sight until the confirmation closes.
    private func confirmDeletion(of controls: RowEditingControls, at indexPath: TableIndexPath) {
        guard let swipe = core.engine?.swipeActions else { return }
        let title = core.source?.deleteConfirmationTitle(forRowAt: indexPath) ?? Self.deleteTitle
        let delete = RowAction(title: title, style: .destructive) { [weak self] in
            self?.commitDeletion(at: indexPath)
        }
        guard swipe.present([delete], edge: .trailing, onRowAt: indexPath) else { return }
        confirming = controls
        controls.holdHandle(true, editing: isEditing)
        swipe.onClose = { [weak self, weak controls] in
            guard let self, let controls, self.confirming === controls else { return }
            self.confirming = nil
            controls.holdHandle(false, editing: self.isEditing)
        }
    }

    private func commitDeletion(at indexPath: TableIndexPath) {
        guard isEditing, core.layout.ordinal(of: indexPath) != nil else { return }
        core.source?.commitEditing(.delete, forRowAt: indexPath)
    }

    /// The focus entered or left one of `controls`' lanes.
    func focusChanged(in controls: RowEditingControls) {
        if controls.containsFocus {
            focusedControls = controls
        } else if focusedControls === controls {
            focusedControls = nil
        }
        // Left for the moved row: taken back once GTK has finished moving the focus.
        if handleKeepsFocusOn != nil, !controls.containsFocus {
            pendingRefocus = Timeout(milliseconds: 0) { [weak self] in
                self?.pendingRefocus = nil
                self?.refocusHandle()
            }
        }
    }

    // MARK: - Keys

    /// Whether an editing control has the focus: its keys (Enter, Space) are its own.
    var controlsHaveFocus: Bool { focusedControls?.focusedStep != nil }

    func perform(_ command: TableCommand) -> Bool {
        handleKeepsFocusOn = nil
        guard isEditing, let engine = core.engine else { return false }
        switch command {
        case .tab(let backward):
            return tab(backward: backward, engine: engine)
        case .move(let key) where key == .previous || key == .next:
            // Up and Down on a focused handle move its row.
            guard let controls = focusedControls, controls.focusedStep == .reorderHandle else { return false }
            return moveRow(of: controls, up: key == .previous, engine: engine)
        default:
            return false
        }
    }

    /// Tab among the cursor row, its editing control and its handle; returns whether it moved
    /// the focus (otherwise GTK moves it on, out of the table).
    private func tab(backward: Bool, engine: any TableEngine) -> Bool {
        let controls: RowEditingControls?
        let from: EditingFocusStep
        if let focused = focusedControls, let step = focused.focusedStep {
            controls = focused
            from = step
        } else if engine.hasRowFocus, let cursor = engine.cursorRow {
            controls = engine.editingControls(ofRow: cursor)
            from = .row
        } else {
            return false
        }
        guard let controls,
            let step = from.next(backward: backward, hasEditControl: controls.hasEditControl, hasHandle: controls.hasHandle)
        else { return false }
        switch step {
        case .row:
            guard let indexPath = controls.locate() else { return false }
            engine.focusRow(indexPath, reveal: false, movingUp: false)
            return true
        case .editControl: return controls.editButton.grabFocus()
        case .reorderHandle: return controls.handle.grabFocus()
        }
    }

    /// Moves the row of the focused handle one place up or down, and keeps the focus on the
    /// moved row's handle.
    private func moveRow(of controls: RowEditingControls, up: Bool, engine: any TableEngine) -> Bool {
        guard let indexPath = controls.locate() else { return false }
        engine.focusRow(indexPath, reveal: false, movingUp: up)
        guard core.reorder.perform(.moveRow(up: up)) else {
            // Nowhere to go: the focus goes back to the handle.
            _ = controls.handle.grabFocus()
            return true
        }
        // The moved row took the focus; its handle takes it back, now and whenever the engine
        // focuses the moved row again until the next key (a recycling list does once the rows
        // are laid out at their new places).
        handleKeepsFocusOn = engine.cursorRow
        refocusHandle()
        return true
    }

    /// Gives the focus to the handle of the row a handle moved, if the row itself has it.
    private func refocusHandle() {
        guard let engine = core.engine, let row = handleKeepsFocusOn, engine.hasRowFocus, engine.cursorRow == row,
            let handle = engine.editingControls(ofRow: row)?.handle, !handle.hasFocus
        else { return }
        _ = handle.grabFocus()
    }

    // MARK: - Text

    /// The Delete confirmation button's title when the source gives none.
    static var deleteTitle: String { LibraryLocalization.text("Delete") }
    /// A delete control's name: `%@` is the row's text.
    static var deleteNameTemplate: String { LibraryLocalization.text("Delete %@") }
    /// An insert control's name.
    static var insertNameTemplate: String { LibraryLocalization.text("Insert %@") }
    /// A reorder handle's name.
    static var reorderNameTemplate: String { LibraryLocalization.text("Reorder %@") }

    /// `template` with its `%@` replaced by `name` (a row without text: the template's words alone).
    static func format(_ template: String, _ name: String) -> String {
        let text = L10n.substitute(template, text: name)
        guard name.isEmpty else { return text }
        return String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
