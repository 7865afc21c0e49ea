import TableDeckBridge
import TableDeckModel

/// Keys, scrubbing, and telling the pager when the pointer or the keyboard is on the indicator.
extension PageIndicatorView {
    func installInput() {
        keyController.onKeyPressed(withModifiers: { [weak self] keyval, modifiers in
            self?.handleKey(keyval, modifiers: modifiers) ?? false
        })
        stop.addController(keyController)

        // Capture phase: the indicator sees a press on a dot first, but takes it only once it
        // moves sideways, so a click still reaches the dot.
        scrubGesture.phase = .capture
        scrubGesture.onBegin { [weak self] x, _ in self?.scrubBegan(x: x) }
        scrubGesture.onUpdate { [weak self] dx, dy in self?.scrubMoved(dx: dx, dy: dy) }
        scrubGesture.onEnd { [weak self] dx, dy in
            self?.scrubMoved(dx: dx, dy: dy)
            self?.scrubEnded()
        }
        scrubGesture.onCancel { [weak self] in self?.scrubEnded() }
        dotRow.addController(scrubGesture)

        motion.onContainsPointerChanged { [weak self] in self?.presenceChanged() }
        addController(motion)
        focus.onContainsFocusChanged { [weak self] in self?.presenceChanged() }
        addController(focus)
    }

    private func presenceChanged() {
        pager?.indicatorPresenceChanged(pointerOver: motion.containsPointer, focusIn: focus.containsFocus)
    }

    /// The paging keys, and Space for Pause/Play, with the focus on the indicator.
    private func handleKey(_ keyval: UInt32, modifiers: KeyModifiers) -> Bool {
        guard let pager else { return false }
        pager.noteKeyboardUse()
        guard modifiers.isDisjoint(with: [.control, .alt, .super]) else { return false }
        if NavigationKey(keyval: keyval) == .space, pager.autoplayInterval != nil {
            togglePlayback()
            return true
        }
        return pager.handlePagingKey(keyval, modifiers: modifiers)
    }

    // MARK: - Scrubbing

    private func scrubBegan(x: Double) {
        guard (pager?.numberOfPages ?? 0) > 1 else { return }
        scrubState = ScrubState(startX: x, claimed: false)
    }

    private func scrubMoved(dx: Double, dy: Double) {
        guard let startX = scrubState.startX, let pager else { return }
        if !scrubState.claimed {
            guard abs(dx) >= PagerInputState.dragThreshold, abs(dx) > abs(dy) else { return }
            scrubState.claimed = true
            scrubGesture.claim()
            pager.isBeingScrubbed = true
        }
        let page = PagingMath.page(
            atX: startX + dx, width: Double(dotRow.allocatedWidth), pageCount: pager.numberOfPages,
            rightToLeft: isRightToLeft)
        guard page != scrubbedPage else { return }
        scrubbedPage = page
        pager.scroll(toPage: page, animated: true)
    }

    private func scrubEnded() {
        let claimed = scrubState.claimed
        scrubState = ScrubState()
        scrubbedPage = nil
        if claimed { pager?.isBeingScrubbed = false }
    }

    /// Whether a drag along the dots is scrubbing now.
    package var isScrubbing: Bool { scrubState.claimed }
}

/// Where a drag along the dots stands.
struct ScrubState {
    /// Where the press was, in the dot row; `nil` when no drag is under way.
    var startX: Double?
    /// Whether it moved far enough sideways to scrub (and claimed the pointer).
    var claimed = false
}
