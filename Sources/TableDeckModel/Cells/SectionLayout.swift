/// Flattens a sectioned table (sections of rows, each section with or without a header) into
/// the single list of positions a `GtkListView` shows, and maps positions back.
///
/// Headers, rows and footers interleave: a section with a header takes one position for the
/// header, then one per row, then one for its footer if it has one. The layout stores one number per *section*, never per row, so a section of
/// ten million rows costs as much as a section of ten. Lookups are a binary search over sections.
public struct SectionLayout: Equatable, Sendable {
    /// The shape of one section.
    public struct Section: Equatable, Sendable {
        /// How many rows the section has (never negative).
        public var rows: Int
        /// Whether a header comes before the rows.
        public var hasHeader: Bool
        /// Whether a footer comes after the rows.
        public var hasFooter: Bool

        /// Creates a section of `rows` rows (a negative count is treated as zero), with or
        /// without a header before them and a footer after them.
        public init(rows: Int, hasHeader: Bool, hasFooter: Bool = false) {
            self.rows = max(0, rows)
            self.hasHeader = hasHeader
            self.hasFooter = hasFooter
        }

        /// Positions the section takes: its rows, plus one for the header and one for the footer.
        public var positions: Int { rows + (hasHeader ? 1 : 0) + (hasFooter ? 1 : 0) }
    }

    /// The sections, in order.
    public let sections: [Section]
    /// The position of each section's first item (its header if it has one).
    private let starts: [Int]
    /// How many positions the whole table takes: every header, row and footer shown.
    public let count: Int
    /// How many rows come before each section's first row.
    let rowStarts: [Int]
    /// How many rows there are in all, headers and footers not counted, shown or not: a search
    /// that shows some rows does not change it.
    public let totalRows: Int
    /// The rows a search shows, by ordinal, ascending; `nil` when every row shows.
    package let shownOrdinals: [Int32]?
    /// For each section, the index in ``shownOrdinals`` of its first shown row (with a filter).
    let shownStarts: [Int]
    /// How many of each section's rows show.
    let shownCounts: [Int]

    /// Lays out `sections` in order.
    public init(_ sections: [Section]) {
        self.init(sections, showing: nil)
    }

    /// Lays out `sections` in order, showing only the rows whose ordinals are in `shown`
    /// (ascending; ordinals past the last row are dropped), or every row for `nil`. A section
    /// none of whose rows show takes no position at all, its header and footer neither: a search
    /// hides it.
    package init(_ sections: [Section], showing shown: [Int32]?) {
        self.sections = sections
        var starts: [Int] = []
        var rowStarts: [Int] = []
        var shownStarts: [Int] = []
        var shownCounts: [Int] = []
        starts.reserveCapacity(sections.count)
        rowStarts.reserveCapacity(sections.count)
        shownCounts.reserveCapacity(sections.count)
        var total = 0
        var rows = 0
        var next = 0
        for section in sections {
            starts.append(total)
            rowStarts.append(rows)
            if let shown {
                let first = next
                while next < shown.count && Int(shown[next]) < rows + section.rows { next += 1 }
                shownStarts.append(first)
                shownCounts.append(next - first)
                total += next > first ? section.positions - section.rows + next - first : 0
            } else {
                shownCounts.append(section.rows)
                total += section.positions
            }
            rows += section.rows
        }
        self.starts = starts
        self.rowStarts = rowStarts
        self.shownStarts = shownStarts
        self.shownCounts = shownCounts
        shownOrdinals = shown.map { next == $0.count ? $0 : Array($0[0..<next]) }
        count = total
        totalRows = rows
    }

    /// The same sections, headers and footers with `counts` rows (a batch of row changes);
    /// sections past the end of `counts` are left out.
    package func withRowCounts(_ counts: [Int]) -> SectionLayout {
        // Without a filter: the shown ordinals were the old rows'.
        SectionLayout(zip(sections, counts).map { Section(rows: $1, hasHeader: $0.hasHeader, hasFooter: $0.hasFooter) })
    }

    /// How many positions `section` takes as shown: none for a section a search hides.
    func shownPositions(inSection section: Int) -> Int {
        let shape = sections[section]
        guard shownOrdinals != nil else { return shape.positions }
        return shownCounts[section] > 0 ? shape.positions - shape.rows + shownCounts[section] : 0
    }

    /// An empty layout: no sections, no positions.
    public static let empty = SectionLayout([])

    /// The list position of the first row of `section` (past its header), whether or not the
    /// section has rows.
    package func firstRowPosition(inSection section: Int) -> Int {
        starts[section] + (sections[section].hasHeader ? 1 : 0)
    }

    /// How many sections there are.
    public var numberOfSections: Int { sections.count }

    /// How many rows `section` has; 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows : 0
    }

    /// What is shown at `position`, or `nil` outside `0..<count`.
    public func item(at position: Int) -> TableItem? {
        guard position >= 0, position < count else { return nil }
        // The last section starting at or before `position`. Empty sections share their start
        // with the next one; taking the last of equal starts skips them.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        let section = sections[low]
        var offset = position - starts[low]
        if section.hasHeader {
            if offset == 0 { return .header(section: low) }
            offset -= 1
        }
        if section.hasFooter && offset == shownCounts[low] { return .footer(section: low) }
        guard let shown = shownOrdinals else { return .row(TableIndexPath(row: offset, section: low)) }
        return .row(TableIndexPath(row: Int(shown[shownStarts[low] + offset]) - rowStarts[low], section: low))
    }

    /// The position of `item`, or `nil` when the layout has no such header, row or footer.
    public func position(of item: TableItem) -> Int? {
        switch item {
        case .header(let section):
            guard sections.indices.contains(section), sections[section].hasHeader, shownPositions(inSection: section) > 0
            else { return nil }
            return starts[section]
        case .footer(let section):
            guard sections.indices.contains(section), sections[section].hasFooter, shownPositions(inSection: section) > 0
            else { return nil }
            return starts[section] + shownPositions(inSection: section) - 1
        case .row(let indexPath):
            guard sections.indices.contains(indexPath.section) else { return nil }
            let section = sections[indexPath.section]
            guard indexPath.row >= 0, indexPath.row < section.rows else { return nil }
            var row = indexPath.row
            if let shown = shownOrdinals {
                let ordinal = rowStarts[indexPath.section] + indexPath.row
                let index = Self.lowerBound(of: ordinal, in: shown)
                guard index < shown.count, Int(shown[index]) == ordinal else { return nil }
                row = index - shownStarts[indexPath.section]
            }
            return starts[indexPath.section] + (section.hasHeader ? 1 : 0) + row
        }
    }

    /// The position of `row` in `section`, or `nil` when there is no such row.
    public func position(ofRow row: Int, inSection section: Int) -> Int? {
        position(of: .row(TableIndexPath(row: row, section: section)))
    }
}
