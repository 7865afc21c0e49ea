#ifndef TABLEDECK_CGTK_H
#define TABLEDECK_CGTK_H
#include <gtk/gtk.h>

/* TableDeck is built against GTK 4.8 or newer (Debian 12's); newer calls are looked up at run
 * time (TdkGtkCompat.c), so one binary serves GTK 4.8 to 4.18. */
#if !GTK_CHECK_VERSION(4, 8, 0)
#error "TableDeck needs GTK 4.8 or newer (libgtk-4-dev); the GTK found is older"
#endif

/* GDK's modifier mask bits, as plain numbers. Swift 6.3's importer, compiling TableDeckBridge's
 * files in batches, intermittently fails to find the GdkModifierType constants themselves
 * ("module 'CGtk' has no member named 'GDK_SHIFT_MASK'") depending on how the module's files
 * are split between compiler jobs; a function is always found. */
static inline guint tdk_shift_mask(void) { return GDK_SHIFT_MASK; }
static inline guint tdk_control_mask(void) { return GDK_CONTROL_MASK; }
static inline guint tdk_alt_mask(void) { return GDK_ALT_MASK; }
static inline guint tdk_super_mask(void) { return GDK_SUPER_MASK; }
#endif
