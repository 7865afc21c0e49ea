import TableDeckBridge
import TableDeckModel

/// The section index (the core's ``SectionIndexController``): a strip of titles at the trailing
/// edge whose titles jump to their sections, as UIKit's index bar does.
extension RecyclingTableView {
    /// The section the index title at `index` goes to by the table's own mapping: the section
    /// whose ``RecyclingTableViewDataSource/tableView(_:indexTitleForSection:)`` matches it
    /// (case and accents aside), else the next title's section, else the last section; without
    /// section titles, section `index`. 0 for a table with no sections.
    public func defaultSection(forSectionIndexTitleAt index: Int) -> Int {
        core.sectionIndex.defaultSection(forTitleAt: index)
    }

    /// The titles of the section index shown now (empty without one).
    public var sectionIndexTitles: [String] { core.sectionIndex.strip.titles }

    /// Scrolls so `section`'s header (or its first row, without a header) is at the top of the
    /// list, as far as the list scrolls, and, with `focusingFirstRow`, puts the keyboard cursor on
    /// its first row. Returns `false`, with a warning, for a section that does not exist
    /// or has neither header nor rows.
    @discardableResult
    public func scrollToSection(_ section: Int, focusingFirstRow focus: Bool = false) -> Bool {
        core.sectionIndex.scrollToSection(section, focusingFirstRow: focus)
    }

    /// The list ends where the section index begins.
    func setTrailingInset(_ width: Int) {
        scroller.setMargins(top: 0, bottom: 0, start: 0, end: width)
    }

    /// Brings `item` to the top of the list: at once when it is bound, else once the list has
    /// scrolled to it and bound it (a few frames at most).
    func scrollItemToTop(_ item: TableItem, then: @escaping @MainActor () -> Void) {
        guard let target = layout.position(of: item), target < numberOfPositions else { return }
        if let pending = sectionScrollTick {
            removeTickCallback(pending)
            sectionScrollTick = nil
        }
        if alignToTop(target) {
            then()
            return
        }
        listView.scrollToItem(target)
        var framesLeft = Self.framesToWaitForARow
        sectionScrollTick = addTickCallback { [weak self] _ in
            guard let self else { return false }
            framesLeft -= 1
            if self.alignToTop(target) || framesLeft <= 0 {
                self.sectionScrollTick = nil
                then()
                return false
            }
            return true
        }
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

    /// The section index strip.
    package var sectionIndexView: SectionIndexView { core.sectionIndex.strip }
}
