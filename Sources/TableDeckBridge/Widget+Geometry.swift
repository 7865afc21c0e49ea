import CGtk

/// Where a widget is, relative to others, and what lies under a point of it.
extension Widget {
    /// The widget's box (with padding and border) in `other`'s coordinates; `nil` when the two
    /// share no common ancestor or the widget is not laid out.
    public func bounds(relativeTo other: Widget) -> WidgetBounds? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, other.widget, &rect) != 0 else { return nil }
        return WidgetBounds(
            x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }

    /// The point (`x`, `y`) of this widget in `other`'s coordinates; `nil` when the two share no
    /// common ancestor.
    public func translate(x: Double, y: Double, to other: Widget) -> (x: Double, y: Double)? {
        // gtk_widget_compute_point is GTK 4.0's; gtk_widget_translate_coordinates, deprecated
        // from 4.12, rounded through it.
        var point = graphene_point_t(x: Float(x), y: Float(y))
        var result = graphene_point_t()
        guard gtk_widget_compute_point(widget, other.widget, &point, &result) != 0 else { return nil }
        return (Double(result.x), Double(result.y))
    }

    /// Whether the point (`x`, `y`) of the widget's own coordinates is inside it.
    public func contains(x: Double, y: Double) -> Bool {
        gtk_widget_contains(widget, x, y) != 0
    }

    /// The deepest descendant (or the widget itself) under the point (`x`, `y`) of the widget's
    /// coordinates that takes pointer input, as GTK picks it; `nil` for none. The result is a new
    /// wrapper holding its own reference, so `===` with a wrapper you already hold is `false`
    /// even for the same widget.
    package func pick(x: Double, y: Double) -> Widget? {
        gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT).map { Widget(retaining: $0) }
    }
}
