import TableDeckBridge

/// Where the user is among a ``PagerView``'s pages, and a way to another page, the
/// counterpart of UIKit's `UIPageControl`.
///
/// When the dots fit, one dot per page: each dot is a 28 × 28 px target (WCAG 2.2 asks for at
/// least 24 × 24), the targets side by side with no gap between them, and each keeps its size
/// and place when the page changes (the current page's dot differs only in its inner drawing).
/// When they do not fit (many pages, a narrow window), a compact form instead: a previous-page
/// button, `P / M`, a next-page button (each dimmed at its end, unless the pager wraps). The
/// choice is made by measuring the width the indicator gets (the first form that fits it), so
/// its minimum width is the compact form's, whatever the page count, and never widens a window.
///
/// It follows the pager live, also while the pages are dragged or animate. A click on a dot
/// goes to its page; dragging along the dots scrubs through the pages (the pager follows and
/// settles on the release). The indicator is one keyboard stop: Left/Right (mirrored right to
/// left), Page Up/Page Down and Home/End page as they do in the pager. Right to left, the dots
/// run from the right, as the pages do. Assistive technologies read it as a slider named
/// `Page P of M` whose value is the page (the page the pages head for while they move, so a
/// jump is read once), and each dot as `Go to page K`. With no pages it
/// hides, and with one page too while ``hidesForSinglePage`` (the default).
///
/// With autoplay (``PagerView/autoplayInterval``), the current dot fills as the interval
/// passes (a plain current dot while autoplay is paused or stopped), and a Pause/Play button (`Pause slideshow` / `Play slideshow`; Space on the
/// indicator does the same) stops it for good or lets it run again. The pointer over the
/// indicator and the keyboard in it pause autoplay as they do over the pages.
@MainActor
public final class PageIndicatorView: Box {
    /// The pager the indicator follows and drives. Held `weak`: pagers do not belong to indicators.
    public private(set) weak var pager: PagerView?

    /// Whether the indicator hides, and frees its space, when the pager has a single page (as
    /// `UIPageControl.hidesForSinglePage`). On by default.
    public var hidesForSinglePage = true {
        didSet { update() }
    }

    /// The keyboard stop holding the dots or the compact form: it has the focus, the keys, the
    /// slider role and the value.
    let stop = FocusStop()
    let forms = FirstFitBox()
    let dotRow = Box(.horizontal, spacing: 0)
    var dots: [Button] = []
    private var marks: [Box] = []
    private let progressFill = Box(.horizontal)
    /// The mark holding the progress fill (the current page's), if any.
    private weak var fillHolder: Box?
    private var progressWidth = -1
    private let compactRow = Box(.horizontal, spacing: 6)
    private let previousButton = Button(iconName: "go-previous-symbolic")
    private let positionLabel = Label()
    private let nextButton = Button(iconName: "go-next-symbolic")
    let playPauseButton = Button(iconName: "media-playback-pause-symbolic")
    let keyController = KeyController()
    let scrubGesture = DragGesture()
    let motion = MotionController()
    let focus = FocusController()
    /// The page the scrub is on, while a drag along the dots is under way.
    var scrubbedPage: Int?
    /// A drag along the dots (`PageIndicatorView+Input.swift`).
    var scrubState = ScrubState()
    // Translated once; the indicator fills them in as the position changes.
    // TRANSLATORS: the indicator's accessible name: the current page and the page count.
    private let pageTemplate = LibraryLocalization.text("Page %d of %d")
    // TRANSLATORS: the accessible name and tooltip of the dot that shows page %d.
    private let goToPageTemplate = LibraryLocalization.text("Go to page %d")
    private let noPagesText = LibraryLocalization.text("No pages")
    // TRANSLATORS: the button that stops the carousel's automatic page changes.
    private let pauseText = LibraryLocalization.text("Pause slideshow")
    // TRANSLATORS: the button that lets the carousel change pages by itself again.
    private let playText = LibraryLocalization.text("Play slideshow")

    /// The page shown as current.
    public private(set) var currentPage = 0

    /// Creates an indicator for `pager`.
    public init(pager: PagerView) {
        super.init(.horizontal, spacing: 4)
        LibraryStyle.install(for: self)
        addCSSClass("tabledeck-page-indicator")
        horizontalAlignment = .center
        // One keyboard stop with a value, as a slider: the dots and buttons inside take no focus.
        stop.addCSSClass("tabledeck-page-indicator-stop")
        stop.setAccessibleRole(.slider)
        dotRow.addCSSClass("tabledeck-page-dots")
        dotRow.horizontalAlignment = .center
        progressFill.addCSSClass("tabledeck-page-dot-progress")
        progressFill.horizontalAlignment = .start
        progressFill.verticalAlignment = .center
        buildCompactRow(maximumPages: pager.maximumPages)
        forms.append(dotRow)
        forms.append(compactRow)
        stop.append(forms)
        append(stop)
        playPauseButton.addCSSClass("flat")
        playPauseButton.addCSSClass("tabledeck-page-play-pause")
        playPauseButton.onClicked { [weak self] in self?.togglePlayback() }
        append(playPauseButton)
        self.pager = pager
        installInput()
        pager.addPageObserver(self) { [weak self] in
            self?.update()
        }
        pager.addProgressObserver(self) { [weak self] in
            self?.updateProgress()
        }
        update()
    }

    /// How many pages the indicator counts (one dot each).
    public var numberOfPages: Int { dots.count }

    /// The text assistive technologies read for the indicator: the page the pages are on, or
    /// head for while they move (`Page P of M`).
    public private(set) var accessibleText = ""

    /// Whether the indicator shows its dots (`true`) or its compact form (`false`), as its last
    /// layout chose; `nil` before it was laid out.
    public var isShowingDots: Bool? { forms.shownIndex.map { $0 == 0 } }

    /// The dot of page `index`, `nil` when there is none.
    package func dot(at index: Int) -> Button? {
        dots.indices.contains(index) ? dots[index] : nil
    }

    /// The key controller (the paging keys on the keyboard stop).
    package var keyControllerForTesting: KeyController { keyController }

    /// The keyboard stop (the slider assistive technologies see).
    package var stopForTesting: Widget { stop }

    /// The scrub gesture (a drag along the dots).
    package var scrubGestureForTesting: DragGesture { scrubGesture }

    /// The Pause/Play button.
    package var playPauseButtonForTesting: Button { playPauseButton }

    /// The compact form's previous-page and next-page buttons and its `P / M` label.
    package var compactControls: (previous: Button, label: Label, next: Button) {
        (previousButton, positionLabel, nextButton)
    }

    /// How wide the current dot's progress fill is, in pixels (0 without autoplay).
    package var progressFillWidth: Int { max(0, progressWidth) }

    private func buildCompactRow(maximumPages: Int) {
        compactRow.addCSSClass("tabledeck-page-compact")
        compactRow.horizontalAlignment = .center
        let steps = [
            (previousButton, LibraryLocalization.text("Previous page"), -1),
            (nextButton, LibraryLocalization.text("Next page"), 1),
        ]
        for (button, name, step) in steps {
            button.addCSSClass("flat")
            button.addCSSClass("tabledeck-page-step")
            button.tooltip = name
            button.setAccessibleLabel(name)
            button.isFocusable = false
            button.onClicked { [weak self] in
                guard let pager = self?.pager else { return }
                pager.scroll(toPage: pager.targetPage + step, animated: true)
            }
        }
        positionLabel.addCSSClass("tabledeck-page-position")
        // As wide as its longest text, so the buttons do not move while the count changes.
        positionLabel.minimumWidthInCharacters = "\(maximumPages) / \(maximumPages)".count
        compactRow.append(previousButton)
        compactRow.append(positionLabel)
        compactRow.append(nextButton)
    }

    private func update() {
        let count = pager?.numberOfPages ?? 0
        if count != dots.count { rebuildDots(count: count) }
        let page = pager?.currentPage ?? 0
        if dots.indices.contains(currentPage) {
            dots[currentPage].removeCSSClass("tabledeck-page-dot-current")
        }
        if marks.indices.contains(page), fillHolder !== marks[page] {
            fillHolder?.remove(progressFill)
            marks[page].append(progressFill)
            fillHolder = marks[page]
        }
        if dots.indices.contains(page) {
            dots[page].addCSSClass("tabledeck-page-dot-current")
        }
        currentPage = page
        positionLabel.text = count > 0 ? "\(page + 1) / \(count)" : ""
        updateStepButtons(page: page, count: count)
        // Assistive technologies hear of the page the pages head for (the pager's name), not
        // of each page an animation passes: End here is read "Page 5 of 5", once.
        let heading = min(pager?.presentedPage ?? page, max(0, count - 1))
        let text = count > 0 ? L10n.substitute(pageTemplate, heading + 1, count) : noPagesText
        if text != accessibleText {
            accessibleText = text
            stop.setAccessibleLabel(text)
            if count > 0 {
                stop.setAccessibleValue(Double(heading + 1), minimum: 1, maximum: Double(count), text: text)
            }
        }
        isVisible = count > (hidesForSinglePage ? 1 : 0)
        updatePlayback()
        updateProgress()
    }

    /// Dims the previous-page button on the first page and the next-page button on the last
    /// (neither when the pager wraps around).
    private func updateStepButtons(page: Int, count: Int) {
        let wraps = pager?.wrapsAround ?? false
        previousButton.isSensitive = count > 1 && (wraps || page > 0)
        nextButton.isSensitive = count > 1 && (wraps || page < count - 1)
    }

    private func rebuildDots(count: Int) {
        fillHolder?.remove(progressFill)
        fillHolder = nil
        for dot in dots { dotRow.remove(dot) }
        marks = []
        dots = (0..<count).map { index in
            // The button is the target; the mark inside it is what is drawn (by CSS).
            let mark = Box(.horizontal)
            mark.addCSSClass("tabledeck-page-dot-mark")
            mark.horizontalAlignment = .center
            mark.verticalAlignment = .center
            marks.append(mark)
            let dot = Button(child: mark)
            dot.addCSSClass("tabledeck-page-dot")
            dot.addCSSClass("flat")
            // The indicator is the keyboard stop; a dot is for the pointer (and named for
            // assistive technologies).
            dot.isFocusable = false
            let name = L10n.substitute(goToPageTemplate, index + 1)
            dot.tooltip = name
            dot.setAccessibleLabel(name)
            dot.onClicked { [weak self] in
                self?.pager?.scroll(toPage: index, animated: true)
            }
            dotRow.append(dot)
            return dot
        }
    }

    // MARK: - Autoplay

    /// Shows the Pause/Play button with autoplay only, saying what a press would do.
    private func updatePlayback() {
        let hasAutoplay = pager?.autoplayInterval != nil
        playPauseButton.isVisible = hasAutoplay
        let stopped = pager?.isAutoplayStopped ?? false
        let name = stopped ? playText : pauseText
        playPauseButton.iconName = stopped ? "media-playback-start-symbolic" : "media-playback-pause-symbolic"
        playPauseButton.tooltip = name
        playPauseButton.setAccessibleLabel(name)
        // While it counts, the current dot fills with the interval; paused or stopped it is
        // the plain current dot.
        if pager?.isAutoplayRunning ?? false {
            addCSSClass("tabledeck-page-indicator-timed")
        } else {
            removeCSSClass("tabledeck-page-indicator-timed")
        }
    }

    /// Stops autoplay, or lets a stopped one run again.
    func togglePlayback() {
        guard let pager, pager.autoplayInterval != nil else { return }
        if pager.isAutoplayStopped { pager.playAutoplay() } else { pager.stopAutoplay() }
    }

    /// Fills the current dot as far as the interval has passed.
    private func updateProgress() {
        let progress = pager?.autoplayProgress ?? 0
        // The current mark is 12 px wide (LibraryStyle).
        let width = Int((progress * 12).rounded())
        guard width != progressWidth else { return }
        progressWidth = width
        progressFill.setSizeRequest(width: width, height: -1)
        progressFill.isVisible = width > 0
    }
}
