import CGtk

extension Box {
    /// Whether every child gets the same share of the box's length (`gtk_box_set_homogeneous`).
    package var isHomogeneous: Bool {
        get { gtk_box_get_homogeneous(cast()) != 0 }
        set { gtk_box_set_homogeneous(cast(), newValue ? 1 : 0) }
    }
}
