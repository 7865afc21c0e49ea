import TableDeckAppModel
import TableDeckBridge
import TableDeckModel
import TableDeckViews

#if canImport(Glibc)
    import Glibc
#endif

/// The editor's picks: a row of class cards that scrolls sideways inside the vertical page.
///
/// A vertical wheel over the strip scrolls the page; a horizontal wheel or touchpad swipe, or
/// Shift with the wheel, scrolls the cards. (GTK's scrolled window would take every wheel
/// event over the strip, even one it cannot use, so a capture-phase controller passes
/// vertical ones to the page.) A mouse drag scrolls the cards as on a touchscreen, and the
/// strip is a tab stop with a focus ring, where Left and Right move one card and Home and End
/// go to the ends (the maths is ``StripScrolling``).
///
/// A `ScrolledWindow` itself, not a `Widget` wrapping one: an `internal` class here that
/// extends `Widget` directly would get stubs of its `package` initializers, which Swift 6.3
/// reports as an infinite recursion (see `Widget`).
@MainActor
final class EditorsPicksStrip: ScrolledWindow {
    /// The number of cards.
    let cardCount: Int

    /// A card's width; the cards are `cardWidth + cardSpacing` apart.
    static let cardWidth = 168
    static let cardSpacing = 12

    init(picks: [ClassDetail.Pick]) {
        cardCount = picks.count
        let row = Box(.horizontal, spacing: Self.cardSpacing)
        row.addCSSClass("tabledeck-picks-row")
        for (index, pick) in picks.enumerated() {
            row.append(Self.makeCard(pick, index: index))
        }
        super.init()
        setPolicy(horizontal: .automatic, vertical: .never)
        propagatesNaturalHeight = true
        setChild(row)
        addCSSClass("tabledeck-picks")
        // The strip wrapper is usually dropped once added to its cell, so the handler keeps no
        // wrapper of the strip, only a weak reference to its widget, which lives as long as the
        // handler itself (the widget owns the controller, the controller owns the handler).
        let wheel = ScrollController()
        wheel.phase = .capture
        let strip = WeakWidget(self)
        wheel.onScroll { dx, dy, modifiers in
            guard let strip = strip.widget else { return false }
            return Self.forwardVerticalScroll(from: strip, dx: dx, dy: dy, shift: modifiers.contains(.shift))
        }
        addController(wheel)
        installDragAndKeys()
    }

    /// The drag and the keys. Like the wheel's, their handlers keep only GTK-owned objects (the
    /// adjustment, the controllers), not this wrapper, which its cell usually drops.
    private func installDragAndKeys() {
        isFocusable = true
        setAccessibleLabel(ClassDetailStrings.picksTitle)
        setAccessibleDescription(ClassDetailStrings.picksKeysHint)
        let adjustment = horizontalAdjustment
        let strip = WeakWidget(self)
        let drag = DragGesture()
        var dragStart: Double?
        drag.onBegin { _, _, isTouchscreen in
            // A touchscreen drag is the scrolled window's own (kinetic) scrolling already.
            guard !isTouchscreen else { return }
            dragStart = adjustment.value
            // A press puts the keyboard on the strip, so the arrow keys scroll it next.
            strip.widget?.grabFocus()
        }
        drag.onUpdate { dx, _ in
            guard let start = dragStart else { return }
            adjustment.value = StripScrolling.dragged(start: start, translation: dx, in: Self.range(of: adjustment))
        }
        drag.onEnd { _, _ in dragStart = nil }
        drag.onCancel { dragStart = nil }
        addController(drag)
        let keys = KeyController()
        // Capture phase: before the scrolled window's own key bindings.
        keys.phase = .capture
        keys.onKeyPressed { keyval, modifiers in
            guard let key = Self.key(for: keyval, modifiers: modifiers) else { return false }
            Self.scroll(adjustment, for: key)
            return true
        }
        addController(keys)
    }

    /// Scrolls the cards to where `key` takes them.
    private static func scroll(_ adjustment: Adjustment, for key: StripScrolling.Key) {
        adjustment.value = StripScrolling.target(
            for: key, from: adjustment.value, step: Double(cardWidth + cardSpacing), in: range(of: adjustment))
    }

    private static func range(of adjustment: Adjustment) -> StripScrolling.Range {
        StripScrolling.Range(lower: adjustment.lower, upper: adjustment.upper, pageSize: adjustment.pageSize)
    }

    /// The strip's key for `keyval` pressed without Control, Alt or Shift (those keep their
    /// usual meaning); `nil` for any other key.
    private static func key(for keyval: UInt32, modifiers: KeyModifiers) -> StripScrolling.Key? {
        guard modifiers.isDisjoint(with: [.control, .alt, .shift]) else { return nil }
        // NavigationKey counts the keypad's arrows, Home and End as the main ones.
        switch NavigationKey(keyval: keyval) {
        case .left: return .previous
        case .right: return .next
        case .home: return .first
        case .end: return .last
        default: return nil
        }
    }

    /// Handles `keyval` as the strip's key controller does; returns whether it did.
    package func handleKey(_ keyval: UInt32) -> Bool {
        guard let key = Self.key(for: keyval, modifiers: []) else { return false }
        Self.scroll(horizontalAdjustment, for: key)
        return true
    }

    /// Scrolls the enclosing page for a mostly vertical scroll without Shift; returns whether it
    /// did (otherwise the strip scrolls sideways as usual).
    private static func forwardVerticalScroll(
        from strip: Widget, dx: Double, dy: Double, shift: Bool
    ) -> Bool {
        guard !shift, abs(dy) > abs(dx), let page = strip.enclosingScrolledWindow() else { return false }
        let adjustment = page.verticalAdjustment
        // GTK's own step for a wheel click: the page size to the power 2/3.
        let step = pow(max(adjustment.pageSize, 1), 2.0 / 3.0)
        let highest = max(adjustment.lower, adjustment.upper - adjustment.pageSize)
        adjustment.value = min(highest, max(adjustment.lower, adjustment.value + dy * step))
        return true
    }

    /// Scrolls as a wheel over the strip does; returns whether the page took it.
    package func scroll(dx: Double, dy: Double, shift: Bool = false) -> Bool {
        Self.forwardVerticalScroll(from: self, dx: dx, dy: dy, shift: shift)
    }

    private static func makeCard(_ pick: ClassDetail.Pick, index: Int) -> Widget {
        let card = Box(.vertical, spacing: 4)
        card.addCSSClass("tabledeck-pick-card")
        card.setSizeRequest(width: cardWidth)
        let cover = Label(String(pick.title.prefix(1)))
        cover.addCSSClass("tabledeck-pick-cover")
        cover.addCSSClass("tabledeck-pick-cover-\(index % 5)")
        let title = Label(pick.title)
        title.addCSSClass("tabledeck-pick-title")
        title.xAlign = 0
        title.wraps = true
        title.maximumLines = 2
        title.ellipsizesAtEnd = true
        let teacher = Label(pick.teacher)
        teacher.addCSSClass("dim-label")
        teacher.xAlign = 0
        teacher.ellipsizesAtEnd = true
        let price = Label(pick.price)
        price.addCSSClass("tabledeck-pick-price")
        price.xAlign = 0
        card.append(cover)
        card.append(title)
        card.append(teacher)
        card.append(price)
        card.setAccessibleLabel("\(pick.title), \(pick.teacher), \(pick.price)")
        return card
    }
}
