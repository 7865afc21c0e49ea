import TableDeckAppModel
import TableDeckBridge
import TableDeckModel
import TableDeckViews

/// The Class detail page: one class of an education app as a long static table.
///
/// Sections (``DetailSection``) are built by `make…Cell()` functions and appended in order; the
/// promotion section is appended only while the class has a promotion, and
/// ``hasPromotion`` adds or removes it live. Only the widgets whose content changes are kept:
/// the availability status, the promotion entry and its message, and the gift switch.
///
/// The availability status starts as "Checking…" and is filled in when a simulated request
/// completes, ``availabilityDelay`` milliseconds later, on the main loop. The pending request is
/// a ``Timeout`` owned by the page, so closing the page cancels it. That first check is the
/// page's own: See availability can be pressed while it runs (and asks again); only a check
/// the button asked for locks the button.
@MainActor
public final class ClassDetailPage: Box {
    /// Hears about button presses, applied codes and the gift switch. Held `weak`.
    public weak var delegate: (any ClassDetailPageDelegate)?

    /// The class shown when it has a promotion; the page shows it without one when
    /// ``hasPromotion`` is off.
    public let detail: ClassDetail
    /// How long the simulated availability request takes, in milliseconds.
    public let availabilityDelay: Int

    let table = StaticTableView(maximumContentWidth: 720, minimumSideMargin: 20)
    /// The header section: the class's title, teacher, rating and price, and the page's main
    /// content for the keyboard (``focusMainContent()``).
    let overview = Box(.vertical, spacing: 6, role: .group)
    let promotionSwitch = Switch()
    let availabilityLabel = Label(ClassDetailStrings.checking)
    let seeAvailabilityButton = Button(label: ClassDetailStrings.seeAvailability)
    let promotionEntry = Entry(placeholder: ClassDetailStrings.promotionPlaceholder)
    let applyButton = Button(label: ClassDetailStrings.apply)
    let promotionMessage = Label("")
    let giftSwitch = Switch()
    /// The editor's picks strip, once built (its handlers do not need this reference).
    var picksStrip: EditorsPicksStrip?
    /// The promotion section while it is part of the page.
    private var promotionCell: StaticTableCell?
    private var availabilityRequest: Timeout?
    /// Whether the check in flight was asked for with See availability (which it locks), not
    /// the page's own first check.
    private var isPressedCheck = false
    /// The promotion cell is rebuilt each time it is shown; its entry and button are connected once.
    var promotionEntryConnected = false

    /// Creates the page for `detail`, showing its promotion when `hasPromotion` is on (and the
    /// class has one), and starts the first availability check.
    public init(detail: ClassDetail, hasPromotion: Bool = true, availabilityDelay: Int = 1000) {
        self.detail = detail
        self.availabilityDelay = max(0, availabilityDelay)
        super.init(.vertical)
        addCSSClass("tabledeck-class-detail")
        table.expandsVertically = true
        let toolbar = makeToolbar()
        append(toolbar)
        append(table)
        table.cells = makeCells(withPromotion: hasPromotion && detail.promotion != nil)
        table.reload()
        promotionSwitch.isOn = promotionCell != nil
        promotionSwitch.onToggled { [weak self] in
            guard let self else { return }
            self.hasPromotion = self.promotionSwitch.isOn
        }
        requestAvailability(pressed: false)
    }

    /// Whether the promotion-code section is part of the page. Turning it on for a class
    /// without a promotion does nothing.
    public var hasPromotion: Bool {
        get { promotionCell != nil }
        set {
            guard newValue != hasPromotion, !newValue || detail.promotion != nil else {
                if promotionSwitch.isOn != hasPromotion { promotionSwitch.isOn = hasPromotion }
                return
            }
            if newValue {
                let cell = makePromotionCell()
                promotionCell = cell
                // In section order: before the first shown section that comes after it.
                let order = DetailSection.allCases
                let promotionRank = order.firstIndex(of: .promotion) ?? order.count
                func rank(_ cell: StaticTableCell) -> Int {
                    order.firstIndex { $0.rawValue == cell.identifier } ?? 0
                }
                let insertAt = table.cells.firstIndex { rank($0) > promotionRank } ?? table.cells.count
                table.cells.insert(cell, at: insertAt)
            } else {
                table.cells.removeAll { $0 === promotionCell }
                promotionCell = nil
            }
            table.reload()
            if promotionSwitch.isOn != newValue { promotionSwitch.isOn = newValue }
        }
    }

    /// The identifiers of the sections shown, in order (``DetailSection`` raw values).
    public var shownSections: [String] { table.shownIdentifiers }

    /// The availability status text.
    public var availabilityStatus: String { availabilityLabel.text }

    /// Whether an availability check is in flight.
    public var isCheckingAvailability: Bool { availabilityRequest?.isPending ?? false }

    /// The message under the promotion entry ("" when there is none).
    public var promotionMessageText: String { promotionMessage.text }

    /// The vertical scroll position and range of the page.
    public var verticalAdjustment: Adjustment { table.verticalAdjustment }

    // MARK: - Actions

    /// Starts a (simulated) availability check; its answer replaces "Checking…" when it lands.
    /// A check already in flight is dropped: the new one answers.
    ///
    /// A check asked for with See availability (`pressed`) makes the button insensitive while it
    /// runs (a double click asked twice), so one press is one request. The page's own first
    /// check does not: it is no press, and locking the button for it dropped every press of the
    /// page's first second, a double click's two as well. A button that loses the keyboard
    /// focus by being locked gets it back when the check completes, so a keyboard user is not
    /// left with no focus.
    func requestAvailability(pressed: Bool) {
        showAvailability(ClassDetailStrings.checking)
        availabilityLabel.addCSSClass("dim-label")
        let answer = detail.availabilityAnswer
        let refocus = pressed && seeAvailabilityButton.hasFocus
        availabilityRequest?.cancel()
        isPressedCheck = pressed
        seeAvailabilityButton.isSensitive = !pressed
        availabilityRequest = Timeout(milliseconds: availabilityDelay) { [weak self] in
            guard let self else { return }
            self.showAvailability(answer)
            self.availabilityLabel.removeCSSClass("dim-label")
            self.isPressedCheck = false
            self.seeAvailabilityButton.isSensitive = true
            if refocus && !self.table.containsFocus {
                _ = self.seeAvailabilityButton.grabFocus()
            }
        }
    }

    /// Shows `status` under Availability and tells assistive technologies, once: the answer
    /// is presented when it arrives.
    ///
    /// GTK 4.14 and newer announce it (``Widget/announce(_:otherwise:)``). Orca 48 presents an
    /// announcement whatever it has the focus on, where it drops a description change of an
    /// object it has not: after Ctrl+4 it takes the header's tab strip's selection change after
    /// the focus change (it handles focus events first) and moves its focus to the new tab.
    /// GTK 4.8 has no announcement call and reports no "showing" state, so neither an alert
    /// nor a live region reaches Orca 43. What Orca 43 does present is a change of the
    /// description of the object that has the focus (its `onDescriptionChanged`), and the
    /// description of an object when it gets the focus: there the status is the description of
    /// the overview and of See availability (the focus is on the overview after switching to
    /// the screen, and back on See availability when a check it started ends). Not both: Orca
    /// 48 would present that description change of its focused object as well. A status set
    /// while the page is not on screen yet (its first "Checking…") cannot be announced: it is
    /// the description then on every release, read as the focus comes to the overview, and
    /// cleared when the next status is announced (Orca presents no empty description).
    private func showAvailability(_ status: String) {
        availabilityLabel.text = status
        let description = overview.announce(status) ? "" : status
        overview.setAccessibleDescription(description)
        seeAvailabilityButton.setAccessibleDescription(description)
    }

    /// Gives the keyboard focus to the page's main content, the overview at its top, so a
    /// screen reader presents the class by its title. Returns whether it took it.
    @discardableResult
    public func focusMainContent() -> Bool {
        overview.grabFocus()
    }

    /// A press of See availability: ignored while a check it asked for runs (the button is
    /// insensitive then, but a second click of a double click may already be on its way).
    func seeAvailabilityPressed() {
        guard !(isCheckingAvailability && isPressedCheck) else { return }
        requestAvailability(pressed: true)
        delegate?.classDetailPageDidRequestAvailability(self)
    }

    /// Whether See availability can be pressed now (it cannot while a check it asked for runs).
    public var canRequestAvailability: Bool { seeAvailabilityButton.isSensitive }

    func applyPromotion() {
        switch PromotionCode.validate(promotionEntry.text) {
        case .failure(let refusal):
            promotionMessage.text = ClassDetailStrings.refusal(refusal)
            promotionMessage.isVisible = true
            promotionMessage.addCSSClass("error")
            promotionMessage.removeCSSClass("success")
            promotionEntry.addCSSClass("error")
            describePromotion(with: promotionMessage.text)
            promotionEntry.grabFocus()
        case .success(let code):
            promotionEntry.text = code
            promotionMessage.text = ClassDetailStrings.applied(code)
            promotionMessage.isVisible = true
            promotionMessage.removeCSSClass("error")
            promotionMessage.addCSSClass("success")
            promotionEntry.removeCSSClass("error")
            describePromotion(with: promotionMessage.text)
            delegate?.classDetailPage(self, didApplyPromotionCode: code)
        }
    }

    /// Makes the message under the entry the description of the entry and of Apply, so a
    /// screen reader presents it on the one that has the focus (a refusal focuses the entry; a
    /// code applied from Apply leaves the focus there).
    private func describePromotion(with message: String) {
        promotionEntry.setAccessibleDescription(message)
        applyButton.setAccessibleDescription(message)
    }

    func giftToggled() {
        delegate?.classDetailPage(self, didSetGift: giftSwitch.isOn)
    }

    // MARK: - Cells

    /// The page's cells in section order; the promotion only when `withPromotion`.
    private func makeCells(withPromotion: Bool) -> [StaticTableCell] {
        var cells: [StaticTableCell] = []
        cells.append(makeHeaderCell())
        cells.append(makeSummaryCell())
        cells.append(makeAvailabilityCell())
        cells.append(makeAboutTeacherCell())
        cells.append(makeAddressCell())
        if withPromotion {
            let cell = makePromotionCell()
            promotionCell = cell
            cells.append(cell)
        }
        cells.append(makeGiftCell())
        cells.append(makeShippingCell())
        cells.append(makeEditorsPicksCell())
        cells.append(makeReviewsCell())
        return cells
    }

    private func makeToolbar() -> Box {
        let bar = Box(.horizontal, spacing: 12)
        bar.addCSSClass("tabledeck-detail-toolbar")
        let label = Label(ClassDetailStrings.promotionToggle)
        label.expandsHorizontally = true
        label.xAlign = 1
        promotionSwitch.verticalAlignment = .center
        promotionSwitch.tooltip = ClassDetailStrings.promotionToggleHint
        promotionSwitch.setAccessibleLabel(ClassDetailStrings.promotionToggle)
        promotionSwitch.setAccessibleDescription(ClassDetailStrings.promotionToggleHint)
        bar.append(label)
        bar.append(promotionSwitch)
        return bar
    }
}
