import CGtk

/// A `GtkSwitch`: an on/off control.
@MainActor
public final class Switch: Widget {
    /// Creates a switch that is off.
    public init() {
        super.init(sinking: gtk_switch_new())
    }

    /// Whether the switch is on. Setting it notifies ``onToggled(_:)`` handlers like a click does.
    public var isOn: Bool {
        get { gtk_switch_get_active(opaque) != 0 }
        set { gtk_switch_set_active(opaque, newValue ? 1 : 0) }
    }

    /// Calls `handler` whenever the switch turns on or off (by the user or in code).
    @discardableResult
    public func onToggled(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connectNotify("active", handler)
    }
}
