import TableDeckBridge
import TableDeckViews

/// What a ``ClassDetailPage`` reports to its owner. Held `weak` by the page.
@MainActor
public protocol ClassDetailPageDelegate: AnyObject {
    /// The "See availability" button was pressed (a new availability check has started).
    func classDetailPageDidRequestAvailability(_ page: ClassDetailPage)

    /// A valid promotion code was applied; `code` is trimmed and upper-cased. Empty or invalid
    /// codes are refused on the page and never reported.
    func classDetailPage(_ page: ClassDetailPage, didApplyPromotionCode code: String)

    /// The "Is that a gift?" switch was turned on or off.
    func classDetailPage(_ page: ClassDetailPage, didSetGift isGift: Bool)
}
