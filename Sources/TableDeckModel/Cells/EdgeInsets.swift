/// Space inside the edges of a box, in pixels on each side: UIKit's `NSDirectionalEdgeInsets`,
/// whose leading and trailing sides follow the reading direction (leading is the left in
/// English, the right in Hebrew).
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
    /// The space below the top edge.
    public var top: Int
    /// The space inside the leading edge.
    public var leading: Int
    /// The space above the bottom edge.
    public var bottom: Int
    /// The space inside the trailing edge.
    public var trailing: Int

    /// Creates insets of the given sides, 0 where not given.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No space on any side.
    public static let zero = EdgeInsets()

    /// Whether any side is negative (no box can be inset by less than nothing).
    package var hasNegativeSide: Bool { min(top, leading, bottom, trailing) < 0 }

    /// These insets with every negative side made 0.
    package var clampedToZero: EdgeInsets {
        EdgeInsets(top: max(0, top), leading: max(0, leading), bottom: max(0, bottom), trailing: max(0, trailing))
    }

    /// "top 8, leading 16, bottom 8, trailing 16".
    public var description: String { "top \(top), leading \(leading), bottom \(bottom), trailing \(trailing)" }
}
