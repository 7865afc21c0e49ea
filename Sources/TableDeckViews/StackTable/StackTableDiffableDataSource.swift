import TableDeckBridge
import TableDeckModel

/// A stack table's rows as a snapshot of identifiers (UIKit's `UITableViewDiffableDataSource`):
/// apply a new snapshot and the table inserts, deletes, moves and reloads just the rows that
/// differ, animated, keeping each row's selection and the rows on screen where they are.
///
/// The table's delegate answers from it: `numberOfItems(in:)` returns ``numberOfItems`` and
/// `stackTableView(_:viewForItemAt:)` builds the view for ``itemIdentifier(at:)``. By default the
/// snapshot's sections are shown one after another, as one section. To show them as the table's
/// sections (as a recycling table's ``RecyclingTableDiffableDataSource`` does), set
/// ``showsSections`` and answer `numberOfSections(in:)` with ``numberOfSections`` and
/// `stackTableView(_:numberOfItemsInSection:)` with ``numberOfItems(inSection:)`` (titles from
/// ``sectionIdentifier(for:)``): a snapshot that adds or removes sections then reloads the table.
///
/// ```swift
/// var snapshot = TableSnapshot<Int, Int>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(users.map(\.id))
/// dataSource.apply(snapshot)
/// ```
///
/// A row the user moves (a drag, Alt+Up or Alt+Down) moves in the snapshot too, before the
/// delegate's `stackTableView(_:moveItemAt:to:)` hears of it, as UIKit's reordering does: update
/// your own data there; a snapshot you apply there, made from that data, is then no change (and
/// one with other changes is shown once the move is on screen).
@MainActor
public final class StackTableDiffableDataSource<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>:
    UserMoveRecording
{
    /// The table the snapshots are applied to. Held `weak`.
    public private(set) weak var tableView: StackTableView?
    private var rows = DiffableRows<SectionIdentifier, ItemIdentifier>()

    /// A data source for `tableView`, empty until the first ``apply(_:animatingDifferences:)``.
    public init(tableView: StackTableView) {
        self.tableView = tableView
        tableView.moveRecorder = self
    }

    /// The snapshot shown now.
    public var snapshot: TableSnapshot<SectionIdentifier, ItemIdentifier> { rows.snapshot }

    /// Whether the table's delegate shows the snapshot's sections as the table's own (answering
    /// with ``numberOfSections`` and ``numberOfItems(inSection:)``). Off by default: the
    /// sections are shown one after another.
    public var showsSections = false

    /// How many sections the snapshot has.
    public var numberOfSections: Int { rows.snapshot.sectionIdentifiers.count }

    /// How many items the snapshot's section at `index` has; 0 out of range.
    public func numberOfItems(inSection index: Int) -> Int {
        sectionIdentifier(for: index).map { rows.snapshot.itemIdentifiers(inSection: $0).count } ?? 0
    }

    /// The identifier of the snapshot's section at `index`; `nil` out of range.
    public func sectionIdentifier(for index: Int) -> SectionIdentifier? {
        let sections = rows.snapshot.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// How many rows the snapshot has.
    public var numberOfItems: Int { rows.count }

    /// The identifier of the row at `index`; `nil` out of range.
    public func itemIdentifier(at index: Int) -> ItemIdentifier? {
        rows.item(atOrdinal: index)
    }

    /// The row of `item`; `nil` when the snapshot does not have it.
    public func index(of item: ItemIdentifier) -> Int? {
        rows.ordinal(of: item)
    }

    /// The identifier of the item at `indexPath`: with ``showsSections``, the snapshot's
    /// section and row; without, row `indexPath.row` of the one section 0. `nil` when there is
    /// none.
    public func itemIdentifier(for indexPath: TableIndexPath) -> ItemIdentifier? {
        guard showsSections else { return indexPath.section == 0 ? itemIdentifier(at: indexPath.row) : nil }
        guard let section = sectionIdentifier(for: indexPath.section) else { return nil }
        let items = rows.snapshot.itemIdentifiers(inSection: section)
        return items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    /// The index path of `item` (see ``itemIdentifier(for:)``); `nil` when the snapshot does not
    /// have it.
    public func indexPath(for item: ItemIdentifier) -> TableIndexPath? {
        guard let ordinal = rows.ordinal(of: item) else { return nil }
        guard showsSections else { return TableIndexPath(row: ordinal, section: 0) }
        let snapshot = rows.snapshot
        guard let section = snapshot.sectionIdentifier(containingItem: item), let index = snapshot.indexOfSection(section),
            let row = snapshot.itemIdentifiers(inSection: section).firstIndex(of: item)
        else { return nil }
        return TableIndexPath(row: row, section: index)
    }

    /// Shows `newSnapshot`: the difference from the current one (the standard library's
    /// `CollectionDifference`, with moves inferred) becomes one batch of updates, animated unless
    /// `animatingDifferences` is `false`. The first snapshot (or one applied to an empty table)
    /// reloads the table. A snapshot with an identifier twice is refused with a warning.
    public func apply(_ newSnapshot: TableSnapshot<SectionIdentifier, ItemIdentifier>, animatingDifferences: Bool = true) {
        if rows.isShowingUserMove {
            rows.defer(newSnapshot, animated: animatingDifferences)
            return
        }
        switch rows.take(newSnapshot, shownRows: tableView?.numberOfRows ?? 0, sectionsMatter: showsSections) {
        case .refused:
            Diagnostics.warn("a snapshot names an item more than once; the stack table keeps its rows")
        case .reload:
            tableView?.reloadData()
        case .batch(let batch):
            tableView?.apply(batch, animated: animatingDifferences)
        }
    }

    // MARK: - User moves

    func userWillMoveRow(fromOrdinal from: Int, toOrdinal to: Int, inSection section: Int) {
        if !rows.moveItem(fromOrdinal: from, toOrdinal: to, inSection: showsSections ? section : nil) {
            Diagnostics.warn(
                "the stack table moved row \(from) to \(to), which its diffable data source does not have; "
                    + "it keeps its snapshot (apply one that matches the table)")
        }
        rows.beginUserMove()
    }

    func userMoveShown() {
        guard let pending = rows.endUserMove() else { return }
        apply(pending.snapshot, animatingDifferences: pending.animated)
    }
}
