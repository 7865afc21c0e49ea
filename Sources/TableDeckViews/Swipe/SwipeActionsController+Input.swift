import TableDeckBridge
import TableDeckModel

/// The input that swipes: a drag (mouse, touch), touchpad and wheel scrolling sideways, and the
/// presses (in the table or anywhere else in its window) and keys that close open buttons.
extension SwipeActionsController {
    func installInput() {
        // Capture: the swipe sees the press before the row's own gestures, and claims it only
        // once the drag is clearly sideways, which cancels theirs (no press, no pressed look).
        drag.phase = .capture
        // The wrappers are this controller's (a closure holding one would be a cycle through
        // GTK's closure); the closures hold the controller weakly.
        drag.onBegin { [weak self] x, y in
            guard let self else { return }
            self.dragBegan(self.drag, x: x, y: y)
        }
        drag.onUpdate { [weak self] dx, dy in
            guard let self else { return }
            self.dragMoved(self.drag, dx: dx, dy: dy)
        }
        drag.onEnd { [weak self] _, _ in
            guard let self else { return }
            self.dragEnded(time: self.drag.currentEventTime)
        }
        drag.onCancel { [weak self] in
            guard let self, self.tracker.phase != .idle else { return }
            self.settle(self.tracker.cancel())
        }
        layer.addController(drag)

        let scroller = scrollController
        scroller.phase = .capture
        scroller.onScroll { [weak self] dx, dy in
            guard let self else { return false }
            return self.scrolled(dx: dx, dy: dy, unit: self.scrollController.unit, time: self.scrollController.currentEventTime)
        }
        scroller.onScrollEnd { [weak self] in self?.scrollEnded() }
        layer.addController(scroller)

        let motion = MotionController()
        motion.onMotion { [weak self] x, y in self?.pointer = (x, y) }
        layer.addController(motion)

        // Escape and Tab for open buttons, before the list sees them (a focused button is
        // outside the list, whose key controller then hears nothing).
        let keys = KeyController()
        keys.phase = .capture
        keys.onKeyPressed(withModifiers: { [weak self] keyval, modifiers in
            guard let self else { return false }
            return self.handleKey(keyval, modifiers: modifiers)
        })
        layer.addController(keys)

        focus.onContainsFocusChanged { [weak self] in
            guard let self, !self.focus.containsFocus, self.tracker.phase == .idle else { return }
            self.close(animated: true)
        }
        layer.addController(focus)

        // A press outside the table (the header bar, a tab that takes no focus) closes open
        // buttons too, and still does its own work; presses in the table are the drag's.
        outsidePresses = OutsidePressWatch(widget: layer) { [weak self] in
            guard let self, self.tracker.phase == .idle else { return }
            self.close(animated: true)
        }
    }

    /// A key on the layer (its key controller's handler; tests call it too): Escape and Tab
    /// for open buttons. Returns whether the key was used.
    func handleKey(_ keyval: UInt32, modifiers: KeyModifiers) -> Bool {
        handle(TableCommand.decode(TableKeyPress(keyval: keyval, modifiers: modifiers), typeAheadActive: false))
    }

    /// Escape closes open buttons and Tab goes to the first of them; returns whether `command`
    /// was one of those and did so.
    func handle(_ command: TableCommand?) -> Bool {
        switch command {
        case .escape: closeForEscape()
        case .tab(backward: false): focusFirstButton()
        default: false
        }
    }

    /// Escape closes open buttons; returns whether it did.
    func closeForEscape() -> Bool {
        guard isOpen else { return false }
        close(animated: true)
        return true
    }

    /// Tab in the table while a row is open goes to the row's first button (the swipe took the
    /// press, so the focus may be on another row; and a recycling list keeps Tab among its own
    /// rows, so the buttons would be out of reach after them). Returns whether it moved the focus.
    func focusFirstButton() -> Bool {
        guard row != nil, !isClosing, tracker.phase == .idle, !(layer.strip?.containsFocus ?? false), let first = visibleButtons.first
        else { return false }
        return first.grabFocus()
    }

    // MARK: - Dragging

    private func dragBegan(_ drag: DragGesture, x: Double, y: Double) {
        tookPress = false
        velocity.reset()
        // A press on the buttons is theirs (not while they close: it is then a press on the row).
        if isOpen, !isClosing, let strip = layer.strip, let bounds = strip.bounds(relativeTo: layer), Self.contains(bounds, x: x, y: y) {
            drag.deny()
            return
        }
        let pressed = host?.swipeRow(atX: x, y: y)
        if let open = row {
            // A press anywhere else while a row is open closes it and does nothing else; on the
            // open row it may also drag the row on.
            claimPress(drag)
            guard let pressed, pressed.widget.identity == open.widget.identity else {
                close(animated: true)
                return
            }
            holdRow()
            tracker.begin(from: offset)
            return
        }
        guard pressed != nil else {
            drag.deny()
            return
        }
        tracker.begin(from: 0)
        pendingRow = pressed
    }

    private func dragMoved(_ drag: DragGesture, dx: Double, dy: Double) {
        guard tracker.phase == .deciding || tracker.phase == .swiping else { return }
        if tracker.phase == .deciding {
            let axis = SwipeAxis.classify(dx: dx, dy: dy, threshold: Widget.dragThreshold)
            switch axis {
            case .undecided: return
            case .other:
                tracker.update(dx: dx, dy: dy)
                if !tookPress {
                    drag.deny()
                    pendingRow = nil
                }
                return
            case .horizontal:
                if let pendingRow {
                    self.pendingRow = nil
                    guard prepare(pendingRow) else {
                        tracker.update(dx: 0, dy: Widget.dragThreshold)
                        drag.deny()
                        return
                    }
                    tracker.begin(from: 0)
                }
                tracker.threshold = Widget.dragThreshold
            }
        }
        guard tracker.update(dx: dx, dy: dy) == .swiping else { return }
        claimPress(drag)
        velocity.add(position: tracker.rawOffset, time: drag.currentEventTime)
        show(offset: tracker.displayedOffset)
    }

    private func dragEnded(time: UInt32) {
        pendingRow = nil
        guard tracker.phase != .idle else { return }
        let wasSwiping = tracker.phase == .swiping
        let release = tracker.release(velocity: velocity.velocity(at: time))
        if !wasSwiping && tookPress {
            // A click on the open row closes it.
            close(animated: true)
            return
        }
        guard isOpen else { return }
        settle(release)
    }

    private func claimPress(_ drag: DragGesture) {
        guard !tookPress else { return }
        tookPress = true
        drag.claim()
        host?.swipeTookPress()
    }

    private static func contains(_ bounds: WidgetBounds, x: Double, y: Double) -> Bool {
        x >= bounds.x && x <= bounds.x + bounds.width && y >= bounds.y && y <= bounds.maxY
    }

    // MARK: - Scrolling sideways

    /// One scroll event: a wheel notch sideways opens or closes the row under the pointer; a
    /// touchpad's sideways scrolling drags it. Returns whether the event was used (vertical
    /// scrolling never is).
    func scrolled(dx: Double, dy: Double, unit: ScrollController.Unit, time: UInt32) -> Bool {
        if unit == .wheel {
            guard dx != 0, abs(dx) > abs(dy), let pointer, let target = host?.swipeRow(atX: pointer.x, y: pointer.y)
            else { return false }
            if let open = row, open.widget.identity != target.widget.identity { close(animated: false) }
            guard prepare(target) else { return false }
            let release = SwipeRelease.wheelStep(scrollDX: dx, from: offset, in: tracker.geometry)
            if release == .close { close(animated: true) } else { settle(release) }
            return true
        }
        let starts = scroll.add(scrollDX: dx, scrollDY: dy, time: time)
        if starts {
            velocity.reset()
            if let pointer, let target = host?.swipeRow(atX: pointer.x, y: pointer.y) {
                if let open = row {
                    // Another row closes the open one; on the open row, the fingers take it
                    // where it is, closing or opening.
                    if open.widget.identity != target.widget.identity { close(animated: false) } else { holdRow() }
                }
                pendingRow = target
                tracker.begin(from: row?.widget.identity == target.widget.identity ? offset : 0)
            } else {
                tracker.begin(from: 0)
                tracker.update(dx: 0, dy: .infinity)
            }
        }
        schedulePauseEnd()
        if tracker.phase == .deciding, SwipeAxis.classify(dx: scroll.dx, dy: scroll.dy, threshold: Widget.dragThreshold) == .horizontal,
            let pendingRow
        {
            self.pendingRow = nil
            let start = tracker.startOffset
            guard prepare(pendingRow) else {
                tracker.update(dx: 0, dy: .infinity)
                return false
            }
            tracker.begin(from: start)
        }
        let phase = tracker.update(dx: scroll.dx, dy: scroll.dy)
        guard phase == .swiping else { return false }
        velocity.add(position: tracker.rawOffset, time: time)
        show(offset: tracker.displayedOffset)
        return true
    }

    private func schedulePauseEnd() {
        scrollPause?.cancel()
        scrollPause = Timeout(milliseconds: Int(SwipeScrollAccumulator.pauseMilliseconds)) { [weak self] in
            self?.scrollEnded()
        }
    }

    /// The fingers left the touchpad, or scrolling paused: the swipe is let go.
    func scrollEnded() {
        scrollPause?.cancel()
        scrollPause = nil
        guard scroll.end() else { return }
        pendingRow = nil
        guard tracker.phase == .swiping else {
            if tracker.phase != .idle { _ = tracker.cancel() }
            return
        }
        let release = tracker.release(velocity: velocity.velocity(at: scroll.lastTime))
        settle(release)
    }
}
