import TableDeckBridge
import TableDeckModel

/// Shows the context menu of one row at a time for a table and keeps its actions
/// honest: an action runs only for the row the menu was opened on, while that row is where it
/// was.
///
/// The table calls ``rowsChanged(rowDeleted:)`` on every reload and batch update: an open menu
/// closes (a deleted row is warned about), and an activation that arrives after that (a click
/// racing the change) is warned about and calls no handler. An empty list of actions opens no
/// menu. After the menu closes, ``onClosed`` gives the focus back to the row.
@MainActor
final class RowMenuPresenter {
    /// The widget the menu is attached to: the table's scrolled window. Not the table itself, a
    /// `GtkStack`: GTK 4.8's stack reports its children to assistive technologies by their
    /// stack pages, and a popover there (no page) crashes the accessibility tree.
    private weak var host: Widget?
    /// The widget whose coordinates ``open(_:forRow:pointingAt:)`` takes (the table).
    private weak var space: Widget?
    /// The menu shown now or closing, until the main loop is idle after it closed.
    private var menu: PopoverMenu?
    private var actions: [RowAction] = []
    /// Counts menus and changes: an activation carries the count of its menu.
    private var generation = 0
    /// Whether the current menu's actions may still run (no change of rows since it opened).
    private var isLive = false
    private var pendingCleanup: Timeout?
    /// The row the current (or last) menu is for.
    private(set) var row: Int?
    /// Called with the menu's row after the menu closed: the table focuses that row again and
    /// returns whether it has the focus (if not, it is asked again on the next frames: after an
    /// item was clicked, GTK 4.8 refuses the focus until the popover's grab has ended).
    var onClosed: (@MainActor (Int) -> Bool)?
    /// How many frames a closed menu tries to give the focus back.
    private static let framesToRefocus = 10
    /// What warnings call the table ("the stack table").
    private let tableName: String

    init(host: Widget, coordinatesOf space: Widget, tableName: String) {
        self.host = host
        self.space = space
        self.tableName = tableName
    }

    /// Whether a menu is open now.
    var isOpen: Bool { menu?.isOpen ?? false }

    /// The menu open now.
    var openMenu: PopoverMenu? { isOpen ? menu : nil }

    /// Opens a menu of `actions` for `row`, pointing at `area` (the table's coordinates); returns
    /// whether one opened (not for an empty list, nor without a host). A menu already open
    /// closes first.
    @discardableResult
    func open(_ actions: [RowAction], forRow row: Int, pointingAt area: WidgetBounds) -> Bool {
        let titles = actions.map(\.title)
        guard case .menu(let emptyTitles) = ContextMenuCheck.outcome(titles: titles), let host else { return false }
        for position in emptyTitles {
            Diagnostics.warn(
                "the context menu action at position \(position) for row \(row) of \(tableName) has an empty title; a screen reader reads nothing for it"
            )
        }
        discardMenu()
        generation += 1
        let token = generation
        self.actions = actions
        self.row = row
        isLive = true
        let destructive = Set(actions.indices.filter { actions[$0].style == .destructive })
        let menu = PopoverMenu(
            labels: titles.map(ContextMenuCheck.literalMenuLabel), destructive: destructive, parent: host
        ) { [weak self] position in
            self?.activate(position, token: token)
        }
        menu.onClosed = { [weak self] in self?.menuClosed(token: token) }
        // Read as "Row actions, menu" rather than by its type ("GtkPopoverMenu").
        menu.widget.setAccessibleLabel(LibraryLocalization.text("Row actions"))
        self.menu = menu
        let origin = space.flatMap { $0.translate(x: area.x, y: area.y, to: host) } ?? (area.x, area.y)
        menu.popup(x: Int(origin.x), y: Int(origin.y), width: Int(area.width), height: Int(area.height))
        return true
    }

    /// The rows changed (a reload or a batch update): an open menu closes; its actions no longer
    /// run. `rowDeleted` says the menu's own row went, which is warned about.
    func rowsChanged(rowDeleted: Bool) {
        guard isLive else { return }
        isLive = false
        generation += 1
        guard let menu, menu.isOpen else { return }
        if rowDeleted, let row {
            Diagnostics.warn("row \(row) of \(tableName) was deleted while its context menu was open; the menu closed")
        }
        menu.popdown()
    }

    /// Closes the menu, if open (its row is focused again).
    func close() {
        menu?.popdown()
    }

    /// Takes the menu off its host at once (the host is leaving the screen).
    func detach() {
        isLive = false
        generation += 1
        discardMenu()
    }

    private func activate(_ position: Int, token: Int) {
        guard token == generation, isLive, actions.indices.contains(position) else {
            Diagnostics.warn(
                "a context menu action for row \(row.map(String.init) ?? "?") of \(tableName) arrived after its rows changed; it is ignored"
            )
            return
        }
        // One action per menu: a second activation of the same menu is stale.
        isLive = false
        generation += 1
        actions[position].handler()
    }

    private func menuClosed(token: Int) {
        guard let row else { return }
        // GTK emits `closed` from inside the popover's hide, before an item's action runs, and
        // then hands the focus to the popover's parent: once the main loop is idle again the
        // popover leaves its host and the row (where the action left it) takes the focus back.
        // The focus first: a popover taken off its host while the focus is in it leaves GTK 4.8
        // with a pointer focus on its destroyed surface.
        pendingCleanup = Timeout(milliseconds: 0) { [weak self] in
            guard let self else { return }
            let focused = self.onClosed?(row) ?? true
            if self.menu?.isOpen == false { self.discardMenu() }
            guard !focused, let host = self.host else { return }
            var framesLeft = Self.framesToRefocus
            host.addTickCallback { [weak self] _ in
                framesLeft -= 1
                guard let self, !self.isOpen, let onClosed = self.onClosed else { return false }
                return !onClosed(row) && framesLeft > 0
            }
        }
    }

    private func discardMenu() {
        pendingCleanup = nil
        menu?.onClosed = nil
        menu?.destroy()
        menu = nil
    }
}
