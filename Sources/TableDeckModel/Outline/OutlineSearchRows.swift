/// What an outline shows while its search has a result: the rows
/// ``OutlineTree/searchRows(revealing:)`` makes for the matching items (each match under its
/// ancestors, drawn expanded), the row of each item, and what the outline's keys do among them.
///
/// The rows are a view of the tree, not a state of it: the keys only move the cursor (Right to
/// the first child shown, Left to the parent); expanding and collapsing mean nothing here, as
/// the result shows each match's ancestors whatever their stored state.
package struct OutlineSearchRows<ID: Hashable & Sendable>: Sendable {
    /// The items that matched (those still in the tree when the rows were made).
    package let matches: Set<ID>
    /// The rows shown, in order.
    package let rows: [OutlineRow<ID>]
    /// The row of each item shown.
    private let rowOfItem: [ID: Int]

    /// The rows `tree` shows for `matches` (identifiers not in the tree are left out).
    package init(matches: Set<ID>, in tree: OutlineTree<ID>) {
        self.matches = matches.filter { tree.contains($0) }
        rows = tree.searchRows(revealing: self.matches)
        rowOfItem = Dictionary(rows.enumerated().map { ($1.item, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// How many rows show.
    package var count: Int { rows.count }

    /// The row at `index`, or `nil` out of range.
    package func row(at index: Int) -> OutlineRow<ID>? {
        rows.indices.contains(index) ? rows[index] : nil
    }

    /// The row of `id`, or `nil` when it does not show.
    package func rowIndex(of id: ID) -> Int? { rowOfItem[id] }

    /// What `key` does on the cursor row at `index` (see ``OutlineKey``): Right (Left, right to
    /// left) moves to the first child shown below it, Left to its parent; every other key, and
    /// a row out of range, is ``OutlineKeyAction/nothing``. O(1) for Right, O(rows above) for
    /// Left.
    package func keyAction(for key: OutlineKey, atRow index: Int, rightToLeft: Bool = false) -> OutlineKeyAction<ID> {
        guard let row = row(at: index) else { return .nothing }
        switch OutlineKeyMeaning(key, rightToLeft: rightToLeft) {
        case .open:
            guard let next = self.row(at: index + 1), next.level == row.level + 1 else { return .nothing }
            return .moveCursor(toRow: index + 1)
        case .close:
            // Depth first: the parent is the nearest row above one level up.
            guard let parent = rows[..<index].lastIndex(where: { $0.level == row.level - 1 }) else { return .nothing }
            return .moveCursor(toRow: parent)
        case .expand, .collapse, .expandAll, .collapseAll:
            return .nothing
        }
    }
}
