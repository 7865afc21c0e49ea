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

/* Sets GTK_ACCESSIBLE_PROPERTY_LABEL, and keeps a copy on the object (GTK 4.8 has no getter). */
void tdk_accessible_set_label(GtkAccessible *accessible, const char *label);

/* The label last set with tdk_accessible_set_label, or NULL (owned by the object). */
const char *tdk_accessible_get_label(GtkAccessible *accessible);

/* Makes a widget of the generic role, not in a window yet, a group, so that a name or a
 * description set on it is read (newer GTK reads none on a generic widget; TdkGtkCompat.c). The
 * label and description setters here call it. */
void tdk_accessible_allow_naming(GtkAccessible *accessible);
/* Sets GTK_ACCESSIBLE_PROPERTY_DESCRIPTION. */
void tdk_accessible_set_description(GtkAccessible *accessible, const char *description);
/* GTK_ACCESSIBLE_STATE_HIDDEN: a hidden widget and its descendants are left out of the
 * accessibility tree (GTK 4.8 reports no "showing" state for widgets off screen). Kept across
 * maps, which clear it on newer GTK (TdkGtkCompat.c). */
void tdk_accessible_set_hidden(GtkAccessible *accessible, gboolean hidden);

/* Sets GTK_ACCESSIBLE_PROPERTY_LEVEL (a heading's level, 1 for the top). */
void tdk_accessible_set_level(GtkAccessible *accessible, int level);

/* A new GtkBox or GtkLabel whose accessible role is `role`: GTK fixes a widget's role when the
 * widget is made (the construct-only "accessible-role" property, set through g_object_new). */
GtkWidget *tdk_box_new_with_role(GtkOrientation orientation, int spacing, GtkAccessibleRole role);
GtkWidget *tdk_label_new_with_role(const char *text, GtkAccessibleRole role);

/* ---- Type checks (function-like macros) ---- */

gboolean tdk_is_widget(gpointer instance);

/* ---- Process helpers ---- */

/* Milliseconds elapsed since the kernel started this process (from /proc/self/stat and
 * CLOCK_BOOTTIME), or -1 when the kernel does not say. */
gint64 tdk_process_age_ms(void);

/* The largest minimum and natural sizes of widget's laid-out children along orientation, measured
 * for for_size: what a layout that stacks its children on top of each other needs. */
void tdk_measure_largest_child(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                               int *natural);

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
/* Lays page i at offsets[i] pages from the viewport along the reading direction instead of
 * i - position (a wrapping pager places each page at its nearest copy); n_offsets 0 goes back
 * to i - position. Copied. Mirrored for a right-to-left widget, as every offset is. */
void tdk_pager_layout_set_offsets(TdkPagerLayout *layout, const double *offsets, guint n_offsets);
void tdk_pager_layout_set_resized_callback(TdkPagerLayout *layout, TdkPagerResized callback, gpointer data,
                                           GDestroyNotify destroy);

/* ---- First-fit layout: the first child that fits the width, as the page indicator's dots or
 * its compact form ---- */

/* Shows one child at a time: the first (in child order) whose minimum width fits the widget's
 * width, else the last. The widget's minimum width is its narrowest child's, its natural width
 * its widest child's natural width, its height the tallest child's, so a switch never changes
 * the height. The children not shown are child-invisible (unmapped) and hidden from assistive
 * technologies. */
#define TDK_TYPE_FIRST_FIT_LAYOUT (tdk_first_fit_layout_get_type())
G_DECLARE_FINAL_TYPE(TdkFirstFitLayout, tdk_first_fit_layout, TDK, FIRST_FIT_LAYOUT, GtkLayoutManager)

GtkLayoutManager *tdk_first_fit_layout_new(void);
/* The index (among the laid-out children) of the child shown by the last allocation; -1 before. */
int tdk_first_fit_layout_get_shown(TdkFirstFitLayout *layout);

/* Emits GtkGesture::cancel (or another signal taking one GdkEventSequence *) with `sequence`. */
void tdk_emit_gesture_sequence(GtkGesture *gesture, const char *signal_name, GdkEventSequence *sequence);

/* Whether `instance` is a GtkLabel / GtkListBox (type-check macros). */
gboolean tdk_is_label(gpointer instance);
gboolean tdk_is_list_box(gpointer instance);
/* Whether `instance` is a GtkEditable (a text field's GtkText, an entry). */
gboolean tdk_is_editable(gpointer instance);
/* Whether `instance` is a GtkViewport (what a scrolled window puts around a non-scrollable child). */
gboolean tdk_is_viewport(gpointer instance);
/* Whether `instance` is a GtkScrolledWindow. */
gboolean tdk_is_scrolled_window(gpointer instance);
/* Whether `instance` is a GtkGestureClick. */
gboolean tdk_is_gesture_click(gpointer instance);
/* ---- TdkFocusStop: children laid out in a row, and one keyboard stop for all of them ----
 *
 * GtkBox moves the focus into its children only; a control made of several parts (a page
 * indicator's dots) that the keyboard treats as one needs the container itself to take Tab
 * and hold the focus. Focusable from the start; disposes its children. */
typedef struct _TdkFocusStop TdkFocusStop;

GType tdk_focus_stop_get_type(void);

/* A new, empty stop (floating). */
GtkWidget *tdk_focus_stop_new(void);

/* A new, empty stop (floating) of the accessible role `role` (a column header, say). */
GtkWidget *tdk_focus_stop_new_with_role(GtkAccessibleRole role);

/* Appends child (which must have no parent) as the last one. */
void tdk_focus_stop_append(TdkFocusStop *stop, GtkWidget *child);

/* ---- TdkWrapBin: gives a height-for-width child (a wrapping label) a constant size ---- */

/* GtkConstraintLayout measures children with gtk_widget_get_preferred_size(), which asks a
 * wrapping label for its height at its *minimum* width: one word per line, far too tall. A
 * TdkWrapBin holds one child and reports, as a constant size, the child's height at the width
 * the bin was last allocated; when that width changes it updates on the next frame. */
typedef struct _TdkWrapBin TdkWrapBin;

GType tdk_wrap_bin_get_type(void);

/* A new (floating) bin around child, which must have no parent. */
GtkWidget *tdk_wrap_bin_new(GtkWidget *child);

/* The width the bin measures its child's height at (0 before the first allocation). */
int tdk_wrap_bin_get_width_hint(TdkWrapBin *bin);

/* Makes the bin report minimum_width as its minimum width instead of the child's (-1: the
 * child's). For a child whose own minimum is wrong, such as a GtkConstraintLayout in GTK 4.8,
 * whose solver reports its last allocated width. */
void tdk_wrap_bin_set_minimum_width(TdkWrapBin *bin, int minimum_width);

/* Makes the bin report height as its minimum and natural height instead of its child's (-1:
 * the child's). For a GtkConstraintLayout in GTK 4.8 whose children may stretch: its solver
 * then reports the last allocated height as the layout's height, so the owner measures the
 * height itself and hands it over here. */
void tdk_wrap_bin_set_measured_height(TdkWrapBin *bin, int height);

/* ---- TdkClamp: keeps one child at most a given width, centred (GTK 4.8 has no AdwClamp) ---- */

typedef struct _TdkClamp TdkClamp;

GType tdk_clamp_get_type(void);

/* A new (floating) clamp around child (which must have no parent): the child gets the clamp's
 * width minus minimum_margin on each side, but never more than maximum_width, and is centred.
 * Height-for-width is passed through, so wrapping text gets the height of its real width. */
GtkWidget *tdk_clamp_new(GtkWidget *child, int maximum_width, int minimum_margin);

/* Makes the clamp's content one Tab stop: Tab and Shift+Tab from a widget inside it go on to
 * the widgets outside (a table's rows, walked with the arrows), as GtkListView's own
 * Shift+Tab, which went to the row above, does not. */
void tdk_clamp_set_one_tab_stop(TdkClamp *clamp, gboolean one_tab_stop);

/* ---- TdkColumnsBox: one child per table column, each at its column's offset and width ---- */

typedef struct _TdkColumnsBox TdkColumnsBox;

GType tdk_columns_box_get_type(void);

/* A new, empty (floating) box. Its width is the columns' extent, whatever the children ask for;
 * its height the tallest child's at its column's width. A child is never given less than its
 * minimum width, but is drawn clipped to its column. Right to left, offsets run from the right
 * edge. Disposes its children. */
GtkWidget *tdk_columns_box_new(void);

/* Appends child (which must have no parent) as the last one. */
void tdk_columns_box_append(TdkColumnsBox *box, GtkWidget *child);

/* Takes child (one of the box's) out of the box. */
void tdk_columns_box_remove(TdkColumnsBox *box, GtkWidget *child);

/* Places the children, in child order: child i at offsets[i] (from the leading edge) and
 * widths[i] wide; a width of 0, or a child past `count`, is not shown. Copied; a change
 * queues a resize. */
void tdk_columns_box_set_columns(TdkColumnsBox *box, const int *offsets, const int *widths, guint count);

/* ---- TdkNaturalSize: asks for a natural size of its own, never a larger minimum ---- */

typedef struct _TdkNaturalSize TdkNaturalSize;

GType tdk_natural_size_get_type(void);

/* A new (floating) container around child (which must have no parent) that measures as the
 * child does, except that its natural width and height are at least natural_width and
 * natural_height: a scrolling view alone in a window without a default size opens at a usable
 * size, while its minimum (how far the window shrinks) stays the child's. */
GtkWidget *tdk_natural_size_new(GtkWidget *child, int natural_width, int natural_height);

/* ---- A lazy list model of positions (TdkIndexModel) ---- */

/* An item of a TdkIndexModel: just its position, made when GTK asks for it. */
typedef struct _TdkIndexItem TdkIndexItem;
GType tdk_index_item_get_type(void);

/* The position the item stands for. */
guint tdk_index_item_get_index(TdkIndexItem *item);

/* A GListModel of n_items positions that stores nothing per item: get_item makes a new
 * TdkIndexItem each time (transfer full), so ten million rows cost the same as ten. */
typedef struct _TdkIndexModel TdkIndexModel;
GType tdk_index_model_get_type(void);

/* Whether instance is a TdkIndexItem. */
gboolean tdk_is_index_item(gpointer instance);

/* A new, empty model (transfer full). */
TdkIndexModel *tdk_index_model_new(void);

/* How many items the model has. */
guint tdk_index_model_get_count(TdkIndexModel *model);

/* Replaces every item: emits items-changed(0, old count, n_items) when anything changes
 * (also when the count stays the same, so views rebind every visible row). */
void tdk_index_model_reset(TdkIndexModel *model, guint n_items);

/* Runs GtkWidget's "list.scroll-to-item" action (GtkListView, GtkGridView) for position. */
gboolean tdk_list_scroll_to_item(GtkWidget *list, guint position);

/* ---- Desktop integration ---- */

/* gettext and setlocale: libintl.h and locale.h are not part of Swift's Glibc module. */
#include <libintl.h>
#include <locale.h>

/* Sets GtkSettings:gtk-application-prefer-dark-theme on the default display (g_object_set is variadic). */
void tdk_settings_set_prefer_dark(gboolean prefer_dark);

/* Reads GtkSettings:gtk-application-prefer-dark-theme; FALSE without a default display. */
gboolean tdk_settings_get_prefer_dark(void);

/* GtkSettings:gtk-enable-animations on the default display; TRUE without one (GTK's default). */
gboolean tdk_settings_get_enable_animations(void);
/* GtkSettings:gtk-dnd-drag-threshold, how far a press must move to be a drag (8 without a display). */
int tdk_settings_get_drag_threshold(void);
void tdk_settings_set_enable_animations(gboolean enabled);

/* Writes `value` with `digits` digits after the locale's decimal point into `buffer` (snprintf's
 * "%.*f", variadic in C); returns what snprintf returns. */
int tdk_format_decimal(char *buffer, size_t size, double value, int digits);

/* Sets GTK_ACCESSIBLE_PROPERTY_SORT: 1 ascending, -1 descending, 0 none (variadic in C). */
void tdk_accessible_set_sort(GtkAccessible *accessible, int sort);
/* Whether GTK_ACCESSIBLE_PROPERTY_SORT is `sort` (as above), for tests. */
gboolean tdk_accessible_sort_is(GtkAccessible *accessible, int sort);

/* Sets the accessible value properties (VALUE_MIN, VALUE_MAX, VALUE_NOW, VALUE_TEXT): variadic in C. */
void tdk_accessible_set_value(GtkAccessible *accessible, double minimum, double maximum, double now, const char *text);

/* Whether GTK's accessible test API finds VALUE_NOW equal to value and VALUE_TEXT equal to text. */
gboolean tdk_accessible_value_is(GtkAccessible *accessible, double value, const char *text);

/* Sets GtkWidget:accessible-role (construct-time in GTK 4.8, but accepted until the widget's
 * accessible context is realized); g_object_set is variadic. */
void tdk_widget_set_accessible_role(GtkWidget *widget, GtkAccessibleRole role);
/* Sets the role as tdk_widget_set_accessible_role does, but only while the widget is in no
 * window: in one, GTK 4.8 has told assistive technologies its role and refuses a new one (a
 * widget that leaves a window can take one again). Returns whether the role is `role` now. */
gboolean tdk_widget_set_accessible_role_if_unshown(GtkWidget *widget, GtkAccessibleRole role);

/* Whether GTK's accessible test API finds GTK_ACCESSIBLE_PROPERTY_LABEL equal to label. */
gboolean tdk_accessible_label_is(GtkAccessible *accessible, const char *label);

/* Whether GTK's accessible test API finds GTK_ACCESSIBLE_STATE_SELECTED set to `selected`. */
gboolean tdk_accessible_selected_is(GtkAccessible *accessible, gboolean selected);

/* Whether GTK's accessible test API finds GTK_ACCESSIBLE_STATE_HIDDEN set to TRUE. */
gboolean tdk_accessible_is_hidden(GtkAccessible *accessible);

/* Reads a string property into *value (free it with g_free); g_object_get is variadic. */
void tdk_object_get_string(gpointer object, const char *property, char **value);

/* ---- Rows of a stack table: a column whose rows can slide and fold ---- */

/* A widget that stacks its children top to bottom, each as tall as it asks for the widget's
 * width (its natural height, or its minimum when the widget is given less), like a vertical
 * GtkBox with no spacing. Any child can be given a *motion* that moves it without moving the
 * others: pinned to a top (where it was before a change) for a fraction of the way, shifted by
 * some pixels, and taking only a fraction (0 … 1) of its height in the column, so that rows
 * glide to new places, fade in and leave without a wrapper widget around them.
 * Children with no motion cost nothing extra. The widget unparents its children when disposed.
 * To assistive technologies it is a list (name it after its table) offering AT-SPI's Selection
 * interface, as GTK's own lists do, so a screen reader reads its rows (list items,
 * tdk_widget_set_accessible_role_if_unshown) with their selected state; for that it is a GtkListBox
 * subtype whose list box part is inert: use only the functions below on it, never
 * gtk_list_box_*. */
#define TDK_TYPE_ROWS_BOX (tdk_rows_box_get_type())
typedef struct _TdkRowsBox TdkRowsBox;
GType tdk_rows_box_get_type(void) G_GNUC_CONST;
#define TDK_ROWS_BOX(obj) (G_TYPE_CHECK_INSTANCE_CAST((obj), TDK_TYPE_ROWS_BOX, TdkRowsBox))
#define TDK_IS_ROWS_BOX(obj) (G_TYPE_CHECK_INSTANCE_TYPE((obj), TDK_TYPE_ROWS_BOX))

GtkWidget *tdk_rows_box_new(void);

/* Called when Tab (backward: Shift+Tab) brings the focus into the column from outside; it puts
 * the focus on a row and returns TRUE, or returns FALSE to let the focus pass by. */
typedef gboolean (*TdkRowsBoxFocusEntered)(gpointer data, gboolean backward);

/* Sets what happens when Tab brings the focus in (replacing, and releasing, the previous one). */
void tdk_rows_box_set_focus_entered(TdkRowsBox *box, TdkRowsBoxFocusEntered entered, gpointer data,
                                    GDestroyNotify destroy);

/* Sets child's motion. pin: a top (of its border box, in box's coordinates) it is drawn at,
 * `fraction` of the way from its place (NAN: none); shift: pixels further down; reveal (clamped
 * to 0 … 1): the part of its height it takes in the column. (NAN, 0, 0, 1) is at rest. child
 * must be a child of box. */
void tdk_rows_box_set_motion(TdkRowsBox *box, GtkWidget *child, double pin, double fraction, double shift,
                             double reveal);

/* How far the last allocation drew child away from its place, in pixels (down when positive):
 * what its motion moved it by, 0 for a child at rest. A child's bounds less this are where it
 * rests. */
double tdk_rows_box_get_motion_offset(TdkRowsBox *box, GtkWidget *child);

/* Removes child (with its motion) from box. */
void tdk_rows_box_remove(TdkRowsBox *box, GtkWidget *child);
/* Draws `child` (a child of `box`, or NULL for none) after the other rows, over them: the row a
 * drag lifts. Cleared when the child is removed. */
void tdk_rows_box_set_raised(TdkRowsBox *box, GtkWidget *child);
/* Gives the row `child` (a child of box) accessories: `leading` and `trailing` (each without a
 * parent, or NULL) become children of box, right after the row, drawn in lanes at the row's
 * leading and trailing edges as wide as their natural widths (a hidden one takes none), the row
 * as tall as it is in what is left between them; they move with the row's motion and slide.
 * Replaces (unparenting) the row's previous ones; NULL and NULL removes them. Removing the row
 * (tdk_rows_box_remove) removes them too. */
void tdk_rows_box_set_accessories(TdkRowsBox *box, GtkWidget *child, GtkWidget *leading, GtkWidget *trailing);

/* The menu item widgets (GtkModelButton, CSS name "modelbutton") of a GtkPopoverMenu built from
 * a model, in the order they appear, into `items` (at most `capacity`); returns how many there
 * are: to style one item (a destructive action) or read the items back. Gives the menu's stack page an
 * empty accessible name on the way (unnamed, GTK 4.8 reads it as "GtkStackPage panel"). */
guint tdk_popover_menu_items(GtkWidget *popover, GtkWidget **items, guint capacity);
/* Makes a GtkPopoverMenu as tall as its items, never scrolling: its scrolled window's automatic
 * vertical policy let GTK 4.8 lay a short menu out shorter than its items at first, showing a
 * scrollbar over the first item, which a quick click then pressed instead of the item (and the
 * menu closed unused, with warnings of broken active-state accounting). */
void tdk_popover_menu_never_scroll(GtkWidget *popover);
/* Wraps gtk_popover_set_pointing_to for a rectangle given by its parts. */
void tdk_popover_point_to(GtkWidget *popover, int x, int y, int width, int height);

/* A layout manager for a widget of one child (a recycled table cell): the child as large as the
 * widget, drawn `shift` pixels lower, the widget only `reveal` (0 … 1) of the child's height tall
 * (clipping it while below 1), so a recycled row can fold open without a wrapper. (0, 1) is at
 * rest. */
#define TDK_TYPE_MOTION_LAYOUT (tdk_motion_layout_get_type())
G_DECLARE_FINAL_TYPE(TdkMotionLayout, tdk_motion_layout, TDK, MOTION_LAYOUT, GtkLayoutManager)

GtkLayoutManager *tdk_motion_layout_new(void);
gboolean tdk_is_motion_layout(gpointer instance);
void tdk_motion_layout_set(TdkMotionLayout *layout, double shift, double reveal);

/* Draws `child` (a child of box) `slide` pixels to the right (left when negative), without moving
 * the other rows: the row a swipe moves aside. One child slides at a time; a new child
 * or 0 puts the previous one back. */
void tdk_rows_box_set_slide(TdkRowsBox *box, GtkWidget *child, double slide);

/* Draws the motion layout's child `slide` pixels to the right (left when negative): a recycled
 * row that a swipe moves aside. 0 is at rest. */
void tdk_motion_layout_set_slide(TdkMotionLayout *layout, double slide);

/* ---- Swipe actions: a table's content with the buttons a swipe reveals ---- */

/* A widget of one content child (a table's scrolled rows), sized by it, and optionally a *strip*
 * (the swipe buttons) drawn over the content only inside a rectangle (the part of a row its
 * swipe uncovered), so the buttons look and act as if they lay behind the row. The strip is
 * allocated the rectangle's size (at least its minimum width, pinned to the rectangle's right
 * or left edge and clipped), and comes after the content in focus order. A generic container
 * to assistive technologies; unparents its children when disposed. */
#define TDK_TYPE_SWIPE_LAYER (tdk_swipe_layer_get_type())
G_DECLARE_FINAL_TYPE(TdkSwipeLayer, tdk_swipe_layer, TDK, SWIPE_LAYER, GtkWidget)

/* A layer over content, which must have no parent. */
GtkWidget *tdk_swipe_layer_new(GtkWidget *content);
/* Shows strip (which must have no parent; NULL: none), replacing and unparenting the old one. */
void tdk_swipe_layer_set_strip(TdkSwipeLayer *layer, GtkWidget *strip);
/* Sets the uncovered rectangle, in the layer's coordinates, and which edge the strip keeps to. */
void tdk_swipe_layer_set_reveal(TdkSwipeLayer *layer, double x, double y, double width, double height,
                                gboolean align_right);

/* Sets GTK_ACCESSIBLE_STATE_SELECTED (gtk_accessible_update_state is variadic). */
void tdk_accessible_set_selected(GtkAccessible *accessible, gboolean selected);
/* Sets GTK_ACCESSIBLE_STATE_EXPANDED (1 expanded, 0 collapsed), or resets it (-1: the widget
 * does not expand). */
void tdk_accessible_set_expanded(GtkAccessible *accessible, int expanded);

/* Shows exactly the n_ranges ranges (starts[i], lengths[i]) as selected (a TdkIndexModel is also
 * a GtkSelectionModel that refuses GTK's own selecting), and emits selection-changed for the span
 * that changed (GTK 4.8 then rebinds every row in that span). */
void tdk_index_model_set_selection(TdkIndexModel *model, const guint *starts, const guint *lengths, guint n_ranges);

/* Splices a TdkIndexModel: removes `removed` items at position and adds `added` new ones there,
 * in one items-changed; the items after it are not rebound. */
void tdk_index_model_splice(TdkIndexModel *model, guint position, guint removed, guint added);

/* ---- GTK 4.8 to 4.18 from one binary (TdkGtkCompat.c) ----
 * Each call prefers GTK's newer function when the GTK running has it (looked up once, by name)
 * and otherwise makes the call GTK 4.8 has, so the same binary runs on either and builds on
 * either without a deprecation warning. */

/* Loads NUL-terminated CSS: gtk_css_provider_load_from_string (GTK 4.12), else
 * gtk_css_provider_load_from_data. */
void tdk_css_provider_load(GtkCssProvider *provider, const char *css);

/* Scrolls the list just enough to show the item at position: gtk_list_view_scroll_to (GTK 4.12)
 * with no flags, else the list.scroll-to-item action (tdk_list_scroll_to_item). Returns
 * whether the list scrolled or the action ran. */
gboolean tdk_list_view_scroll_to_item(GtkListView *list, guint position);

/* Moves the list's own focus to the item at position, without scrolling, through
 * gtk_list_view_scroll_to (GTK 4.12), which also points the list's focus tracker there: from GTK
 * 4.12 the list moves the focus back to its tracked item after its items change. FALSE, doing
 * nothing, where GTK lacks it (GTK 4.8 follows a row's own grab_focus). */
gboolean tdk_list_view_focus_item(GtkListView *list, guint position);

/* Makes Tab treat the list as one stop (GtkListView:tab-behavior = GTK_LIST_TAB_ITEM, GTK 4.12):
 * Tab into it focuses its focused item, not its first, and the next Tab leaves it, as GTK 4.8
 * does. FALSE, doing nothing, where GTK lacks the property. */
gboolean tdk_list_view_tab_as_one_stop(GtkListView *list);

/* Asks assistive technologies to present `message` now, through gtk_accessible_announce (GTK
 * 4.14) at medium priority. FALSE, doing nothing, where GTK lacks it, for an empty message, from
 * a widget that is not mapped, and without AT-SPI (GTK_A11Y=none or test). */
gboolean tdk_accessible_announce(GtkAccessible *accessible, const char *message);

/* Whether the newer call named `name` ("gtk_css_provider_load_from_string",
 * "gtk_list_view_scroll_to", "GtkListView:tab-behavior", "gtk_accessible_announce") is the one
 * used, in this process. */
gboolean tdk_gtk_compat_uses(const char *name);

G_END_DECLS

#endif
