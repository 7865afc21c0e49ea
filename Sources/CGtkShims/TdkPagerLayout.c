/* TdkPagerLayout: the carousel's layout manager (see CGtkShims.h). */
#include "CGtkShims.h"

struct _TdkPagerLayout {
    GtkLayoutManager parent_instance;
    double position;
    /* Per-page offsets in pages along the reading direction (set by the pager for a wrapping
     * layout); NULL lays page i at i - position. */
    double *offsets;
    guint n_offsets;
    int last_width;
    int last_height;
    TdkPagerResized resized;
    gpointer resized_data;
    GDestroyNotify resized_destroy;
};

G_DEFINE_FINAL_TYPE(TdkPagerLayout, tdk_pager_layout, GTK_TYPE_LAYOUT_MANAGER)

static void tdk_pager_layout_measure(GtkLayoutManager *manager, GtkWidget *widget, GtkOrientation orientation,
                                     int for_size, int *minimum, int *natural, int *minimum_baseline,
                                     int *natural_baseline) {
    (void)manager;
    /* Every page is one viewport: the widget needs what its largest page needs. */
    tdk_measure_largest_child(widget, orientation, for_size, minimum, natural);
    *minimum_baseline = -1;
    *natural_baseline = -1;
}

static void tdk_pager_layout_allocate(GtkLayoutManager *manager, GtkWidget *widget, int width, int height,
                                      int baseline) {
    (void)baseline;
    TdkPagerLayout *self = TDK_PAGER_LAYOUT(manager);
    /* Right to left, the next page is on the left: the offsets are mirrored. */
    double sign = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? -1.0 : 1.0;
    int index = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) {
            continue;
        }
        double offset = (guint)index < self->n_offsets ? self->offsets[index] : (double)index - self->position;
        /* Round to whole pixels so text stays crisp while the pages move. */
        float x = (float)((double)width * offset * sign);
        x = (float)(x < 0 ? -(int)(-x + 0.5f) : (int)(x + 0.5f));
        GskTransform *transform = gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT(x, 0));
        gtk_widget_allocate(child, width, height, -1, transform);
        index += 1;
    }
    if (width != self->last_width || height != self->last_height) {
        self->last_width = width;
        self->last_height = height;
        if (self->resized != NULL) {
            self->resized(self->resized_data, width, height);
        }
    }
}

static GtkSizeRequestMode tdk_pager_layout_get_request_mode(GtkLayoutManager *manager, GtkWidget *widget) {
    (void)manager;
    (void)widget;
    return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void tdk_pager_layout_finalize(GObject *object) {
    TdkPagerLayout *self = TDK_PAGER_LAYOUT(object);
    if (self->resized_destroy != NULL && self->resized_data != NULL) {
        self->resized_destroy(self->resized_data);
    }
    g_free(self->offsets);
    G_OBJECT_CLASS(tdk_pager_layout_parent_class)->finalize(object);
}

static void tdk_pager_layout_class_init(TdkPagerLayoutClass *klass) {
    GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS(klass);
    layout_class->measure = tdk_pager_layout_measure;
    layout_class->allocate = tdk_pager_layout_allocate;
    layout_class->get_request_mode = tdk_pager_layout_get_request_mode;
    G_OBJECT_CLASS(klass)->finalize = tdk_pager_layout_finalize;
}

static void tdk_pager_layout_init(TdkPagerLayout *self) {
    self->position = 0;
    self->last_width = -1;
    self->last_height = -1;
}

GtkLayoutManager *tdk_pager_layout_new(void) {
    return g_object_new(TDK_TYPE_PAGER_LAYOUT, NULL);
}

void tdk_pager_layout_set_position(TdkPagerLayout *layout, double position) {
    g_return_if_fail(TDK_IS_PAGER_LAYOUT(layout));
    if (layout->position == position) {
        return;
    }
    layout->position = position;
    GtkWidget *widget = gtk_layout_manager_get_widget(GTK_LAYOUT_MANAGER(layout));
    if (widget != NULL) {
        /* Only the pages' offsets change: a new allocation, no new measurement. */
        gtk_widget_queue_allocate(widget);
    }
}

void tdk_pager_layout_set_offsets(TdkPagerLayout *layout, const double *offsets, guint n_offsets) {
    g_return_if_fail(TDK_IS_PAGER_LAYOUT(layout));
    g_free(layout->offsets);
    layout->offsets = n_offsets > 0 ? g_memdup2(offsets, n_offsets * sizeof(double)) : NULL;
    layout->n_offsets = layout->offsets != NULL ? n_offsets : 0;
    GtkWidget *widget = gtk_layout_manager_get_widget(GTK_LAYOUT_MANAGER(layout));
    if (widget != NULL) {
        gtk_widget_queue_allocate(widget);
    }
}

double tdk_pager_layout_get_position(TdkPagerLayout *layout) {
    g_return_val_if_fail(TDK_IS_PAGER_LAYOUT(layout), 0);
    return layout->position;
}

void tdk_pager_layout_set_resized_callback(TdkPagerLayout *layout, TdkPagerResized callback, gpointer data,
                                           GDestroyNotify destroy) {
    g_return_if_fail(TDK_IS_PAGER_LAYOUT(layout));
    if (layout->resized_destroy != NULL && layout->resized_data != NULL) {
        layout->resized_destroy(layout->resized_data);
    }
    layout->resized = callback;
    layout->resized_data = data;
    layout->resized_destroy = destroy;
}
