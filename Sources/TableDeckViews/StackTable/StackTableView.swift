import CGtk
import TableDeckBridge
import TableDeckModel

/// A vertical, scrollable table that builds one row per item up front, after the seed's
/// `CustomStackTableView` (a `UIStackView` in a `UIScrollView`).
///
/// Each row holds the delegate's view and one click gesture tagged with the row's index. Rows
/// take keyboard focus: Up and Down (or Tab) move between them, Home and End jump to the ends,
/// and Enter or Space press the focused row exactly as a click does. With no delegate or no
/// items the table shows an empty state instead of rows.
///
/// Building every row eagerly keeps the seed's behaviour and costs time and memory linear in
/// the row count; it is meant for up to ``LaunchOptions/maximumStackRows`` rows. Created with
/// the `.recycling` backend, the same table (and the same delegate) shows its rows through a
/// ``RecyclingTableView`` instead, which makes widgets for the visible rows only.
@MainActor
public final class StackTableView: Widget {
    /// The object that says what the rows are and hears about presses. Held `weak`.
    public weak var delegate: (any StackTableViewDelegate)?

    /// How many rows the table currently shows.
    public private(set) var numberOfRows = 0

    /// Whether rows are built up front (`.stack`) or recycled (`.recycling`).
    public let backend: TableBackend
    /// The recycling table that shows the rows with the `.recycling` backend.
    private let recycling: StackTableRecyclingBackend?

    private let scroller = ScrolledWindow()
    private let emptyLabel: Label
    /// The box of rows shown now; replaced whole on every reload.
    private var rowsBox: Box?
    /// Draws the pressed state of whichever row is under the pointer.
    private let pressFeedback = ClickGesture()
    /// Raw pointers to the current rows, in order; owned by `rowsBox`.
    private var rows: [UnsafeMutablePointer<GtkWidget>] = []
    /// Row gestures, parallel to `rows`, so tests can emit real signals on them.
    private var rowGestures: [OpaquePointer] = []

    /// Creates an empty table; set ``delegate`` and call ``reloadData()`` to fill it.
    ///
    /// - Parameters:
    ///   - emptyText: what the table shows when there are no rows.
    ///   - backend: build every row up front (`.stack`, the seed's way) or recycle (`.recycling`).
    public init(emptyText: String = "No items", backend: TableBackend = .stack) {
        emptyLabel = Label(emptyText)
        self.backend = backend
        recycling = backend == .recycling ? StackTableRecyclingBackend(emptyText: emptyText) : nil
        super.init(sinking: gtk_stack_new())
        recycling?.owner = self
        addCSSClass("tabledeck-stack-table")
        scroller.setHorizontalScrolling(false)
        scroller.expandsVertically = true
        scroller.expandsHorizontally = true
        emptyLabel.addCSSClass("tabledeck-empty-state")
        emptyLabel.addCSSClass("dim-label")
        gtk_stack_add_named(opaque, recycling?.table.widget ?? scroller.widget, "rows")
        gtk_stack_add_named(opaque, emptyLabel.widget, "empty")
        gtk_stack_set_visible_child_name(opaque, "empty")
        installPressFeedback()
    }

    /// Removes every row and asks the delegate for them again, exactly once each.
    ///
    /// Calling it twice in a row leaves one set of rows (the seed appended a second set).
    /// Safe to call from inside the delegate's press handler.
    public func reloadData() {
        let requested = delegate.map { $0.numberOfItems(in: self) } ?? 0
        if requested < 0 {
            Diagnostics.warn("the stack table's delegate returned \(requested) items; showing none")
        }
        let count = max(0, requested)
        if let recycling {
            numberOfRows = count
            recycling.reload(count: count)
            gtk_stack_set_visible_child_name(opaque, numberOfRows > 0 ? "rows" : "empty")
            return
        }
        let box = Box(.vertical)
        box.addCSSClass("tabledeck-rows")
        var newRows: [UnsafeMutablePointer<GtkWidget>] = []
        var newGestures: [OpaquePointer] = []
        newRows.reserveCapacity(count)
        newGestures.reserveCapacity(count)
        for index in 0..<count {
            // The delegate may let go of the table or of itself while we build.
            guard let delegate else { break }
            let content = delegate.stackTableView(self, viewForItemAt: index)
            let (row, gesture) = makeRow(index: index, content: content, in: box)
            newRows.append(row)
            newGestures.append(gesture)
        }
        box.addController(makeKeyController())
        rows = newRows
        rowGestures = newGestures
        numberOfRows = newRows.count
        // Replacing the box drops the old rows in one go; GTK finalizes them with it.
        scroller.setChild(box)
        rowsBox = box
        gtk_stack_set_visible_child_name(opaque, numberOfRows > 0 ? "rows" : "empty")
    }

    /// The text shown when there are no rows.
    public var emptyText: String {
        get { emptyLabel.text }
        set { emptyLabel.text = newValue }
    }

    /// Whether the empty state is showing instead of rows.
    public var isShowingEmptyState: Bool {
        gtk_stack_get_visible_child_name(opaque).map { String(cString: $0) } == "empty"
    }

    /// Moves keyboard focus to the row at `index`; returns whether it took focus.
    @discardableResult
    public func focusRow(at index: Int) -> Bool {
        if let recycling {
            // Off-screen rows are scrolled to and take focus once bound.
            guard index >= 0, index < numberOfRows else { return false }
            return recycling.table.scrollToRow(index, section: 0, focus: true)
        }
        guard rows.indices.contains(index) else { return false }
        return gtk_widget_grab_focus(rows[index]) != 0
    }

    /// The index of the row that has keyboard focus, if any.
    public var focusedRowIndex: Int? {
        if let recycling { return recycling.table.focusedIndexPath?.row }
        guard let box = rowsBox, let child = gtk_widget_get_focus_child(box.widget) else { return nil }
        return Self.index(of: child)
    }

    /// The vertical scroll position and range of the rows.
    public var verticalAdjustment: Adjustment { recycling?.table.verticalAdjustment ?? scroller.verticalAdjustment }

    /// The row widget at `index`, for tests that check finalization.
    package func rowWidget(at index: Int) -> UnsafeMutablePointer<GtkWidget>? {
        if let recycling { return recycling.table.boundCell(for: .row(TableIndexPath(row: index, section: 0)))?.widget }
        return rows.indices.contains(index) ? rows[index] : nil
    }

    /// The click gesture of the row at `index`, for tests that emit real signals.
    package func rowGesture(at index: Int) -> OpaquePointer? {
        rowGestures.indices.contains(index) ? rowGestures[index] : nil
    }

    /// The recycling table behind the `.recycling` backend, for tests.
    package var recyclingTable: RecyclingTableView? { recycling?.table }

    /// The key controller's handler, for tests: handles `keyval` as if the rows had focus.
    package func handleKey(_ keyval: UInt32) -> Bool {
        handleKeyPress(keyval)
    }

    // MARK: - Rows

    /// Makes the row widget for `index` around `content`, with its click gesture, and appends it
    /// to `box`, which owns it from then on.
    private func makeRow(index: Int, content: Widget, in box: Box) -> (UnsafeMutablePointer<GtkWidget>, OpaquePointer) {
        let row = Box(.horizontal)
        row.addCSSClass("tabledeck-row")
        row.isFocusable = true
        if content.hasParent {
            Diagnostics.warn("the stack table's delegate returned a view for row \(index) that already has a parent; the row is left empty")
        } else {
            content.expandsHorizontally = true
            row.append(content)
        }
        g_object_set_qdata(row.gobject, Self.indexQuark, UnsafeMutableRawPointer(bitPattern: index + 1))
        let gesture = ClickGesture()
        let rowPointer = row.widget
        gesture.onReleased { [weak self] nPress, _, _ in
            guard nPress >= 1, let self else { return }
            // A click moves the keyboard focus too, so Up/Down continue from the clicked row.
            if self.rows.indices.contains(index), self.rows[index] == rowPointer {
                gtk_widget_grab_focus(rowPointer)
            }
            self.pressRow(at: index)
        }
        row.addController(gesture)
        box.append(row)
        return (row.widget, gesture.opaque)
    }

    /// Tells the delegate about a press, or falls back to the empty state if it is gone.
    func pressRow(at index: Int) {
        guard let delegate else {
            Diagnostics.warn("a stack table row was pressed but the table has no delegate; showing the empty state")
            reloadData()
            return
        }
        guard index < numberOfRows else { return }
        delegate.stackTableView(self, didPressItemAt: index)
    }

    // MARK: - Keyboard

    private func makeKeyController() -> KeyController {
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, _, _ in
            self?.handleKeyPress(keyval) ?? false
        }
        return keys
    }

    private func handleKeyPress(_ keyval: UInt32) -> Bool {
        switch Int32(bitPattern: keyval) {
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter, GDK_KEY_space, GDK_KEY_KP_Space:
            guard let index = focusedRowIndex else { return false }
            pressRow(at: index)
            return true
        case GDK_KEY_Up, GDK_KEY_KP_Up:
            guard let index = focusedRowIndex else { return false }
            return index > 0 ? focusRow(at: index - 1) : true
        case GDK_KEY_Down, GDK_KEY_KP_Down:
            guard let index = focusedRowIndex else { return false }
            return index + 1 < numberOfRows ? focusRow(at: index + 1) : true
        case GDK_KEY_Home, GDK_KEY_KP_Home:
            return focusRow(at: 0)
        case GDK_KEY_End, GDK_KEY_KP_End:
            return focusRow(at: numberOfRows - 1)
        default:
            return false
        }
    }

    // MARK: - Pressed style

    /// One gesture on the whole table marks the row under the pointer `:active` while pressed,
    /// so rows need no second gesture of their own.
    private func installPressFeedback() {
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

    private var pressedRow: UnsafeMutablePointer<GtkWidget>?

    private func setPressedRow(atX x: Double?, y: Double?) {
        if let pressedRow, rows.contains(pressedRow) {
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

    // MARK: - Index tags

    /// The quark under which each row stores `index + 1` (0 means "not a row").
    private static let indexQuark = g_quark_from_static_string("tabledeck-row-index")

    /// The index a row was tagged with, or `nil` for a widget that is not a row.
    private static func index(of widget: UnsafeMutablePointer<GtkWidget>) -> Int? {
        guard let tag = g_object_get_qdata(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), indexQuark) else {
            return nil
        }
        return Int(bitPattern: tag) - 1
    }
}
