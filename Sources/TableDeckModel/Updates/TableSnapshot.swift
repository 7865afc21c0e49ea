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
    /// order); see ``SnapshotRows/batch(to:reloading:)``. `nil` when this snapshot names an item
    /// twice.
    package func batch(from old: TableSnapshot) -> RowBatch? {
        guard let oldRows = SnapshotRows(old.itemIdentifiers), let newRows = SnapshotRows(itemIdentifiers) else { return nil }
        return oldRows.batch(to: newRows, reloading: reloadedItemIdentifiers)
    }

    /// This snapshot with no item marked as reloaded (what a data source keeps once applied).
    package var withoutReloads: TableSnapshot {
        var copy = self
        copy.reloadedItemIdentifiers = []
        return copy
    }

    /// Whether some identifier appears twice (the snapshot is then not applied).
    package var hasDuplicateItems: Bool {
        SnapshotRows(itemIdentifiers) == nil
    }
}
