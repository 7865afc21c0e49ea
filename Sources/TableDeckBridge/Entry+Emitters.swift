import CGtkShims

/// Emitting entry signals as GTK would, for tests.
extension Entry {
    /// Emits `activate`, as Enter in the entry does.
    package func emitActivate() {
        tdk_emit_void(raw, "activate")
    }
}
