import TableDeckBridge
import TableDeckModel

/// The section index: a strip of titles at the trailing edge
/// (``SectionIndexView``) whose titles jump to their sections, as UIKit's index bar does.
extension RecyclingTableView {
    /// Wires the strip: a picked title jumps to its section; a new height folds it anew.
    func installSectionIndex() {
        sectionIndex.onPick = { [weak self] index in self?.sectionIndexTitlePicked(at: index) }
        verticalAdjustment.onChanged { [weak self] in
            guard let self else { return }
            self.sectionIndex.scheduleRelayout(height: self.verticalAdjustment.pageSize)
        }
    }

    /// Reads the index titles and the sections' own titles again (on reload) and warns about
    /// titles that map to no section.
    func reloadSectionIndex() {
        guard let dataSource, let titles = dataSource.sectionIndexTitles(for: self), !titles.isEmpty else {
            sectionIndexMap = SectionIndexMap(titles: [], sectionTitles: [], sectionCount: 0, folding: core.typeAhead.folding)
            sectionIndex.setTitles([], height: 0)
            scroller.setMargins(top: 0, bottom: 0, start: 0, end: 0)
            return
        }
        let sectionCount = layout.numberOfSections
        let sectionTitles = (0..<sectionCount).map { dataSource.tableView(self, indexTitleForSection: $0) }
        sectionIndexMap = SectionIndexMap(
            titles: titles, sectionTitles: sectionTitles, sectionCount: sectionCount, folding: core.typeAhead.folding)
        for problem in sectionIndexMap.problems { Diagnostics.warn(problem) }
        sectionIndex.setTitles(titles, height: verticalAdjustment.pageSize)
        // The list ends where the strip begins, so no row is drawn under it.
        scroller.setMargins(top: 0, bottom: 0, start: 0, end: sectionIndex.measureWidth(forHeight: -1).natural)
    }

    /// The section the index title at `index` goes to by the table's own mapping: the section
    /// whose ``RecyclingTableViewDataSource/tableView(_:indexTitleForSection:)`` matches it
    /// (case and accents aside), else the next title's section, else the last section; without
    /// section titles, section `index`. 0 for a table with no sections.
    public func defaultSection(forSectionIndexTitleAt index: Int) -> Int {
        sectionIndexMap.section(forTitleAt: index) ?? max(0, min(index, layout.numberOfSections - 1))
    }

    /// The titles of the section index shown now (empty without one).
    public var sectionIndexTitles: [String] { sectionIndex.titles }

    /// A title of the strip was pressed or dragged over: its section's header goes to the top
    /// and the keyboard cursor to its first row.
    func sectionIndexTitlePicked(at index: Int) {
        let titles = sectionIndex.titles
        guard let dataSource, titles.indices.contains(index) else { return }
        var section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        let last = layout.numberOfSections - 1
        guard last >= 0 else { return }
        if section < 0 || section > last {
            let clamped = min(max(section, 0), last)
            Diagnostics.warn(
                "the data source maps the section index title '\(titles[index])' to section \(section), "
                    + "which the table does not have; using section \(clamped)")
            section = clamped
        }
        scrollToSection(section, focusingFirstRow: true)
    }

    /// Scrolls so `section`'s header (or its first row, without a header) is at the top of the
    /// list, as far as the list scrolls, and, with `focusingFirstRow`, puts the keyboard cursor
    /// on its first row. Returns `false`, with a warning, for a section that does not exist
    /// or has neither header nor rows.
    @discardableResult
    public func scrollToSection(_ section: Int, focusingFirstRow focus: Bool = false) -> Bool {
        let header = layout.position(of: .header(section: section))
        let firstRow = layout.position(ofRow: 0, inSection: section)
        guard let target = header ?? firstRow, target < numberOfPositions else {
            Diagnostics.warn("scrollToSection: the table has no section \(section) with a header or rows")
            return false
        }
        if let pending = sectionScrollTick {
            removeTickCallback(pending)
            sectionScrollTick = nil
        }
        if alignToTop(target) {
            finishSectionScroll(firstRow: focus ? firstRow : nil)
            return true
        }
        listView.scrollToItem(target)
        var framesLeft = Self.framesToWaitForARow
        sectionScrollTick = addTickCallback { [weak self] _ in
            guard let self else { return false }
            framesLeft -= 1
            if self.alignToTop(target) || framesLeft <= 0 {
                self.sectionScrollTick = nil
                self.finishSectionScroll(firstRow: focus ? firstRow : nil)
                return false
            }
            return true
        }
        return true
    }

    /// Moves the list so the item at `position` is at its top (or the list at its end); returns
    /// whether it is there now (`false` while the item is not laid out, or after a move the
    /// list still has to lay out).
    private func alignToTop(_ position: Int) -> Bool {
        guard let item = layout.item(at: position), let cell = boundCell(for: item), let extent = verticalExtent(of: cell) else {
            return false
        }
        let adjustment = verticalAdjustment
        let highest = adjustment.upper - adjustment.pageSize
        if abs(extent.top) < 0.5 || (extent.top > 0 && adjustment.value >= highest - 0.5) { return true }
        adjustment.value = min(max(adjustment.value + extent.top, adjustment.lower), highest)
        return false
    }

    private func finishSectionScroll(firstRow: Int?) {
        guard let firstRow else { return }
        scrollToPosition(firstRow, focus: true, scroll: false)
    }

    /// The section index strip.
    package var sectionIndexView: SectionIndexView { sectionIndex }
}
