/* What the C baselines (baseline.c, columns_baseline.c) do alike: their recorded frame times
 * written for the bench, the scroll that moves a list a row per frame as TableDeck's benchmark
 * mode does, and style sheets loaded from files. */
#pragma once
#include <gtk/gtk.h>

/* How many frames a scroll run records, and how far it moves per frame (BenchmarkMode.swift). */
#define BENCH_SCROLL_FRAMES 240
#define BENCH_SCROLL_STEP 37.0

/* Writes `count` durations (microseconds), one a line, to $TABLEDECK_BENCH_OUTPUT (nothing
 * without it). */
void bench_write_durations(const gint64 *durations, int count);

/* Moves `adjustment` one step in `*direction` (+1 down, -1 up), turning at either end. */
void bench_scroll_step(GtkAdjustment *adjustment, double *direction);

/* Loads the style sheet at `path` for the default display at `priority`. */
void bench_load_sheet(const char *path, guint priority);
