import TableDeckBridge
import TableDeckModel

/// A table engine: the widgets that show a table's rows (a box of every row, or a recycling
/// list). It provides rows and geometry, reports input to its ``TableCore`` and does what the
/// core tells it; every behaviour (keys, selection, menus, moves, type-ahead) lives in the
/// core's controllers, written once for every engine.
///
/// Rows are named by ``TableIndexPath``; a table without sections has one, section 0.
@MainActor
protocol TableEngine: AnyObject {
    /// The sections and rows shown now.
    var layout: SectionLayout { get }
    /// The row the keyboard acts on: the focused row, else the one focused last; `nil` when
    /// there is none yet.
    var cursorRow: TableIndexPath? { get }
    /// The topmost row with some of it on screen (`nil` before the first layout).
    var firstRowOnScreen: TableIndexPath? { get }
    /// A screenful of list positions less one (``KeyboardPaging``), judged by the rows laid out now.
    var positionsPerPage: Int { get }
    /// Whether a row has the keyboard focus.
    var hasRowFocus: Bool { get }
    /// Gives the rows the keyboard focus without scrolling: the cursor row when it is on screen,
    /// else the first row on screen; returns whether a row took it.
    func takeRowFocus() -> Bool
    /// Makes `indexPath` the cursor row and gives it the keyboard focus. With `reveal`, first
    /// scrolls just enough to show it whole (and its section's header above a first row);
    /// `movingUp` says which way the cursor went, for a row far away.
    func focusRow(_ indexPath: TableIndexPath, reveal: Bool, movingUp: Bool)
    /// Scrolls `indexPath` wholly into view if it is not, then runs `then` once the list is laid
    /// out there (at once when nothing had to scroll).
    func revealRow(_ indexPath: TableIndexPath, then: @escaping @MainActor () -> Void)
    /// The user clicked the row at `indexPath` with `modifiers` held (a release on the row the
    /// press began on): it becomes the cursor row, and the engine reports the click to its core.
    func rowClicked(_ indexPath: TableIndexPath, modifiers: KeyModifiers)
    /// The widget that is the row on screen (its whole box), `nil` when it has none now.
    func rowWidget(for indexPath: TableIndexPath) -> Widget?
    /// The row under the point (`x`, `y`) of ``inputWidget``, if any.
    func row(atX x: Double, y: Double) -> TableIndexPath?
    /// The widget the row gestures (secondary click, long press) go on; its coordinates are
    /// those of ``row(atX:y:)``.
    var inputWidget: Widget { get }
    /// The table itself: where row menus point, in its coordinates.
    var tableWidget: Widget { get }
    /// Where row menus are attached (the scrolled window's pass-through container).
    var rowMenuHost: Widget { get }
    /// The engine's swipe actions, if it has them.
    var swipeActions: SwipeActionsController? { get }
    /// Draws the rows whose ordinals (``SectionLayout``'s row numbering) are in `rows` selected,
    /// and no other; `change` says which rows changed.
    func showSelection(_ rows: RangeSet<Int>, change: RowSelection.Change)
    /// Tells a screen reader `text` about the row at `indexPath` (a keyboard move): announced
    /// from the row where GTK can (4.14 and newer), else made the row's accessible description,
    /// clearing the one set before; the engine clears it when the cursor leaves the row.
    func announce(_ text: String, onRow indexPath: TableIndexPath)
    /// What the row at `indexPath` announces now, if anything.
    func announcement(ofRow indexPath: TableIndexPath) -> String?
    /// Shows the row at `source` at `destination` (its index after the move, in the same
    /// section or another), as `plan` (``SectionedRowBatch/userMove(from:to:in:)``) has it: the
    /// data already moved. The cursor and the focus go with the row; with `animated`, the rows
    /// glide to their places (a key's move; a dropped row is already where it goes).
    func showMove(_ plan: SectionedRowBatch.Plan, from source: TableIndexPath, to destination: TableIndexPath, animated: Bool)
    /// The widget the source made for the row at `indexPath` (the stack table's row view, the
    /// recycling table's cell), when the row is built now.
    func contentWidget(ofRow indexPath: TableIndexPath) -> Widget?
    /// The vertical scroll position of the rows.
    var scrollAdjustment: Adjustment { get }
    /// The headers, rows and footers laid out now near the screen (at least those on it), at
    /// rest (where they are drawn when no row makes room), in ``inputWidget``'s coordinates.
    func restingItemSpans() -> [TableItem: ReorderMath.Span]
    /// Draws the row at `indexPath` lifted (raised, `tabledeck-lifted`); returns whether it could.
    func liftRow(_ indexPath: TableIndexPath) -> Bool
    /// Draws the lifted row with its top at `top` (``inputWidget``'s coordinates), and the
    /// headers, rows and footers between its place and `destination` (its index path after the
    /// move, in its section or another) one `rowHeight` further, making room
    /// (``ReorderMath/positions(ofMoveFrom:to:in:)``).
    func drawLiftedRow(_ indexPath: TableIndexPath, top: Double, destination: TableIndexPath, rowHeight: Double)
    /// The widget drawn lifted now (the row itself, or a copy of it), while a row is.
    var liftedRowView: Widget? { get }
    /// Puts every row back at rest: the drag is over.
    func endLift(_ indexPath: TableIndexPath)
    /// Where the section headers are now, for the pinned copy; `nil` before layout or with
    /// nothing on screen.
    func headersOnScreen() -> HeadersOnScreen?
    /// A view of `section`'s header for the pinned copy, made as the engine makes its headers
    /// (`reusing` the copy's current view where it can); `nil` when there is none.
    func pinnedHeaderView(forSection section: Int, reusing old: Widget?) -> Widget?
    /// Takes back a view the pinned copy no longer shows.
    func takeBackPinnedHeaderView(_ view: Widget)
    /// The rows' left edge and width, in `widget`'s coordinates.
    func rowsFrame(in widget: Widget) -> (x: Double, width: Int)
    /// Ends the rows `width` pixels before the table's trailing edge (the section index's).
    func setTrailingInset(_ width: Int)
    /// Scrolls so `item` is at the top of the rows, as far as they scroll, then runs `then` once
    /// it is there (or once the engine gives up on a row that does not come).
    func scrollItemToTop(_ item: TableItem, then: @escaping @MainActor () -> Void)
    /// Draws the rows in `style`: marks the widget that holds them with the style's classes
    /// (``TableStyleClasses/apply(_:to:)``), as every container of rows it makes from now on.
    /// Each row's whole box carries its place in its section (``TableStyleClasses/mark(_:at:)``)
    /// whatever the style, kept right through reloads, batches, moves and recycling.
    func showStyle(_ style: TableStyle)
    /// Shows every row's editing controls as editing mode now is (`editing`), sliding with
    /// `animated`: the engine holds one ``RowEditingControls`` per row it builds
    /// (``EditingController/makeControls()``, made the first time the mode is on), binds them
    /// whenever the row changes (``EditingController/bind(_:to:animated:)``) and draws them in
    /// lanes at the row's edges, the row between them.
    func showEditing(_ editing: Bool, animated: Bool)
    /// Shows only the rows whose ordinals are in `shown` (ascending), or every row (`nil`): a
    /// search's result. The layout becomes ``SectionLayout/showing(_:)``; every row keeps its
    /// index path, its selection and its cursor; sections without a shown row hide.
    func showRows(_ shown: [Int32]?)
    /// The views of the shown rows built now (the stack engine's every shown row, the recycling
    /// engine's bound cells), for a search to emphasize its matches in.
    func builtRowViews() -> [Widget]
    /// The search bar opened or closed (`open`): while it is open the table shows its rows'
    /// part (the bar above it) even with no row to show, instead of its empty state.
    func showSearchBar(_ open: Bool)
    /// What the row at `indexPath` shows (as type-ahead reads a view), for a row not built now:
    /// its view is made for the purpose and let go; `nil` where the engine builds every row.
    func detachedText(ofRow indexPath: TableIndexPath) -> String?
    /// The controls of the row at `indexPath`, when it is built and has them.
    func editingControls(ofRow indexPath: TableIndexPath) -> RowEditingControls?
}
