#ifndef TABLEDECK_CGTK_SHIMS_H
#define TABLEDECK_CGTK_SHIMS_H

/* The C side of TableDeck's GTK bridge: only what Swift cannot call itself
 * (variadic functions, function-like macros). Every symbol starts with tdk_. */

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* ---- Signal emission (g_signal_emit_by_name is variadic) ---- */

/* Emits a signal that takes no arguments and returns nothing, e.g. "clicked". */
void tdk_emit_void(gpointer instance, const char *signal_name);

/* Emits GtkGestureClick::pressed or ::released with the given arguments. */
void tdk_emit_click(GtkGestureClick *gesture, const char *signal_name, gint n_press, gdouble x, gdouble y);

/* Emits GtkEventControllerKey::key-pressed and returns whether a handler took the key. */
gboolean tdk_emit_key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode,
                              GdkModifierType state);

/* Emits GtkEventControllerScroll::scroll and returns whether a handler took the event. */
gboolean tdk_emit_scroll(GtkEventControllerScroll *controller, gdouble dx, gdouble dy);

/* Emits a GtkGestureDrag signal (drag-begin, drag-update or drag-end) with its two doubles. */
void tdk_emit_drag(GtkGestureDrag *gesture, const char *signal_name, gdouble x, gdouble y);

/* ---- Accessibility (gtk_accessible_update_* are variadic) ---- */

/* Sets GTK_ACCESSIBLE_PROPERTY_LABEL. */
void tdk_accessible_set_label(GtkAccessible *accessible, const char *label);

/* Sets GTK_ACCESSIBLE_PROPERTY_DESCRIPTION. */
void tdk_accessible_set_description(GtkAccessible *accessible, const char *description);

/* ---- Type checks (function-like macros) ---- */

gboolean tdk_is_widget(gpointer instance);

/* ---- Process helpers ---- */

/* Milliseconds elapsed since the kernel started this process (from /proc/self/stat and
 * CLOCK_BOOTTIME), or -1 when the kernel does not say. */
gint64 tdk_process_age_ms(void);

/* ---- Pager layout (a GtkLayoutManager subclass: GObject types are written in C) ---- */

/* Lays out a widget's children side by side, each exactly as wide and tall as the widget, the
 * first one shifted left by `position` widths. Position is in pages, so a resize keeps the
 * pages aligned by itself. Children are moved with a transform, so a scroll does not lay out
 * their contents again. After each allocation whose size changed, calls `resized` (if set). */
#define TDK_TYPE_PAGER_LAYOUT (tdk_pager_layout_get_type())
G_DECLARE_FINAL_TYPE(TdkPagerLayout, tdk_pager_layout, TDK, PAGER_LAYOUT, GtkLayoutManager)

typedef void (*TdkPagerResized)(gpointer data, int width, int height);

GtkLayoutManager *tdk_pager_layout_new(void);
void tdk_pager_layout_set_position(TdkPagerLayout *layout, double position);
double tdk_pager_layout_get_position(TdkPagerLayout *layout);
void tdk_pager_layout_set_resized_callback(TdkPagerLayout *layout, TdkPagerResized callback, gpointer data,
                                           GDestroyNotify destroy);

/* Emits GtkGesture::cancel (or another signal taking one GdkEventSequence *) with `sequence`. */
void tdk_emit_gesture_sequence(GtkGesture *gesture, const char *signal_name, GdkEventSequence *sequence);

/* Whether `instance` is a GtkLabel / GtkListBox (type-check macros). */
gboolean tdk_is_label(gpointer instance);
gboolean tdk_is_list_box(gpointer instance);

/* ---- Desktop integration (issue 6) ---- */

/* gettext and setlocale: libintl.h and locale.h are not part of Swift's Glibc module. */
#include <libintl.h>
#include <locale.h>

/* Sets GtkSettings:gtk-application-prefer-dark-theme on the default display (g_object_set is variadic). */
void tdk_settings_set_prefer_dark(gboolean prefer_dark);

/* Reads GtkSettings:gtk-application-prefer-dark-theme; FALSE without a default display. */
gboolean tdk_settings_get_prefer_dark(void);

/* Whether GTK's accessible test API finds GTK_ACCESSIBLE_PROPERTY_LABEL equal to label. */
gboolean tdk_accessible_label_is(GtkAccessible *accessible, const char *label);

/* Reads a string property into *value (free it with g_free); g_object_get is variadic. */
void tdk_object_get_string(gpointer object, const char *property, char **value);

G_END_DECLS

#endif
