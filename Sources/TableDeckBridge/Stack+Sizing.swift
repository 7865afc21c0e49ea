import CGtk

/// How a stack sizes itself around children of different sizes.
extension Stack {
    /// Whether the stack is as wide as its widest child (GTK's default), rather than as wide as
    /// the visible one.
    public var isHorizontallyHomogeneous: Bool {
        get { gtk_stack_get_hhomogeneous(opaque) != 0 }
        set { gtk_stack_set_hhomogeneous(opaque, newValue ? 1 : 0) }
    }

    /// Whether a size change on switching children is animated.
    public var interpolatesSize: Bool {
        get { gtk_stack_get_interpolate_size(opaque) != 0 }
        set { gtk_stack_set_interpolate_size(opaque, newValue ? 1 : 0) }
    }
}
