/* TdkNaturalSize: a natural-size floor that leaves the minimum alone (see CGtkShims.h). */
#include "CGtkShims.h"

struct _TdkNaturalSize {
    GtkWidget parent_instance;
    GtkWidget *child;
    int natural_width;
    int natural_height;
};

typedef struct {
    GtkWidgetClass parent_class;
} TdkNaturalSizeClass;

G_DEFINE_FINAL_TYPE(TdkNaturalSize, tdk_natural_size, GTK_TYPE_WIDGET)

static GtkSizeRequestMode tdk_natural_size_get_request_mode(GtkWidget *widget) {
    TdkNaturalSize *self = (TdkNaturalSize *)widget;
    return self->child != NULL ? gtk_widget_get_request_mode(self->child) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void tdk_natural_size_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                     int *natural, int *minimum_baseline, int *natural_baseline) {
    TdkNaturalSize *self = (TdkNaturalSize *)widget;
    *minimum = 0;
    *natural = 0;
    if (self->child != NULL && gtk_widget_should_layout(self->child)) {
        gtk_widget_measure(self->child, orientation, for_size, minimum, natural, minimum_baseline,
                           natural_baseline);
    }
    int floor = orientation == GTK_ORIENTATION_HORIZONTAL ? self->natural_width : self->natural_height;
    *natural = MAX(MAX(*natural, floor), *minimum);
}

static void tdk_natural_size_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    TdkNaturalSize *self = (TdkNaturalSize *)widget;
    if (self->child != NULL && gtk_widget_should_layout(self->child)) {
        gtk_widget_allocate(self->child, width, height, baseline, NULL);
    }
}

static void tdk_natural_size_dispose(GObject *object) {
    TdkNaturalSize *self = (TdkNaturalSize *)object;
    g_clear_pointer(&self->child, gtk_widget_unparent);
    G_OBJECT_CLASS(tdk_natural_size_parent_class)->dispose(object);
}

static void tdk_natural_size_class_init(TdkNaturalSizeClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    /* A layout wrapper only: GTK 4.8 names an unnamed widget of any but a structural role after
     * its type, which screen readers would read ("TdkNaturalSize"). */
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
    widget_class->get_request_mode = tdk_natural_size_get_request_mode;
    widget_class->measure = tdk_natural_size_measure;
    widget_class->size_allocate = tdk_natural_size_size_allocate;
    G_OBJECT_CLASS(klass)->dispose = tdk_natural_size_dispose;
}

static void tdk_natural_size_init(TdkNaturalSize *self) {
    self->child = NULL;
    self->natural_width = 0;
    self->natural_height = 0;
}

GtkWidget *tdk_natural_size_new(GtkWidget *child, int natural_width, int natural_height) {
    TdkNaturalSize *self = g_object_new(tdk_natural_size_get_type(), NULL);
    self->natural_width = MAX(0, natural_width);
    self->natural_height = MAX(0, natural_height);
    if (child != NULL && gtk_widget_get_parent(child) == NULL) {
        self->child = child;
        gtk_widget_set_parent(child, GTK_WIDGET(self));
    }
    return GTK_WIDGET(self);
}
