import CGtk

/// How a widget places itself inside the space its parent gives it.
extension Widget {
    /// Where a widget sits along one axis of the space it is given.
    public enum Alignment {
        /// Stretch to fill the space.
        case fill
        /// At the start (left, or top).
        case start
        /// At the end (right, or bottom).
        case end
        /// In the middle.
        case center

        var gtk: GtkAlign {
            switch self {
            case .fill: GTK_ALIGN_FILL
            case .start: GTK_ALIGN_START
            case .end: GTK_ALIGN_END
            case .center: GTK_ALIGN_CENTER
            }
        }
    }

    /// Horizontal placement in the allocated space.
    public var horizontalAlignment: Alignment {
        get { Self.alignment(gtk_widget_get_halign(widget)) }
        set { gtk_widget_set_halign(widget, newValue.gtk) }
    }

    /// Vertical placement in the allocated space.
    public var verticalAlignment: Alignment {
        get { Self.alignment(gtk_widget_get_valign(widget)) }
        set { gtk_widget_set_valign(widget, newValue.gtk) }
    }

    /// Sets the four margins separately.
    public func setMargins(top: Int, bottom: Int, start: Int, end: Int) {
        gtk_widget_set_margin_top(widget, gint(top))
        gtk_widget_set_margin_bottom(widget, gint(bottom))
        gtk_widget_set_margin_start(widget, gint(start))
        gtk_widget_set_margin_end(widget, gint(end))
    }

    /// The top margin.
    public var marginTop: Int {
        get { Int(gtk_widget_get_margin_top(widget)) }
        set { gtk_widget_set_margin_top(widget, gint(newValue)) }
    }

    /// The bottom margin.
    public var marginBottom: Int {
        get { Int(gtk_widget_get_margin_bottom(widget)) }
        set { gtk_widget_set_margin_bottom(widget, gint(newValue)) }
    }

    /// The widget's position relative to `ancestor`'s top-left corner, `nil` if it is not a
    /// descendant or not laid out yet.
    public func frame(in ancestor: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, ancestor.widget, &bounds) != 0 else { return nil }
        return (Double(bounds.origin.x), Double(bounds.origin.y), Double(bounds.size.width), Double(bounds.size.height))
    }

    /// The minimum and natural size along the vertical axis for `width` (-1: any width).
    public func measureHeight(forWidth width: Int) -> (minimum: Int, natural: Int) {
        var minimum: gint = 0
        var natural: gint = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, gint(width), &minimum, &natural, nil, nil)
        return (Int(minimum), Int(natural))
    }

    /// The minimum and natural size along the horizontal axis for `height` (-1: any height).
    public func measureWidth(forHeight height: Int) -> (minimum: Int, natural: Int) {
        var minimum: gint = 0
        var natural: gint = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, gint(height), &minimum, &natural, nil, nil)
        return (Int(minimum), Int(natural))
    }

    private static func alignment(_ align: GtkAlign) -> Alignment {
        switch align {
        case GTK_ALIGN_START: .start
        case GTK_ALIGN_END: .end
        case GTK_ALIGN_CENTER: .center
        default: .fill
        }
    }
}
