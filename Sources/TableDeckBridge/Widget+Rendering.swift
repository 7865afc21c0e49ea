import CGtk

extension Widget {
    /// Draws the widget as it is on screen now (its box with border and padding, its children,
    /// its opacity) into memory with its window's renderer, pixel (0, 0) at the top left of its
    /// box; `nil` when it is in no window or has no size yet.
    package func renderPixels() -> RenderedPixels? {
        var box = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, widget, &box) != 0 else { return nil }
        let width = Int32(box.size.width.rounded())
        let height = Int32(box.size.height.rounded())
        guard width > 0, height > 0, let native = gtk_widget_get_native(widget),
            let renderer = gtk_native_get_renderer(native), let paintable = gtk_widget_paintable_new(widget)
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        guard let snapshot = gtk_snapshot_new() else { return nil }
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else {
            // Nothing drawn: every pixel transparent.
            return RenderedPixels(width: Int(width), height: Int(height), bytes: Array(repeating: 0, count: Int(width * height * 4)))
        }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let stride = Int(width) * 4
        var bytes = [UInt8](repeating: 0, count: stride * Int(height))
        bytes.withUnsafeMutableBufferPointer { buffer in
            gdk_texture_download(texture, buffer.baseAddress, gsize(stride))
        }
        return RenderedPixels(width: Int(width), height: Int(height), bytes: bytes)
    }
}
