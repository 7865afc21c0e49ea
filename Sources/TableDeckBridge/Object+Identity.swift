/// Telling wrappers of the same GObject apart from wrappers of different ones.
extension Object {
    /// The identity of the wrapped GObject: equal for two wrappers of the same object.
    package var identity: ObjectIdentity { ObjectIdentity(gobject) }

    /// Whether this wrapper and `other` wrap the same GObject.
    public func wrapsSameObject(as other: Object) -> Bool {
        identity == other.identity
    }
}
