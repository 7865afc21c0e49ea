import TableDeckBridge
import TableDeckModel

/// Context menus, the same on every engine: a right click (on its release), a long press on a touchscreen, the
/// Menu key or Shift+F10 (the cursor row) open the menu of the source's ``RowAction``s for a
/// row, pointing at it. GTK's popover menu shows them: a screen reader reads a menu of menu
/// items, Up/Down move, Enter picks, Escape closes, and the focus goes back to the row.
///
/// As in UIKit and GTK's own list views, a right click moves the keyboard cursor to the row
/// but neither selects it nor presses it: the menu acts on that row alone, whatever else is
/// selected. A row with no actions opens no menu (the cursor still moves); headers have none.
/// A row that is not wholly on screen when a key asks for its menu is scrolled into view first,
/// and the menu opens at it once the list is laid out there: a menu never points outside the
/// list. The menu closes when the rows change, and an action of a closed menu never runs
/// (``RowMenuPresenter``).
@MainActor
final class ContextMenuController: TableBehavior {
    private unowned let core: TableCore
    /// The menu shown now, if any; made on the first use (the engine's widgets exist then).
    private var presenter: RowMenuPresenter?

    init(core: TableCore) {
        self.core = core
    }

    /// Puts the secondary-click and long-press gestures on the engine's rows.
    func install() {
        guard let engine = core.engine else { return }
        let input = engine.inputWidget
        let secondary = ClickGesture()
        secondary.button = 3
        // On the release: opened on the press, the menu's popover (which grabs the pointer)
        // could get the release of a press it never saw, and GTK 4.8 then warned of "broken
        // accounting of active state" for the popover's widgets (a CI run met it under load).
        secondary.onReleased { [weak self] _, x, y in
            self?.open(atX: x, y: y)
        }
        input.addController(secondary)
        let longPress = LongPressGesture(touchOnly: true)
        longPress.onPressed { [weak self, weak longPress] x, y in
            guard let self, self.open(atX: x, y: y) else { return }
            longPress?.claim()
        }
        input.addController(longPress)
        engine.tableWidget.onUnmap { [weak self] in self?.presenter?.detach() }
    }

    /// Whether a row's menu is open: the keys are the menu's then.
    var isOpen: Bool { presenter?.isOpen ?? false }

    /// The menu open now.
    var openMenu: PopoverMenu? { presenter?.openMenu }

    /// Closes the open menu, if any, performing nothing.
    func close() {
        presenter?.close()
    }

    func perform(_ command: TableCommand) -> Bool {
        guard command == .openContextMenu, let engine = core.engine, let cursor = engine.cursorRow,
            core.layout.ordinal(of: cursor) != nil
        else { return false }
        engine.revealRow(cursor) { [weak self] in
            guard let self, let engine = self.core.engine, engine.cursorRow == cursor,
                let bounds = engine.rowWidget(for: cursor)?.bounds(relativeTo: engine.tableWidget)
            else { return }
            self.open(for: cursor, pointingAt: WidgetBounds(x: bounds.x + 24, y: bounds.y, width: 1, height: bounds.height))
        }
        return true
    }

    func rowsWillChange(deleting isDeleted: (TableIndexPath) -> Bool) {
        guard let presenter else { return }
        let row = presenter.row.flatMap { core.layout.row(atOrdinal: $0) }
        presenter.rowsChanged(rowDeleted: row.map(isDeleted) ?? false)
    }

    /// Opens the menu of the row at (`x`, `y`) of the engine's input widget; returns whether
    /// there was a row there.
    @discardableResult
    private func open(atX x: Double, y: Double) -> Bool {
        guard let engine = core.engine, let indexPath = engine.row(atX: x, y: y),
            let point = engine.inputWidget.translate(x: x, y: y, to: engine.tableWidget)
        else { return false }
        open(for: indexPath, pointingAt: WidgetBounds(x: point.x, y: point.y, width: 1, height: 1))
        return true
    }

    /// Opens the menu of the row at `indexPath`, pointing at `area` (the table's coordinates);
    /// returns whether a menu opened.
    @discardableResult
    func open(for indexPath: TableIndexPath, pointingAt area: WidgetBounds) -> Bool {
        guard let engine = core.engine, let source = core.source, let ordinal = core.layout.ordinal(of: indexPath) else {
            return false
        }
        core.rowDrag.cancel()
        // One row's actions at a time: a right click on another row closes open swipe buttons.
        engine.swipeActions?.close(animated: true)
        engine.focusRow(indexPath, reveal: false, movingUp: false)
        let actions = source.contextMenuActions(forRowAt: indexPath)
        return menuPresenter(engine).open(actions, forRow: ordinal, pointingAt: area)
    }

    /// Opens the menu of the row at `indexPath` as a right click on its middle would; returns
    /// whether a menu opened (tests).
    func openAtMiddle(of indexPath: TableIndexPath) -> Bool {
        guard let engine = core.engine, let bounds = engine.rowWidget(for: indexPath)?.bounds(relativeTo: engine.tableWidget) else {
            return false
        }
        return open(
            for: indexPath, pointingAt: WidgetBounds(x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2, width: 1, height: 1))
    }

    private func menuPresenter(_ engine: any TableEngine) -> RowMenuPresenter {
        if let presenter { return presenter }
        let presenter = RowMenuPresenter(host: engine.rowMenuHost, coordinatesOf: engine.tableWidget, tableName: core.tableName)
        presenter.onClosed = { [weak self] _ in
            guard let self, let engine = self.core.engine, let cursor = engine.cursorRow else { return true }
            // The menu took the button's release: GTK leaves the pressed row :active.
            engine.rowWidget(for: cursor)?.unsetStateFlags(.active)
            engine.focusRow(cursor, reveal: false, movingUp: false)
            return engine.rowWidget(for: cursor)?.containsFocus ?? false
        }
        self.presenter = presenter
        return presenter
    }
}
