#include "CGtkShims.h"

#include <dlfcn.h>
#include <string.h>

/* GTK 4.8 to 4.18 from one binary. The headers TableDeck is built against may be 4.8's, which
 * lack the newer functions, or 4.18's, which mark the older ones deprecated: the newer functions
 * are looked up by name in the running process, once, and the older calls are made with the
 * deprecation warning silenced, here and nowhere else. */

typedef void (*TdkLoadFromString)(GtkCssProvider *provider, const char *css);
/* gtk_list_view_scroll_to's flags and scroll info (GtkListScrollFlags, GtkScrollInfo), which
 * GTK 4.8's headers do not have: GTK_LIST_SCROLL_FOCUS is 1. */
typedef void (*TdkListViewScrollTo)(GtkListView *list, guint position, guint flags, gpointer scroll_info);
typedef gpointer (*TdkScrollInfoNew)(void);
typedef void (*TdkScrollInfoSetEnable)(gpointer scroll_info, gboolean enable);
/* gtk_accessible_announce's priority (GtkAccessibleAnnouncementPriority, GTK 4.14), which GTK
 * 4.8's headers do not have: GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM is 1. */
typedef void (*TdkAccessibleAnnounce)(GtkAccessible *accessible, const char *message, int priority);
/* gtk_accessible_get_at_context (GTK 4.10), (transfer full). */
typedef GObject *(*TdkAccessibleGetAtContext)(GtkAccessible *accessible);

static TdkLoadFromString load_from_string;
static TdkListViewScrollTo list_view_scroll_to;
static TdkScrollInfoNew scroll_info_new;
static TdkScrollInfoSetEnable scroll_info_set_enable_horizontal;
static TdkScrollInfoSetEnable scroll_info_set_enable_vertical;
static TdkAccessibleAnnounce accessible_announce;
static TdkAccessibleGetAtContext accessible_get_at_context;

static void resolve(void) {
  static gsize resolved = 0;
  if (g_once_init_enter(&resolved)) {
    load_from_string = (TdkLoadFromString)dlsym(RTLD_DEFAULT, "gtk_css_provider_load_from_string");
    list_view_scroll_to = (TdkListViewScrollTo)dlsym(RTLD_DEFAULT, "gtk_list_view_scroll_to");
    scroll_info_new = (TdkScrollInfoNew)dlsym(RTLD_DEFAULT, "gtk_scroll_info_new");
    scroll_info_set_enable_horizontal = (TdkScrollInfoSetEnable)dlsym(RTLD_DEFAULT, "gtk_scroll_info_set_enable_horizontal");
    scroll_info_set_enable_vertical = (TdkScrollInfoSetEnable)dlsym(RTLD_DEFAULT, "gtk_scroll_info_set_enable_vertical");
    if (!scroll_info_new || !scroll_info_set_enable_horizontal || !scroll_info_set_enable_vertical) list_view_scroll_to = NULL;
    accessible_announce = (TdkAccessibleAnnounce)dlsym(RTLD_DEFAULT, "gtk_accessible_announce");
    accessible_get_at_context = (TdkAccessibleGetAtContext)dlsym(RTLD_DEFAULT, "gtk_accessible_get_at_context");
    if (accessible_get_at_context == NULL) accessible_announce = NULL;
    g_once_init_leave(&resolved, 1);
  }
}

void tdk_css_provider_load(GtkCssProvider *provider, const char *css) {
  resolve();
  if (load_from_string != NULL) {
    load_from_string(provider, css);
    return;
  }
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_css_provider_load_from_data(provider, css, -1);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

gboolean tdk_list_view_focus_item(GtkListView *list, guint position) {
  resolve();
  if (list_view_scroll_to == NULL) return FALSE;
  gpointer no_scroll = scroll_info_new();
  scroll_info_set_enable_horizontal(no_scroll, FALSE);
  scroll_info_set_enable_vertical(no_scroll, FALSE);
  list_view_scroll_to(list, position, 1 /* GTK_LIST_SCROLL_FOCUS */, no_scroll); /* takes no_scroll */
  return TRUE;
}

gboolean tdk_list_view_scroll_to_item(GtkListView *list, guint position) {
  resolve();
  if (list_view_scroll_to == NULL) return tdk_list_scroll_to_item(GTK_WIDGET(list), position);
  /* No flags and no scroll info: scrolled just enough to show the item, as the action does. */
  list_view_scroll_to(list, position, 0 /* GTK_LIST_SCROLL_NONE */, NULL);
  return TRUE;
}

/* An announcement (GTK 4.14): assistive technologies present `message` without a change of the
 * focus or of any name. AT-SPI sends it as the accessible's object:announcement, which Orca 48
 * presents as a message whatever has the focus (its on_announcement); GTK 4.8 has nothing like
 * it, nor a live region Orca 43 hears, so FALSE there: the caller then carries the message as
 * GTK 4.8 can (a name or description change of the focused widget). FALSE too for a widget
 * that is not on screen: GTK sends an announcement only from an accessible it has registered
 * with the bus, and drops it silently otherwise (a screen's first status, set while it is
 * built). And FALSE without AT-SPI (GTK_A11Y=none or test, as the widget tests run): GTK 4.18's
 * test context has no announce function, and GTK calls it all the same (a NULL call). */
gboolean tdk_accessible_announce(GtkAccessible *accessible, const char *message) {
  resolve();
  if (accessible_announce == NULL || message == NULL || message[0] == '\0') return FALSE;
  if (GTK_IS_WIDGET(accessible) && !gtk_widget_get_mapped(GTK_WIDGET(accessible))) return FALSE;
  GObject *context = accessible_get_at_context(accessible);
  gboolean atspi = context != NULL && strcmp(G_OBJECT_TYPE_NAME(context), "GtkAtSpiContext") == 0;
  if (context != NULL) g_object_unref(context);
  if (!atspi) return FALSE;
  accessible_announce(accessible, message, 1 /* GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM */);
  return TRUE;
}

/* GtkListView:tab-behavior (GTK 4.12), looked up on the class: GTK_LIST_TAB_ITEM is 1. */
static gboolean has_tab_behavior(void) {
  GObjectClass *list_class = g_type_class_ref(GTK_TYPE_LIST_VIEW);
  gboolean found = g_object_class_find_property(list_class, "tab-behavior") != NULL;
  g_type_class_unref(list_class);
  return found;
}

gboolean tdk_list_view_tab_as_one_stop(GtkListView *list) {
  if (!has_tab_behavior()) return FALSE;
  g_object_set(list, "tab-behavior", 1 /* GTK_LIST_TAB_ITEM */, NULL);
  return TRUE;
}

gboolean tdk_gtk_compat_uses(const char *name) {
  resolve();
  if (strcmp(name, "gtk_css_provider_load_from_string") == 0) return load_from_string != NULL;
  if (strcmp(name, "gtk_list_view_scroll_to") == 0) return list_view_scroll_to != NULL;
  if (strcmp(name, "GtkListView:tab-behavior") == 0) return has_tab_behavior();
  if (strcmp(name, "gtk_accessible_announce") == 0) return accessible_announce != NULL;
  return FALSE;
}

/* Hidden from assistive technologies, whatever GTK does on map. GTK 4.8 sets a widget's hidden
 * state when it is shown or hidden; newer GTK (4.18 does) clears it whenever the widget is
 * mapped, after the "map" signal's handlers ran, so a widget hidden before it is on screen (a
 * decorative badge, the pinned header's layer) was presented again. A widget hidden here keeps
 * that wish (object data) and is hidden again right after each map, in a high-priority idle that
 * runs before the next frame is drawn; on GTK 4.8 that finds it hidden already. */
static GQuark hidden_wish_quark(void) {
  static GQuark quark;
  if (quark == 0) quark = g_quark_from_static_string("tdk-accessible-hidden-wish");
  return quark;
}

enum { TDK_HIDDEN_UNSET, TDK_HIDDEN_NO, TDK_HIDDEN_YES };

static gboolean rehide(gpointer data) {
  GtkWidget *widget = data;
  if (GPOINTER_TO_INT(g_object_get_qdata(G_OBJECT(widget), hidden_wish_quark())) == TDK_HIDDEN_YES) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  }
  return G_SOURCE_REMOVE;
}

static void keep_hidden_after_map(GtkWidget *widget, gpointer unused) {
  (void)unused;
  if (GPOINTER_TO_INT(g_object_get_qdata(G_OBJECT(widget), hidden_wish_quark())) == TDK_HIDDEN_YES) {
    g_idle_add_full(G_PRIORITY_HIGH_IDLE, rehide, g_object_ref(widget), g_object_unref);
  }
}

void tdk_accessible_set_hidden(GtkAccessible *accessible, gboolean hidden) {
  gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
  if (!GTK_IS_WIDGET(accessible)) return;
  GObject *object = G_OBJECT(accessible);
  gint wish = GPOINTER_TO_INT(g_object_get_qdata(object, hidden_wish_quark()));
  if (wish == TDK_HIDDEN_UNSET && hidden) {
    g_signal_connect(object, "map", G_CALLBACK(keep_hidden_after_map), NULL);
  }
  if (wish != TDK_HIDDEN_UNSET || hidden) {
    g_object_set_qdata(object, hidden_wish_quark(), GINT_TO_POINTER(hidden ? TDK_HIDDEN_YES : TDK_HIDDEN_NO));
  }
}

/* A name needs a role that takes one. Newer GTK follows ARIA's naming rules: a widget of the
 * generic role (4.18's boxes and scrolled windows) has no name or description, whatever is set,
 * where GTK 4.8 made its boxes groups and read their names. A widget named here, while it is not
 * in a window yet (GTK fixes a role once it has told assistive technologies), becomes a group:
 * what ARIA asks of a named container, and what GTK 4.8's boxes were. */
void tdk_accessible_allow_naming(GtkAccessible *accessible) {
  if (!GTK_IS_WIDGET(accessible)) return;
  GtkAccessibleRole role = gtk_accessible_get_accessible_role(accessible);
  if (role == GTK_ACCESSIBLE_ROLE_GENERIC && gtk_widget_get_root(GTK_WIDGET(accessible)) == NULL) {
    g_object_set(accessible, "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL);
  }
}
