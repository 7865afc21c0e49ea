import TableDeckBridge
import TableDeckModel

/// The section index of a table (either engine, drawn by the core's
/// ``SectionIndexController``): a vertical strip of titles at the table's
/// trailing edge (the left in a right-to-left language), UIKit's index bar.
///
/// A press or a drag along the strip picks the title under the pointer
/// (``SectionIndexStrip``): each title is a target at least 24 px tall, and when the strip is
/// shorter than that many titles need, runs of titles fold into a "•" whose height they
/// share, so a drag still passes every section.
///
/// Each entry is a button named `Go to section X` for assistive technologies (a folded "•" by
/// the first title it stands for), which a screen reader can press. The buttons take no
/// keyboard focus and the strip is no Tab stop: typing a section's letter in the table
/// (type-ahead) is the keyboard's way to a section, one key instead of a Tab and arrows over
/// a strip of 26 stops, as in UIKit, whose index takes no focus either.
@MainActor
package final class SectionIndexView: Box {
    /// Called with the index of the title picked (a press, or a drag reaching a new title).
    var onPick: ((Int) -> Void)?
    /// The titles, as the data source gave them.
    package private(set) var titles: [String] = []
    /// The entries laid out for the strip's height now.
    package private(set) var strip = SectionIndexStrip(titles: [], height: 0)
    /// One button per entry, top to bottom.
    package private(set) var buttons: [Button] = []
    /// The text each button shows, top to bottom.
    package var shownLabels: [String] { strip.entries.map(\.label) }
    private let drag = DragGesture()
    private var dragStartY = 0.0
    private var lastPicked: Int?
    // TRANSLATORS: the accessible name of a title of a table's section index ("Go to section A").
    private let nameTemplate = LibraryLocalization.text("Go to section %@")

    init() {
        super.init(.vertical)
        addCSSClass("tabledeck-section-index")
        isHomogeneous = true
        horizontalAlignment = .end
        verticalAlignment = .fill
        isVisible = false
        drag.phase = .capture
        drag.onBegin { [weak self] _, y in
            guard let self else { return }
            // The strip's own: the buttons under it never see the press as a click.
            self.drag.claim()
            self.dragStartY = y
            self.lastPicked = nil
            self.pick(atY: y)
        }
        drag.onUpdate { [weak self] _, dy in
            guard let self else { return }
            self.pick(atY: self.dragStartY + dy)
        }
        addController(drag)
    }

    /// Shows `titles` (none hides the strip), laid out for `height`.
    func setTitles(_ titles: [String], height: Double) {
        self.titles = titles
        isVisible = !titles.isEmpty
        relayout(height: height, force: true)
    }

    /// Lays the entries out again for `height`, when that changes which entries there are.
    func relayout(height: Double, force: Bool = false) {
        let newStrip = SectionIndexStrip(titles: titles, height: height)
        guard force || newStrip.entries != strip.entries else {
            strip = newStrip
            return
        }
        strip = newStrip
        for button in buttons { remove(button) }
        buttons = strip.entries.map { entry in
            // The title is drawn by a label that assistive technologies do not see: the button
            // itself says "Go to section A" (a visible "A" label would be read too).
            let title = Label(entry.label)
            title.setHiddenFromAssistiveTechnologies(true)
            let button = Button(child: title)
            button.addCSSClass("flat")
            button.addCSSClass("tabledeck-section-index-title")
            button.isFocusable = false
            let first = entry.titles.lowerBound
            let name = L10n.substitute(nameTemplate, text: titles.indices.contains(first) ? titles[first] : entry.label)
            button.setAccessibleLabel(name)
            button.tooltip = name
            // Pressed by a screen reader (a pointer press is the strip's): the entry's first title.
            button.onClicked { [weak self] in self?.onPick?(first) }
            append(button)
            return button
        }
    }

    /// The relayout waiting for the end of the current layout (the strip is not changed while
    /// GTK allocates it).
    private var pendingRelayout: Timeout?

    /// Lays the entries out again for `height` once the current frame is done.
    func scheduleRelayout(height: Double) {
        guard !titles.isEmpty else { return }
        pendingRelayout = Timeout(milliseconds: 0) { [weak self] in
            self?.pendingRelayout = nil
            self?.relayout(height: height)
        }
    }

    /// Picks the title at `y` (strip coordinates), once per title during a drag.
    private func pick(atY y: Double) {
        guard let index = strip.title(atY: y), index != lastPicked else { return }
        lastPicked = index
        onPick?(index)
    }

    /// Emits a real press (and, with `toY`, a drag to there) on the strip's gesture.
    package func emitDrag(fromY: Double, toY: Double? = nil) {
        drag.emitBegin(x: 4, y: fromY)
        if let toY {
            drag.emitUpdate(dx: 0, dy: toY - fromY)
            drag.emitEnd(dx: 0, dy: toY - fromY)
        } else {
            drag.emitEnd(dx: 0, dy: 0)
        }
    }
}
