import CGtk

/// A picture read from a file and scaled to the space it is given (a `GtkPicture`): UIKit's
/// `UIImageView` showing a photo, where ``Image`` is an icon at a fixed size.
///
/// Its natural size is the picture's own; it may shrink below it. Give it the size it should
/// fill (``Widget/setSizeRequest(width:height:)``, ``Widget/expandsHorizontally``, a Visual
/// Format line) and choose how the picture fills that size with ``contentFit``: to fill a
/// square thumbnail without bars, as `contentMode = .scaleAspectFill` does, use `.cover`.
@MainActor
public final class Picture: Widget {
    /// How the picture is scaled into the widget's size (`GtkContentFit`).
    public enum ContentFit: Sendable {
        /// Stretched to exactly the widget's size, its aspect ratio lost: UIKit's `.scaleToFill`.
        case fill
        /// As large as fits whole, its aspect ratio kept, centred with bars on two sides:
        /// UIKit's `.scaleAspectFit`. The default.
        case contain
        /// As small as covers the widget, its aspect ratio kept, centred, the overflow on two
        /// sides cut off: UIKit's `.scaleAspectFill` (with `clipsToBounds`).
        case cover
        /// As ``contain``, but never larger than the picture's own size.
        case scaleDown

        var gtk: GtkContentFit {
            switch self {
            case .fill: GTK_CONTENT_FIT_FILL
            case .contain: GTK_CONTENT_FIT_CONTAIN
            case .cover: GTK_CONTENT_FIT_COVER
            case .scaleDown: GTK_CONTENT_FIT_SCALE_DOWN
            }
        }

        init(_ fit: GtkContentFit) {
            switch fit {
            case GTK_CONTENT_FIT_FILL: self = .fill
            case GTK_CONTENT_FIT_COVER: self = .cover
            case GTK_CONTENT_FIT_SCALE_DOWN: self = .scaleDown
            default: self = .contain
            }
        }
    }

    /// Creates a picture of the image file at `path` (PNG, JPEG, TIFF, and what gdk-pixbuf
    /// reads), sinking the new widget's floating reference: the wrapper holds the one strong
    /// reference until `deinit`.
    ///
    /// A file that is missing or no image leaves the picture empty (nothing drawn, no size of
    /// its own), with one warning naming the file and GDK's reason, where GTK's own
    /// `gtk_picture_new_for_filename` draws a "broken image" icon and says nothing.
    public init(filePath path: String, contentFit: ContentFit = .contain) {
        var error: UnsafeMutablePointer<GError>?
        let texture = gdk_texture_new_from_filename(path, &error)
        if let failure = GLibError.take(error) {
            Diagnostics.warnOnce("the picture file '\(path)' cannot be shown (\(failure.message)); the picture is empty")
        }
        super.init(sinking: gtk_picture_new_for_paintable(texture))
        // The picture holds its own reference to the texture.
        if let texture { g_object_unref(UnsafeMutableRawPointer(texture)) }
        self.contentFit = contentFit
    }

    private var picture: OpaquePointer { OpaquePointer(widget) }

    /// How the picture fills the widget's size; ``ContentFit/contain`` by default.
    public var contentFit: ContentFit {
        get { ContentFit(gtk_picture_get_content_fit(picture)) }
        set { gtk_picture_set_content_fit(picture, newValue.gtk) }
    }

    /// Whether there is a picture to draw: `false` when the file could not be read.
    public var hasContent: Bool { gtk_picture_get_paintable(picture) != nil }

    /// Shows the picture at `width` × `height` pixels, whatever the file's own size, as UIKit
    /// code gives an image view width and height constraints: the widget's minimum and natural
    /// size become exactly that, so a box does not stretch a thumbnail to the photo's size.
    /// ``contentFit`` decides how the picture fills it.
    ///
    /// A negative size is taken as 0, with one warning naming it.
    public func setSize(width: Int, height: Int) {
        if width < 0 || height < 0 {
            Diagnostics.warnOnce("a picture's size \(width) × \(height) is negative; \(max(0, width)) × \(max(0, height)) used")
        }
        // Stored off by one in each half: a null pointer is "no size".
        let packed = (UInt(max(0, min(width, 0xFFFF_FFFE)) + 1) << 32) | UInt(max(0, min(height, 0xFFFF_FFFE)) + 1)
        g_object_set_data(gobject, Self.sizeKey, UnsafeMutableRawPointer(bitPattern: packed))
        if !hasFixedSize {
            // GtkPicture is a final type: its measuring is replaced by a layout manager's.
            gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, fixedSizeMeasure, noChildrenAllocate))
            hasFixedSize = true
        }
        gtk_widget_queue_resize(widget)
    }

    /// Whether ``setSize(width:height:)`` has replaced the picture's measuring.
    private var hasFixedSize = false

    /// The object data key of the size ``setSize(width:height:)`` fixed.
    fileprivate nonisolated static let sizeKey = "tabledeck-picture-size"
}

/// `GtkCustomMeasureFunc` of a picture of a fixed size: the size stored under
/// ``Picture/sizeKey``, as both minimum and natural size.
private let fixedSizeMeasure: GtkCustomMeasureFunc = { widget, orientation, _, minimum, natural, minimumBaseline, naturalBaseline in
    let packed = widget.flatMap { g_object_get_data(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GObject.self), Picture.sizeKey) }
    let bits = UInt(bitPattern: packed)
    let width = bits == 0 ? 0 : Int32(truncatingIfNeeded: (bits >> 32) - 1)
    let height = bits == 0 ? 0 : Int32(truncatingIfNeeded: (bits & 0xFFFF_FFFF) - 1)
    let size = orientation == GTK_ORIENTATION_HORIZONTAL ? width : height
    minimum?.pointee = size
    natural?.pointee = size
    minimumBaseline?.pointee = -1
    naturalBaseline?.pointee = -1
}

/// `GtkCustomAllocateFunc` of a widget with no children: nothing to place.
private let noChildrenAllocate: GtkCustomAllocateFunc = { _, _, _, _ in }
