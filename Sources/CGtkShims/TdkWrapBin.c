/* TdkWrapBin: a constant-size host for a wrapping child (see CGtkShims.h). */
#include "CGtkShims.h"

struct _TdkWrapBin {
    GtkWidget parent_instance;
    GtkWidget *child;
    int width_hint;
    int pending_width;
    int minimum_width;
    int measured_height;
    guint tick_id;
};

typedef struct {
    GtkWidgetClass parent_class;
} TdkWrapBinClass;

G_DEFINE_FINAL_TYPE(TdkWrapBin, tdk_wrap_bin, GTK_TYPE_WIDGET)

static GtkSizeRequestMode tdk_wrap_bin_get_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void tdk_wrap_bin_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                 int *natural, int *minimum_baseline, int *natural_baseline) {
    TdkWrapBin *self = (TdkWrapBin *)widget;
    (void)for_size;
    (void)minimum_baseline;
    (void)natural_baseline;
    *minimum = 0;
    *natural = 0;
    if (self->child == NULL || !gtk_widget_should_layout(self->child)) {
        return;
    }
    int child_min_width = 0, child_nat_width = 0;
    gtk_widget_measure(self->child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min_width, &child_nat_width, NULL, NULL);
    if (self->minimum_width >= 0) {
        child_min_width = self->minimum_width;
        child_nat_width = MAX(child_nat_width, child_min_width);
    }
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        *minimum = child_min_width;
        *natural = child_nat_width;
        return;
    }
    if (self->measured_height >= 0) {
        *minimum = self->measured_height;
        *natural = self->measured_height;
        return;
    }
    /* Before the first allocation the natural width is the best guess (one line). */
    int width = self->width_hint > 0 ? MAX(self->width_hint, child_min_width) : child_nat_width;
    gtk_widget_measure(self->child, GTK_ORIENTATION_VERTICAL, width, minimum, natural, NULL, NULL);
    *natural = MAX(*natural, *minimum);
}

static gboolean tdk_wrap_bin_apply_width(GtkWidget *widget, GdkFrameClock *clock, gpointer data) {
    TdkWrapBin *self = (TdkWrapBin *)widget;
    (void)clock;
    (void)data;
    self->tick_id = 0;
    if (self->pending_width != self->width_hint) {
        self->width_hint = self->pending_width;
        gtk_widget_queue_resize(widget);
    }
    return G_SOURCE_REMOVE;
}

static void tdk_wrap_bin_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    TdkWrapBin *self = (TdkWrapBin *)widget;
    if (self->child != NULL && gtk_widget_should_layout(self->child)) {
        gtk_widget_allocate(self->child, width, height, baseline, NULL);
    }
    /* Resizing from inside an allocation is not allowed: take the new width on the next frame. */
    self->pending_width = width;
    if (width != self->width_hint && self->tick_id == 0) {
        self->tick_id = gtk_widget_add_tick_callback(widget, tdk_wrap_bin_apply_width, NULL, NULL);
    }
}

static void tdk_wrap_bin_dispose(GObject *object) {
    TdkWrapBin *self = (TdkWrapBin *)object;
    if (self->tick_id != 0) {
        gtk_widget_remove_tick_callback(GTK_WIDGET(self), self->tick_id);
        self->tick_id = 0;
    }
    g_clear_pointer(&self->child, gtk_widget_unparent);
    G_OBJECT_CLASS(tdk_wrap_bin_parent_class)->dispose(object);
}

static void tdk_wrap_bin_class_init(TdkWrapBinClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    /* A layout wrapper only: GTK 4.8 names an unnamed widget of any but a structural role after
     * its type, which screen readers would read ("TdkWrapBin"). */
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
    widget_class->get_request_mode = tdk_wrap_bin_get_request_mode;
    widget_class->measure = tdk_wrap_bin_measure;
    widget_class->size_allocate = tdk_wrap_bin_size_allocate;
    G_OBJECT_CLASS(klass)->dispose = tdk_wrap_bin_dispose;
}

static void tdk_wrap_bin_init(TdkWrapBin *self) {
    self->child = NULL;
    self->width_hint = 0;
    self->pending_width = 0;
    self->minimum_width = -1;
    self->measured_height = -1;
    self->tick_id = 0;
}

GtkWidget *tdk_wrap_bin_new(GtkWidget *child) {
    TdkWrapBin *self = g_object_new(tdk_wrap_bin_get_type(), NULL);
    if (child != NULL && gtk_widget_get_parent(child) == NULL) {
        self->child = child;
        gtk_widget_set_parent(child, GTK_WIDGET(self));
    }
    return GTK_WIDGET(self);
}

int tdk_wrap_bin_get_width_hint(TdkWrapBin *bin) {
    return bin != NULL ? bin->width_hint : 0;
}

void tdk_wrap_bin_set_minimum_width(TdkWrapBin *bin, int minimum_width) {
    if (bin == NULL) {
        return;
    }
    bin->minimum_width = minimum_width < 0 ? -1 : minimum_width;
    gtk_widget_queue_resize(GTK_WIDGET(bin));
}

void tdk_wrap_bin_set_measured_height(TdkWrapBin *bin, int height) {
    if (bin == NULL) {
        return;
    }
    int value = height < 0 ? -1 : height;
    if (value != bin->measured_height) {
        bin->measured_height = value;
        gtk_widget_queue_resize(GTK_WIDGET(bin));
    }
}
