import CGtk

/// What a widget last drew, as pixels: its render node (the widget and its children, as GTK drew
/// them in the last frame) drawn into an image of the widget's size. For tests that judge a look
/// by its colours (a grouped table's card on its tinted background), without a screenshot of the
/// screen.
package struct WidgetPixels: Sendable {
    /// One pixel's colour, straight (not premultiplied) 8-bit channels.
    package struct Colour: Hashable, Sendable, CustomStringConvertible {
        package var red: UInt8
        package var green: UInt8
        package var blue: UInt8
        package var alpha: UInt8

        /// `#rrggbbaa`.
        package var description: String {
            "#" + [red, green, blue, alpha].map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        }
    }

    /// The image's width and height in pixels.
    package let width: Int
    package let height: Int
    /// The pixels, row by row.
    private let pixels: [Colour]

    /// The colour at (`x`, `y`) of the widget, `nil` outside it.
    package func colour(atX x: Int, y: Int) -> Colour? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return pixels[y * width + x]
    }

    /// Draws `node` into a new image of `width` × `height` and reads it back.
    fileprivate init?(node: OpaquePointer, width: Int, height: Int) {
        guard width > 0, height > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { return nil }
        gsk_render_node_draw(node, context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels: [Colour] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                // CAIRO_FORMAT_ARGB32: one native 32-bit word, alpha in the high byte, colours
                // premultiplied by it.
                let word = row[x]
                let alpha = UInt8(truncatingIfNeeded: word >> 24)
                let straight = { (channel: UInt32) -> UInt8 in
                    let value = UInt8(truncatingIfNeeded: channel)
                    guard alpha > 0, alpha < 255 else { return value }
                    return UInt8(min(255, (UInt32(value) * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
                }
                pixels.append(Colour(red: straight(word >> 16), green: straight(word >> 8), blue: straight(word), alpha: alpha))
            }
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}

extension Widget {
    /// What the widget drew in the last frame, as pixels of its allocated size; `nil` before it
    /// was drawn (tests: wait for a frame first).
    package func drawnPixels() -> WidgetPixels? {
        guard let paintable = gtk_widget_paintable_new(widget) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let width = allocatedWidth
        let height = allocatedHeight
        guard let snapshot = gtk_snapshot_new() else { return nil }
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        return WidgetPixels(node: node, width: width, height: height)
    }
}

extension String {
    /// The string with `0`s before it up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
