import CGtk

/// The desktop's clipboard (`GdkClipboard` of the default display), for text.
@MainActor
public enum Clipboard {
    /// Puts `text` on the clipboard; returns whether there was a display to put it on.
    @discardableResult
    public static func setText(_ text: String) -> Bool {
        guard let display = gdk_display_get_default(), let clipboard = gdk_display_get_clipboard(display) else {
            Diagnostics.warn("there is no display to copy \"\(text)\" to the clipboard of")
            return false
        }
        gdk_clipboard_set_text(clipboard, text)
        return true
    }

    /// Calls `completion` with the clipboard's text (`nil` when it holds none), read
    /// asynchronously as GDK does it.
    package static func readText(_ completion: @escaping @MainActor (String?) -> Void) {
        guard let display = gdk_display_get_default(), let clipboard = gdk_display_get_clipboard(display) else {
            completion(nil)
            return
        }
        let data = Unmanaged.passRetained(SignalBox(completion)).toOpaque()
        gdk_clipboard_read_text_async(clipboard, nil, clipboardTextRead, data)
    }
}

/// `GAsyncReadyCallback`: `void (*)(GObject *source, GAsyncResult *, gpointer data)`.
private let clipboardTextRead: GAsyncReadyCallback = { source, result, data in
    guard let data else { return }
    let box = Unmanaged<SignalBox<@MainActor (String?) -> Void>>.fromOpaque(data).takeRetainedValue()
    var text: String?
    if let source, let result {
        if let value = gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil) {
            text = String(cString: value)
            g_free(value)
        }
    }
    MainActor.assumeIsolated { box.handler(text) }
}
