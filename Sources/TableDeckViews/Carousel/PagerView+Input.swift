import TableDeckBridge
import TableDeckModel

/// Dragging, wheel and touchpad scrolling, and keys.
extension PagerView {
    func installInput() {
        // Capture phase: the pager sees a press before the page's rows do, but takes it only once
        // it moves sideways, so a click on a row still reaches the row.
        dragGesture.phase = .capture
        dragGesture.onBegin { [weak self] _, _ in self?.dragBegan() }
        dragGesture.onUpdate { [weak self] dx, dy in self?.dragMoved(dx: dx, dy: dy) }
        dragGesture.onEnd { [weak self] dx, dy in
            self?.dragMoved(dx: dx, dy: dy)
            self?.dragEnded()
        }
        // A cancelled drag (a broken grab) gets no drag-end: it must still snap.
        dragGesture.onCancel { [weak self] in self?.dragEnded() }
        strip.addController(dragGesture)

        // Capture phase too: horizontal scrolls are the pager's before a page's scrolled window
        // (which would swallow them); plain vertical ones are passed on to the page.
        scrollController.phase = .capture
        scrollController.onScroll { [weak self] dx, dy in self?.scrolled(dx: dx, dy: dy) ?? false }
        scrollController.onScrollEnd { [weak self] in self?.touchpadScrollEnded() }
        strip.addController(scrollController)

        // Capture phase: the paging keys are the pager's before a focused row of a page's list
        // takes Home, End, Page Up and Page Down for itself (Up and Down stay with the list).
        keyController.phase = .capture
        keyController.onKeyPressed(withModifiers: { [weak self] keyval, modifiers in
            self?.noteKeyboardUse()
            return self?.handlePagingKey(keyval, modifiers: modifiers) ?? false
        })
        addController(keyController)
    }

    // MARK: - Drag

    private func dragBegan() {
        guard numberOfPages > 0 else { return }
        // A press stops an animation where it is: the page can be caught mid-flight.
        stopAnimation()
        input.dragStartPosition = position
        input.dragClaimed = false
        refreshAutoplayPauses()
        // A press on a page puts the keyboard on the pager, so the arrow keys page at once.
        grabFocus()
        input.tracker.reset()
        input.tracker.add(position: position, time: dragGesture.currentEventTime)
    }

    private func dragMoved(dx: Double, dy: Double) {
        guard let start = input.dragStartPosition, pageWidth > 0 else { return }
        if !input.dragClaimed {
            guard abs(dx) >= PagerInputState.dragThreshold, abs(dx) > abs(dy) else { return }
            input.dragClaimed = true
            dragGesture.claim()
        }
        let moved = PagingMath.draggedPosition(
            start: start, translation: PagingMath.translation(dx: dx, pageWidth: pageWidth, rightToLeft: isRightToLeft),
            pageCount: numberOfPages, wraps: wrapsAround)
        setPosition(moved)
        input.tracker.add(position: moved, time: dragGesture.currentEventTime)
    }

    private func dragEnded() {
        guard input.dragStartPosition != nil else { return }
        let claimed = input.dragClaimed
        input.dragStartPosition = nil
        input.dragClaimed = false
        defer { refreshAutoplayPauses() }
        guard claimed else {
            // A click, not a drag. If it caught an animation mid-flight, finish at the nearest
            // page rather than leave two half pages on screen.
            if position != position.rounded() {
                scroll(toPage: currentPage, animated: true)
            } else {
                reportSettledPageIfChanged()
            }
            return
        }
        let velocity = input.tracker.velocity(at: dragGesture.currentEventTime)
        let target = PagingMath.snapTarget(position: position, velocity: velocity, pageCount: numberOfPages, wraps: wrapsAround)
        scroll(toPage: target, animated: true)
    }

    /// Whether a drag is under way.
    package var isDragging: Bool { input.dragStartPosition != nil }

    // MARK: - Wheel and touchpad

    private func scrolled(dx: Double, dy: Double) -> Bool {
        handleScroll(
            dx: dx, dy: dy, unit: scrollController.unit, shift: scrollController.isShiftPressed,
            time: scrollController.currentEventTime)
    }

    /// Handles one scroll event; returns whether the pager used it (else it goes on to the page).
    ///
    /// Horizontal scrolls page, and so does a vertical one with Shift held; a plain vertical
    /// scroll is left to the page's table. A wheel notch moves one page (counted from where an
    /// animation is heading, so quick notches add up); touchpad movement moves the pages with the
    /// fingers and snaps when the fingers lift (or, for devices that never say so, after a pause).
    package func handleScroll(dx: Double, dy: Double, unit: ScrollController.Unit, shift: Bool, time: UInt32) -> Bool {
        guard numberOfPages > 0, input.dragStartPosition == nil else { return false }
        let horizontal: Double
        if shift && dx == 0 {
            horizontal = dy
        } else if dx != 0 && abs(dx) >= abs(dy) {
            horizontal = dx
        } else {
            return false
        }
        // Right to left, scrolling to the right goes back to the earlier pages, which are there.
        let forward = (horizontal > 0) != isRightToLeft
        switch unit {
        case .wheel:
            scroll(toPage: targetPage + (forward ? 1 : -1), animated: true)
        case .surface:
            guard pageWidth > 0 else { return true }
            if !input.touchpadScrolling {
                stopAnimation()
                input.touchpadScrolling = true
                input.tracker.reset()
                startTouchpadWatchdog()
                refreshAutoplayPauses()
            }
            let moved = PagingMath.draggedPosition(
                start: position,
                translation: PagingMath.translation(dx: -horizontal, pageWidth: pageWidth, rightToLeft: isRightToLeft),
                pageCount: numberOfPages, wraps: wrapsAround)
            setPosition(moved)
            input.tracker.add(position: moved, time: time)
            input.lastScrollTime = time
            input.lastScrollMonotonic = MonotonicClock.now
        }
        return true
    }

    /// Ends a touchpad scroll: snaps to the page the movement points at.
    package func touchpadScrollEnded() {
        guard input.touchpadScrolling else { return }
        input.touchpadScrolling = false
        defer { refreshAutoplayPauses() }
        let velocity = input.tracker.velocity(at: input.lastScrollTime)
        scroll(
            toPage: PagingMath.snapTarget(position: position, velocity: velocity, pageCount: numberOfPages, wraps: wrapsAround),
            animated: true)
    }

    /// Snaps a touchpad scroll that stays quiet for ``PagerInputState/touchpadPause`` without a
    /// `scroll-end` (some devices never send one): the pages are never left between two pages.
    private func startTouchpadWatchdog() {
        addTickCallback { [weak self] frameTime in
            guard let self, self.input.touchpadScrolling else { return false }
            if frameTime - self.input.lastScrollMonotonic > PagerInputState.touchpadPause {
                self.touchpadScrollEnded()
                return false
            }
            return true
        }
    }

    /// The scroll controller (wheel and touchpad).
    package var scrollControllerForTesting: ScrollController { scrollController }

    /// The drag gesture (mouse and touch).
    package var dragGestureForTesting: DragGesture { dragGesture }

    /// The key controller (the paging keys).
    package var keyControllerForTesting: KeyController { keyController }

    // MARK: - Keys

    /// Pages for `keyval` (Left/Right, mirrored right to left, Page Up/Page Down, Home/End, also
    /// on the keypad; round the ends with ``wrapsAround``) and
    /// returns `true`; returns `false`, leaving the key to others, for any other key, a key
    /// with Ctrl, Alt or Super held, and when the focus is in a text field.
    package func handlePagingKey(_ keyval: UInt32, modifiers: KeyModifiers) -> Bool {
        guard modifiers.isDisjoint(with: [.control, .alt, .super]), !focusIsInTextField,
            let destination = destinationPage(forKey: keyval)
        else { return false }
        scroll(toPage: destination, animated: true)
        return true
    }

    /// The page `keyval` leads to from where the pages are (or are heading), `nil` when it is
    /// not a paging key or there are no pages.
    package func destinationPage(forKey keyval: UInt32) -> Int? {
        guard numberOfPages > 0, let key = NavigationKey(keyval: keyval),
            let command = KeyCommand.pager(key, rightToLeft: isRightToLeft)
        else {
            return nil
        }
        switch command {
        case .previous, .previousPage:
            return PagingMath.page(from: targetPage, step: -1, pageCount: numberOfPages, wraps: wrapsAround)
        case .next, .nextPage:
            return PagingMath.page(from: targetPage, step: 1, pageCount: numberOfPages, wraps: wrapsAround)
        case .first: return 0
        case .last: return numberOfPages - 1
        case .activate: return nil
        }
    }
}
