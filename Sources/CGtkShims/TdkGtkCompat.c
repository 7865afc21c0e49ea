#include "CGtkShims.h"

#include <dlfcn.h>
#include <string.h>

/* GTK 4.8 to 4.18 from one binary. The headers TableDeck is built against may be 4.8's, which
 * lack the newer functions, or 4.18's, which mark the older ones deprecated: the newer functions
 * are looked up by name in the running process, once, and the older calls are made with the
 * deprecation warning silenced, here and nowhere else. */

typedef void (*TdkLoadFromString)(GtkCssProvider *provider, const char *css);

static TdkLoadFromString load_from_string;

static void resolve(void) {
  static gsize resolved = 0;
  if (g_once_init_enter(&resolved)) {
    load_from_string = (TdkLoadFromString)dlsym(RTLD_DEFAULT, "gtk_css_provider_load_from_string");
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

gboolean tdk_gtk_compat_uses(const char *name) {
  resolve();
  if (strcmp(name, "gtk_css_provider_load_from_string") == 0) return load_from_string != NULL;
  return FALSE;
}
