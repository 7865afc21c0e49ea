extension ReorderMath {
    /// Where the lifted row at `lifted` lands, in its own section or another, when its middle is
    /// at `middle`: the index path it takes after the move (UIKit's proposed destination).
    ///
    /// `known` gives the headers, rows and footers laid out now, at rest, in the same
    /// coordinates as `middle` (a recycling list lays out only those near the screen). The
    /// section is the one of the item under `middle`, else of the item nearest to it: a row held
    /// over the next section's header goes to that section's top, one held over a section's
    /// footer to that section's end, and an empty section is reached over its header or footer.
    /// In its own section the row moves as ``destination(ofLifted:middle:known:count:)`` says;
    /// in another it goes before the first known row of it whose middle is not above `middle`,
    /// else after the last known one, else (no row of it laid out) to its top, or to its end
    /// when held over its footer.
    ///
    /// `nil` when `lifted` is not a row of `layout`; with nothing known, the row stays.
    public static func destination(
        ofLifted lifted: TableIndexPath, middle: Double, known: [TableItem: Span], in layout: SectionLayout
    ) -> TableIndexPath? {
        guard layout.ordinal(of: lifted) != nil else { return nil }
        guard let under = item(under: middle, among: known), layout.sections.indices.contains(under.section) else {
            return lifted
        }
        let section = under.section
        let count = layout.numberOfRows(inSection: section)
        var rows: [Int: Span] = [:]
        for (item, span) in known {
            if case .row(let indexPath) = item, indexPath.section == section { rows[indexPath.row] = span }
        }
        if section == lifted.section {
            let row = destination(ofLifted: lifted.row, middle: middle, known: rows, count: count) ?? lifted.row
            return TableIndexPath(row: row, section: section)
        }
        let row: Int
        if let below = rows.filter({ $0.value.middle >= middle }).keys.min() {
            row = below
        } else if let last = rows.keys.max() {
            row = last + 1
        } else {
            row = under == .footer(section: section) ? count : 0
        }
        return TableIndexPath(row: min(max(row, 0), count), section: section)
    }

    /// The item whose span holds `middle`, else the one nearest to it; `nil` when none is known.
    /// Of two equally near, the one above wins (it ends where the other starts).
    private static func item(under middle: Double, among known: [TableItem: Span]) -> TableItem? {
        var best: (item: TableItem, distance: Double, top: Double)?
        for (item, span) in known {
            let distance = middle < span.top ? span.top - middle : max(0, middle - (span.top + span.height))
            let isBetter =
                best.map { distance < $0.distance || (distance == $0.distance && span.top < $0.top) } ?? true
            if isBetter { best = (item, distance, span.top) }
        }
        return best?.item
    }

    /// The list positions that a move of the row at `source` to `destination` (its index path
    /// after the move, in the same section or another) spans, for drawing room while it is held
    /// there: `from`, the row's position now, and `to`, its position after the move. Every
    /// other header, row and footer at a position `p` of `layout` then makes room by
    /// ``shift(ofRow:from:to:)`` of (`p`, `from`, `to`) lifted rows' heights, titles between
    /// sections included. `nil` when the move is not one a row can make.
    package static func positions(
        ofMoveFrom source: TableIndexPath, to destination: TableIndexPath, in layout: SectionLayout
    ) -> (from: Int, to: Int)? {
        guard let from = layout.position(of: .row(source)),
            let to = SectionedRowBatch.layoutAfterUserMove(from: source, to: destination, in: layout)?.position(of: .row(destination))
        else { return nil }
        return (from, to)
    }
}
