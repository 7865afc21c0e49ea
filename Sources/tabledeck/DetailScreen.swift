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

    /// Creates the screen for the sample class, with its promotion section when `promotion`.
    init(promotion: Bool) {
        self.promotion = promotion
        box.expandsVertically = true
        box.expandsHorizontally = true
    }

    func didAppear() {
        guard page == nil else { return }
        let page = ClassDetailPage(detail: ClassDetail.sample(withPromotion: true), hasPromotion: promotion)
        page.expandsVertically = true
        page.delegate = self
        box.append(page)
        self.page = page
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
