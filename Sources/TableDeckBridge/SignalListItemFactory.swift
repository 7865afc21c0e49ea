import CGtk

/// A `GtkSignalListItemFactory`: fills a ``ListView``'s list items through four typed signals.
@MainActor
package final class SignalListItemFactory: Object {
    /// Creates a factory; adopts the `(transfer full)` reference its constructor returns.
    package init() {
        super.init(UnsafeMutableRawPointer(gtk_signal_list_item_factory_new()), ownership: .adopt)
    }

    /// Calls `handler` when a list item is created (`setup`).
    @discardableResult
    package func onSetup(_ handler: @escaping @MainActor (ListItem) -> Void) -> SignalHandlerID {
        connectListItemSignal("setup", handler)
    }

    /// Calls `handler` when a list item is given a position to show (`bind`).
    @discardableResult
    package func onBind(_ handler: @escaping @MainActor (ListItem) -> Void) -> SignalHandlerID {
        connectListItemSignal("bind", handler)
    }

    /// Calls `handler` when a list item stops showing its position (`unbind`).
    @discardableResult
    package func onUnbind(_ handler: @escaping @MainActor (ListItem) -> Void) -> SignalHandlerID {
        connectListItemSignal("unbind", handler)
    }

    /// Calls `handler` when a list item is about to be destroyed (`teardown`).
    @discardableResult
    package func onTeardown(_ handler: @escaping @MainActor (ListItem) -> Void) -> SignalHandlerID {
        connectListItemSignal("teardown", handler)
    }

    private func connectListItemSignal(_ signal: String, _ handler: @escaping @MainActor (ListItem) -> Void) -> SignalHandlerID {
        connectListItem(signal) { pointer in handler(ListItem(retaining: pointer)) }
    }
}
