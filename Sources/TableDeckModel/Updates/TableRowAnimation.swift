/// How a batch update's rows animate, named as UIKit's `UITableView.RowAnimation` is, so ported
/// calls (`insertRows(at: [indexPath], with: .fade)`) read the same. TableDeck draws one
/// animation on every table (rows glide, fade in and fade out, about 200 ms, and none when GTK's
/// animations are off): every case but ``none`` shows it; a batch whose every change asks for
/// ``none`` does not animate.
public enum TableRowAnimation: Sendable, CaseIterable {
    /// The table's animation.
    case automatic
    /// The table's animation (UIKit fades).
    case fade
    /// The table's animation (UIKit slides from the right).
    case right
    /// The table's animation (UIKit slides from the left).
    case left
    /// The table's animation (UIKit slides from the top).
    case top
    /// The table's animation (UIKit slides from the bottom).
    case bottom
    /// The table's animation (UIKit keeps the row centred).
    case middle
    /// No animation.
    case none
}
