import CGtk

/// A `GtkImage`: an icon from the icon theme, or a picture read from a file, at icon size.
@MainActor
public final class Image: Widget {
    /// Creates an image of the icon theme's `iconName` (`"avatar-default-symbolic"`), sinking
    /// the new widget's floating reference: the wrapper holds the one strong reference.
    public init(iconName: String) {
        super.init(sinking: gtk_image_new_from_icon_name(iconName))
    }

    /// Creates an image of the file at `path`, sinking the new widget's floating reference. A
    /// missing or unreadable file shows GTK's "broken image" icon, as `GtkImage` does.
    public init(filePath path: String) {
        super.init(sinking: gtk_image_new_from_file(path))
    }

    private var image: OpaquePointer { OpaquePointer(widget) }

    /// The size, in pixels, the icon is drawn at (GTK's default is 16).
    public var pixelSize: Int {
        get { Int(gtk_image_get_pixel_size(image)) }
        set { gtk_image_set_pixel_size(image, gint(newValue)) }
    }
}

extension Image {
    /// Shows the icon theme's `iconName` instead.
    public func setIconName(_ iconName: String) {
        gtk_image_set_from_icon_name(OpaquePointer(widget), iconName)
    }

    /// The icon shown, when it is one of the icon theme's.
    public var iconName: String? {
        gtk_image_get_icon_name(OpaquePointer(widget)).map { String(cString: $0) }
    }
}
