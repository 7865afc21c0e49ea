import CGtk

/// A widget's state flags (GTK's `:active`, `:hover`…) and whether it is mapped.
extension Widget {
    /// Some of GTK's `GtkStateFlags`: the states that CSS pseudo-classes match.
    public struct StateFlags: OptionSet, Sendable {
        /// The flags as GTK stores them.
        public let rawValue: UInt32

        /// Creates flags from GTK's bits.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Pressed (`:active`).
        public static let active = StateFlags(rawValue: GTK_STATE_FLAG_ACTIVE.rawValue)
        /// Under the pointer (`:hover`).
        public static let prelight = StateFlags(rawValue: GTK_STATE_FLAG_PRELIGHT.rawValue)
        /// Holding the keyboard focus (`:focus`).
        public static let focused = StateFlags(rawValue: GTK_STATE_FLAG_FOCUSED.rawValue)
        /// Holding or containing the keyboard focus (`:focus-within`).
        public static let focusWithin = StateFlags(rawValue: GTK_STATE_FLAG_FOCUS_WITHIN.rawValue)
        /// Selected (`:selected`), as a list draws its selected rows.
        public static let selected = StateFlags(rawValue: GTK_STATE_FLAG_SELECTED.rawValue)
    }

    /// The widget's current state flags (only those ``StateFlags`` names).
    public var stateFlags: StateFlags {
        StateFlags(rawValue: gtk_widget_get_state_flags(widget).rawValue).intersection([
            .active, .prelight, .focused, .focusWithin, .selected,
        ])
    }

    /// Turns `flags` on, leaving the others as they are.
    public func setStateFlags(_ flags: StateFlags) {
        gtk_widget_set_state_flags(widget, GtkStateFlags(rawValue: flags.rawValue), 0)
    }

    /// Turns `flags` off, leaving the others as they are.
    public func unsetStateFlags(_ flags: StateFlags) {
        gtk_widget_unset_state_flags(widget, GtkStateFlags(rawValue: flags.rawValue))
    }

    /// Whether the widget is mapped: shown, with all its ancestors, in a shown window. (Windows
    /// and dialogs have their own `isMapped`; this one is for any widget.)
    public var isMappedInWindow: Bool { gtk_widget_get_mapped(widget) != 0 }
}
