import TableDeckBridge
import TableDeckModel

/// What a ``StackTableView`` reads from, and tells, the engine that shows its rows: the
/// `.stack` engine (``StackRowsEngine``) or a recycling table (``StackTableRecyclingBackend``).
/// The stack table reads its delegate's sections and checks its batches; the backend shows them,
/// asking the table (its ``StackRowsSource``) for each row's view. Every row behaviour is the
/// backend's ``TableCore``'s: the stack table never asks which engine it has.
@MainActor
protocol StackTableBackend: AnyObject {
    /// The widget the stack table shows as its content.
    var content: Widget { get }
    /// The engine that shows the rows, for the core and the table's public API.
    var engine: any TableEngine { get }
    /// Every row behaviour, over ``engine``.
    var core: TableCore { get }
    /// Makes `source` the one the rows, their sections and the core's questions come from.
    func connect(to source: any StackRowsSource)
    /// Shows the source's sections and titles as they are now, asking for the rows' views
    /// (all of them, or those on screen). Returns `false`, changing nothing, when the source
    /// stopped giving views before every row had one (its delegate went away).
    func reload() -> Bool
    /// Shows a checked batch: the source's layout is already the new one; only the changed
    /// rows are asked for. The cursor follows its row (the stack table gives the focus back).
    /// Returns `false`, changing nothing, when the source gave no view for a changed row.
    func apply(_ plan: SectionedRowBatch.Plan, animated: Bool) -> Bool
    /// Names the list of rows for assistive technologies.
    func setAccessibleName(_ name: String)

    // Read by tests and the leak check.

    /// Whether a batch is animating now.
    var isAnimatingChanges: Bool { get }
    /// The row motions decided for the last batch (``RowMotionPlan/none`` when it did not animate).
    var lastRowMotions: RowMotionPlan { get }
    /// The object that animates batch updates.
    var rowAnimator: AnyObject { get }
    /// Every section title and row that has a widget now, with its text (a title's, or a row's
    /// that is a label).
    var itemWidgets: [(item: TableItem, widget: Widget, text: String?)] { get }
    /// The widget showing the header or footer title `item`, if any.
    func titleWidget(for item: TableItem) -> Widget?
}

/// What a stack table's backend asks of the stack table: the sections and titles it read from
/// its delegate, and each row's view, which the table asks its delegate for. The core's questions
/// (``TableCoreSource``) are answered by the same table.
@MainActor
protocol StackRowsSource: TableCoreSource {
    /// The sections and rows to show.
    var sectionLayout: SectionLayout { get }
    /// The section titles to show.
    var sectionTitles: SectionTitles { get }
    /// The delegate's view for the row with item index `index`, ready to be shown: `nil` when
    /// there is no delegate any more; an empty label, with a warning, for a view that already
    /// has a parent.
    func rowView(forItemAt index: Int) -> Widget?
    /// Gives `row` (the delegate's view itself, or the cell around it) a row's look: the
    /// library's row class and the table's ``StackTableView/rowInsets``. Called each time a
    /// widget becomes a row.
    func styleRow(_ row: Widget)
}
