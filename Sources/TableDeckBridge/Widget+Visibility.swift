import CGtk
import CGtkShims

/// Whether a widget is drawn, reacts to input and is presented to assistive technologies.
extension Widget {
    /// Whether the widget is mapped: shown, with every ancestor shown and child-visible. An
    /// unmapped widget is not drawn and takes no focus.
    public var isShownOnScreen: Bool { gtk_widget_get_mapped(widget) != 0 }

    /// Whether the widget may be mapped with its parent (GTK's child visibility, set by the
    /// parent). A child-invisible widget is unmapped although visible: it keeps its size and
    /// place in the layout but is not drawn and takes no focus (hide it from assistive
    /// technologies with ``setHiddenFromAssistiveTechnologies(_:)``). GTK moves the focus out
    /// of a widget made child-invisible.
    public var isChildVisible: Bool {
        get { gtk_widget_get_child_visible(widget) != 0 }
        set { gtk_widget_set_child_visible(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget reacts to input. An insensitive widget is drawn dimmed and takes no
    /// focus; GTK drops the focus of a widget made insensitive, so move it first.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    /// Leaves the widget and its descendants out of what assistive technologies see (GTK's
    /// hidden accessible state), or puts them back. GTK 4.8 tells screen readers nothing about
    /// a child-invisible widget by itself: pair this with ``isChildVisible``. A hidden widget
    /// stays hidden when it is shown or mapped again (newer GTK clears the state on every map;
    /// the bridge sets it again before the next frame).
    public func setHiddenFromAssistiveTechnologies(_ hidden: Bool) {
        tdk_accessible_set_hidden(OpaquePointer(widget), hidden ? 1 : 0)
    }
}

extension Widget {
    /// Leaves a `GtkScrolledWindow`'s scroll bars out of what assistive technologies see: they
    /// take no focus and only repeat what the pointer and the keys do, and GTK 4.8 reads them
    /// (and the range inside each) by their type names, "GtkScrollbar" and "GtkRange". Every
    /// ``ScrolledWindow`` does this itself; call it on one a GtkBuilder definition made. Does
    /// nothing on another widget.
    public func hideScrollBarsFromAssistiveTechnologies() {
        guard tdk_is_scrolled_window(widget) != 0 else { return }
        let scroller = OpaquePointer(widget)
        for bar in [gtk_scrolled_window_get_vscrollbar(scroller), gtk_scrolled_window_get_hscrollbar(scroller)] {
            if let bar { tdk_accessible_set_hidden(OpaquePointer(bar), 1) }
        }
    }
}
