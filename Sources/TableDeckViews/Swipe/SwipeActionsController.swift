import TableDeckBridge
import TableDeckModel

/// Swipe actions for one table (both stack table backends and the recycling table): a sideways
/// drag, or a two-finger sideways touchpad scroll, on a row slides the row aside and uncovers its
/// actions as buttons behind it (UIKit's `UIContextualAction`).
///
/// Releasing past half the row's width performs the first action (a full swipe); a shorter swipe
/// past half the buttons leaves them open (a flick opens or closes by its direction) until a
/// press elsewhere (in the table, or anywhere else in its window, such as the header bar, even
/// where the focus stays put), a scroll, Escape, the focus leaving the table, or any change to
/// the rows closes them; from the moment they start to close, the buttons take no clicks and
/// no focus. One row is open at a time. Vertical drags and vertical scrolling are never taken.
/// The decisions are ``SwipeTracker``'s; this class wires them to GTK.
@MainActor
final class SwipeActionsController {
    /// The layer that holds the table's content and draws the buttons.
    let layer: SwipeLayer
    weak var host: (any SwipeActionsHost)?
    /// The table's core, whose source gives each row's actions.
    weak var core: TableCore?

    /// The row moved aside now (open, or being dragged), if any.
    private(set) var row: SwipeRow?
    /// Its actions, as the delegate gave them when the swipe began.
    private var actions: [SwipeEdge: [RowAction]] = [:]
    /// The button strip of each edge that has actions, made when the swipe began.
    private var strips: [SwipeEdge: Box] = [:]
    /// The buttons of each strip, in the order of the actions.
    private var buttons: [SwipeEdge: [Button]] = [:]
    /// Where the row's content is drawn now, in pixels to the right.
    private(set) var offset = 0.0
    /// Whether the row is sliding back over its buttons to close them: from the moment the
    /// close begins, the buttons take no clicks, no keys and no focus, so that a click landing
    /// on one as it is being covered performs nothing.
    private(set) var isClosing = false
    var tracker = SwipeTracker(geometry: SwipeGeometry(rowWidth: 0, leadingWidth: 0, trailingWidth: 0))
    var velocity = DragVelocityTracker()
    var scroll = SwipeScrollAccumulator()
    /// Ends a touchpad swipe when scrolling pauses.
    var scrollPause: Timeout?
    /// Where the pointer was last over the layer (scroll events carry no position).
    var pointer: (x: Double, y: Double)?
    /// The row under a press or scroll that may become a swipe, until its direction is known.
    var pendingRow: SwipeRow?
    /// Whether the press under way belongs to the swipe (the row must not be pressed).
    var tookPress = false
    /// The sideways drag on the layer (mouse, touch).
    let drag = DragGesture()
    /// Touchpad and wheel scrolling on the layer.
    let scrollController = ScrollController()
    /// Whether the focus is in the table.
    let focus = FocusController()
    /// Presses in the table's window outside the table (set up with the input).
    var outsidePresses: OutsidePressWatch?
    /// The running animation's tick id.
    private var tick: UInt32?
    /// Whether the first button takes the focus once the row is open (``present(_:edge:onRowAt:)``).
    private var focusWhenOpen = false
    /// Called once when the open row closes (its buttons gone), then forgotten.
    var onClose: (@MainActor () -> Void)?

    /// How long opening, closing and snapping take, in seconds.
    static let animationDuration = 0.2

    /// A controller for the table whose scrolled content is `content`; `adjustment` is the
    /// content's vertical scroll position (scrolling closes the buttons).
    init(content: Widget, adjustment: Adjustment) {
        layer = SwipeLayer(content: content)
        layer.addCSSClass("tabledeck-swipe-layer")
        installInput()
        adjustment.onValueChanged { [weak self] in self?.close(animated: false) }
        layer.onUnmap { [weak self] in self?.close(animated: false) }
    }

    /// Whether a row's buttons are shown (open or being dragged).
    var isOpen: Bool { row != nil }

    /// The edge whose buttons are shown now, if any.
    var openEdge: SwipeEdge? { tracker.geometry.edge(forOffset: offset) }

    /// Whether the keyboard focus is on one of the buttons.
    var focusIsOnButtons: Bool { layer.strip?.containsFocus ?? false }

    /// The buttons shown now (none while closed).
    var visibleButtons: [Button] {
        openEdge.flatMap { buttons[$0] } ?? []
    }

    // MARK: - Starting

    /// Makes `row` the swiped row: asks for its actions (or takes `given` ones) and builds their
    /// buttons; returns whether it has any (an empty list on both edges: no swipe). A table in
    /// editing mode has no swipe actions of its own.
    func prepare(_ row: SwipeRow, given: [SwipeEdge: [RowAction]]? = nil) -> Bool {
        if given == nil, let current = self.row, current.widget.identity == row.widget.identity, current.indexPath == row.indexPath {
            return true
        }
        close(animated: false)
        guard host != nil, let bounds = row.widget.bounds(relativeTo: layer) else { return false }
        let editing = core?.editing.isEditing ?? false
        var widths: [SwipeEdge: Double] = [:]
        for edge in [SwipeEdge.leading, .trailing] {
            let list =
                given.map { $0[edge] ?? [] } ?? (editing ? [] : core?.source?.swipeActions(forRowAt: row.indexPath, edge: edge) ?? [])
            guard !list.isEmpty else { continue }
            for action in list where action.title.isEmpty {
                Diagnostics.warn(
                    "a swipe action of row \(row.indexPath.row) in section \(row.indexPath.section) has an empty title; a screen reader reads nothing for its button"
                )
            }
            let strip = makeStrip(list, edge: edge, for: row)
            // Measured in the layer, where it gets the table's style.
            layer.setStrip(strip)
            widths[edge] = Double(strip.measureWidth(forHeight: Int(bounds.height)).natural)
            actions[edge] = list
            strips[edge] = strip
        }
        layer.setStrip(nil)
        guard !actions.isEmpty else { return false }
        tracker.geometry = SwipeGeometry(
            rowWidth: bounds.width, leadingWidth: widths[.leading] ?? 0, trailingWidth: widths[.trailing] ?? 0,
            isRightToLeft: layer.isRightToLeft)
        self.row = row
        offset = 0
        return true
    }

    private func makeStrip(_ list: [RowAction], edge: SwipeEdge, for row: SwipeRow) -> Box {
        let strip = Box(.horizontal)
        strip.addCSSClass("tabledeck-swipe-actions")
        // The first action sits at the row's outer edge; a box runs from the leading edge.
        let ordered = edge == .trailing ? Array(list.enumerated().reversed()) : Array(list.enumerated())
        var made = [Button?](repeating: nil, count: list.count)
        for (position, action) in ordered {
            let button = Button(label: action.title)
            button.addCSSClass("tabledeck-swipe-action")
            if action.style == .destructive { button.addCSSClass("destructive-action") }
            button.expandsHorizontally = true
            button.expandsVertically = true
            button.onClicked { [weak self] in self?.buttonClicked(edge: edge, position: position) }
            strip.append(button)
            made[position] = button
        }
        buttons[edge] = made.compactMap { $0 }
        return strip
    }

    /// Opens the row at `indexPath` on `edge` with `list` as its buttons, the first focused once
    /// open (an editing table's delete confirmation); returns whether the row is on screen to open.
    func present(_ list: [RowAction], edge: SwipeEdge, onRowAt indexPath: TableIndexPath) -> Bool {
        guard let row = host?.swipeRow(for: indexPath), prepare(row, given: [edge: list]) else { return false }
        focusWhenOpen = true
        animate(to: tracker.geometry.openOffset(for: edge))
        return true
    }

    // MARK: - Moving

    /// Draws the swiped row's content at `offset` and uncovers that much of its buttons.
    func show(offset newOffset: Double) {
        guard let row else { return }
        offset = newOffset
        row.slide(newOffset)
        guard let edge = tracker.geometry.edge(forOffset: newOffset), let strip = strips[edge],
            let bounds = row.widget.bounds(relativeTo: layer)
        else {
            layer.setStrip(nil)
            return
        }
        if layer.strip !== strip { layer.setStrip(strip) }
        // A sliding row's box includes the slide; its place at rest is that far back.
        let left = row.widgetSlides ? bounds.x - newOffset : bounds.x
        let width = abs(newOffset)
        let uncovered =
            newOffset > 0
            ? WidgetBounds(x: left, y: bounds.y, width: width, height: bounds.height)
            : WidgetBounds(x: left + bounds.width - width, y: bounds.y, width: width, height: bounds.height)
        layer.reveal(uncovered, alignRight: newOffset < 0)
    }

    /// Carries out a release decision.
    func settle(_ release: SwipeRelease) {
        switch release {
        case .close:
            close(animated: true)
        case .open(let edge):
            animate(to: tracker.geometry.openOffset(for: edge))
        case .performFirstAction(let edge):
            perform(edge: edge, position: 0)
        }
    }

    /// Closes the open row's buttons (sliding back with `animated`, when animations are on).
    func close(animated: Bool) {
        guard row != nil else { return }
        if animated && Widget.animationsEnabled && offset != 0 {
            animate(to: 0)
            return
        }
        finishClosing()
    }

    private func finishClosing() {
        stopAnimation()
        isClosing = false
        focusWhenOpen = false
        guard let row else { return }
        defer {
            let closed = onClose
            onClose = nil
            closed?()
        }
        let focusWasOnButtons = layer.strip?.containsFocus ?? false
        row.slide(0)
        layer.setStrip(nil)
        layer.reveal(WidgetBounds(x: 0, y: 0, width: 0, height: 0), alignRight: false)
        self.row = nil
        actions = [:]
        strips = [:]
        buttons = [:]
        offset = 0
        tracker.geometry = SwipeGeometry(rowWidth: 0, leadingWidth: 0, trailingWidth: 0)
        if focusWasOnButtons, let host, host.isShowing(row) { host.focusSwipedRow(row) }
    }

    /// Starts (`closing`) or ends the closing state. Closing buttons cannot be picked by the
    /// pointer nor take the focus, and their clicks are ignored (``buttonClicked(edge:position:)``);
    /// the focus, if on one, goes back to the row at once. They are not made insensitive, which
    /// would draw them dimmed as the row slides over them.
    private func setClosing(_ closing: Bool) {
        guard closing != isClosing else { return }
        isClosing = closing
        if closing, let row, layer.strip?.containsFocus ?? false, let host, host.isShowing(row) {
            host.focusSwipedRow(row)
        }
        for strip in strips.values { strip.canTarget = !closing }
        for button in buttons.values.joined() { button.isFocusable = !closing }
    }

    /// The user took the row again (a press or a touchpad swipe on it) while it slid: it stops
    /// where it is, and its buttons take input again.
    func holdRow() {
        stopAnimation()
        setClosing(false)
    }

    // MARK: - Actions

    /// A button of the swiped row was clicked (by the pointer, a key or an assistive
    /// technology): its action runs, unless the row is closing.
    private func buttonClicked(edge: SwipeEdge, position: Int) {
        guard !isClosing else { return }
        perform(edge: edge, position: position)
    }

    /// Performs the action at `position` of `edge` for the swiped row, if that row is still
    /// there, and closes.
    private func perform(edge: SwipeEdge, position: Int) {
        guard let row, let list = actions[edge], list.indices.contains(position) else { return }
        let action = list[position]
        let stillThere = host?.isShowing(row) ?? false
        // Closed first: the action may delete the row, which animates on its own.
        close(animated: false)
        guard stillThere else {
            Diagnostics.warn("a swipe action's row \(row.indexPath.row) is no longer there; the action was not performed")
            return
        }
        action.handler()
    }

    /// The rows changed (a reload or a batch update): the buttons close, since their handlers
    /// were made for the rows as they were. `deleted` says whether the open row itself went, which
    /// is warned about.
    func rowsChanged(deletedRows deleted: Set<Int>? = nil) {
        guard let row else { return }
        if let deleted, deleted.contains(row.indexPath.row) {
            Diagnostics.warn(
                "row \(row.indexPath.row) was deleted while its swipe actions were open; they closed without performing an action")
        }
        close(animated: false)
    }

    // MARK: - Animation

    /// Slides the row to `target` over ``animationDuration`` (at once with animations off); at 0
    /// the buttons close.
    func animate(to target: Double) {
        stopAnimation()
        // Closing from the start of the slide; opening, the buttons take input.
        setClosing(target == 0)
        guard Widget.animationsEnabled, target != offset else {
            show(offset: target)
            if target == 0 { finishClosing() } else { focusFirstButtonWhenAsked() }
            return
        }
        let start = offset
        var startTime: Int64?
        tick = layer.addTickCallback { [weak self] time in
            guard let self else { return false }
            let began = startTime ?? time
            startTime = began
            let progress = min(1, Double(time - began) / 1_000_000 / Self.animationDuration)
            // Ease out: fast at first, settling gently.
            let eased = 1 - (1 - progress) * (1 - progress) * (1 - progress)
            self.show(offset: start + (target - start) * eased)
            guard progress < 1 else {
                self.tick = nil
                if target == 0 { self.finishClosing() } else { self.focusFirstButtonWhenAsked() }
                return false
            }
            return true
        }
    }

    /// Gives the first shown button the focus, once, when ``present(_:edge:onRowAt:)`` asked.
    private func focusFirstButtonWhenAsked() {
        guard focusWhenOpen else { return }
        focusWhenOpen = false
        _ = visibleButtons.first?.grabFocus()
    }

    func stopAnimation() {
        if let tick { layer.removeTickCallback(tick) }
        tick = nil
    }

    /// Whether an animation is running.
    var isAnimating: Bool { tick != nil }
}
