import CGtk

extension Adjustment {
    /// Sets every bound at once, emitting `changed` (and `value-changed` if the value moved).
    public func configure(
        value: Double, lower: Double, upper: Double, stepIncrement: Double, pageIncrement: Double, pageSize: Double
    ) {
        gtk_adjustment_configure(cast(), value, lower, upper, stepIncrement, pageIncrement, pageSize)
    }

    /// How far a step (an arrow of the scroll bar) moves.
    public var stepIncrement: Double { gtk_adjustment_get_step_increment(cast()) }

    /// How far a page (Page Up, Page Down) moves.
    public var pageIncrement: Double { gtk_adjustment_get_page_increment(cast()) }

    /// Creates a free-standing adjustment (for a widget that owns its scroll position).
    public static func make() -> Adjustment {
        guard let pointer = gtk_adjustment_new(0, 0, 0, 0, 0, 0) else {
            preconditionFailure("gtk_adjustment_new returned NULL (GLib aborts on out-of-memory first)")
        }
        // New adjustments are floating: the wrapper retains (sinking would be the same reference).
        let adjustment = Adjustment(retaining: pointer)
        g_object_ref_sink(pointer)
        g_object_unref(pointer)
        return adjustment
    }
}
