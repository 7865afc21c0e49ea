import CGtk
import CGtkShims

/// The GTK this process runs with, and which of GTK's newer calls the bridge makes on it: one
/// binary serves GTK 4.8 (Debian 12) to 4.18 (Debian 13). The choice is made in one place,
/// `TdkGtkCompat.c`, which looks each newer function up by name once and falls back to GTK
/// 4.8's call when the running GTK lacks it; this only reports it.
package enum GtkRuntime {
    /// The running GTK's version (not the headers' the bridge was built against).
    package static var version: (major: Int, minor: Int, micro: Int) {
        (Int(gtk_get_major_version()), Int(gtk_get_minor_version()), Int(gtk_get_micro_version()))
    }

    /// Whether style sheets are loaded with `gtk_css_provider_load_from_string` (GTK 4.12 and
    /// newer) rather than `gtk_css_provider_load_from_data`, deprecated there.
    package static var loadsCSSFromString: Bool { tdk_gtk_compat_uses("gtk_css_provider_load_from_string") != 0 }

    /// Whether a recycling list's rows take the focus through `gtk_list_view_scroll_to` (GTK
    /// 4.12 and newer, which track the focused item themselves) rather than a row's own grab.
    package static var focusesListItemsByScrollTo: Bool { tdk_gtk_compat_uses("gtk_list_view_scroll_to") != 0 }

    /// Whether a recycling list scrolls to a row with `gtk_list_view_scroll_to` (GTK 4.12 and
    /// newer) rather than GTK 4.8's `list.scroll-to-item` action.
    package static var scrollsListsByScrollTo: Bool { tdk_gtk_compat_uses("gtk_list_view_scroll_to") != 0 }

    /// Whether lists are made one Tab stop through `GtkListView:tab-behavior` (GTK 4.12 and
    /// newer, whose default Tab walks every row and enters a list at its first); GTK 4.8's
    /// lists are one stop, entered at the focused row, already.
    package static var setsListTabBehavior: Bool { tdk_gtk_compat_uses("GtkListView:tab-behavior") != 0 }

    /// Whether ``Widget/announce(_:)`` reaches assistive technologies through
    /// `gtk_accessible_announce` (GTK 4.14 and newer); GTK 4.8 has no announcement, and callers
    /// carry the message as a name or description change there.
    package static var announces: Bool { tdk_gtk_compat_uses("gtk_accessible_announce") != 0 }
}
