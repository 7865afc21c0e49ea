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
