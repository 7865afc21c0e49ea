#ifndef TABLEDECK_CGTK_H
#define TABLEDECK_CGTK_H
#include <gtk/gtk.h>
#endif
