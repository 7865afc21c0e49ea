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

    /// Items whose cells are to be configured again (UIKit's `reconfigureItems`): their rows are
    /// asked for anew in place, as reloaded items are (see ``reconfigureItems(_:)``).
    public var reconfiguredItemIdentifiers: Set<ItemIdentifier> { reloadedItemIdentifiers }

    /// How many sections there are.
    public var numberOfSections: Int { sectionIdentifiers.count }

    /// The items of `section`, in order; empty for a section the snapshot does not have.
    public func itemIdentifiers(inSection section: SectionIdentifier) -> [ItemIdentifier] {
        itemsBySection[section] ?? []
    }

    /// How many items `section` has; 0 for a section the snapshot does not have.
    public func numberOfItems(inSection section: SectionIdentifier) -> Int {
        itemsBySection[section]?.count ?? 0
    }

    /// The place of `item` among all items, section after section; `nil` when there is no such item.
    public func indexOfItem(_ item: ItemIdentifier) -> Int? {
        var before = 0
        for section in sectionIdentifiers {
            let items = itemsBySection[section] ?? []
            if let index = items.firstIndex(of: item) { return before + index }
            before += items.count
        }
        return nil
    }

    /// The place of `section` among the sections; `nil` when there is no such section.
    public func indexOfSection(_ section: SectionIdentifier) -> Int? {
        sectionIdentifiers.firstIndex(of: section)
    }

    /// The section holding `item`; `nil` when there is no such item.
    public func sectionIdentifier(containingItem item: ItemIdentifier) -> SectionIdentifier? {
        sectionIdentifiers.first { itemsBySection[$0]?.contains(item) ?? false }
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

    /// Marks `items` as changed in content, keeping their cells (UIKit's `reconfigureItems`): on
    /// the next apply their rows are asked for in place. A recycling table offers the row's
    /// current cell to the cell provider's first dequeue; a stack table, whose rows are the
    /// delegate's own views, asks for a new view, as for ``reloadItems(_:)``.
    public mutating func reconfigureItems(_ items: [ItemIdentifier]) {
        reloadItems(items)
    }

    /// Marks every item of `sections` as changed in content (UIKit's `reloadSections`).
    public mutating func reloadSections(_ sections: [SectionIdentifier]) {
        for section in sections { reloadItems(itemsBySection[section] ?? []) }
    }

    /// Inserts `sections` just before `anchor`; returns whether `anchor` was found. A section
    /// already in the snapshot is left where it is.
    @discardableResult
    public mutating func insertSections(_ sections: [SectionIdentifier], beforeSection anchor: SectionIdentifier) -> Bool {
        insertSections(sections, at: anchor, after: false)
    }

    /// Inserts `sections` just after `anchor`; returns whether `anchor` was found. A section
    /// already in the snapshot is left where it is.
    @discardableResult
    public mutating func insertSections(_ sections: [SectionIdentifier], afterSection anchor: SectionIdentifier) -> Bool {
        insertSections(sections, at: anchor, after: true)
    }

    /// Removes `sections` and their items.
    public mutating func deleteSections(_ sections: [SectionIdentifier]) {
        for section in sections {
            guard let items = itemsBySection.removeValue(forKey: section) else { continue }
            sectionIdentifiers.removeAll { $0 == section }
            reloadedItemIdentifiers.subtract(items)
        }
    }

    /// Removes every section and item.
    public mutating func deleteAllItems() {
        self = TableSnapshot()
    }

    /// Moves `item` to just before `anchor` (into `anchor`'s section); returns whether both
    /// were found (and differ). Nothing changes otherwise.
    @discardableResult
    public mutating func moveItem(_ item: ItemIdentifier, beforeItem anchor: ItemIdentifier) -> Bool {
        moveItem(item, to: anchor, after: false)
    }

    /// Moves `item` to just after `anchor` (into `anchor`'s section); returns whether both were
    /// found (and differ). Nothing changes otherwise.
    @discardableResult
    public mutating func moveItem(_ item: ItemIdentifier, afterItem anchor: ItemIdentifier) -> Bool {
        moveItem(item, to: anchor, after: true)
    }

    /// Moves `item` to place `row` of `section` (counted without the item), wherever it was;
    /// returns whether both exist and `row` is in range. Nothing changes otherwise.
    @discardableResult
    package mutating func placeItem(_ item: ItemIdentifier, inSection section: SectionIdentifier, at row: Int) -> Bool {
        guard let from = sectionIdentifier(containingItem: item), itemsBySection[section] != nil else { return false }
        var copy = self
        copy.itemsBySection[from]?.removeAll { $0 == item }
        guard let count = copy.itemsBySection[section]?.count, (0...count).contains(row) else { return false }
        copy.itemsBySection[section]?.insert(item, at: row)
        self = copy
        return true
    }

    private mutating func moveItem(_ item: ItemIdentifier, to anchor: ItemIdentifier, after: Bool) -> Bool {
        guard item != anchor, let from = sectionIdentifier(containingItem: item), let section = sectionIdentifier(containingItem: anchor)
        else { return false }
        var copy = self
        copy.itemsBySection[from]?.removeAll { $0 == item }
        guard let index = copy.itemsBySection[section]?.firstIndex(of: anchor) else { return false }
        copy.itemsBySection[section]?.insert(item, at: after ? index + 1 : index)
        self = copy
        return true
    }

    private mutating func insertSections(_ sections: [SectionIdentifier], at anchor: SectionIdentifier, after: Bool) -> Bool {
        guard var index = sectionIdentifiers.firstIndex(of: anchor) else { return false }
        if after { index += 1 }
        for section in sections where itemsBySection[section] == nil {
            sectionIdentifiers.insert(section, at: index)
            itemsBySection[section] = []
            index += 1
        }
        return true
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
