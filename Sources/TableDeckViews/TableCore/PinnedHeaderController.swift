import TableDeckBridge
import TableDeckModel

/// Pinned section headers, UIKit's plain style, on every engine: the header of the section at
/// the top of the rows stays there while its rows scroll under it, and the next header pushes
/// it up (``PinnedHeaderLayout``). The copy is drawn in a ``PinnedSectionHeader`` layer over the
/// engine's rows; the engine says where its headers are and makes the copy's view.
@MainActor
final class PinnedHeaderController {
    private unowned let core: TableCore
    /// The pinned copy and its layer, which the engine puts over its rows.
    let header = PinnedSectionHeader()
    /// Whether headers pin (the table's `pinsSectionHeaders`).
    var isEnabled = true {
        didSet { update() }
    }
    /// Whether any section has a header, as of the last reload: a table without skips the
    /// measuring after every layout.
    private var tableHasHeaders = false
    /// The frame clock whose layouts are followed while the table is mapped.
    private var clock: FrameClock?
    private var layoutHandler: SignalHandlerID?

    init(core: TableCore) {
        self.core = core
    }

    /// Follows the engine's layouts while its table is mapped: the copy is placed after each
    /// layout, when the rows' places are those on screen.
    func install() {
        guard let table = core.engine?.tableWidget else { return }
        table.onMap { [weak self, weak table] in
            guard let self, let clock = table?.frameClock else { return }
            self.clock = clock
            self.layoutHandler = clock.onLayout { [weak self] in self?.update() }
            self.update()
        }
        table.onUnmap { [weak self] in
            guard let self, let clock = self.clock, let handler = self.layoutHandler else { return }
            clock.disconnect(handler)
            self.clock = nil
            self.layoutHandler = nil
        }
    }

    /// The rows were read anew: the copy is made again for what the sections are now.
    func reloaded() {
        header.invalidate()
        tableHasHeaders = core.layout.sections.contains(where: \.hasHeader)
        update()
    }

    /// The rows changed in a batch: the copy is placed anew at the next layout.
    func rowsChanged() {
        header.invalidate()
    }

    /// How much of the rows' top the copy covers now (0 when none is shown): a row there is
    /// hidden, not under the pointer.
    var coveredHeight: Double { header.coveredHeight }

    /// Places (or hides) the copy for the rows laid out now.
    func update() {
        guard isEnabled, tableHasHeaders, let engine = core.engine, let measured = engine.headersOnScreen() else {
            header.hide()
            return
        }
        let layout = engine.layout
        let section = measured.sectionAtTop
        let hasHeader = layout.sections.indices.contains(section) && layout.sections[section].hasHeader
        let height = measured.headerHeight ?? Double(header.frame.allocatedHeight)
        guard
            let pin = PinnedHeaderLayout.pin(
                scrollOffset: engine.scrollAdjustment.value, sectionAtTop: section, hasHeader: hasHeader, headers: measured.headers,
                headerHeight: height)
        else {
            header.hide()
            return
        }
        if header.shownSection != section || header.view == nil {
            guard let view = engine.pinnedHeaderView(forSection: section, reusing: header.view) else {
                header.hide()
                return
            }
            if let old = header.show(view) { engine.takeBackPinnedHeaderView(old) }
            header.shownSection = section
        }
        let rows = engine.rowsFrame(in: header.layer)
        header.place(pin, x: rows.x, width: rows.width)
    }
}

/// Where a table's section headers are on screen, for the pinned copy.
struct HeadersOnScreen {
    /// The section of the item at the top edge of the rows (or the nearest one below it).
    var sectionAtTop: Int
    /// The headers laid out now, with their tops in content coordinates.
    var headers: [PinnedHeaderLayout.Header]
    /// A header's height, when one is laid out.
    var headerHeight: Double?
}
