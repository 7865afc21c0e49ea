/* What the C baselines do alike (see bench_common.h). */
#include "bench_common.h"
#include <stdio.h>

void bench_write_durations(const gint64 *durations, int count) {
    const char *path = g_getenv("TABLEDECK_BENCH_OUTPUT");
    FILE *out = path ? fopen(path, "w") : NULL;
    if (out == NULL) {
        return;
    }
    for (int i = 0; i < count; i++) {
        fprintf(out, "%lld\n", (long long)durations[i]);
    }
    fclose(out);
}

void bench_scroll_step(GtkAdjustment *adjustment, double *direction) {
    double value = gtk_adjustment_get_value(adjustment);
    double top = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment);
    double next = value + *direction * BENCH_SCROLL_STEP;
    if (next >= top || next <= 0) {
        *direction = -*direction;
    }
    gtk_adjustment_set_value(adjustment, CLAMP(next, 0, top));
}

void bench_load_sheet(const char *path, guint priority) {
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_path(provider, path);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider), priority);
    g_object_unref(provider);
}
