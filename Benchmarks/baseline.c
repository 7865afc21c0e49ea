/* The honest baseline for TableDeck's Users screen: the same screen written in plain C GTK 4.
 *
 * A window with a header bar, and a scrolled window holding a vertical box of N labels
 * "i. User", each focusable, styled by the same tabledeck.css and carrying one click gesture
 * that prints "Item pressed at index i". It prints "Ready in N ms" after the first frame,
 * measured like TableDeck (tdk_process_age_ms, compiled in from the C shim), and honours the
 * same benchmark environment:
 *   TABLEDECK_BENCH=ready   quit after the first frame
 *   TABLEDECK_BENCH=scroll  scroll the list programmatically for a fixed number of frames,
 *                           record before-paint..after-paint times, write them, and quit
 *   TABLEDECK_BENCH_OUTPUT  where the frame times go (one microsecond figure per line)
 *
 * Usage: baseline [--chrome] [--library-css FILE] [ROWS] [CSS_FILE...]
 *
 * --library-css loads FILE where TableDeckViews installs its own style sheet (above the theme,
 * below the application: GTK_STYLE_PROVIDER_PRIORITY_SETTINGS + 100); the bench writes the
 * library's sheet there from LibraryStyle.swift, so the C rows get the same padding and
 * separators as TableDeck's and both programs draw the same screen.
 *
 * With --chrome it builds the same application chrome as TableDeck's Users screen too, so the
 * comparison isolates what the Swift layer itself costs: a GtkApplication (non-unique), a
 * header bar with tabs for the five screens (each as wide as its label, as TableDeck's
 * tabledeck.css makes them, so they fit 800 px) and a primary menu button (its popover made on first use, as TableDeck
 * does), a status bar of two labels under the list, and it
 * follows the desktop's dark preference before the first frame as TableDeck does (GNOME's
 * org.gnome.desktop.interface color-scheme through GSettings, when the schema is installed).
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "CGtkShims.h"
#include "bench_common.h"


typedef struct {
    GtkWidget *window;
    GtkAdjustment *adjustment;
    gint64 paint_start;
    gint64 *durations;
    int recorded;
    int ticks;
    double direction;
} Bench;

static Bench bench;

static void on_released(GtkGestureClick *gesture, int n_press, double x, double y, gpointer data) {
    (void)gesture; (void)n_press; (void)x; (void)y;
    printf("Item pressed at index %d\n", GPOINTER_TO_INT(data));
    fflush(stdout);
}

static void on_before_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock; (void)data;
    bench.paint_start = g_get_monotonic_time();
}

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock; (void)data;
    if (bench.paint_start > 0 && bench.recorded < BENCH_SCROLL_FRAMES) {
        bench.durations[bench.recorded++] = g_get_monotonic_time() - bench.paint_start;
    }
}

static gboolean scroll_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)widget; (void)clock; (void)data;
    bench_scroll_step(bench.adjustment, &bench.direction);
    if (++bench.ticks >= BENCH_SCROLL_FRAMES + 2) {
        bench_write_durations(bench.durations, bench.recorded);
        gtk_window_destroy(GTK_WINDOW(bench.window));
        return G_SOURCE_REMOVE;
    }
    return G_SOURCE_CONTINUE;
}

static void on_first_frame(GdkFrameClock *clock, gpointer data) {
    (void)data;
    g_signal_handlers_disconnect_by_func(clock, on_first_frame, NULL);
    printf("Ready in %lld ms\n", (long long)tdk_process_age_ms());
    fflush(stdout);
    const char *mode = g_getenv("TABLEDECK_BENCH");
    if (mode == NULL) {
        return;
    }
    if (g_str_equal(mode, "ready")) {
        gtk_window_destroy(GTK_WINDOW(bench.window));
    } else if (g_str_equal(mode, "scroll")) {
        bench.durations = g_new0(gint64, BENCH_SCROLL_FRAMES);
        bench.direction = 1;
        g_signal_connect(clock, "before-paint", G_CALLBACK(on_before_paint), NULL);
        g_signal_connect(clock, "after-paint", G_CALLBACK(on_after_paint), NULL);
        gtk_widget_add_tick_callback(bench.window, scroll_tick, NULL, NULL);
    }
}

static void create_menu_popup(GtkMenuButton *button, gpointer data) {
    (void)data;
    if (gtk_menu_button_get_menu_model(button) == NULL) {
        GMenu *menu = g_menu_new();
        g_menu_append(menu, "Keyboard Shortcuts", "win.show-help-overlay");
        g_menu_append(menu, "About TableDeck", "app.about");
        gtk_menu_button_set_menu_model(button, G_MENU_MODEL(menu));
        g_object_unref(menu);
    }
}

static void on_map(GtkWidget *window, gpointer data) {
    (void)data;
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(on_first_frame), NULL);
}

typedef struct {
    int rows;
    gboolean chrome;
    const char *library_css;
    char **css_files;
    int css_count;
} Options;

static GtkWidget *build_list(int rows) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_add_css_class(box, "tabledeck-rows");
    for (int i = 0; i < rows; i++) {
        char title[32];
        g_snprintf(title, sizeof title, "%d. User", i);
        GtkWidget *label = gtk_label_new(title);
        gtk_label_set_xalign(GTK_LABEL(label), 0);
        gtk_widget_add_css_class(label, "tabledeck-row");
        gtk_widget_set_focusable(label, TRUE);
        GtkGesture *gesture = gtk_gesture_click_new();
        g_signal_connect(gesture, "released", G_CALLBACK(on_released), GINT_TO_POINTER(i));
        gtk_widget_add_controller(label, GTK_EVENT_CONTROLLER(gesture));
        gtk_box_append(GTK_BOX(box), label);
    }
    GtkWidget *scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), box);
    gtk_widget_set_vexpand(scroller, TRUE);
    bench.adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scroller));
    return scroller;
}

static void load_css(Options *options) {
    if (options->library_css != NULL) {
        bench_load_sheet(options->library_css, GTK_STYLE_PROVIDER_PRIORITY_SETTINGS + 100);
    }
    for (int i = 0; i < options->css_count; i++) {
        bench_load_sheet(options->css_files[i], GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    }
}

/* "1,000 users", grouped as TableDeck's English count is. */
static char *grouped_count(int rows) {
    char digits[16];
    g_snprintf(digits, sizeof digits, "%d", rows);
    GString *text = g_string_new(NULL);
    size_t length = strlen(digits);
    for (size_t i = 0; i < length; i++) {
        if (i > 0 && (length - i) % 3 == 0) {
            g_string_append_c(text, ',');
        }
        g_string_append_c(text, digits[i]);
    }
    g_string_append(text, rows == 1 ? " user" : " users");
    return g_string_free(text, FALSE);
}

static GtkWidget *build_window(Options *options, GtkApplication *application) {
    GtkWidget *window = application ? gtk_application_window_new(application) : gtk_window_new();
    bench.window = window;
    gtk_window_set_title(GTK_WINDOW(window), "Baseline");
    gtk_window_set_default_size(GTK_WINDOW(window), 800, 600);
    GtkWidget *header = gtk_header_bar_new();
    gtk_window_set_titlebar(GTK_WINDOW(window), header);
    GtkWidget *list = build_list(options->rows);
    if (!options->chrome) {
        gtk_window_set_child(GTK_WINDOW(window), list);
    } else {
        GtkWidget *stack = gtk_stack_new();
        static const char *titles[] = {"Users", "Carousel", "Cells", "Class", "Table", "Files"};
        for (int i = 0; i < (int)G_N_ELEMENTS(titles); i++) {
            GtkWidget *host = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
            if (i == 0) {
                gtk_box_append(GTK_BOX(host), list);
                GtkWidget *footer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
                gtk_widget_add_css_class(footer, "tabledeck-status");
                GtkWidget *status = gtk_label_new("Click a user, or move with Up and Down and press Enter");
                gtk_label_set_xalign(GTK_LABEL(status), 0);
                gtk_label_set_ellipsize(GTK_LABEL(status), PANGO_ELLIPSIZE_END);
                gtk_widget_set_hexpand(status, TRUE);
                char *count_text = grouped_count(options->rows);
                GtkWidget *count = gtk_label_new(count_text);
                g_free(count_text);
                gtk_widget_add_css_class(count, "dim-label");
                gtk_box_append(GTK_BOX(footer), status);
                gtk_box_append(GTK_BOX(footer), count);
                gtk_box_append(GTK_BOX(host), footer);
            }
            gtk_stack_add_titled(GTK_STACK(stack), host, titles[i], titles[i]);
        }
        /* TableDeck's ScreenSwitcher: tabs in a scrolled holder, and a drop-down in their place
         * when they do not fit, both in a stack. Five tabs fit 800 px because tabledeck.css
         * makes each as wide as its label: the same rule here, so both draw the same header. */
        GtkCssProvider *tabs_css = gtk_css_provider_new();
        tdk_css_provider_load(tabs_css, "stackswitcher.tabledeck-screen-tabs > button { min-width: 0; }");
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(tabs_css),
                                                   GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
        g_object_unref(tabs_css);
        GtkWidget *switcher = gtk_stack_switcher_new();
        gtk_widget_add_css_class(switcher, "tabledeck-screen-tabs");
        gtk_stack_switcher_set_stack(GTK_STACK_SWITCHER(switcher), GTK_STACK(stack));
        GtkWidget *holder = gtk_scrolled_window_new();
        gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(holder), GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER);
        gtk_scrolled_window_set_propagate_natural_width(GTK_SCROLLED_WINDOW(holder), TRUE);
        gtk_scrolled_window_set_propagate_natural_height(GTK_SCROLLED_WINDOW(holder), TRUE);
        gtk_widget_set_focusable(holder, FALSE);
        gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(holder), switcher);
        GtkWidget *modes = gtk_stack_new();
        gtk_stack_set_hhomogeneous(GTK_STACK(modes), FALSE);
        gtk_stack_set_interpolate_size(GTK_STACK(modes), FALSE);
        gtk_stack_add_named(GTK_STACK(modes), holder, "tabs");
        const char *menu_titles[] = {titles[0], titles[1], titles[2], titles[3], titles[4], NULL};
        gtk_stack_add_named(GTK_STACK(modes), gtk_drop_down_new_from_strings(menu_titles), "menu");
        gtk_stack_set_visible_child_name(GTK_STACK(modes), "tabs");
        gtk_header_bar_set_title_widget(GTK_HEADER_BAR(header), modes);
        GtkWidget *menu_button = gtk_menu_button_new();
        gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(menu_button), "open-menu-symbolic");
        gtk_menu_button_set_primary(GTK_MENU_BUTTON(menu_button), TRUE);
        gtk_menu_button_set_create_popup_func(GTK_MENU_BUTTON(menu_button), create_menu_popup, NULL, NULL);
        gtk_header_bar_pack_end(GTK_HEADER_BAR(header), menu_button);
        gtk_window_set_child(GTK_WINDOW(window), stack);
    }
    g_signal_connect(window, "map", G_CALLBACK(on_map), NULL);
    return window;
}

/* GNOME's colour-scheme key drives gtk-application-prefer-dark-theme, now and on each change. */
static void apply_color_scheme(GSettings *settings, const char *key, gpointer data) {
    (void)key; (void)data;
    char *value = g_settings_get_string(settings, "color-scheme");
    gboolean dark = g_str_equal(value, "prefer-dark");
    gboolean current = FALSE;
    g_object_get(gtk_settings_get_default(), "gtk-application-prefer-dark-theme", &current, NULL);
    if (dark != current) {
        g_object_set(gtk_settings_get_default(), "gtk-application-prefer-dark-theme", dark, NULL);
    }
    g_free(value);
}

static void follow_color_scheme(void) {
    GSettingsSchemaSource *source = g_settings_schema_source_get_default();
    GSettingsSchema *schema = source ? g_settings_schema_source_lookup(source, "org.gnome.desktop.interface", TRUE) : NULL;
    if (schema == NULL) {
        return;
    }
    gboolean has_key = g_settings_schema_has_key(schema, "color-scheme");
    g_settings_schema_unref(schema);
    if (!has_key) {
        return;
    }
    GSettings *settings = g_settings_new("org.gnome.desktop.interface");
    g_signal_connect(settings, "changed::color-scheme", G_CALLBACK(apply_color_scheme), NULL);
    apply_color_scheme(settings, "color-scheme", NULL);
    /* Kept for the life of the process, as TableDeck keeps its watcher. */
}

static void on_activate(GtkApplication *application, gpointer data) {
    Options *options = data;
    load_css(options);
    follow_color_scheme();
    gtk_window_present(GTK_WINDOW(build_window(options, application)));
}

int main(int argc, char **argv) {
    Options options = {1000, FALSE, NULL, NULL, 0};
    int first = 1;
    if (argc > first && g_str_equal(argv[first], "--chrome")) {
        options.chrome = TRUE;
        first++;
    }
    if (argc > first + 1 && g_str_equal(argv[first], "--library-css")) {
        options.library_css = argv[first + 1];
        first += 2;
    }
    if (argc > first) {
        options.rows = atoi(argv[first]);
        first++;
    }
    options.css_files = argv + first;
    options.css_count = argc - first;
    if (options.chrome) {
        GtkApplication *application = gtk_application_new("io.github.tabledeck.Baseline", G_APPLICATION_NON_UNIQUE);
        g_signal_connect(application, "activate", G_CALLBACK(on_activate), &options);
        int status = g_application_run(G_APPLICATION(application), 0, NULL);
        g_object_unref(application);
        return status;
    }
    gtk_init();
    load_css(&options);
    gtk_window_present(GTK_WINDOW(build_window(&options, NULL)));
    while (g_list_model_get_n_items(gtk_window_get_toplevels()) > 0) {
        g_main_context_iteration(NULL, TRUE);
    }
    return 0;
}
