/// The outline's keys on the cursor row, decided without touching the tree.
extension OutlineTree {
    /// What a key means on the cursor row at `index`, in a layout read left to right or (with
    /// `rightToLeft`) right to left, where Left and Right swap (see ``OutlineKey``):
    ///
    /// - Right: a collapsed item expands; an expanded one moves the cursor to its first child
    ///   (nothing while only a "Loading…" or failure row is below it); a leaf does nothing.
    /// - Left: an expanded item collapses; any other row moves the cursor to its parent (a
    ///   placeholder row to the item it stands for); a root that is not expanded does nothing.
    /// - Shift+Right and `*` expand all below an expandable item, Shift+Left collapses all
    ///   below it; `+` and `-` expand and collapse only.
    ///
    /// ``OutlineKeyAction/nothing`` for a row out of range. O(d log s).
    package func keyAction(for key: OutlineKey, atRow index: Int, rightToLeft: Bool = false) -> OutlineKeyAction<ID> {
        guard let row = row(at: index) else { return .nothing }
        let meaning = OutlineKeyMeaning(key, rightToLeft: rightToLeft)
        if row.isPlaceholder {
            guard meaning == .close, let itemRow = rowIndex(of: row.item) else { return .nothing }
            return .moveCursor(toRow: itemRow)
        }
        let id = row.item
        switch meaning {
        case .open:
            guard row.isExpandable else { return .nothing }
            guard row.isExpanded else { return .expand(id) }
            guard let next = self.row(at: index + 1), next.kind == .item, next.level == row.level + 1 else { return .nothing }
            return .moveCursor(toRow: index + 1)
        case .close:
            if row.isExpanded { return .collapse(id) }
            guard let parent = parent(of: id), let parentRow = rowIndex(of: parent) else { return .nothing }
            return .moveCursor(toRow: parentRow)
        case .expand:
            return row.isExpandable && !row.isExpanded ? .expand(id) : .nothing
        case .collapse:
            return row.isExpanded ? .collapse(id) : .nothing
        case .expandAll:
            return row.isExpandable ? .expandAll(id) : .nothing
        case .collapseAll:
            return row.isExpandable ? .collapseAll(id) : .nothing
        }
    }

    /// Does what ``keyAction(for:atRow:rightToLeft:)`` decided: the tree's change, empty for a
    /// cursor move or nothing (the table moves the cursor itself).
    @discardableResult
    package mutating func perform(_ action: OutlineKeyAction<ID>) -> OutlineChange<ID> {
        switch action {
        case .expand(let id): expand(id)
        case .collapse(let id): collapse(id)
        case .expandAll(let id): expandAll(below: id)
        case .collapseAll(let id): collapseAll(below: id)
        case .moveCursor, .nothing: OutlineChange()
        }
    }
}
