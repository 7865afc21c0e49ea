import TableDeckBridge
import TableDeckModel

/// A recycling table's sections and rows as a snapshot of identifiers (UIKit's
/// `UITableViewDiffableDataSource`): the snapshot's sections are the table's sections, and
/// applying a new snapshot inserts, deletes, moves (within a section or to another) and reloads
/// just the rows that differ, keeping each row's selection and the rows on screen where they
/// are. It is the table's data source: it makes itself the table's ``RecyclingTableView/dataSource``
/// and asks `cellProvider` for each row's cell.
///
/// ```swift
/// let dataSource = RecyclingTableDiffableDataSource<String, Int>(tableView: table) { table, indexPath, id in
///     let cell = table.dequeueCell(PersonView.self)
///     cell.customView.show(people[id])
///     return cell
/// }
/// var snapshot = TableSnapshot<String, Int>()
/// snapshot.appendSections(["Team"])
/// snapshot.appendItems(people.keys.sorted())
/// dataSource.apply(snapshot)
/// ```
///
/// Header and footer titles come from a subclass, as in UIKit: override
/// ``tableView(_:titleForHeaderInSection:)`` and ``tableView(_:titleForFooterInSection:)`` (and
/// ``sectionIndexTitles(for:)`` for an index). A snapshot that adds or removes sections reloads
/// the table.
///
/// A row the user moves (a drag, Alt+Up or Alt+Down, to another section too when
/// ``RecyclingTableViewDelegate/tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)``
/// allows it) moves in the snapshot before ``tableView(_:moveRowAt:to:)`` is called, as UIKit's
/// reordering does: override that to update your own data; a snapshot you apply there, made
/// from that data, is then no change (and one with other changes is shown once the move is on
/// screen). Override ``tableView(_:canMoveRowAt:)`` to let rows move.
@MainActor
open class RecyclingTableDiffableDataSource<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>:
    RecyclingTableViewDataSource, UserMoveRecording
{
    /// Makes the cell of the row at an index path, showing the item with that identifier; `nil`
    /// leaves the row empty.
    public typealias CellProvider = @MainActor (RecyclingTableView, TableIndexPath, ItemIdentifier) -> TableViewCell?

    /// The table the snapshots are applied to. Held `weak`.
    public private(set) weak var tableView: RecyclingTableView?
    private let cellProvider: CellProvider
    private var rows = DiffableRows<SectionIdentifier, ItemIdentifier>()
    /// The table's sections as the snapshot has them.
    private var layout = SectionLayout.empty

    /// A data source for `tableView` that makes its cells with `cellProvider`; it becomes the
    /// table's data source (which holds it `weak`: keep it), empty until the first
    /// ``apply(_:animatingDifferences:)``.
    public init(tableView: RecyclingTableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// The snapshot shown now.
    public var snapshot: TableSnapshot<SectionIdentifier, ItemIdentifier> { rows.snapshot }

    /// The identifier of the item at `indexPath`; `nil` when there is none.
    public func itemIdentifier(for indexPath: TableIndexPath) -> ItemIdentifier? {
        layout.ordinal(of: indexPath).flatMap { rows.item(atOrdinal: $0) }
    }

    /// The index path of `item`; `nil` when the snapshot does not have it.
    public func indexPath(for item: ItemIdentifier) -> TableIndexPath? {
        rows.ordinal(of: item).flatMap { layout.row(atOrdinal: $0) }
    }

    /// The identifier of section `index`; `nil` out of range.
    public func sectionIdentifier(for index: Int) -> SectionIdentifier? {
        let sections = rows.snapshot.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// Shows `newSnapshot`: the difference from the current one becomes one batch of row
    /// updates (moves inferred, across sections too). The first snapshot, or one whose sections
    /// differ, reloads the table. A snapshot with an identifier twice is refused with a warning.
    /// The rows on screen animate the change unless `animatingDifferences` is `false` (or GTK's
    /// animations are off).
    public func apply(_ newSnapshot: TableSnapshot<SectionIdentifier, ItemIdentifier>, animatingDifferences: Bool = true) {
        if rows.isShowingUserMove {
            rows.defer(newSnapshot, animated: animatingDifferences)
            return
        }
        let oldLayout = layout
        let update = rows.take(newSnapshot, shownRows: tableView?.layout.totalRows ?? 0, sectionsMatter: true)
        if update == .refused {
            Diagnostics.warn("a snapshot names an item more than once; the recycling table keeps its rows")
            return
        }
        layout = SectionLayout(rows.sectionCounts.map { SectionLayout.Section(rows: $0, hasHeader: false) })
        guard let tableView else { return }
        guard case .batch(let batch) = update,
            let plan = batch.plan(oldCount: oldLayout.totalRows, newCount: layout.totalRows).plan,
            let changes = SectionedRowBatch(plan, old: oldLayout, new: layout)
        else {
            tableView.reloadData()
            return
        }
        tableView.apply(changes, animated: animatingDifferences)
    }

    // MARK: - User moves

    func userWillMoveRow(fromOrdinal from: Int, toOrdinal to: Int, inSection section: Int) {
        if rows.moveItem(fromOrdinal: from, toOrdinal: to, inSection: section) {
            layout = layout.withRowCounts(rows.sectionCounts)
        } else {
            Diagnostics.warn(
                "the recycling table moved row \(from) to \(to) in section \(section), which its diffable data source does not have; "
                    + "it keeps its snapshot (apply one that matches the table)")
        }
        rows.beginUserMove()
    }

    func userMoveShown() {
        guard let pending = rows.endUserMove() else { return }
        apply(pending.snapshot, animatingDifferences: pending.animated)
    }

    // MARK: - RecyclingTableViewDataSource

    /// The snapshot's sections.
    open func numberOfSections(in tableView: RecyclingTableView) -> Int {
        layout.numberOfSections
    }

    /// The snapshot's items in `section`.
    open func tableView(_ tableView: RecyclingTableView, numberOfRowsInSection section: Int) -> Int {
        layout.numberOfRows(inSection: section)
    }

    /// The cell `cellProvider` makes for the row's item (an empty row when it makes none).
    open func tableView(_ tableView: RecyclingTableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) {
            return cell
        }
        return tableView.dequeueBlank()
    }

    /// No header title; override to give sections titles.
    open func tableView(_ tableView: RecyclingTableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; override to give sections footers.
    open func tableView(_ tableView: RecyclingTableView, titleForFooterInSection section: Int) -> String? { nil }

    /// A header when the section has a header title.
    open func tableView(_ tableView: RecyclingTableView, hasHeaderInSection section: Int) -> Bool {
        self.tableView(tableView, titleForHeaderInSection: section) != nil
    }

    /// A footer when the section has a footer title.
    open func tableView(_ tableView: RecyclingTableView, hasFooterInSection section: Int) -> Bool {
        self.tableView(tableView, titleForFooterInSection: section) != nil
    }

    // Declared here, not only by the protocol's defaults, so that a subclass can override them.

    /// No row moves; override to let rows move (the snapshot follows the user's moves itself).
    open func tableView(_ tableView: RecyclingTableView, canMoveRowAt indexPath: TableIndexPath) -> Bool { false }

    /// Nothing (the snapshot has already moved the row); override to update your own data.
    open func tableView(_ tableView: RecyclingTableView, moveRowAt sourceIndexPath: TableIndexPath, to destinationIndexPath: TableIndexPath)
    {}

    /// No section index; override to show one.
    open func sectionIndexTitles(for tableView: RecyclingTableView) -> [String]? { nil }

    /// No index title for any section; override for the default mapping of index titles.
    open func tableView(_ tableView: RecyclingTableView, indexTitleForSection section: Int) -> String? { nil }
}
