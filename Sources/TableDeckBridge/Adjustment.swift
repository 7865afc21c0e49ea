import CGtk

/// A `GtkAdjustment`: a bounded value with a page size, as used by scrollable widgets.
@MainActor
public final class Adjustment: Object {
    /// Wraps an adjustment handed over with `(transfer none)`, taking a reference.
    package init(retaining pointer: UnsafeMutablePointer<GtkAdjustment>) {
        super.init(UnsafeMutableRawPointer(pointer), ownership: .retain)
    }

    var adjustment: UnsafeMutablePointer<GtkAdjustment> { cast() }

    /// The current value (the scroll offset).
    public var value: Double {
        get { gtk_adjustment_get_value(adjustment) }
        set { gtk_adjustment_set_value(adjustment, newValue) }
    }

    /// The lowest value.
    public var lower: Double { gtk_adjustment_get_lower(adjustment) }

    /// The highest value plus one page.
    public var upper: Double { gtk_adjustment_get_upper(adjustment) }

    /// The size of the visible part.
    public var pageSize: Double { gtk_adjustment_get_page_size(adjustment) }

    /// Calls `handler` whenever the value changes.
    @discardableResult
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("value-changed", handler)
    }

    /// Calls `handler` whenever lower, upper or page size change.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("changed", handler)
    }
}
