import CGtkShims

/// Emitting entry signals as GTK would: the handlers run as for real typing.
extension Entry {
    /// Emits `activate`, as Enter in the entry does.
    package func emitActivate() {
        tdk_emit_void(raw, "activate")
    }
}
