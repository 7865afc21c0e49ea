/* TdkFirstFitLayout: shows the first child that fits the width (see CGtkShims.h). */
#include "CGtkShims.h"

struct _TdkFirstFitLayout {
    GtkLayoutManager parent_instance;
    int shown;
};

G_DEFINE_FINAL_TYPE(TdkFirstFitLayout, tdk_first_fit_layout, GTK_TYPE_LAYOUT_MANAGER)

static void tdk_first_fit_layout_measure(GtkLayoutManager *manager, GtkWidget *widget, GtkOrientation orientation,
                                         int for_size, int *minimum, int *natural, int *minimum_baseline,
                                         int *natural_baseline) {
    (void)manager;
    /* Wide: the widget can shrink to its narrowest choice and would like its widest. High: it
     * keeps the tallest choice's height, so switching choices never changes its height. */
    int min = 0, nat = 0;
    gboolean first = TRUE;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) {
            continue;
        }
        int child_min = 0, child_nat = 0;
        gtk_widget_measure(child, orientation, orientation == GTK_ORIENTATION_HORIZONTAL ? -1 : for_size, &child_min,
                           &child_nat, NULL, NULL);
        if (orientation == GTK_ORIENTATION_HORIZONTAL) {
            min = first ? child_min : MIN(min, child_min);
        } else {
            min = MAX(min, child_min);
        }
        nat = MAX(nat, child_nat);
        first = FALSE;
    }
    *minimum = min;
    *natural = MAX(min, nat);
    *minimum_baseline = -1;
    *natural_baseline = -1;
}

static void tdk_first_fit_layout_allocate(GtkLayoutManager *manager, GtkWidget *widget, int width, int height,
                                          int baseline) {
    (void)baseline;
    TdkFirstFitLayout *self = TDK_FIRST_FIT_LAYOUT(manager);
    /* The first child whose minimum width fits is shown; with none, the last one. */
    GtkWidget *chosen = NULL;
    GtkWidget *last = NULL;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) {
            continue;
        }
        last = child;
        int child_min = 0;
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min, NULL, NULL, NULL);
        if (chosen == NULL && child_min <= width) {
            chosen = child;
        }
    }
    if (chosen == NULL) {
        chosen = last;
    }
    int index = 0;
    self->shown = -1;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) {
            continue;
        }
        /* The others are unmapped (no focus) and hidden from assistive technologies, but still
         * get a valid size: never less than their minimum, which containers such as GtkBox
         * refuse. */
        if (gtk_widget_get_child_visible(child) != (child == chosen)) {
            gtk_widget_set_child_visible(child, child == chosen);
            tdk_accessible_set_hidden(GTK_ACCESSIBLE(child), child != chosen);
        }
        if (child == chosen) {
            self->shown = index;
        }
        int child_min_width = 0, child_min_height = 0;
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min_width, NULL, NULL, NULL);
        int child_width = MAX(width, child_min_width);
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, child_width, &child_min_height, NULL, NULL, NULL);
        gtk_widget_allocate(child, child_width, MAX(height, child_min_height), -1, NULL);
        index += 1;
    }
}

static GtkSizeRequestMode tdk_first_fit_layout_get_request_mode(GtkLayoutManager *manager, GtkWidget *widget) {
    (void)manager;
    (void)widget;
    return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void tdk_first_fit_layout_class_init(TdkFirstFitLayoutClass *klass) {
    GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS(klass);
    layout_class->measure = tdk_first_fit_layout_measure;
    layout_class->allocate = tdk_first_fit_layout_allocate;
    layout_class->get_request_mode = tdk_first_fit_layout_get_request_mode;
}

static void tdk_first_fit_layout_init(TdkFirstFitLayout *self) {
    self->shown = -1;
}

GtkLayoutManager *tdk_first_fit_layout_new(void) {
    return g_object_new(TDK_TYPE_FIRST_FIT_LAYOUT, NULL);
}

int tdk_first_fit_layout_get_shown(TdkFirstFitLayout *layout) {
    g_return_val_if_fail(TDK_IS_FIRST_FIT_LAYOUT(layout), -1);
    return layout->shown;
}
