import TableDeckBridge
import TableDeckModel

/// The copy of a section header that a table pins at the top of its rows (GTK 4.8's list view
/// has no section headers of its own, let alone sticky ones), drawn for every engine by the
/// core's ``PinnedHeaderController``.
///
/// A layer over the scrolled window holds one header view, made as the engine makes its
/// headers (a recycling table's header cell, by the data source like any header; a stack
/// table's title), in a frame styled as a header row with the list's opaque background, so the
/// rows scrolling under it do not show through. After each layout the controller places it
/// from where the headers are (``PinnedHeaderLayout``): at the top, or pushed up by the next
/// header.
///
/// The copy is decoration over the real header, which stays in the list: it is hidden from
/// assistive technologies (a screen reader reads the header once, where it is in the list),
/// takes no pointer events (clicks, scrolling and hovering reach the list below; the table
/// ignores a press inside the copy, so a row hidden under it is not pressed by accident) and
/// never the keyboard focus.
@MainActor
package final class PinnedSectionHeader {
    /// The layer over the list, as large as it; only the frame in it is drawn.
    package let layer = Fixed()
    /// The frame around the pinned cell: the header row's look, opaque.
    package let frame = Box(.horizontal)
    /// The header view shown, once one was made.
    package private(set) var view: Widget?
    /// The view shown as a table cell (a recycling table's header), if it is one.
    package var cell: TableViewCell? { view as? TableViewCell }
    /// The section shown and where, while it is shown.
    package private(set) var pin: PinnedHeaderLayout.Pin?
    /// The frame's width and left edge as last set.
    private var placedWidth = -1
    private var placedX = 0.0
    /// The frame clock whose layout the table follows, while the table is mapped.
    var clock: FrameClock?
    var layoutHandler: SignalHandlerID?

    init() {
        layer.canTarget = false
        layer.clipsChildren()
        layer.setHiddenFromAssistiveTechnologies(true)
        layer.addCSSClass("tabledeck-pinned-header-layer")
        frame.addCSSClass("tabledeck-pinned-header")
        frame.setHiddenFromAssistiveTechnologies(true)
        frame.isVisible = false
        layer.put(frame, x: 0, y: 0)
    }

    /// Whether a header is pinned now.
    package var isShown: Bool { pin != nil && frame.isVisible }

    /// How much of the list's top the pinned header covers now (0 when none is shown).
    package var coveredHeight: Double {
        guard let pin, isShown else { return 0 }
        return max(0, Double(frame.allocatedHeight) + pin.offset)
    }

    /// Shows `newView` (the header of the pinned section) in the frame, returning the one it
    /// replaces, if any, for the engine to take back.
    func show(_ newView: Widget) -> Widget? {
        guard newView !== view else { return nil }
        let old = view
        if let old { frame.remove(old) }
        frame.append(newView)
        view = newView
        return old
    }

    /// Places the pinned header: `pin`'s offset from the top, `x` and `width` those of the list.
    func place(_ pin: PinnedHeaderLayout.Pin, x: Double, width: Int) {
        if width != placedWidth {
            placedWidth = width
            frame.setSizeRequest(width: width)
            // Placed after a layout, the new size is not always laid out in that frame (GTK 4.8
            // keeps the frame at its old width until something else resizes): ask again at the
            // next frame, before its layout.
            layer.addTickCallback { [weak frame] _ in
                frame?.queueResize()
                return false
            }
        }
        if pin.offset != self.pin?.offset || x != placedX {
            placedX = x
            layer.move(frame, x: x, y: pin.offset)
        }
        self.pin = pin
        if !frame.isVisible { frame.isVisible = true }
    }

    /// Hides the pinned header (its cell stays in the frame for the next time).
    func hide() {
        pin = nil
        if frame.isVisible { frame.isVisible = false }
    }

    /// Forgets the section shown, so the next placement makes its header again (a reload).
    func invalidate() {
        pin = nil
        shownSection = nil
    }

    /// The section whose content the cell holds now.
    var shownSection: Int?
}
