import CGtk

/// Connecting Swift closures to GLib signals.
///
/// Each method matches one signal *shape*; its trampoline in `SignalTrampolines.swift` has
/// exactly the C signature GLib calls it with. Handlers run on the main actor, where GTK emits.
/// Capture `[weak self]` in handlers: GObject → closure → Swift wrapper → GObject is a cycle.
extension Object {
    /// Connects a handler for a signal of shape `void (*)(GObject *self, gpointer data)`, such as
    /// `GtkButton::clicked`, `GtkWidget::map`, `GtkAdjustment::value-changed` or
    /// `GdkFrameClock::after-paint`.
    @discardableResult
    package func connect(_ signal: String, after: Bool = false, _ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connectBox(raw, signal, unsafeBitCast(voidTrampoline, to: GCallback.self), SignalBox(handler), after: after)
    }

    /// Connects a handler like ``connect(_:after:_:)`` that disconnects itself after its first call.
    ///
    /// The closure keeps only the raw instance pointer, not this wrapper, so a wrapper made just to
    /// connect may be dropped at once; GLib keeps the handler until it runs or the object goes.
    package func connectOnce(_ signal: String, _ handler: @escaping @MainActor () -> Void) {
        let instance = raw
        var handlerID: gulong = 0
        handlerID = gulong(
            connect(signal) {
                if handlerID != 0 {
                    g_signal_handler_disconnect(instance, handlerID)
                    handlerID = 0
                }
                handler()
            }.rawValue)
    }

    /// Connects a handler for `GObject::notify::<property>`.
    @discardableResult
    package func connectNotify(_ property: String, _ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connectBox(raw, "notify::\(property)", unsafeBitCast(notifyTrampoline, to: GCallback.self), SignalBox(handler))
    }

    /// Connects a handler for `GtkGestureClick::pressed` or `::released`:
    /// `(GtkGestureClick *, gint n_press, gdouble x, gdouble y, gpointer)`.
    @discardableResult
    package func connectClick(
        _ signal: String, _ handler: @escaping @MainActor (_ nPress: Int, _ x: Double, _ y: Double) -> Void
    ) -> SignalHandlerID {
        connectBox(raw, signal, unsafeBitCast(clickTrampoline, to: GCallback.self), SignalBox(handler))
    }

    /// Connects a handler for `GtkEventControllerKey::key-pressed`:
    /// `gboolean (GtkEventControllerKey *, guint keyval, guint keycode, GdkModifierType, gpointer)`.
    /// The handler returns whether it took the key.
    @discardableResult
    package func connectKeyPressed(
        _ handler: @escaping @MainActor (_ keyval: UInt32, _ keycode: UInt32, _ state: GdkModifierType) -> Bool
    ) -> SignalHandlerID {
        connectBox(raw, "key-pressed", unsafeBitCast(keyTrampoline, to: GCallback.self), SignalBox(handler))
    }

    /// Connects a handler for `GtkEventControllerScroll::scroll`:
    /// `gboolean (GtkEventControllerScroll *, gdouble dx, gdouble dy, gpointer)`.
    @discardableResult
    package func connectScroll(_ handler: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Bool) -> SignalHandlerID {
        connectBox(raw, "scroll", unsafeBitCast(scrollTrampoline, to: GCallback.self), SignalBox(handler))
    }

    /// Connects a handler for a signal of shape `void (*)(GObject *, gdouble, gdouble, gpointer)`,
    /// such as `GtkGestureDrag::drag-begin`, `::drag-update` and `::drag-end`.
    @discardableResult
    package func connectDoublePair(
        _ signal: String, _ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void
    ) -> SignalHandlerID {
        connectBox(raw, signal, unsafeBitCast(doublePairTrampoline, to: GCallback.self), SignalBox(handler))
    }

    /// Connects a handler for `GtkSignalListItemFactory::setup`, `::bind`, `::unbind` or
    /// `::teardown`: `void (GtkSignalListItemFactory *, GtkListItem *, gpointer)`. The handler gets
    /// the list item (owned by GTK; valid for the duration of the call).
    @discardableResult
    package func connectListItem(_ signal: String, _ handler: @escaping @MainActor (_ listItem: OpaquePointer) -> Void) -> SignalHandlerID {
        connectBox(raw, signal, unsafeBitCast(listItemTrampoline, to: GCallback.self), SignalBox(handler))
    }
}

extension Object {
    /// Connects a handler for a signal of shape `void (*)(GObject *, gpointer argument, gpointer data)`
    /// whose pointer argument the handler does not need, such as `GtkGesture::cancel` and `::end`
    /// (the argument is a `GdkEventSequence *`), `GSimpleAction::activate` (a `GVariant *`
    /// parameter) or `GSettings::changed` (the key). The C shape is that of `notify`, so it shares
    /// ``notifyTrampoline``.
    @discardableResult
    package func connectIgnoringArgument(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connectBox(raw, signal, unsafeBitCast(notifyTrampoline, to: GCallback.self), SignalBox(handler))
    }
}
