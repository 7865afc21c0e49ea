extension SectionLayout {
    /// The row `offset` rows after (or, negative, before) `item`, counting rows only: headers and
    /// footers are stepped over, and the result is clamped to the first and last row. From a
    /// header, one row down is its section's first row and one row up is the row just above the
    /// header; from a footer, one row up is its section's last row and one row down the next row.
    /// `nil` when the table has no rows or `item` is not in it.
    ///
    /// Keyboard moves use it, so Up and Down never stop on a section header.
    public func row(from item: TableItem, movingBy offset: Int) -> TableIndexPath? {
        guard shownRowCount > 0 else { return nil }
        // Counted among the shown rows. From a row a search hides (or a header or footer), the
        // first move lands on the next shown row down, or the one before up.
        let start: Int
        let exact: Bool
        switch item {
        case .row(let indexPath):
            guard let ordinal = ordinal(of: indexPath) else { return nil }
            start = shownIndex(atOrAfter: ordinal)
            exact = isShown(ordinal: ordinal)
        case .header(let section):
            guard sections.indices.contains(section), sections[section].hasHeader else { return nil }
            start = shownIndex(atOrAfter: rowStarts[section])
            exact = false
        case .footer(let section):
            guard sections.indices.contains(section), sections[section].hasFooter else { return nil }
            start = shownIndex(atOrAfter: rowStarts[section] + sections[section].rows)
            exact = false
        }
        let target = exact ? start + offset : start + (offset > 0 ? offset - 1 : offset)
        return row(atOrdinal: ordinal(ofShownIndex: min(max(target, 0), shownRowCount - 1)))
    }

    /// The row about `offset` positions after (or, negative, before) `item`, headers and footers
    /// counted as the space they take: where that lands on one, the nearest row in the direction of
    /// the move (or, at the end of the table, the other way). `nil` when the table has no rows
    /// or `item` is not in it.
    ///
    /// Page Up and Page Down use it, so a screenful of positions is one screenful, however many
    /// headers it holds.
    public func row(from item: TableItem, movingByPositions offset: Int) -> TableIndexPath? {
        // A row a search hides starts from the shown row after it.
        guard shownRowCount > 0,
            let start = position(of: item) ?? row(from: item, movingBy: 0).flatMap({ position(of: .row($0)) })
        else { return nil }
        let target = min(max(start + offset, 0), count - 1)
        let step = offset < 0 ? -1 : 1
        for direction in [step, -step] {
            var candidate = target
            while candidate >= 0 && candidate < count {
                if case .row(let indexPath) = self.item(at: candidate) { return indexPath }
                candidate += direction
            }
        }
        return nil
    }

    /// The first row of the table, if it has any.
    public var firstRow: TableIndexPath? { shownRowCount > 0 ? row(atOrdinal: ordinal(ofShownIndex: 0)) : nil }

    /// The last row of the table, if it has any.
    public var lastRow: TableIndexPath? {
        shownRowCount > 0 ? row(atOrdinal: ordinal(ofShownIndex: shownRowCount - 1)) : nil
    }

    /// The row that is the `ordinal`-th of the whole table, headers and footers not counted.
    package func row(atOrdinal ordinal: Int) -> TableIndexPath? {
        guard ordinal >= 0, ordinal < totalRows else { return nil }
        // The last section whose rows start at or before `ordinal`; empty sections share their
        // start with the next one, and the last of equal starts is the one with rows.
        var low = 0
        var high = rowStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rowStarts[middle] <= ordinal { low = middle } else { high = middle - 1 }
        }
        return TableIndexPath(row: ordinal - rowStarts[low], section: low)
    }

    /// How many rows of the whole table come before `indexPath` (headers and footers not counted), or
    /// `nil` when the layout has no such row.
    package func ordinal(of indexPath: TableIndexPath) -> Int? {
        guard sections.indices.contains(indexPath.section), indexPath.row >= 0,
            indexPath.row < sections[indexPath.section].rows
        else { return nil }
        return rowStarts[indexPath.section] + indexPath.row
    }
}
