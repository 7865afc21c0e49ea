/// The identity of a GObject, for comparing and as a dictionary key, without a reference.
///
/// It holds the object's address only: it keeps nothing alive and says nothing once the object
/// is gone (a later object may reuse the address), so keep it no longer than a wrapper of the
/// object.
package struct ObjectIdentity: Hashable, Sendable {
    private let address: UInt

    /// The identity of the object at `pointer`.
    package init(_ pointer: UnsafeMutableRawPointer) {
        address = UInt(bitPattern: pointer)
    }

    /// The identity of the object at `pointer`.
    package init<T>(_ pointer: UnsafeMutablePointer<T>) {
        self.init(UnsafeMutableRawPointer(pointer))
    }
}
