import TableDeckBridge

/// Where the user is among a ``PagerView``'s pages, and a way to another page, the
/// counterpart of UIKit's `UIPageControl`.
///
/// When the dots fit, one dot per page: each dot is a button with a 28 × 28 px target (WCAG 2.2
/// asks for at least 24 × 24), the targets side by side with no gap between them, and each keeps
/// its size and place when the page changes (the current page's dot differs only in its inner
/// drawing). When they do not fit (many pages, a narrow window), a compact form instead: a
/// previous-page button, `P / M`, a next-page button (each dimmed at its end). The choice is made
/// by measuring the width the indicator gets (the first form that fits it), so its minimum
/// width is the compact form's, whatever the page count, and never widens a window.
///
/// It follows the pager live, also while the pages are dragged or animate. A dot scrolls the
/// pager to its page (click, or Tab to it and press Space). With the focus on a dot or a button,
/// Left/Right, Page Up/Page Down and Home/End page as they do in the pager, and on a dot the
/// focus follows to the new page's dot. Assistive technologies read the indicator as
/// `Page P of M` and each dot as `Go to page K`. With no pages it hides.
@MainActor
public final class PageIndicatorView: Box {
    /// The pager the indicator follows and drives. Held `weak`: pagers do not belong to indicators.
    public private(set) weak var pager: PagerView?

    private let forms = FirstFitBox()
    private let dotRow = Box(.horizontal, spacing: 0)
    private var dots: [Button] = []
    private let compactRow = Box(.horizontal, spacing: 6)
    private let previousButton = Button(iconName: "go-previous-symbolic")
    private let positionLabel = Label()
    private let nextButton = Button(iconName: "go-next-symbolic")
    private let keyController = KeyController()
    // Translated once; the indicator fills them in as the position changes.
    // TRANSLATORS: the indicator's accessible name: the current page and the page count.
    private let pageTemplate = LibraryLocalization.text("Page %d of %d")
    // TRANSLATORS: the accessible name and tooltip of the dot that shows page %d.
    private let goToPageTemplate = LibraryLocalization.text("Go to page %d")
    private let noPagesText = LibraryLocalization.text("No pages")

    /// The page shown as current.
    public private(set) var currentPage = 0

    /// Creates an indicator for `pager`.
    public init(pager: PagerView) {
        super.init(.horizontal)
        LibraryStyle.install(for: self)
        addCSSClass("tabledeck-page-indicator")
        horizontalAlignment = .center
        dotRow.addCSSClass("tabledeck-page-dots")
        dotRow.horizontalAlignment = .center
        buildCompactRow(maximumPages: pager.maximumPages)
        forms.append(dotRow)
        forms.append(compactRow)
        append(forms)
        self.pager = pager
        keyController.onKeyPressed(withModifiers: { [weak self] keyval, modifiers in
            self?.handleKey(keyval, modifiers: modifiers) ?? false
        })
        addController(keyController)
        pager.addPageObserver(self) { [weak self] in
            self?.update()
        }
        update()
    }

    /// How many pages the indicator counts (one dot each).
    public var numberOfPages: Int { dots.count }

    /// The text assistive technologies read for the indicator.
    public private(set) var accessibleText = ""

    /// Whether the indicator shows its dots (`true`) or its compact form (`false`), as its last
    /// layout chose; `nil` before it was laid out.
    public var isShowingDots: Bool? { forms.shownIndex.map { $0 == 0 } }

    /// The dot of page `index`, for tests.
    package func dot(at index: Int) -> Button? {
        dots.indices.contains(index) ? dots[index] : nil
    }

    /// The key controller, for tests that emit real signals.
    package var keyControllerForTesting: KeyController { keyController }

    /// The compact form's previous-page and next-page buttons and its `P / M` label, for tests.
    package var compactControls: (previous: Button, label: Label, next: Button) {
        (previousButton, positionLabel, nextButton)
    }

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
        if dots.indices.contains(page) {
            dots[page].addCSSClass("tabledeck-page-dot-current")
        }
        currentPage = page
        positionLabel.text = count > 0 ? "\(page + 1) / \(count)" : ""
        updateStepButtons(page: page, count: count)
        accessibleText = count > 0 ? L10n.substitute(pageTemplate, page + 1, count) : noPagesText
        setAccessibleLabel(accessibleText)
        isVisible = count > 0
    }

    /// Dims the previous-page button on the first page and the next-page button on the last;
    /// the focus of a button being dimmed moves to the other one (or to the pager), rather than
    /// being dropped by GTK.
    private func updateStepButtons(page: Int, count: Int) {
        let previousEnabled = page > 0
        let nextEnabled = page < count - 1
        if !previousEnabled && previousButton.hasFocus {
            if nextEnabled { nextButton.grabFocus() } else { pager?.grabFocus() }
        }
        if !nextEnabled && nextButton.hasFocus {
            if previousEnabled { previousButton.grabFocus() } else { pager?.grabFocus() }
        }
        previousButton.isSensitive = previousEnabled
        nextButton.isSensitive = nextEnabled
    }

    private func rebuildDots(count: Int) {
        for dot in dots { dotRow.remove(dot) }
        dots = (0..<count).map { index in
            // The button is the target; the mark inside it is what is drawn (by CSS).
            let mark = Box(.horizontal)
            mark.addCSSClass("tabledeck-page-dot-mark")
            mark.horizontalAlignment = .center
            mark.verticalAlignment = .center
            let dot = Button(child: mark)
            dot.addCSSClass("tabledeck-page-dot")
            dot.addCSSClass("flat")
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

    /// The paging keys, with the focus on a dot or a compact button.
    private func handleKey(_ keyval: UInt32, modifiers: KeyModifiers) -> Bool {
        guard let pager, let destination = pager.destinationPage(forKey: keyval) else { return false }
        let focusWasOnADot = dotRow.containsFocus
        guard pager.handlePagingKey(keyval, modifiers: modifiers) else { return false }
        if focusWasOnADot, dots.indices.contains(destination) {
            dots[destination].grabFocus()
        }
        return true
    }
}
