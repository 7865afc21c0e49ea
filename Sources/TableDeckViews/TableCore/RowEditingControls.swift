import TableDeckBridge
import TableDeckModel

/// One row's controls in a table's editing mode, made by its ``EditingController`` and held by
/// the engine with the row (the stack engine's row view, the recycling engine's cell): a delete
/// or insert control at the row's leading edge and a reorder handle at its trailing edge, each a
/// real button named after the row ("Delete Makalu", "Reorder Makalu"), each sliding in and out
/// in a lane of its own (a ``Revealer``), which takes no room while hidden.
@MainActor
final class RowEditingControls {
    /// The lane at the row's leading edge, holding ``editButton``.
    let leading: Revealer
    /// The lane at the row's trailing edge, holding ``handle``.
    let trailing: Revealer
    /// The delete (red minus) or insert (green plus) control.
    let editButton = Button(iconName: "list-remove-symbolic")
    /// The reorder handle: drag it (or, focused, press Up or Down) to move the row.
    let handle = Button(iconName: "list-drag-handle-symbolic")
    /// The row's editing style, as the source gave it at the last ``configure(style:canMove:rowName:)``.
    private(set) var style = TableEditingStyle.none
    /// Whether the source lets the row move (it then shows the handle while editing).
    private(set) var canMove = false
    /// The row's text the controls are named after.
    private var rowName: String?
    /// Where the row is now: set by the engine (a stack row's place changes with batches and
    /// moves, a cell's with every bind).
    var locate: @MainActor () -> TableIndexPath? = { nil }
    /// Whether the handle is kept out of sight while editing (a delete confirmation is open).
    private var handleHeld = false
    /// Tell the controller when the focus enters or leaves a lane.
    private let focusWatches = [FocusController(), FocusController()]

    init(controller: EditingController) {
        editButton.addCSSClass("tabledeck-edit-control")
        editButton.addCSSClass("circular")
        editButton.verticalAlignment = .center
        handle.addCSSClass("tabledeck-reorder-handle")
        handle.addCSSClass("flat")
        handle.verticalAlignment = .center
        leading = Revealer(child: editButton, duration: RowEditingControls.slideDuration)
        trailing = Revealer(child: handle, duration: RowEditingControls.slideDuration)
        editButton.onClicked { [weak self, weak controller] in
            guard let self else { return }
            controller?.editControlPressed(self)
        }
        // The table's key controller sees a focused control's keys first (it captures them):
        // the controller keeps track of which control has the focus.
        leading.addCSSClass("tabledeck-edit-leading")
        trailing.addCSSClass("tabledeck-edit-trailing")
        for (lane, watch) in zip([leading, trailing], focusWatches) {
            lane.addCSSClass("tabledeck-edit-lane")
            watch.onContainsFocusChanged { [weak self, weak controller] in
                guard let self else { return }
                controller?.focusChanged(in: self)
            }
            lane.addController(watch)
        }
    }

    /// How long the lanes take to slide in or out, in seconds.
    static let slideDuration = 0.2

    /// Sets the row's editing style, whether it may move and its name for the controls'
    /// accessible names.
    func configure(style: TableEditingStyle, canMove: Bool, rowName: String) {
        // Bound again after every change of rows: most often to the same row, as it was.
        guard style != self.style || canMove != self.canMove || rowName != self.rowName else { return }
        self.rowName = rowName
        self.style = style
        self.canMove = canMove
        editButton.removeCSSClass(style == .insert ? "tabledeck-edit-delete" : "tabledeck-edit-insert")
        if style != .none {
            editButton.addCSSClass(style == .insert ? "tabledeck-edit-insert" : "tabledeck-edit-delete")
            editButton.iconName = style == .insert ? "list-add-symbolic" : "list-remove-symbolic"
        }
        let template = style == .insert ? EditingController.insertNameTemplate : EditingController.deleteNameTemplate
        editButton.setAccessibleLabel(EditingController.format(template, rowName))
        editButton.tooltip = EditingController.format(template, rowName)
        handle.setAccessibleLabel(EditingController.format(EditingController.reorderNameTemplate, rowName))
        handle.tooltip = EditingController.format(EditingController.reorderNameTemplate, rowName)
    }

    /// Shows the controls the row has in editing mode (`editing`), or none; slides them with
    /// `animated`.
    func show(editing: Bool, animated: Bool) {
        if !editing { handleHeld = false }
        let showsEdit = editing && style != .none
        let showsHandle = editing && canMove && !handleHeld
        leading.setRevealed(showsEdit, animated: animated)
        trailing.setRevealed(showsHandle, animated: animated)
        // Hidden controls take no focus (a sliding-out one neither).
        editButton.isFocusable = showsEdit
        handle.isFocusable = showsHandle
        // A lane beside a row in a grouped table is part of the row's card (the style sheet).
        Self.mark(leading, shown: showsEdit, row: beside, rowClass: Self.rowWithLeadingLane)
        Self.mark(trailing, shown: showsHandle, row: beside, rowClass: Self.rowWithTrailingLane)
    }

    /// The row the lanes are drawn beside as its column's siblings (the stack engine's), which
    /// takes ``rowWithLeadingLane`` and ``rowWithTrailingLane`` while they show; `nil` for a
    /// recycled cell, which holds its lanes.
    weak var beside: Widget?

    /// On a lane while it shows (or slides in).
    static let shownLane = "tabledeck-edit-lane-shown"
    /// On a row whose leading lane shows.
    static let rowWithLeadingLane = "tabledeck-with-leading-lane"
    /// On a row whose trailing lane shows.
    static let rowWithTrailingLane = "tabledeck-with-trailing-lane"

    private static func mark(_ lane: Widget, shown: Bool, row: Widget?, rowClass: String) {
        if shown {
            lane.addCSSClass(shownLane)
            row?.addCSSClass(rowClass)
        } else {
            lane.removeCSSClass(shownLane)
            row?.removeCSSClass(rowClass)
        }
    }

    /// Keeps the handle out of sight (`held`) while the row's delete confirmation is open, and
    /// brings it back after, as UIKit does.
    func holdHandle(_ held: Bool, editing: Bool) {
        handleHeld = held
        show(editing: editing, animated: true)
    }

    /// Whether the focus is in one of the lanes (their focus watches say so as the focus
    /// moves, before the buttons' own focus flags are set).
    var containsFocus: Bool { focusWatches.contains { $0.containsFocus } }

    /// Where the focus is among the controls, if on one.
    var focusedStep: EditingFocusStep? {
        if editButton.hasFocus { return .editControl }
        if handle.hasFocus { return .reorderHandle }
        return nil
    }

    /// Whether the row shows an editing control now (for Tab).
    var hasEditControl: Bool { leading.isRevealed }

    /// Whether the row shows its reorder handle now (for Tab).
    var hasHandle: Bool { trailing.isRevealed }
}
