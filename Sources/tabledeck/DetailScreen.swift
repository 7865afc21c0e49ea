import TableDeckBridge
import TableDeckModel
import TableDeckViews

/// The Class detail screen of seed 004: a ``ClassDetailPage`` whose reports become stdout events
/// (`Availability requested`, `Promotion applied: CODE`, `Gift: on|off`).
@MainActor
final class DetailScreen: ScreenController, ClassDetailPageDelegate {
    private let page: ClassDetailPage
    var root: Widget { page }

    /// Creates the screen for the sample class, with its promotion section when `promotion`.
    init(promotion: Bool) {
        page = ClassDetailPage(detail: ClassDetail.sample(withPromotion: true), hasPromotion: promotion)
        page.delegate = self
    }

    func didAppear() {}

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
