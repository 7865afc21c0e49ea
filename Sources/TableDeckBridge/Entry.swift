import CGtk

/// A `GtkEntry`: one line of editable text.
@MainActor
public final class Entry: Widget {
    /// Creates an empty entry showing `placeholder` while it is empty.
    public init(placeholder: String = "") {
        super.init(sinking: gtk_entry_new())
        if !placeholder.isEmpty {
            gtk_entry_set_placeholder_text(cast(), placeholder)
        }
    }

    /// The text typed so far.
    public var text: String {
        get { gtk_editable_get_text(opaque).map { String(cString: $0) } ?? "" }
        set { gtk_editable_set_text(opaque, newValue) }
    }

    /// How far a task the entry stands for has come, drawn as a bar under its text (0 for none).
    public var progressFraction: Double {
        get { gtk_entry_get_progress_fraction(cast()) }
        set { gtk_entry_set_progress_fraction(cast(), min(max(newValue, 0), 1)) }
    }

    /// Selects the whole text, as a field just tabbed into does.
    public func selectAll() {
        gtk_editable_select_region(opaque, 0, -1)
    }

    /// Calls `handler` when the user presses Enter in the entry.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("activate", handler)
    }

    /// Calls `handler` whenever the text changes.
    @discardableResult
    public func onChanged(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("changed", handler)
    }
}
