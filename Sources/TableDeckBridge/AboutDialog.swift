import CGtk

/// A `GtkAboutDialog`: the program's name, version, licence, website and credits.
///
/// A window of its own: close it with ``Window/close()`` or its close button.
@MainActor
public final class AboutDialog: Widget {
    /// What the About window says.
    public struct Content: Sendable {
        /// The program's name as users see it.
        public var programName: String
        /// The version string.
        public var version: String
        /// One or two sentences on what the program is.
        public var comments: String
        /// The project's web address.
        public var website: String
        /// The visible label of the web link.
        public var websiteLabel: String
        /// The copyright line.
        public var copyright: String
        /// The icon shown as the logo, looked up in the icon theme.
        public var logoIconName: String
        /// Credited authors.
        public var authors: [String]
        /// Credit line for translators (one name per line), shown as "Translated by".
        public var translatorCredits: String?

        /// Creates the content of an About window.
        public init(
            programName: String, version: String, comments: String, website: String, websiteLabel: String,
            copyright: String, logoIconName: String, authors: [String], translatorCredits: String? = nil
        ) {
            self.programName = programName
            self.version = version
            self.comments = comments
            self.website = website
            self.websiteLabel = websiteLabel
            self.copyright = copyright
            self.logoIconName = logoIconName
            self.authors = authors
            self.translatorCredits = translatorCredits
        }
    }

    /// Creates an About window showing `content`, under the MIT licence.
    public init(_ content: Content) {
        super.init(sinking: gtk_about_dialog_new())
        let about = opaque
        gtk_about_dialog_set_program_name(about, content.programName)
        gtk_about_dialog_set_version(about, content.version)
        gtk_about_dialog_set_comments(about, content.comments)
        gtk_about_dialog_set_website(about, content.website)
        gtk_about_dialog_set_website_label(about, content.websiteLabel)
        gtk_about_dialog_set_copyright(about, content.copyright)
        gtk_about_dialog_set_logo_icon_name(about, content.logoIconName)
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
        // Closing hides it, so the same dialog can be shown again.
        gtk_window_set_hide_on_close(cast(GtkWindow.self), 1)
        withCStringArray(content.authors) { gtk_about_dialog_set_authors(about, $0) }
        if let credits = content.translatorCredits {
            gtk_about_dialog_set_translator_credits(about, credits)
        }
    }

    /// The version shown.
    public var version: String {
        gtk_about_dialog_get_version(opaque).map { String(cString: $0) } ?? ""
    }

    /// The website shown.
    public var website: String {
        gtk_about_dialog_get_website(opaque).map { String(cString: $0) } ?? ""
    }

    /// Whether the licence shown is MIT.
    public var isMITLicensed: Bool {
        gtk_about_dialog_get_license_type(opaque) == GTK_LICENSE_MIT_X11
    }

    /// Shows the window above `parent` (centred on it, modal when `modal`) and focuses it.
    public func present(over parent: Window?, modal: Bool) {
        presentAsDialog(over: parent, modal: modal)
    }

    /// Closes the window as its close button does.
    public func close() {
        gtk_window_close(cast(GtkWindow.self))
    }

    /// Whether the window is on screen.
    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }
}
