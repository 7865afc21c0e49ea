/// Where an expandable item's children stand. They are asked for lazily: only when the item is
/// first expanded (``OutlineTree/expand(_:)``), and again when a failed item is expanded anew.
package enum OutlineChildren<ID: Hashable & Sendable>: Equatable, Sendable {
    /// Nobody asked for them yet (the item was never expanded), or the item cannot have any.
    case notRequested
    /// They were asked for and have not arrived: an expanded item shows a "Loading…" row.
    case loading
    /// They arrived, in this order (the caller sorts them).
    case loaded([ID])
    /// They could not be read: an expanded item shows this message as a row ("Permission denied").
    case failed(String)
}
