import TableDeckBridge
import TableDeckModel

/// A vertical, scrollable table that builds one row per item up front: UIKit's
/// `CustomStackTableView` pattern (a `UIStackView` in a `UIScrollView`).
///
/// Each row is the delegate's view itself with one click gesture that knows the row's index,
/// as in that pattern: no wrapper widget per row. The keyboard works on a *cursor row*: the table
/// itself takes focus, Up and Down move the cursor, Home and End jump to the ends, Page Up and
/// Page Down move by a screenful less one row, and Enter or Space press the cursor row exactly as
/// a click does (see `StackTableView+Keyboard.swift`). With no delegate or no items the table
/// shows an empty state instead of rows.
///
/// A press is a release on the row the press began on: a press that ends on another row or
/// outside the window presses nothing, as with GTK's buttons; every click is one press, so a
/// double click presses twice. A click never scrolls the list: only the keyboard reveals the
/// cursor row.
///
/// Building every row eagerly keeps that pattern's behaviour and costs time and memory linear in
/// the row count; it is meant for up to ``maximumRows`` rows. Created with the `.recycling`
/// backend, the same table (and the same delegate) shows its rows through a ``RecyclingTableView``
/// instead, which makes widgets for the visible rows only.
@MainActor
public final class StackTableView: EmptyStateView {
    /// The object that says what the rows are and hears about presses. Held `weak`.
    public weak var delegate: (any StackTableViewDelegate)?

    /// How many rows the table currently shows, in all its sections.
    public var numberOfRows: Int { sectionLayout.totalRows }
    /// The sections and rows shown now (one section, no titles, unless the delegate says
    /// otherwise); the backend shows this shape.
    var sectionLayout = SectionLayout.empty
    /// The section titles shown now.
    var sectionTitles = SectionTitles()

    /// The most rows a stack table builds by default: every row is a widget made up front.
    public static let defaultMaximumRows = TableBackend.maximumStackRows

    /// The most rows this table shows; a delegate reporting more gets this many and a warning.
    public let maximumRows: Int

    /// Whether rows are built up front (`.stack`) or recycled (`.recycling`).
    public let backend: TableBackend
    /// The engine that shows the rows: a ``StackRowsEngine`` (`.stack`) or a recycling table
    /// (`.recycling`). The table reads its delegate and tells it what to show.
    let rowsBackend: any StackTableBackend
    /// Every row behaviour (keys, selection, type-ahead, menus, moves), over the backend's rows.
    var core: TableCore { rowsBackend.core }
    /// The engine that shows the rows.
    var engine: any TableEngine { rowsBackend.engine }
    /// The diffable data source made for this table, told of the user's moves first. `weak`.
    weak var moveRecorder: (any UserMoveRecording)?
    /// The changes recorded inside ``performBatchUpdates(animated:_:)``, applied when it returns.
    private(set) lazy var batches = BatchRecorder<TableRowChanges> { [weak self] changes, animated in
        self?.apply(changes, animated: animated && changes.animates)
    }

    /// The space between a row's edges and its view's content, on every row; by default
    /// ``defaultRowInsets``, UIKit's default cell layout margins. UIKit's `layoutMargins` of a
    /// cell's content view: `.zero` gives edge-to-edge rows, as in UIKit's `UIStackView`
    /// pattern.
    ///
    /// The insets *add to* the view's own CSS padding, on both backends: with the `.stack`
    /// backend the delegate's view is the row itself, so the library insets it with a
    /// transparent border rather than padding, which the view's own padding would replace.
    /// The view's margins (``Widget/setMargins(_:)``) add to them too, but GTK puts margins
    /// outside a widget: with `.stack` the row's tint, selection bar and separator stop at
    /// them (the view *is* the row), with `.recycling` they reach over them (the row is the
    /// cell around the view). For space inside a row that looks the same on both, use CSS
    /// padding on the view, or these insets. A CSS border of the view's own replaces the
    /// insets with `.stack`. A ``Widget/backgroundColor`` the view has when the delegate returns
    /// it fills the whole row on both backends (with `.recycling` the cell takes it too).
    ///
    /// A negative side is taken as 0, with one warning naming the insets.
    public var rowInsets = StackTableView.defaultRowInsets {
        didSet { rowInsetsChanged() }
    }

    /// A row's insets unless ``rowInsets`` says otherwise: 8 px above and below, 16 px at the
    /// sides (the library's style sheet draws them).
    public static let defaultRowInsets = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)

    /// Whether ``reloadData()`` is asking the delegate for rows now.
    private(set) var isReloading = false
    var needsAnotherReload = false

    /// Creates an empty table; set ``delegate`` and call ``reloadData()`` to fill it.
    ///
    /// - Parameters:
    ///   - emptyText: what the table shows when there are no rows; by default "No items" in the
    ///     user's language (``LibraryLocalization``).
    ///   - maximumRows: the most rows the table shows (at least 0); by default
    ///     ``defaultMaximumRows``, or ``TableBackend/maximumRecyclingRows`` with `.recycling`.
    ///   - backend: build every row up front (`.stack`, as a `UIStackView` does) or recycle (`.recycling`).
    ///   - style: how the sections are drawn (``style``): rows edge to edge (`.plain`, the
    ///     default) or each section a card (`.grouped`, `.insetGrouped`), as UIKit's
    ///     `UITableView(frame:style:)`; the same on either backend.
    public init(emptyText: String? = nil, maximumRows: Int? = nil, backend: TableBackend = .stack, style: TableStyle = .plain) {
        let emptyText = emptyText ?? LibraryLocalization.text("No items")
        self.maximumRows = max(0, maximumRows ?? backend.maximumRows)
        self.backend = backend
        switch backend {
        case .stack: rowsBackend = StackRowsEngine()
        case .recycling: rowsBackend = StackTableRecyclingBackend(emptyText: emptyText)
        }
        super.init(emptyStateText: emptyText)
        rowsBackend.connect(to: self)
        core.style = style
        addCSSClass("tabledeck-stack-table")
        setContent(rowsBackend.content)
    }

    /// Removes every row and asks the delegate for them again, exactly once each.
    ///
    /// Calling it twice in a row leaves one set of rows (a naive port appends a second set).
    /// Safe to call from inside the delegate's handlers.
    public func reloadData() {
        // A delegate may call reloadData() while the table asks it for rows: finish this pass,
        // then reload once more with what the delegate says now.
        guard !isReloading else {
            needsAnotherReload = true
            return
        }
        isReloading = true
        defer { isReloading = false }
        var passes = 0
        repeat {
            needsAnotherReload = false
            rebuildRows()
            passes += 1
        } while needsAnotherReload && passes < 2
        if needsAnotherReload {
            needsAnotherReload = false
            Diagnostics.warn("the stack table's delegate keeps calling reloadData() while the table loads; stopped after \(passes) passes")
        }
    }

    /// How the table draws its sections: ``TableStyle/plain`` (the default), or each section a
    /// card, full width (``TableStyle/grouped``) or inset from the sides
    /// (``TableStyle/insetGrouped``), on either backend. Set it when making the table
    /// (``init(emptyText:maximumRows:backend:style:)``) or at any time: the rows change at once,
    /// also during a batch's animation.
    public var style: TableStyle {
        get { core.style }
        set { core.style = newValue }
    }

    /// The vertical scroll position and range of the rows.
    public var verticalAdjustment: Adjustment { engine.scrollAdjustment }

    /// The row widget at `index` (with `.recycling`, the cell bound to that row now), `nil`
    /// when there is none.
    package func rowWidget(at index: Int) -> Widget? {
        indexPath(forItemAt: index).flatMap { engine.contentWidget(ofRow: $0) }
    }

    /// The click gesture of the row at `index` (`.stack`: each row has one), `nil` when there is none.
    package func rowGesture(at index: Int) -> ClickGesture? {
        rowWidget(at: index).flatMap { ClickGesture.last(on: $0) }
    }

    /// The recycling table behind the `.recycling` backend (`nil` with `.stack`).
    package var recyclingTable: RecyclingTableView? { (rowsBackend as? StackTableRecyclingBackend)?.table }

    /// The column of rows of the `.stack` engine (`nil` with `.recycling`).
    package var rowsColumn: Widget? { (rowsBackend as? StackRowsEngine)?.rowsBox }

    // MARK: - Rows

    /// Reads the sections from the delegate and has the backend show them anew.
    private func rebuildRows() {
        let read = delegate.map { readSections(from: $0) } ?? SectionsRead(layout: .empty, titles: SectionTitles(), trimmed: false)
        sectionLayout = read.layout
        sectionTitles = read.titles
        if !rowsBackend.reload() {
            // The delegate went away while the rows were asked for: no rows, the empty state.
            sectionLayout = .empty
            sectionTitles = SectionTitles()
            _ = rowsBackend.reload()
        } else if let delegate {
            let now = (0..<read.layout.numberOfSections).reduce(0) { $0 + delegate.stackTableView(self, numberOfItemsInSection: $1) }
            if now != read.layout.totalRows && !read.trimmed {
                Diagnostics.warn(
                    "the stack table's delegate changed its count from \(read.layout.totalRows) to \(now) while the table loaded; "
                        + "call reloadData() after changing it")
            }
        }
        showContent(sectionLayout.count > 0 || core.search.isActive)
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

    /// Names the table for assistive technologies: the list of its rows (the column of rows, or
    /// with the `.recycling` backend its recycling table's list) is presented by this name.
    public override func setAccessibleName(_ name: String) {
        super.setAccessibleName(name)
        rowsBackend.setAccessibleName(name)
    }
}
