/// How a column of a column table chooses its width, before the user drags its header's edge.
public enum ColumnSizing: Sendable, Equatable {
    /// As wide as its content wants (the natural width the view measured).
    case natural
    /// Always this many pixels.
    case fixed(Int)
    /// Its natural width, plus an equal share of the room the other columns leave.
    case expanding
}

/// A column's sizing and the bounds every width it gets stays within.
///
/// The bounds are kept sane: a negative minimum counts as 0, and a maximum below the minimum
/// counts as the minimum (so the column is exactly that wide). ``init(_:minimum:maximum:)``
/// stores them that way, and ``clamped(_:)`` applies the same rules to values set later.
public struct ColumnWidth: Sendable, Equatable {
    /// How the column chooses its width.
    public var sizing: ColumnSizing
    /// The narrowest the column gets, in pixels; never below 0 in effect.
    public var minimum: Int
    /// The widest the column gets, in pixels, or `nil` for no limit; never below ``minimum``
    /// in effect.
    public var maximum: Int?

    /// A column sized by `sizing` between `minimum` (40 pixels unless told; a negative one
    /// is stored as 0) and `maximum` (none unless told; one below the minimum is stored as the
    /// minimum).
    public init(_ sizing: ColumnSizing = .natural, minimum: Int = 40, maximum: Int? = nil) {
        self.sizing = sizing
        self.minimum = max(0, minimum)
        self.maximum = maximum.map { max($0, max(0, minimum)) }
    }

    /// `width` brought within the column's bounds, as they are in effect (see the type's
    /// summary).
    public func clamped(_ width: Int) -> Int {
        let lower = max(0, minimum)
        let upper = max(maximum ?? Int.max, lower)
        return min(max(width, lower), upper)
    }
}
