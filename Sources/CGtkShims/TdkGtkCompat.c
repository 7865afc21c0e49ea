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

static TdkLoadFromString load_from_string;
static TdkListViewScrollTo list_view_scroll_to;
static TdkScrollInfoNew scroll_info_new;
static TdkScrollInfoSetEnable scroll_info_set_enable_horizontal;
static TdkScrollInfoSetEnable scroll_info_set_enable_vertical;

static void resolve(void) {
  static gsize resolved = 0;
  if (g_once_init_enter(&resolved)) {
    load_from_string = (TdkLoadFromString)dlsym(RTLD_DEFAULT, "gtk_css_provider_load_from_string");
    list_view_scroll_to = (TdkListViewScrollTo)dlsym(RTLD_DEFAULT, "gtk_list_view_scroll_to");
    scroll_info_new = (TdkScrollInfoNew)dlsym(RTLD_DEFAULT, "gtk_scroll_info_new");
    scroll_info_set_enable_horizontal = (TdkScrollInfoSetEnable)dlsym(RTLD_DEFAULT, "gtk_scroll_info_set_enable_horizontal");
    scroll_info_set_enable_vertical = (TdkScrollInfoSetEnable)dlsym(RTLD_DEFAULT, "gtk_scroll_info_set_enable_vertical");
    if (!scroll_info_new || !scroll_info_set_enable_horizontal || !scroll_info_set_enable_vertical) list_view_scroll_to = NULL;
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
  return FALSE;
}
