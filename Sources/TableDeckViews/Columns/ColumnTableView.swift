import TableDeckBridge
import TableDeckModel

/// A table of rows in columns (AppKit's `NSTableView`, SwiftUI's `Table`, GTK's
/// `GtkColumnView`), over a ``RecyclingTableView``: a million rows cost what a thousand do, and
/// every row behaviour of the other tables (cursor and keys, single and multiple selection,
/// type-ahead, context menus and the Menu key, the empty state, batch updates) is theirs.
///
/// Columns (``TableColumn``) have a title, a cell view and binder, an alignment and a width
/// (natural, fixed or expanding, within a minimum and a maximum). The user
/// - sorts by a column by clicking its header, or with Space or Enter on a focused header; a
///   second time reverses the order. The header shows the direction; the table sorts by the
///   columns' sort keys, the previous sort columns breaking ties, then the data order (or the
///   data source sorts, ``ColumnTableViewDataSource/tableView(_:rowsSortedBy:)``). Sorting keeps
///   the selection and the cursor on their rows, and the row first on screen first on screen;
/// - resizes a column by dragging its header's trailing edge, or with Ctrl+Left/Right on a
///   focused header;
/// - moves a column by dragging its header, or with Alt+Left/Right;
/// - hides and shows columns from a header's context menu (right click, the Menu key,
///   Shift+F10).
///
/// The header row stays on top while the rows scroll; it is one Tab stop, its headers walked
/// with Left and Right, and Down goes to the rows. A screen reader hears each row as its columns'
/// titles and values ("Name, Ada Lovelace, City, Lyon") and each header with its sort state.
///
/// Rows are named by their index in the data source (the *data row*), which sorting never
/// changes: ``displayRow(forDataRow:)`` and ``dataRow(atDisplayRow:)`` convert.
@MainActor
public final class ColumnTableView: Box {
    /// Says what the table shows. Held `weak`.
    public weak var dataSource: (any ColumnTableViewDataSource)?
    /// Hears about presses, sorting, selection and column changes. Held `weak`.
    public weak var delegate: (any ColumnTableViewDelegate)?

    /// The columns, in the order given (``shownColumns`` is the order on screen).
    public private(set) var columns: [TableColumn] = []
    /// The table that shows the rows.
    let table: RecyclingTableView
    /// The header row: one header per column, placed as the rows' cells are.
    let header = ColumnsBox()
    /// The headers, one per column, in the columns' order.
    var headerViews: [ColumnHeaderView] = []
    /// The recycling table's data source and delegate.
    private lazy var rowsSource = ColumnRowsSource(owner: self)
    /// Holds the header row, moved sideways with the rows (their horizontal adjustment).
    let headerScroller = ScrolledWindow()
    /// Which columns are shown, in which order.
    var arrangement = ColumnArrangement(count: 0)
    /// Widths the user set by resizing, by column index.
    var userWidths: [Int?] = []
    /// The widest natural width seen of each column's header and cells.
    var naturalWidths: [Int] = []
    /// The columns' widths now, by column index.
    var widths: [Int] = []
    /// Whether a solve of the widths is queued for the next frame.
    var widthUpdateQueued = false
    /// The order the rows are sorted in.
    public internal(set) var sortOrder = ColumnSortOrder()
    /// The data rows in display order, and each data row's display position; `nil`: unsorted.
    var displayOrder: [Int32]?
    var displayPositions: [Int32]?
    /// How many rows the data source reported at the last reload.
    var rowCount = 0
    /// The reuse identifier of the rows, new with each set of columns.
    var rowIdentifier = ""
    /// How many times the columns were set (part of ``rowIdentifier``).
    private var columnGeneration = 0
    /// Columns whose binder made no view, warned about once each.
    var warnedColumns: Set<String> = []
    /// The header the keyboard is on (a column index), if any yet.
    var focusedHeaderColumn: Int?
    /// What a header drag is doing (``ColumnTableView+HeaderInput.swift``).
    var headerDrag: HeaderDrag?
    /// The row changes recorded inside ``performBatchUpdates(_:)``, as on the other tables.
    private(set) lazy var batches = BatchRecorder<ColumnRowChanges> { [weak self] changes, _ in self?.apply(changes) }
    /// The header row's press and drag: a click sorts, a drag resizes or moves a column.
    let headerPressGesture = DragGesture()
    /// The header's context menu, while open.
    var headerMenu: PopoverMenu?
    /// Takes a closed header menu away and focuses its header again, once GTK is done with it.
    var headerMenuCleanup: Timeout?

    /// A table of `columns` (duplicate identifiers are warned about and dropped); set
    /// ``dataSource`` then ``reloadData()``.
    ///
    /// - Parameters:
    ///   - columns: the columns, in the order shown at first.
    ///   - emptyText: what the table shows under its header when it has no rows; by default "No
    ///     items" in the user's language.
    public init(columns: [TableColumn], emptyText: String? = nil) {
        table = RecyclingTableView(emptyText: emptyText)
        super.init(.vertical)
        addCSSClass("tabledeck-column-table")
        header.addCSSClass("tabledeck-column-header-row")
        // The rows scroll both ways in the table's own scrolled window (its scrollbars at the
        // window's edges); the header row above moves sideways with them, on the same adjustment.
        table.scroller.setHorizontalScrolling(true)
        headerScroller.setPolicy(horizontal: .external, vertical: .never)
        // The table asks for its columns' width as its natural width (a window without a
        // default size opens showing every column); its minimum stays small (it scrolls).
        headerScroller.propagatesNaturalWidth = true
        headerScroller.setHorizontalAdjustment(table.scroller.horizontalAdjustment)
        headerScroller.setChild(header)
        headerScroller.setScrollsToFocus(false)
        // The search bar goes above the headers, as in a file manager.
        append(table.core.search.detachBar())
        append(headerScroller)
        table.expandsVertically = true
        table.expandsHorizontally = true
        append(table)
        table.dataSource = rowsSource
        table.delegate = rowsSource
        _ = table.scroller.horizontalAdjustment.onChanged { [weak self] in self?.queueWidthUpdate() }
        installHeaderInput()
        // A popover must leave its parent before the parent goes: an open column menu goes
        // with the table's window.
        _ = onUnmap { [weak self] in
            self?.headerMenu?.destroy()
            self?.headerMenu = nil
        }
        setColumns(columns)
    }

    /// Replaces the columns: every column is shown again, in the order given, at its own width,
    /// and the sort order keeps only the descriptors of columns that remain. An empty list is
    /// allowed (warned about): the table then shows its empty state.
    public func setColumns(_ newColumns: [TableColumn]) {
        var seen = Set<String>()
        var kept: [TableColumn] = []
        for column in newColumns {
            guard seen.insert(column.identifier).inserted else {
                Diagnostics.warn("the column table has two columns with the identifier '\(column.identifier)'; the second is left out")
                continue
            }
            kept.append(column)
        }
        if kept.isEmpty {
            Diagnostics.warn("the column table has no columns; it shows no rows")
        }
        for column in columns { column.table = nil }
        for header in headerViews { self.header.remove(header.view) }
        columns = kept
        for column in kept { column.table = self }
        headerViews = kept.map { ColumnHeaderView(column: $0) }
        for header in headerViews { self.header.append(header.view) }
        arrangement = ColumnArrangement(count: kept.count)
        userWidths = Array(repeating: nil, count: kept.count)
        naturalWidths = headerViews.map { $0.view.measureWidth(forHeight: -1).natural }
        widths = Array(repeating: 0, count: kept.count)
        focusedHeaderColumn = nil
        for descriptor in sortOrder.descriptors where !kept.contains(where: { $0.identifier == descriptor.column }) {
            sortOrder.remove(column: descriptor.column)
        }
        columnGeneration += 1
        rowIdentifier = "ColumnTableView.row.\(columnGeneration)"
        let identifier = rowIdentifier
        table.register(identifier: identifier) { [weak self] in
            ColumnRowCell(reuseIdentifier: identifier, tableColumns: self?.columns ?? []) { column in
                self?.reportMissingView(column)
            }
        }
        updateHeaderFocusability()
        showSortInHeaders()
        solveWidths()
        reloadData()
    }

    /// The columns shown, from the leading edge.
    public var shownColumns: [TableColumn] { arrangement.shown.map { columns[$0] } }

    /// The index of the column `identifier` in ``columns``.
    func columnIndex(_ identifier: String) -> Int? {
        columns.firstIndex { $0.identifier == identifier }
    }

    private func reportMissingView(_ column: TableColumn) {
        guard warnedColumns.insert(column.identifier).inserted else { return }
        Diagnostics.warn("the column '\(column.identifier)' made no cell view; its cells are empty")
    }

    // MARK: - Rows

    /// The most rows a column table shows (GTK's list positions are 32-bit).
    public static let maximumRows = Int(Int32.max)

    /// Asks the data source for the row count again, sorts the rows as ``sortOrder`` says and
    /// rebinds every visible row.
    public func reloadData() {
        let reported = dataSource?.numberOfRows(in: self) ?? 0
        let count = ItemCount(reported: reported, maximum: Self.maximumRows, source: "the column table's data source")
        if let problem = count.problem { Diagnostics.warn(problem) }
        rowCount = columns.isEmpty ? 0 : count.value
        computeDisplayOrder()
        table.reloadData()
    }

    /// How many rows the table shows.
    public var numberOfRows: Int { rowCount }

    /// Where the data row `row` is shown now (its index from the top), `nil` for no such row.
    public func displayRow(forDataRow row: Int) -> Int? {
        guard row >= 0, row < rowCount else { return nil }
        return displayPositions.map { Int($0[row]) } ?? row
    }

    /// The data row shown at `displayRow` (from the top), `nil` for no such row.
    public func dataRow(atDisplayRow displayRow: Int) -> Int? {
        guard displayRow >= 0, displayRow < rowCount else { return nil }
        return displayOrder.map { Int($0[displayRow]) } ?? displayRow
    }

    /// The data row of the table's index path.
    func dataRow(of indexPath: TableIndexPath) -> Int? {
        dataRow(atDisplayRow: indexPath.row)
    }

    // MARK: - Selection, focus and scrolling (data rows)

    /// Whether the user can select rows (one at a time by default).
    public var allowsSelection: Bool {
        get { table.allowsSelection }
        set { table.allowsSelection = newValue }
    }

    /// Whether the user can select more than one row (off by default).
    public var allowsMultipleSelection: Bool {
        get { table.allowsMultipleSelection }
        set { table.allowsMultipleSelection = newValue }
    }

    /// The selected data rows, in display order.
    public var selectedRows: [Int] {
        table.indexPathsForSelectedRows.compactMap { dataRow(of: $0) }
    }

    /// Selects the data row `row` (with single selection, instead of the one selected before);
    /// the delegate is not told. A row the table does not have is warned about.
    public func selectRow(_ row: Int) {
        guard let shown = displayRow(forDataRow: row) else {
            Diagnostics.warn("selectRow: the column table has no row \(row); nothing changes")
            return
        }
        table.selectRow(at: TableIndexPath(row: shown, section: 0))
    }

    /// Deselects every row; the delegate is not told.
    public func deselectAllRows() {
        table.deselectAllRows()
    }

    /// Scrolls the data row `row` into view, optionally giving it the keyboard focus; returns
    /// `false`, with a warning, for a row the table does not have.
    @discardableResult
    public func scrollToRow(_ row: Int, focus: Bool = false) -> Bool {
        guard let shown = displayRow(forDataRow: row) else {
            Diagnostics.warn("scrollToRow: the column table has no row \(row)")
            return false
        }
        return table.scrollToRow(shown, section: 0, focus: focus)
    }

    /// The vertical scroll position and range of the rows.
    public var verticalAdjustment: Adjustment { table.verticalAdjustment }

    /// The sideways scroll position and range, when the columns are wider than the table.
    public var horizontalAdjustment: Adjustment { table.scroller.horizontalAdjustment }

    /// What the table shows when it has no rows.
    public var emptyText: String {
        get { table.emptyText }
        set { table.emptyText = newValue }
    }

    /// Whether the table shows its empty state now.
    public var isShowingEmptyState: Bool { table.isShowingEmptyState }

    /// Names the table for assistive technologies.
    public func setAccessibleName(_ name: String) {
        table.setAccessibleName(name)
        header.setAccessibleLabel(LibraryLocalization.text("Column headers"))
    }
}

extension ColumnTableView {
    /// Gives the rows the keyboard focus without scrolling: the row that had it last when it is
    /// on screen, else the first row on screen. Returns whether a row took it.
    @discardableResult
    public func takeKeyboardFocus() -> Bool {
        table.takeKeyboardFocus()
    }
}
