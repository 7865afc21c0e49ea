/// What a diffable data source holds, for every table: the snapshot shown, its rows in order
/// (sections one after another) and each item's row; and how a new snapshot is shown: by a
/// reload or by the batch of row changes from the old rows (``SnapshotRows/batch(to:reloading:)``).
package struct DiffableRows<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>: Sendable {
    /// How a table shows a snapshot just taken.
    package enum Update: Equatable, Sendable {
        /// The snapshot names an item twice: it is not taken, and the table keeps its rows.
        case refused
        /// Every row is read anew: the first snapshot, one applied to a table that shows other
        /// rows than the last snapshot had, or one whose sections changed.
        case reload
        /// These row changes, by ordinal (sections flattened), turn the old rows into the new.
        case batch(RowBatch)
    }

    /// The snapshot shown now (no item marked as reloaded).
    package private(set) var snapshot = TableSnapshot<SectionIdentifier, ItemIdentifier>()
    private var rows = SnapshotRows<ItemIdentifier>.empty
    /// Whether a user's move is being shown: recorded, told to the app, not yet on screen.
    package private(set) var isShowingUserMove = false
    /// The last snapshot applied while a user's move was being shown, and whether it animates:
    /// taken once the move is on screen.
    private var deferred: (snapshot: TableSnapshot<SectionIdentifier, ItemIdentifier>, animated: Bool)?

    /// No snapshot yet.
    package init() {}

    /// How many rows the snapshot has.
    package var count: Int { rows.items.count }

    /// The item at `ordinal` (sections flattened); `nil` out of range.
    package func item(atOrdinal ordinal: Int) -> ItemIdentifier? {
        rows.items.indices.contains(ordinal) ? rows.items[ordinal] : nil
    }

    /// The ordinal of `item`; `nil` when the snapshot does not have it.
    package func ordinal(of item: ItemIdentifier) -> Int? {
        rows.rowByItem[item]
    }

    /// The shape of the snapshot's sections: each section's rows, without headers or footers.
    package var sectionCounts: [Int] {
        snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0).count }
    }

    /// Takes `new` (unless it names an item twice) and says how a table showing `shownRows`
    /// rows shows it. With `sectionsMatter` (a table that shows the snapshot's sections as its
    /// own), a change of section identifiers reloads.
    package mutating func take(_ new: TableSnapshot<SectionIdentifier, ItemIdentifier>, shownRows: Int, sectionsMatter: Bool)
        -> Update
    {
        guard let newRows = SnapshotRows(new.itemIdentifiers) else { return .refused }
        let old = snapshot
        let oldRows = rows
        let sameSections = old.sectionIdentifiers == new.sectionIdentifiers
        snapshot = new.withoutReloads
        rows = newRows
        if oldRows.items.isEmpty || shownRows != oldRows.items.count || (sectionsMatter && !sameSections) {
            return .reload
        }
        var batch = oldRows.batch(to: newRows, reloading: new.reloadedItemIdentifiers)
        if sectionsMatter {
            // An item that changed sections but kept its place in the flattened order (Banana,
            // the last fruit, becoming the first vegetable) is a move too: the sections' counts
            // change with it.
            let moved = Set(batch.moves.map(\.from)).union(batch.deletions).union(batch.reloads)
            let oldSection = Self.sections(of: old)
            let newSection = Self.sections(of: new)
            for (ordinal, item) in oldRows.items.enumerated() where !moved.contains(ordinal) {
                guard let to = newRows.rowByItem[item], oldSection[item] != newSection[item] else { continue }
                batch.moves.append(RowBatch.Move(from: ordinal, to: to))
            }
        }
        return .batch(batch)
    }

    /// Records a move the user made on screen, so that the snapshot stays what the table shows:
    /// the item at ordinal `from` (sections flattened) is now at ordinal `to`, in the snapshot's
    /// section at index `section`. Without a section (a table that shows the snapshot's sections
    /// one after another), it joins the section of the item it now comes before, or at the end
    /// the last item's. Returns `false`, changing nothing, for ordinals or a section out of
    /// range, or a `to` that does not lie in `section`.
    @discardableResult
    package mutating func moveItem(fromOrdinal from: Int, toOrdinal to: Int, inSection section: Int?) -> Bool {
        var items = rows.items
        guard items.indices.contains(from), items.indices.contains(to) else { return false }
        let item = items.remove(at: from)
        let sectionOf = Self.sections(of: snapshot)
        let sectionIdentifiers = snapshot.sectionIdentifiers
        let target: Int
        if let section {
            guard sectionIdentifiers.indices.contains(section) else { return false }
            target = section
        } else {
            let neighbour = to < items.count ? items[to] : items.last ?? item
            guard let neighbourSection = sectionOf[neighbour] else { return false }
            target = neighbourSection
        }
        // Its row in the target section: the target section's items that come before it.
        let row = items[..<to].reduce(0) { $0 + (sectionOf[$1] == target ? 1 : 0) }
        var moved = snapshot
        guard moved.placeItem(item, inSection: sectionIdentifiers[target], at: row), moved.indexOfItem(item) == to,
            let newRows = SnapshotRows(moved.itemIdentifiers)
        else { return false }
        snapshot = moved
        rows = newRows
        return true
    }

    /// A user's move is recorded (``moveItem(fromOrdinal:toOrdinal:inSection:)``) and the app
    /// hears of it now, before the table shows it: a snapshot the app applies meanwhile waits
    /// (``defer(_:animated:)``) until ``endUserMove()``.
    package mutating func beginUserMove() {
        isShowingUserMove = true
    }

    /// Keeps `snapshot` to apply once the user's move is on screen; the last one wins.
    package mutating func `defer`(_ snapshot: TableSnapshot<SectionIdentifier, ItemIdentifier>, animated: Bool) {
        deferred = (snapshot, animated)
    }

    /// The user's move is on screen: returns the snapshot applied meanwhile, if any, to apply now.
    package mutating func endUserMove() -> (snapshot: TableSnapshot<SectionIdentifier, ItemIdentifier>, animated: Bool)? {
        isShowingUserMove = false
        defer { deferred = nil }
        return deferred
    }

    /// Each item's section index in `snapshot`.
    private static func sections(of snapshot: TableSnapshot<SectionIdentifier, ItemIdentifier>) -> [ItemIdentifier: Int] {
        var sections: [ItemIdentifier: Int] = [:]
        for (index, section) in snapshot.sectionIdentifiers.enumerated() {
            for item in snapshot.itemIdentifiers(inSection: section) { sections[item] = index }
        }
        return sections
    }
}
