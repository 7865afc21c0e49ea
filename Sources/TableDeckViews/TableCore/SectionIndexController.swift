import TableDeckBridge
import TableDeckModel

/// The section index on every engine: a strip of titles at the table's trailing edge
/// (``SectionIndexView``) whose titles jump to their sections, as UIKit's index bar does. The
/// titles and their sections come from the table's source; the engine scrolls a section's
/// first item to the top.
@MainActor
final class SectionIndexController {
    private unowned let core: TableCore
    /// The strip, which the engine puts over its rows' trailing edge.
    let strip = SectionIndexView()
    /// The section each title goes to, read on reload.
    private(set) var map = SectionIndexMap(titles: [], sectionTitles: [], sectionCount: 0, folding: .init(language: nil))

    init(core: TableCore) {
        self.core = core
    }

    /// Wires the strip: a picked title jumps to its section; a new height folds it anew.
    func install() {
        strip.onPick = { [weak self] index in self?.titlePicked(at: index) }
        guard let adjustment = core.engine?.scrollAdjustment else { return }
        adjustment.onChanged { [weak self] in
            guard let self, let height = self.core.engine?.scrollAdjustment.pageSize else { return }
            self.strip.scheduleRelayout(height: height)
        }
    }

    /// Reads the index titles and the sections' own titles again (on reload) and warns about
    /// titles that map to no section.
    func reload() {
        guard let engine = core.engine else { return }
        guard let source = core.source, let titles = source.sourceSectionIndexTitles(), !titles.isEmpty else {
            map = SectionIndexMap(titles: [], sectionTitles: [], sectionCount: 0, folding: core.typeAhead.folding)
            strip.setTitles([], height: 0)
            engine.setTrailingInset(0)
            return
        }
        let sectionCount = engine.layout.numberOfSections
        let sectionTitles = (0..<sectionCount).map { source.indexTitle(forSection: $0) }
        map = SectionIndexMap(titles: titles, sectionTitles: sectionTitles, sectionCount: sectionCount, folding: core.typeAhead.folding)
        for problem in map.problems { Diagnostics.warn(problem) }
        strip.setTitles(titles, height: engine.scrollAdjustment.pageSize)
        // The rows end where the strip begins, so no row is drawn under it.
        engine.setTrailingInset(strip.measureWidth(forHeight: -1).natural)
    }

    /// Shows the strip (`shown`), or hides it while a search shows some of the rows: its
    /// titles stand for every section, and a jump to a hidden one would go nowhere.
    func showStrip(_ shown: Bool) {
        guard strip.isVisible != shown, !strip.titles.isEmpty, let engine = core.engine else { return }
        strip.isVisible = shown
        engine.setTrailingInset(shown ? strip.measureWidth(forHeight: -1).natural : 0)
    }

    /// The section the title at `index` goes to by the table's own mapping: the section whose
    /// index title matches it (case and accents aside), else the next title's section, else the
    /// last section; without section titles, section `index`. 0 for a table with no sections.
    func defaultSection(forTitleAt index: Int) -> Int {
        map.section(forTitleAt: index) ?? max(0, min(index, core.layout.numberOfSections - 1))
    }

    /// A title of the strip was pressed or dragged over: its section's header goes to the top
    /// and the keyboard cursor to its first row.
    func titlePicked(at index: Int) {
        let titles = strip.titles
        guard let source = core.source, titles.indices.contains(index) else { return }
        var section = source.section(forSectionIndexTitle: titles[index], at: index)
        let last = core.layout.numberOfSections - 1
        guard last >= 0 else { return }
        if section < 0 || section > last {
            let clamped = min(max(section, 0), last)
            Diagnostics.warn(
                "\(core.tableName)'s source maps the section index title '\(titles[index])' to section \(section), "
                    + "which the table does not have; using section \(clamped)")
            section = clamped
        }
        scrollToSection(section, focusingFirstRow: true)
    }

    /// Scrolls so `section`'s header (or its first row, without a header) is at the top of the
    /// rows, as far as they scroll, and, with `focusingFirstRow`, puts the keyboard cursor on
    /// its first row. Returns `false`, with a warning, for a section that does not exist or has
    /// neither header nor rows.
    @discardableResult
    func scrollToSection(_ section: Int, focusingFirstRow focus: Bool) -> Bool {
        guard let engine = core.engine else { return false }
        let layout = engine.layout
        let header = TableItem.header(section: section)
        let firstRow = TableIndexPath(row: 0, section: section)
        let target = layout.position(of: header) != nil ? header : layout.position(of: .row(firstRow)) != nil ? .row(firstRow) : nil
        guard let target else {
            Diagnostics.warn("scrollToSection: the table has no section \(section) with a header or rows")
            return false
        }
        engine.scrollItemToTop(target) { [weak engine] in
            guard focus, let engine, engine.layout.position(of: .row(firstRow)) != nil else { return }
            engine.focusRow(firstRow, reveal: false, movingUp: false)
        }
        return true
    }
}
