import TableDeckAppModel
import TableDeckBridge

/// The in-window notice after users are deleted: "3 users deleted" and an Undo button, for ten
/// seconds (each new deletion starts the ten seconds again).
@MainActor
final class UsersNotice {
    /// How long the notice stays, in milliseconds; settable, so a caller can wait less for it to go.
    static var duration = 10_000

    /// The notice's row, added under the table; hidden while there is nothing to say.
    let root = Box(.horizontal, spacing: 12)
    private let message = Label()
    private let undoButton = Button(label: L10n.text("Undo"))
    private var timeout: Timeout?
    /// Called when Undo is clicked.
    var onUndo: (@MainActor () -> Void)?

    init() {
        root.addCSSClass("tabledeck-notice")
        root.isVisible = false
        message.xAlign = 0
        message.expandsHorizontally = true
        undoButton.setAccessibleLabel(L10n.text("Undo"))
        undoButton.onClicked { [weak self] in self?.onUndo?() }
        root.append(message)
        root.append(undoButton)
    }

    /// The message shown now.
    var text: String { message.text }

    /// Whether the notice is showing.
    var isShowing: Bool { root.isVisible }

    /// The Undo button.
    var button: Button { undoButton }

    /// Shows "N users deleted" for ``duration``, announced by `speaker` (a widget on screen,
    /// the table: the notice itself is not yet) where GTK can announce (4.14 and newer). GTK
    /// 4.8 cannot, and the notice is shown only, as before: no name or description change of
    /// the focused row would be right for it there.
    func show(deletedCount: Int, announcedBy speaker: Widget) {
        message.text = L10n.plural("%d user deleted", "%d users deleted", count: deletedCount)
        speaker.announce(message.text)
        root.isVisible = true
        timeout?.cancel()
        timeout = Timeout(milliseconds: Self.duration) { [weak self] in self?.hide() }
    }

    /// Hides the notice.
    func hide() {
        timeout?.cancel()
        timeout = nil
        root.isVisible = false
    }
}
