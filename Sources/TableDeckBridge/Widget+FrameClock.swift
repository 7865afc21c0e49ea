import CGtk

/// The frame clock a widget is painted by.
extension Widget {
    /// The frame clock of the widget's window, `nil` while the widget is not realized.
    public var frameClock: FrameClock? {
        gtk_widget_get_frame_clock(widget).map { FrameClock(retaining: $0) }
    }
}
