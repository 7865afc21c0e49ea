/// The state of a table's data as identifiers: its sections, in order, and each section's items,
/// in order (UIKit's `NSDiffableDataSourceSnapshot`).
///
/// Build one from your data and apply it to a table's diffable data source: the table works out
/// which rows were inserted, deleted and moved since the last snapshot (with the standard
/// library's `CollectionDifference`) and animates just those. Items are told apart by their
/// identifiers, so an item keeps its row, its selection and its place on screen wherever it
/// moves. Identifiers must be unique across the whole snapshot.
public struct TableSnapshot<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>: Sendable {
    /// The sections, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifier] = []
    private var itemsBySection: [SectionIdentifier: [ItemIdentifier]] = [:]
    /// Items whose content changed while their identity did not; their rows are rebuilt.
    public private(set) var reloadedItemIdentifiers: Set<ItemIdentifier> = []

    /// An empty snapshot.
    public init() {}

    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifier] {
        sectionIdentifiers.flatMap { itemsBySection[$0] ?? [] }
    }

    /// How many items there are in all.
    public var numberOfItems: Int { itemsBySection.values.reduce(0) { $0 + $1.count } }

    /// The items of `section`, in order; empty for a section the snapshot does not have.
    public func itemIdentifiers(inSection section: SectionIdentifier) -> [ItemIdentifier] {
        itemsBySection[section] ?? []
    }

    /// Adds `sections` at the end; a section already there is left where it is.
    public mutating func appendSections(_ sections: [SectionIdentifier]) {
        for section in sections where itemsBySection[section] == nil {
            sectionIdentifiers.append(section)
            itemsBySection[section] = []
        }
    }

    /// Adds `items` at the end of `section` (the last section when `nil`), making the section
    /// if there is none yet.
    public mutating func appendItems(_ items: [ItemIdentifier], toSection section: SectionIdentifier? = nil) {
        guard let target = section ?? sectionIdentifiers.last else { return }
        appendSections([target])
        itemsBySection[target, default: []].append(contentsOf: items)
    }

    /// Removes `items` wherever they are.
    public mutating func deleteItems(_ items: [ItemIdentifier]) {
        let gone = Set(items)
        for section in sectionIdentifiers {
            itemsBySection[section]?.removeAll(where: gone.contains)
        }
        reloadedItemIdentifiers.subtract(gone)
    }

    /// Inserts `items` just before `anchor`; returns whether `anchor` was found.
    @discardableResult
    public mutating func insertItems(_ items: [ItemIdentifier], beforeItem anchor: ItemIdentifier) -> Bool {
        insert(items, at: anchor, after: false)
    }

    /// Inserts `items` just after `anchor`; returns whether `anchor` was found.
    @discardableResult
    public mutating func insertItems(_ items: [ItemIdentifier], afterItem anchor: ItemIdentifier) -> Bool {
        insert(items, at: anchor, after: true)
    }

    /// Marks `items` as changed in content: their rows are rebuilt on the next apply.
    public mutating func reloadItems(_ items: [ItemIdentifier]) {
        reloadedItemIdentifiers.formUnion(items)
    }

    private mutating func insert(_ items: [ItemIdentifier], at anchor: ItemIdentifier, after: Bool) -> Bool {
        for section in sectionIdentifiers {
            guard let index = itemsBySection[section]?.firstIndex(of: anchor) else { continue }
            itemsBySection[section]?.insert(contentsOf: items, at: after ? index + 1 : index)
            return true
        }
        return false
    }

    /// The row changes that turn `old`'s rows into this snapshot's (sections flattened, in
    /// order): deletions and insertions from `CollectionDifference`, with an item found in both
    /// as a move, and this snapshot's reloaded items as reloads.
    package func batch(from old: TableSnapshot) -> RowBatch {
        let oldItems = old.itemIdentifiers
        let newItems = itemIdentifiers
        var batch = RowBatch()
        let difference = newItems.difference(from: oldItems).inferringMoves()
        var movedFrom: [Int: Int] = [:]
        for change in difference {
            switch change {
            case .remove(let offset, _, let associated):
                if let associated {
                    movedFrom[associated] = offset
                } else {
                    batch.deletions.append(offset)
                }
            case .insert(let offset, _, let associated):
                if associated == nil { batch.insertions.append(offset) }
            }
        }
        // A reloaded item that also moved is rebuilt where it lands: removed and inserted.
        for (to, from) in movedFrom.sorted(by: { $0.key < $1.key }) {
            if reloadedItemIdentifiers.contains(oldItems[from]) {
                batch.deletions.append(from)
                batch.insertions.append(to)
            } else {
                batch.moves.append(RowBatch.Move(from: from, to: to))
            }
        }
        if !reloadedItemIdentifiers.isEmpty {
            let rebuilt = Set(batch.deletions)
            let kept = Set(newItems)
            let movedSources = Set(movedFrom.values)
            for (index, item) in oldItems.enumerated()
            where reloadedItemIdentifiers.contains(item) && kept.contains(item) && !rebuilt.contains(index)
                && !movedSources.contains(index)
            {
                batch.reloads.append(index)
            }
        }
        return batch
    }

    /// This snapshot with no item marked as reloaded (what a data source keeps once applied).
    package var withoutReloads: TableSnapshot {
        var copy = self
        copy.reloadedItemIdentifiers = []
        return copy
    }

    /// Whether some identifier appears twice (the snapshot is then not applied).
    package var hasDuplicateItems: Bool {
        Set(itemIdentifiers).count != numberOfItems
    }
}
