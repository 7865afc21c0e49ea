/// Where a row stands in its section: what a grouped style (``TableStyle/grouped``,
/// ``TableStyle/insetGrouped``) draws differently at a section's edges.
///
/// Every table decides it here, from its ``SectionLayout``, for every engine: the first row of
/// a section is the top of the section's card (rounded above), the last its bottom (rounded
/// below, no rule under it); a section's only row is both. Rows in between are neither.
package struct RowPlaceInSection: Hashable, Sendable {
    /// The first row of its section: the top of the section's card.
    package var isFirst: Bool
    /// The last row of its section: the bottom of the section's card.
    package var isLast: Bool
    /// The first row of a section without a header: nothing above it in its section, so it
    /// keeps the space between sections (a header keeps it otherwise).
    package var opensSection: Bool

    /// A row between the first and the last of its section.
    package static let middle = RowPlaceInSection(isFirst: false, isLast: false, opensSection: false)

    /// Creates a place: first, last (both for a section's only row), and whether the row is the
    /// first thing in its section (only a first row can be).
    package init(isFirst: Bool, isLast: Bool, opensSection: Bool) {
        self.isFirst = isFirst
        self.isLast = isLast
        self.opensSection = isFirst && opensSection
    }
}

extension SectionLayout {
    /// Where `indexPath` stands in its section; `nil` when the layout has no such row (an
    /// empty section has none: it draws no card).
    package func placeInSection(of indexPath: TableIndexPath) -> RowPlaceInSection? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard indexPath.row >= 0, indexPath.row < section.rows else { return nil }
        guard isFiltered else {
            return RowPlaceInSection(
                isFirst: indexPath.row == 0, isLast: indexPath.row == section.rows - 1, opensSection: !section.hasHeader)
        }
        // Among the rows a search shows.
        let ordinal = rowStarts[indexPath.section] + indexPath.row
        guard isShown(ordinal: ordinal) else { return nil }
        let index = shownIndex(atOrAfter: ordinal) - shownStarts[indexPath.section]
        return RowPlaceInSection(
            isFirst: index == 0, isLast: index == shownCounts[indexPath.section] - 1, opensSection: !section.hasHeader)
    }

    /// The rows at a section's edges (its first and its last, one row for a section of one),
    /// in order, each with its place: every row whose place is not ``RowPlaceInSection/middle``.
    /// One or two per section with rows, however many rows there are.
    package var sectionEdgeRows: [(indexPath: TableIndexPath, place: RowPlaceInSection)] {
        var edges: [(indexPath: TableIndexPath, place: RowPlaceInSection)] = []
        for section in sections.indices where numberOfShownRows(inSection: section) > 0 {
            let start = firstShownIndex(inSection: section)
            let first = ordinal(ofShownIndex: start) - rowStarts[section]
            let last = ordinal(ofShownIndex: start + shownCounts[section] - 1) - rowStarts[section]
            for row in first == last ? [first] : [first, last] {
                let indexPath = TableIndexPath(row: row, section: section)
                if let place = placeInSection(of: indexPath) { edges.append((indexPath, place)) }
            }
        }
        return edges
    }
}
