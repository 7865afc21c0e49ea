/* The C baseline for TableDeck's Table screen (--screen table): the same people in a
 * GtkColumnView over a GtkSortListModel, in plain C GTK 4.
 *
 * A window with a header bar and a scrolled GtkColumnView (multiple selection) of five columns,
 * Name, Email, City, Joined and Score, over a lazy GListModel of ROWS items: an item is made
 * when GTK asks for it and knows only its index, and each cell works its person out from the
 * seed and the index (people.c, the same generator and word lists as SeededPeopleDirectory).
 * Every column has a sorter (GtkStringSorter, case-sensitive, or GtkNumericSorter, through a
 * GtkCClosureExpression). The GtkSortListModel is not incremental: a sort completes before the
 * frame that shows it, as TableDeck's does.
 *
 * It prints "Ready in N ms" after the first frame and honours the bench's environment:
 *   TABLEDECK_BENCH=ready       quit after the first frame
 *   TABLEDECK_BENCH=scroll      scroll the column view 37 px per frame for 240 frames, record
 *                               before-paint..after-paint times
 *   TABLEDECK_BENCH=sort-name   sort by Name ascending, then back to the data order, five
 *   TABLEDECK_BENCH=sort-score  times (Score for sort-score); record each sort from the request
 *                               (in the frame's update phase) to the end of that frame's paint
 *   TABLEDECK_BENCH=people      write rows 0, 1, 2 and the last one (name, email, city, joined
 *                               day, score in tenths, tab-separated) and quit: the bench checks
 *                               that TableDeck writes the same lines
 *   TABLEDECK_BENCH=filter      type TABLEDECK_BENCH_QUERY (default "ann") into a search, one
 *                               character every 6 frames (about 10 keys a second: "a", "an",
 *                               "ann"), in the frame's update phase; write "result N" (from the
 *                               last key to the end of the paint of the first frame after the
 *                               filter model has nothing pending), "screen N" (from the last key
 *                               to the end of the paint of the first frame from which on the
 *                               first 50 rows shown were the result's), "matches N" (the rows left)
 *                               and one "frame N" per interval between consecutive after-paints
 *                               from the first key to the result (a frame blocked by filtering
 *                               is a long one); microseconds. Exits non-zero, writing nothing,
 *                               with no rows or an empty query
 *   TABLEDECK_BENCH_OUTPUT      where the figures go (one per line)
 *
 * Only in the filter mode a GtkFilterListModel stands between the people and the sort model:
 * a GtkStringFilter (ignoring case, matching a substring) over a GtkCClosureExpression giving
 * each row's search text, its five cell texts as the cells show them joined by single spaces.
 * The filter model is incremental (it filters 512 rows per idle between frames, as a responsive
 * GTK app does), or blocking with --filter-incremental no (a key's frame filters before it paints).
 * Its tick callback runs until the result, so frames keep coming while the list does not change.
 *
 * Usage: columns_baseline [--sorter view|keys] [--seed S] [--library-css FILE]
 *                         [--filter-incremental yes|no] ROWS [CSS_FILE...]
 *
 * --sorter view (the default) sorts as a GtkColumnView app usually does: the sort model's sorter
 * is the column view's own (gtk_column_view_get_sorter), and a sort is
 * gtk_column_view_sort_by_column. That sorter has no sort keys in GTK 4.8, so the sort model
 * compares items pairwise through the column's sorter, evaluating both expressions each time.
 * --sorter keys gives the sort model the column's GtkStringSorter or GtkNumericSorter itself,
 * which makes one key per row first (g_utf8_collate_key for text), as TableDeck's RowSorter
 * makes one strxfrm key per row; the column view is told too, for its header's arrow.
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "CGtkShims.h"
#include "bench_common.h"
#include "people.h"

/* BenchmarkMode.sortRepeats on TableDeck's side. */
#define SORT_REPEATS 5
#define PEOPLE_WRITTEN 4
/* TABLEDECK_BENCH=filter types one key every this many frames (about 10 keys a second). */
#define FRAMES_PER_KEY 6
/* "screen" compares this many first rows: more than the window shows (BenchmarkMode.screenRows). */
#define SCREEN_ROWS 50

typedef enum { COLUMN_NAME, COLUMN_EMAIL, COLUMN_CITY, COLUMN_JOINED, COLUMN_SCORE, COLUMN_COUNT } Column;

static guint64 seed;

typedef struct {
    GtkWidget *window;
    GtkWidget *view;
    GtkSortListModel *model;
    GtkColumnViewColumn *columns[COLUMN_COUNT];
    gboolean keys;
    GtkAdjustment *adjustment;
    gint64 paint_start;
    gint64 measured_start;
    gint64 *durations;
    int recorded;
    int wanted;
    int ticks;
    gboolean measuring;
    double direction;
    Column sort_column;
    /* TABLEDECK_BENCH=filter only: the filter model between the people and the sort model. */
    GtkFilterListModel *filter_model;
    GtkStringFilter *filter;
    gboolean filter_incremental;
    const char *query;
    glong query_length; /* in characters: one key each */
    glong keys_typed;
    gint64 last_key;
    gint64 last_paint;   /* the previous after-paint */
    GArray *intervals;   /* gint64 microseconds between after-paints, from the first key */
    /* The first SCREEN_ROWS rows shown at the last after-paint and since when they show
     * (from the last key on), for "screen". */
    guint screen[SCREEN_ROWS];
    guint screen_count;
    gint64 screen_since;
    guint filter_tick_id;
    int exit_status;
} Bench;

static Bench bench;

/* The cell text of `column` for `person`, data row `index`, newly allocated. */
static char *person_text(const BasePerson *person, guint index, Column column) {
    switch (column) {
    case COLUMN_NAME: return base_person_name(person);
    case COLUMN_EMAIL: return base_person_email(person, index);
    case COLUMN_CITY: return g_strdup(person->city);
    case COLUMN_JOINED: return base_person_joined(person);
    default: {
        char text[32];
        snprintf(text, sizeof text, "%.1f", person->tenths / 10.0); /* the locale's decimal point */
        return g_strdup(text);
    }
    }
}

/* The cell text of `column` for data row `index`, newly allocated. */
static char *cell_text(Column column, guint index) {
    BasePerson person = base_person(seed, index);
    return person_text(&person, index, column);
}

/* What the search matches in a row (TABLEDECK_BENCH=filter): its five cell texts as the cells
 * show them, joined by single spaces; the person is worked out once for all five. */
static char *row_search_text(TdkIndexItem *row, gpointer data) {
    (void)data;
    guint index = tdk_index_item_get_index(row);
    BasePerson person = base_person(seed, index);
    char *texts[COLUMN_COUNT + 1] = {NULL};
    for (int column = 0; column < COLUMN_COUNT; column++) {
        texts[column] = person_text(&person, index, column);
    }
    char *joined = g_strjoinv(" ", texts);
    for (int column = 0; column < COLUMN_COUNT; column++) {
        g_free(texts[column]);
    }
    return joined;
}

/* The expressions the sorters read: text for Name, Email, City; numbers for Joined and Score. */
static char *row_name(TdkIndexItem *row, gpointer data) { (void)data; return cell_text(COLUMN_NAME, tdk_index_item_get_index(row)); }
static char *row_email(TdkIndexItem *row, gpointer data) { (void)data; return cell_text(COLUMN_EMAIL, tdk_index_item_get_index(row)); }
static char *row_city(TdkIndexItem *row, gpointer data) { (void)data; return cell_text(COLUMN_CITY, tdk_index_item_get_index(row)); }
static gint64 row_joined(TdkIndexItem *row, gpointer data) { (void)data; return base_person(seed, tdk_index_item_get_index(row)).joined; }
static double row_score(TdkIndexItem *row, gpointer data) {
    (void)data;
    return base_person(seed, tdk_index_item_get_index(row)).tenths / 10.0;
}

static GtkSorter *make_sorter(Column column) {
    static const GCallback callbacks[] = {G_CALLBACK(row_name), G_CALLBACK(row_email), G_CALLBACK(row_city),
                                          G_CALLBACK(row_joined), G_CALLBACK(row_score)};
    static const GType types[] = {G_TYPE_STRING, G_TYPE_STRING, G_TYPE_STRING, G_TYPE_INT64, G_TYPE_DOUBLE};
    GtkExpression *expression = gtk_cclosure_expression_new(types[column], NULL, 0, NULL, callbacks[column], NULL, NULL);
    if (types[column] == G_TYPE_STRING) {
        GtkStringSorter *sorter = gtk_string_sorter_new(expression);
        gtk_string_sorter_set_ignore_case(sorter, FALSE);
        return GTK_SORTER(sorter);
    }
    return GTK_SORTER(gtk_numeric_sorter_new(expression));
}

static void setup_cell(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_ellipsize(GTK_LABEL(label), PANGO_ELLIPSIZE_END);
    gtk_label_set_xalign(GTK_LABEL(label), GPOINTER_TO_INT(data) == COLUMN_SCORE ? 1 : 0);
    gtk_list_item_set_child(item, label);
}

static void bind_cell(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
    (void)factory;
    TdkIndexItem *row = gtk_list_item_get_item(item);
    char *text = cell_text(GPOINTER_TO_INT(data), tdk_index_item_get_index(row));
    gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(item)), text);
    g_free(text);
}

static void write_people(guint rows) {
    const char *path = g_getenv("TABLEDECK_BENCH_OUTPUT");
    FILE *out = path ? fopen(path, "w") : NULL;
    if (out == NULL) {
        return;
    }
    guint indexes[PEOPLE_WRITTEN] = {0, 1, 2, rows > 0 ? rows - 1 : 0};
    for (int i = 0; i < PEOPLE_WRITTEN && indexes[i] < rows; i++) {
        BasePerson person = base_person(seed, indexes[i]);
        char *name = base_person_name(&person);
        char *email = base_person_email(&person, indexes[i]);
        fprintf(out, "%s\t%s\t%s\t%lld\t%d\n", name, email, person.city, (long long)person.joined, person.tenths);
        g_free(name);
        g_free(email);
    }
    fclose(out);
}

static gboolean close_window(gpointer data) {
    (void)data;
    gtk_window_destroy(GTK_WINDOW(bench.window));
    return G_SOURCE_REMOVE;
}

static void finish(void) {
    bench_write_durations(bench.durations, bench.recorded);
    g_idle_add(close_window, NULL);
}

static void on_before_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock; (void)data;
    bench.paint_start = g_get_monotonic_time();
}

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock; (void)data;
    gint64 now = g_get_monotonic_time();
    if (bench.measured_start > 0) {
        /* A sort: from its request to the end of this frame. */
        bench.durations[bench.recorded++] = now - bench.measured_start;
        bench.measured_start = 0;
        if (bench.recorded == bench.wanted) {
            finish();
        }
    } else if (bench.sort_column == COLUMN_COUNT && bench.paint_start > 0 && bench.recorded < bench.wanted) {
        bench.durations[bench.recorded++] = now - bench.paint_start;
    }
}

static gboolean scroll_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)widget; (void)clock; (void)data;
    bench_scroll_step(bench.adjustment, &bench.direction);
    if (++bench.ticks >= BENCH_SCROLL_FRAMES + 2) {
        finish();
        return G_SOURCE_REMOVE;
    }
    return G_SOURCE_CONTINUE;
}

/* Sorts by the bench's column ascending (measured), or back to the data order (not measured). */
static void sort(gboolean by_column) {
    GtkColumnViewColumn *column = by_column ? bench.columns[bench.sort_column] : NULL;
    gtk_column_view_sort_by_column(GTK_COLUMN_VIEW(bench.view), column, GTK_SORT_ASCENDING);
    if (bench.keys) {
        gtk_sort_list_model_set_sorter(bench.model, column ? gtk_column_view_column_get_sorter(column) : NULL);
    }
}

static gboolean sort_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)widget; (void)clock; (void)data;
    if (bench.recorded >= bench.wanted) {
        return G_SOURCE_REMOVE;
    }
    if (bench.measured_start > 0) {
        return G_SOURCE_CONTINUE;
    }
    if (bench.measuring) {
        bench.measured_start = g_get_monotonic_time();
        sort(TRUE);
    } else {
        sort(FALSE);
    }
    bench.measuring = !bench.measuring;
    return G_SOURCE_CONTINUE;
}

/* Types the query's next character every FRAMES_PER_KEY frames, in the frame's update phase,
 * then keeps ticking so that frames follow until the result whether or not the list changes. */
static gboolean filter_tick(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    (void)widget; (void)clock; (void)data;
    if (bench.keys_typed == bench.query_length || ++bench.ticks % FRAMES_PER_KEY != 0) {
        return G_SOURCE_CONTINUE;
    }
    bench.keys_typed++;
    const char *end = g_utf8_offset_to_pointer(bench.query, bench.keys_typed);
    char *prefix = g_strndup(bench.query, end - bench.query);
    if (bench.keys_typed == bench.query_length) {
        bench.last_key = g_get_monotonic_time();
    }
    /* A blocking filter model filters here, inside the key's frame. */
    gtk_string_filter_set_search(bench.filter, prefix);
    g_free(prefix);
    return G_SOURCE_CONTINUE;
}

/* Writes the filter run (see the file's comment) to $TABLEDECK_BENCH_OUTPUT. */
static void write_filter_result(gint64 result, gint64 screen) {
    const char *path = g_getenv("TABLEDECK_BENCH_OUTPUT");
    if (path == NULL) {
        return;
    }
    FILE *out = fopen(path, "w");
    if (out == NULL) {
        fprintf(stderr, "columns_baseline: cannot write %s\n", path);
        bench.exit_status = 1;
        return;
    }
    fprintf(out, "result %lld\n", (long long)result);
    fprintf(out, "screen %lld\n", (long long)screen);
    fprintf(out, "matches %u\n", g_list_model_get_n_items(G_LIST_MODEL(bench.filter_model)));
    for (guint i = 0; i < bench.intervals->len; i++) {
        fprintf(out, "frame %lld\n", (long long)g_array_index(bench.intervals, gint64, i));
    }
    fclose(out);
}

/* Notes the first SCREEN_ROWS rows shown after the last key: when they differ from the last
 * frame's, they show since `now`. */
static void note_screen(gint64 now) {
    GListModel *shown = G_LIST_MODEL(bench.filter_model);
    guint count = MIN(g_list_model_get_n_items(shown), SCREEN_ROWS);
    gboolean same = count == bench.screen_count && bench.screen_since != 0;
    for (guint i = 0; i < count; i++) {
        TdkIndexItem *item = g_list_model_get_item(shown, i);
        guint index = tdk_index_item_get_index(item);
        g_object_unref(item);
        same = same && bench.screen[i] == index;
        bench.screen[i] = index;
    }
    bench.screen_count = count;
    if (!same) {
        bench.screen_since = now;
    }
}

/* Records the time since the previous frame's paint from the first key on; the first frame
 * painted after the last key with nothing left to filter is the result, and the first frame
 * from which the rows at the top were the result's is "screen". */
static void on_filter_after_paint(GdkFrameClock *clock, gpointer data) {
    (void)data;
    gint64 now = g_get_monotonic_time();
    if (bench.keys_typed > 0) {
        gint64 interval = now - bench.last_paint;
        g_array_append_val(bench.intervals, interval);
    }
    bench.last_paint = now;
    if (bench.keys_typed == bench.query_length) {
        note_screen(now);
    }
    if (bench.keys_typed == bench.query_length && gtk_filter_list_model_get_pending(bench.filter_model) == 0) {
        g_signal_handlers_disconnect_by_func(clock, on_filter_after_paint, NULL);
        gtk_widget_remove_tick_callback(bench.window, bench.filter_tick_id);
        write_filter_result(now - bench.last_key, bench.screen_since - bench.last_key);
        g_idle_add(close_window, NULL);
    }
}

static void on_first_frame(GdkFrameClock *clock, gpointer data) {
    guint rows = GPOINTER_TO_UINT(data);
    g_signal_handlers_disconnect_by_func(clock, on_first_frame, data);
    printf("Ready in %lld ms\n", (long long)tdk_process_age_ms());
    fflush(stdout);
    const char *mode = g_getenv("TABLEDECK_BENCH");
    if (mode == NULL) {
        return;
    }
    bench.sort_column = COLUMN_COUNT;
    if (g_str_equal(mode, "sort-name") || g_str_equal(mode, "sort-score")) {
        bench.sort_column = g_str_equal(mode, "sort-name") ? COLUMN_NAME : COLUMN_SCORE;
        bench.wanted = SORT_REPEATS;
        bench.measuring = TRUE;
        gtk_widget_add_tick_callback(bench.window, sort_tick, NULL, NULL);
    } else if (g_str_equal(mode, "filter")) {
        bench.intervals = g_array_new(FALSE, FALSE, sizeof(gint64));
        bench.last_paint = g_get_monotonic_time();
        bench.filter_tick_id = gtk_widget_add_tick_callback(bench.window, filter_tick, NULL, NULL);
        g_signal_connect(clock, "after-paint", G_CALLBACK(on_filter_after_paint), NULL);
        return;
    } else if (g_str_equal(mode, "scroll")) {
        bench.wanted = BENCH_SCROLL_FRAMES;
        bench.direction = 1;
        gtk_widget_add_tick_callback(bench.window, scroll_tick, NULL, NULL);
    } else {
        if (g_str_equal(mode, "people")) {
            write_people(rows);
        }
        g_idle_add(close_window, NULL);
        return;
    }
    bench.durations = g_new0(gint64, bench.wanted);
    g_signal_connect(clock, "before-paint", G_CALLBACK(on_before_paint), NULL);
    g_signal_connect(clock, "after-paint", G_CALLBACK(on_after_paint), NULL);
}

static void on_map(GtkWidget *window, gpointer data) {
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(on_first_frame), data);
}

/* The people filtered by their search text (TABLEDECK_BENCH=filter), incremental or not as
 * --filter-incremental says; takes `people`. */
static GListModel *filtered(GListModel *people) {
    GtkExpression *text = gtk_cclosure_expression_new(G_TYPE_STRING, NULL, 0, NULL, G_CALLBACK(row_search_text),
                                                      NULL, NULL);
    bench.filter = gtk_string_filter_new(text);
    gtk_string_filter_set_ignore_case(bench.filter, TRUE);
    gtk_string_filter_set_match_mode(bench.filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING);
    bench.filter_model = gtk_filter_list_model_new(people, GTK_FILTER(bench.filter));
    gtk_filter_list_model_set_incremental(bench.filter_model, bench.filter_incremental);
    return G_LIST_MODEL(bench.filter_model);
}

static GtkWidget *build_view(guint rows, gboolean filtering) {
    /* A lazy model of positions, its items made when asked for: the one TableDeck's recycling
     * table lists (TdkIndexModel, from the C shim). */
    TdkIndexModel *index_model = tdk_index_model_new();
    tdk_index_model_reset(index_model, rows);
    GListModel *people = filtering ? filtered(G_LIST_MODEL(index_model)) : G_LIST_MODEL(index_model);
    bench.view = gtk_column_view_new(NULL);
    gtk_column_view_set_reorderable(GTK_COLUMN_VIEW(bench.view), TRUE);
    static const char *titles[] = {"Name", "Email", "City", "Joined", "Score"};
    for (int i = 0; i < COLUMN_COUNT; i++) {
        GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
        g_signal_connect(factory, "setup", G_CALLBACK(setup_cell), GINT_TO_POINTER(i));
        g_signal_connect(factory, "bind", G_CALLBACK(bind_cell), GINT_TO_POINTER(i));
        GtkColumnViewColumn *column = gtk_column_view_column_new(titles[i], factory);
        gtk_column_view_column_set_sorter(column, make_sorter(i));
        gtk_column_view_column_set_resizable(column, TRUE);
        gtk_column_view_column_set_expand(column, i == COLUMN_NAME);
        bench.columns[i] = column;
        gtk_column_view_append_column(GTK_COLUMN_VIEW(bench.view), column);
        g_object_unref(column);
    }
    GtkSorter *sorter = bench.keys ? NULL : g_object_ref(gtk_column_view_get_sorter(GTK_COLUMN_VIEW(bench.view)));
    bench.model = gtk_sort_list_model_new(people, sorter);
    gtk_sort_list_model_set_incremental(bench.model, FALSE);
    GtkMultiSelection *selection = gtk_multi_selection_new(G_LIST_MODEL(bench.model));
    gtk_column_view_set_model(GTK_COLUMN_VIEW(bench.view), GTK_SELECTION_MODEL(selection));
    g_object_unref(selection);
    GtkWidget *scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), bench.view);
    gtk_widget_set_vexpand(scroller, TRUE);
    bench.adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scroller));
    return scroller;
}

int main(int argc, char **argv) {
    const char *library_css = NULL;
    int first = 1;
    bench.filter_incremental = TRUE;
    while (argc > first + 1 && g_str_has_prefix(argv[first], "--")) {
        if (g_str_equal(argv[first], "--sorter")) {
            bench.keys = g_str_equal(argv[first + 1], "keys");
        } else if (g_str_equal(argv[first], "--filter-incremental")) {
            if (!g_str_equal(argv[first + 1], "yes") && !g_str_equal(argv[first + 1], "no")) {
                fprintf(stderr, "columns_baseline: --filter-incremental takes yes or no, not '%s'\n", argv[first + 1]);
                return 2;
            }
            bench.filter_incremental = g_str_equal(argv[first + 1], "yes");
        } else if (g_str_equal(argv[first], "--seed")) {
            seed = g_ascii_strtoull(argv[first + 1], NULL, 10);
        } else if (g_str_equal(argv[first], "--library-css")) {
            library_css = argv[first + 1];
        }
        first += 2;
    }
    guint rows = argc > first ? (guint)strtoul(argv[first++], NULL, 10) : 1000;
    const char *mode = g_getenv("TABLEDECK_BENCH");
    gboolean filtering = mode != NULL && g_str_equal(mode, "filter");
    if (filtering) {
        bench.query = g_getenv("TABLEDECK_BENCH_QUERY") ? g_getenv("TABLEDECK_BENCH_QUERY") : "ann";
        if (rows == 0 || bench.query[0] == '\0' || !g_utf8_validate(bench.query, -1, NULL)) {
            fprintf(stderr, "columns_baseline: TABLEDECK_BENCH=filter needs rows and a non-empty UTF-8 "
                            "TABLEDECK_BENCH_QUERY (%u rows, query '%s')\n", rows, bench.query);
            return 1;
        }
        bench.query_length = g_utf8_strlen(bench.query, -1);
    }
    gtk_init();
    if (library_css != NULL) {
        bench_load_sheet(library_css, GTK_STYLE_PROVIDER_PRIORITY_SETTINGS + 100);
    }
    for (int i = first; i < argc; i++) {
        bench_load_sheet(argv[i], GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    }
    GtkWidget *window = gtk_window_new();
    bench.window = window;
    gtk_window_set_title(GTK_WINDOW(window), "Columns baseline");
    gtk_window_set_default_size(GTK_WINDOW(window), 800, 600);
    gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());
    gtk_window_set_child(GTK_WINDOW(window), build_view(rows, filtering));
    g_signal_connect(window, "map", G_CALLBACK(on_map), GUINT_TO_POINTER(rows));
    gtk_window_present(GTK_WINDOW(window));
    while (g_list_model_get_n_items(gtk_window_get_toplevels()) > 0) {
        g_main_context_iteration(NULL, TRUE);
    }
    return bench.exit_status;
}
