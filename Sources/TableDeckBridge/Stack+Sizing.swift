import CGtk

/// How a stack sizes itself around children of different sizes.
extension Stack {
    /// Whether a size change on switching children is animated.
    public var interpolatesSize: Bool {
        get { gtk_stack_get_interpolate_size(opaque) != 0 }
        set { gtk_stack_set_interpolate_size(opaque, newValue ? 1 : 0) }
    }
}
