import TableDeckAppModel
import TableDeckBridge
import TableDeckModel
import TableDeckViews

/// The Class detail screen: a ``ClassDetailPage`` whose reports become stdout events
/// (`Availability requested`, `Promotion applied: CODE`, `Gift: on|off`).
///
/// The page is built the first time the screen appears, so launching on another screen costs
/// neither its widgets nor its availability request.
@MainActor
final class DetailScreen: ScreenController, ClassDetailPageDelegate {
    private let box = Box(.vertical)
    var root: Widget { box }
    private let promotion: Bool
    private var page: ClassDetailPage?
    /// Moves the focus into the page once it can take it.
    private var focusTimer: Timeout?

    /// Creates the screen for the sample class, with its promotion section when `promotion`.
    init(promotion: Bool) {
        self.promotion = promotion
        box.expandsVertically = true
        box.expandsHorizontally = true
    }

    func didAppear() {
        if page == nil {
            let page = ClassDetailPage(detail: ClassDetail.sample(withPromotion: true), hasPromotion: promotion)
            page.expandsVertically = true
            page.delegate = self
            box.append(page)
            self.page = page
        }
        // Switching screens moves the focus into the screen's main content, the class's
        // overview, so a screen reader presents "Class" and the class by its title, not the
        // header's tabs nor the first control. After this frame's layout: a page
        // built just now cannot take the focus yet.
        focusTimer = Timeout(milliseconds: 0) { [weak self] in
            guard let self, let page = self.page, page.isShownOnScreen, !self.box.containsFocus else { return }
            page.focusMainContent()
        }
    }

    func classDetailPageDidRequestAvailability(_ page: ClassDetailPage) {
        Diagnostics.printEvent(StdoutEvent.availabilityRequested.line)
    }

    func classDetailPage(_ page: ClassDetailPage, didApplyPromotionCode code: String) {
        Diagnostics.printEvent(StdoutEvent.promotionApplied(code: code).line)
    }

    func classDetailPage(_ page: ClassDetailPage, didSetGift isGift: Bool) {
        Diagnostics.printEvent(StdoutEvent.gift(on: isGift).line)
    }
}
