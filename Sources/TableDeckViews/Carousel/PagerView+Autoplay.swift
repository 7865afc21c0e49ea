import TableDeckBridge
import TableDeckModel

/// Autoplay: the pages move on by themselves every ``PagerView/autoplayInterval``, and hold
/// still whenever someone may be reading or using them.
extension PagerView {
    /// How long each page is shown before the pager moves on to the next; `nil` (the default)
    /// never moves by itself. At least one second.
    ///
    /// The pager advances one page per interval and from the last page goes on to the first,
    /// one page forward (not back through every page), with or without ``wrapsAround``. It
    /// pauses while the pointer is over the pager or its ``PageIndicatorView``, while the
    /// keyboard is in either of them (once the window shows keyboard focus), while the window is
    /// inactive or the pager is not on screen, and during a drag or a touchpad scroll; each page
    /// change and each pause's end start a whole new interval. ``stopAutoplay()`` stops it
    /// until ``playAutoplay()`` (the indicator's Pause button). Setting the interval starts
    /// autoplay afresh.
    public var autoplayInterval: Duration? {
        get { autoplay.schedule.map { .microseconds($0.interval) } }
        set {
            if let newValue {
                let (seconds, attoseconds) = newValue.components
                let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
                var schedule = AutoplaySchedule(microseconds: microseconds, now: MonotonicClock.now)
                for reason in currentPauseReasons() { schedule.pause(reason) }
                autoplay.schedule = schedule
            } else {
                autoplay.schedule = nil
            }
            updateAutoplayTimer()
            notifyObservers()
        }
    }

    /// Whether autoplay is on and counting towards its next page: not stopped, not paused.
    public var isAutoplayRunning: Bool { autoplay.schedule?.isRunning ?? false }

    /// Whether the user stopped autoplay (``stopAutoplay()``); `false` without autoplay.
    public var isAutoplayStopped: Bool { autoplay.schedule?.isStopped ?? false }

    /// How much of the current interval has passed, 0…1; 0 while paused, stopped or off. The
    /// indicator draws it in the current page's dot.
    public var autoplayProgress: Double {
        autoplay.schedule?.progress(at: MonotonicClock.now) ?? 0
    }

    /// Stops autoplay until ``playAutoplay()``, whatever else happens (WCAG 2.2.2).
    public func stopAutoplay() {
        guard autoplay.schedule != nil else { return }
        autoplay.schedule?.stop()
        updateAutoplayTimer()
        notifyObservers()
    }

    /// Lets a stopped autoplay run again, a whole interval from now (unless a pause holds).
    public func playAutoplay() {
        guard autoplay.schedule != nil else { return }
        autoplay.schedule?.play(at: MonotonicClock.now)
        updateAutoplayTimer()
        notifyObservers()
    }

    /// What pauses autoplay now (the pointer over the carousel, the focus in it, an inactive
    /// window …); empty when nothing does or autoplay is off.
    package var autoplayPauseReasons: Set<AutoplaySchedule.PauseReason> {
        autoplay.schedule?.pauseReasons ?? []
    }

    /// The indicator says whether the pointer is over it and whether the keyboard is in it:
    /// both pause autoplay as the pager's own do.
    package func indicatorPresenceChanged(pointerOver: Bool, focusIn: Bool) {
        autoplay.pointerOverIndicator = pointerOver
        autoplay.focusInIndicator = focusIn
        refreshAutoplayPauses()
    }

    // MARK: - Watching

    func installAutoplayWatches() {
        autoplay.motion.onContainsPointerChanged { [weak self] in
            guard let self else { return }
            self.autoplay.pointerOverPager = self.autoplay.motion.containsPointer
            self.refreshAutoplayPauses()
        }
        addController(autoplay.motion)
        autoplay.focus.onContainsFocusChanged { [weak self] in
            guard let self else { return }
            self.autoplay.focusInPager = self.autoplay.focus.containsFocus
            self.refreshAutoplayPauses()
        }
        addController(autoplay.focus)
        autoplay.windowWatch = WindowStateWatch(widget: self) { [weak self] in
            self?.refreshAutoplayPauses()
        }
    }

    /// A key was pressed with the focus in the pager or its indicator: the keyboard is in use
    /// there, and autoplay pauses until the focus leaves.
    package func noteKeyboardUse() {
        guard autoplay.schedule != nil, !autoplay.keyUsedInside else { return }
        autoplay.keyUsedInside = true
        refreshAutoplayPauses()
    }

    /// The reasons that hold now.
    private func currentPauseReasons() -> Set<AutoplaySchedule.PauseReason> {
        var reasons = Set<AutoplaySchedule.PauseReason>()
        if autoplay.pointerOverPager || autoplay.pointerOverIndicator { reasons.insert(.pointerOver) }
        // Focus put on the pager by the app pauses nothing; once the user uses the keyboard
        // there (a key in the carousel, or GTK's focus-visible after a Tab into it), it does.
        let focusVisible = autoplay.windowWatch?.isFocusVisible ?? false
        let focusInside = autoplay.focusInPager || autoplay.focusInIndicator
        if !focusInside { autoplay.keyUsedInside = false }
        if focusInside && (focusVisible || autoplay.keyUsedInside) { reasons.insert(.keyboardFocus) }
        if !(autoplay.windowWatch?.isWindowActive ?? false) { reasons.insert(.windowInactive) }
        if !isShownOnScreen { reasons.insert(.hidden) }
        if input.dragStartPosition != nil || input.touchpadScrolling || isBeingScrubbed { reasons.insert(.dragging) }
        return reasons
    }

    /// Brings the schedule's pauses in line with what holds now.
    func refreshAutoplayPauses() {
        guard var schedule = autoplay.schedule else { return }
        let now = MonotonicClock.now
        let holding = currentPauseReasons()
        for reason in AutoplaySchedule.PauseReason.allCases {
            schedule.set(reason, holds: holding.contains(reason), now: now)
        }
        guard schedule != autoplay.schedule else { return }
        autoplay.schedule = schedule
        updateAutoplayTimer()
        notifyObservers()
    }

    /// A page change starts a whole interval.
    func restartAutoplayInterval() {
        autoplay.schedule?.restart(at: MonotonicClock.now)
    }

    // MARK: - Counting

    /// Counts the interval on the frame clock while autoplay runs, and only then.
    func updateAutoplayTimer() {
        let shouldRun = isAutoplayRunning && numberOfPages > 1
        if shouldRun, autoplay.tickID == nil {
            autoplay.tickID = addTickCallback { [weak self] frameTime in
                self?.autoplayTick(frameTime) ?? false
            }
        } else if !shouldRun, let id = autoplay.tickID {
            removeTickCallback(id)
            autoplay.tickID = nil
        }
    }

    private func autoplayTick(_ frameTime: Int64) -> Bool {
        guard let schedule = autoplay.schedule, schedule.isRunning, numberOfPages > 1 else {
            autoplay.tickID = nil
            return false
        }
        // The indicator's current dot shows the interval passing.
        notifyProgressObservers()
        if schedule.isDue(at: MonotonicClock.now), isSettled {
            autoplay.schedule?.restart(at: MonotonicClock.now)
            advanceAutoplay()
        }
        return true
    }

    /// One page on; from the last page, the first placed after it.
    private func advanceAutoplay() {
        autoplay.isTurning = true
        defer { autoplay.isTurning = false }
        let page = currentPage
        if wrapsAround {
            scroll(toPage: page + 1, animated: true)
            return
        }
        let target = PagingMath.autoplayTargetPosition(after: page, pageCount: numberOfPages)
        if target >= Double(numberOfPages) { animationWraps = true }
        scroll(toPosition: target, animated: true)
    }
}
