import TableDeckBridge
import TableDeckModel

/// The titles of a table's sections, by section: those with a header title, and those with a
/// footer title.
struct SectionTitles: Equatable {
    /// Each section's header title, where it has one.
    var headers: [Int: String] = [:]
    /// Each section's footer title, where it has one.
    var footers: [Int: String] = [:]
}

/// What a stack table read of its delegate's sections: their shape, their titles, and whether
/// a count had to be trimmed (a negative count, or more rows than the table shows).
struct SectionsRead {
    var layout: SectionLayout
    var titles: SectionTitles
    var trimmed: Bool
}

/// Sections, as UIKit's table view has them: the delegate may split the rows into sections
/// (``StackTableViewDelegate/numberOfSections(in:)``), each with a header title above its rows
/// and a footer title below (``StackTableViewDelegate/stackTableView(_:titleForHeaderInSection:)``).
/// Rows keep one *item index* counted across the sections, the one the delegate's methods and
/// the table's API take; ``indexPath(forItemAt:)`` and ``itemIndex(at:)`` convert. Titles are
/// never rows: the keyboard steps over them and they take no press, selection, swipe or drop.
extension StackTableView {
    /// How many sections the table shows now.
    public var numberOfSections: Int { sectionLayout.numberOfSections }

    /// How many rows `section` has now; 0 for a section the table does not have.
    public func numberOfRows(inSection section: Int) -> Int { sectionLayout.numberOfRows(inSection: section) }

    /// The section and row within it of the row with item index `index`; `nil` out of range.
    public func indexPath(forItemAt index: Int) -> TableIndexPath? { sectionLayout.row(atOrdinal: index) }

    /// The item index of the row at `indexPath`; `nil` for a row the table does not have.
    public func itemIndex(at indexPath: TableIndexPath) -> Int? { sectionLayout.ordinal(of: indexPath) }

    /// The header title of `section` shown now, if any.
    public func titleForHeader(inSection section: Int) -> String? { sectionTitles.headers[section] }

    /// The footer title of `section` shown now, if any.
    public func titleForFooter(inSection section: Int) -> String? { sectionTitles.footers[section] }

    /// The index path of item `index`, for the core; an index out of range (a test's, or a
    /// stale one) names a row of section 0 that the engines do not have.
    func indexPath(ofItem index: Int) -> TableIndexPath {
        sectionLayout.row(atOrdinal: index) ?? TableIndexPath(row: index, section: 0)
    }

    /// Reads the sections, their row counts and titles from `delegate`: at most
    /// ``maximumRows`` rows in all (the last sections lose rows first) and as many sections,
    /// with a warning for every count that is negative or too big.
    func readSections(from delegate: any StackTableViewDelegate) -> SectionsRead {
        let source = "the stack table's delegate"
        let sectionCount = ItemCount(
            reported: delegate.numberOfSections(in: self), maximum: max(1, maximumRows), source: "\(source) (sections)")
        var trimmed = sectionCount.problem != nil
        if let problem = sectionCount.problem { Diagnostics.warn(problem) }
        var sections: [SectionLayout.Section] = []
        var titles = SectionTitles()
        var remaining = maximumRows
        for section in 0..<sectionCount.value {
            let reported = delegate.stackTableView(self, numberOfItemsInSection: section)
            // One section is the flat table of old: its warnings name no section.
            let rows = ItemCount(
                reported: reported, maximum: remaining, source: sectionCount.value == 1 ? source : "\(source) (rows in section \(section))")
            if let problem = rows.problem {
                trimmed = true
                Diagnostics.warn(problem)
            }
            remaining -= rows.value
            let header = delegate.stackTableView(self, titleForHeaderInSection: section)
            let footer = delegate.stackTableView(self, titleForFooterInSection: section)
            titles.headers[section] = header
            titles.footers[section] = footer
            sections.append(SectionLayout.Section(rows: rows.value, hasHeader: header != nil, hasFooter: footer != nil))
        }
        return SectionsRead(layout: SectionLayout(sections), titles: titles, trimmed: trimmed)
    }

    // MARK: - Pinned headers and the section index

    /// Whether the header title of the section at the top stays pinned there while its rows
    /// scroll under it, pushed up by the next one as it arrives (UIKit's plain style). On by
    /// default; a table without header titles pins nothing.
    public var pinsSectionHeaders: Bool {
        get { core.pinnedHeaders.isEnabled }
        set { core.pinnedHeaders.isEnabled = newValue }
    }

    /// The titles of the section index shown now (empty without one).
    public var sectionIndexTitles: [String] { core.sectionIndex.strip.titles }

    /// The section the index title at `index` goes to by the table's own mapping: the section
    /// whose ``StackTableViewDelegate/stackTableView(_:indexTitleForSection:)`` matches it (case
    /// and accents aside), else the next title's section, else the last section; without section
    /// titles, section `index`. 0 for a table with no sections.
    public func defaultSection(forSectionIndexTitleAt index: Int) -> Int {
        core.sectionIndex.defaultSection(forTitleAt: index)
    }

    /// Scrolls so `section`'s header title (or its first row, without one) is at the top, as far
    /// as the rows scroll, and, with `focusingFirstRow`, puts the keyboard cursor on its first
    /// row. Returns `false`, with a warning, for a section that does not exist or has neither
    /// title nor rows.
    @discardableResult
    public func scrollToSection(_ section: Int, focusingFirstRow focus: Bool = false) -> Bool {
        core.sectionIndex.scrollToSection(section, focusingFirstRow: focus)
    }

    /// The pinned header and the section index strip over the rows (either backend; tests).
    package var pinnedHeaderView: PinnedSectionHeader { core.pinnedHeaders.header }

    /// The section index strip (either backend; tests).
    package var sectionIndexView: SectionIndexView { core.sectionIndex.strip }
}
