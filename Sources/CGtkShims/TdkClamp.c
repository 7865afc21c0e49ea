/* TdkClamp: a maximum-width, centring container (see CGtkShims.h). */
#include "CGtkShims.h"

struct _TdkClamp {
    GtkWidget parent_instance;
    GtkWidget *child;
    int maximum_width;
    int minimum_margin;
    /* Whether Tab and Shift+Tab from inside leave the clamp (tdk_clamp_set_one_tab_stop). */
    gboolean one_tab_stop;
};

typedef struct {
    GtkWidgetClass parent_class;
} TdkClampClass;

G_DEFINE_FINAL_TYPE(TdkClamp, tdk_clamp, GTK_TYPE_WIDGET)

/* The width the child gets when the clamp is `width` wide. */
static int tdk_clamp_child_width(TdkClamp *self, int width) {
    int available = MAX(0, width - 2 * self->minimum_margin);
    return self->maximum_width > 0 ? MIN(available, self->maximum_width) : available;
}

static GtkSizeRequestMode tdk_clamp_get_request_mode(GtkWidget *widget) {
    TdkClamp *self = (TdkClamp *)widget;
    return self->child != NULL ? gtk_widget_get_request_mode(self->child) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void tdk_clamp_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                              int *natural, int *minimum_baseline, int *natural_baseline) {
    TdkClamp *self = (TdkClamp *)widget;
    (void)minimum_baseline;
    (void)natural_baseline;
    *minimum = 0;
    *natural = 0;
    if (self->child == NULL || !gtk_widget_should_layout(self->child)) {
        return;
    }
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        gtk_widget_measure(self->child, orientation, -1, minimum, natural, NULL, NULL);
        if (self->maximum_width > 0) {
            *natural = MIN(*natural, self->maximum_width);
        }
        *natural = MAX(*natural, *minimum);
        *minimum += 2 * self->minimum_margin;
        *natural += 2 * self->minimum_margin;
        return;
    }
    int child_width = for_size >= 0 ? tdk_clamp_child_width(self, for_size) : -1;
    if (child_width >= 0) {
        int child_minimum_width = 0;
        gtk_widget_measure(self->child, GTK_ORIENTATION_HORIZONTAL, -1, &child_minimum_width, NULL, NULL, NULL);
        child_width = MAX(child_width, child_minimum_width);
    }
    gtk_widget_measure(self->child, orientation, child_width, minimum, natural, NULL, NULL);
}

static void tdk_clamp_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    TdkClamp *self = (TdkClamp *)widget;
    (void)baseline;
    if (self->child == NULL || !gtk_widget_should_layout(self->child)) {
        return;
    }
    int child_minimum_width = 0;
    gtk_widget_measure(self->child, GTK_ORIENTATION_HORIZONTAL, -1, &child_minimum_width, NULL, NULL, NULL);
    int child_width = MAX(tdk_clamp_child_width(self, width), child_minimum_width);
    graphene_point_t offset = GRAPHENE_POINT_INIT((float)((width - child_width) / 2), 0);
    GskTransform *transform = gsk_transform_translate(NULL, &offset);
    gtk_widget_allocate(self->child, child_width, height, -1, transform);
}

static void tdk_clamp_dispose(GObject *object) {
    TdkClamp *self = (TdkClamp *)object;
    g_clear_pointer(&self->child, gtk_widget_unparent);
    G_OBJECT_CLASS(tdk_clamp_parent_class)->dispose(object);
}

/* As one Tab stop, Tab and Shift+Tab from a widget inside go on to the next widget outside
 * (FALSE: GTK moves on); otherwise, and for every other direction, the children's own way. */
static gboolean tdk_clamp_focus(GtkWidget *widget, GtkDirectionType direction) {
    TdkClamp *self = (TdkClamp *)widget;
    if (self->one_tab_stop && (direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD)) {
        GtkRoot *root = gtk_widget_get_root(widget);
        GtkWidget *focus = root != NULL ? gtk_root_get_focus(root) : NULL;
        if (focus != NULL && gtk_widget_is_ancestor(focus, widget)) {
            return FALSE;
        }
    }
    return GTK_WIDGET_CLASS(tdk_clamp_parent_class)->focus(widget, direction);
}

static void tdk_clamp_class_init(TdkClampClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    /* A layout wrapper only: GTK 4.8 names an unnamed widget of any but a structural role after
     * its type, which screen readers would read ("TdkClamp"). */
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
    widget_class->get_request_mode = tdk_clamp_get_request_mode;
    widget_class->measure = tdk_clamp_measure;
    widget_class->size_allocate = tdk_clamp_size_allocate;
    widget_class->focus = tdk_clamp_focus;
    G_OBJECT_CLASS(klass)->dispose = tdk_clamp_dispose;
}

static void tdk_clamp_init(TdkClamp *self) {
    self->child = NULL;
    self->maximum_width = 0;
    self->minimum_margin = 0;
    self->one_tab_stop = FALSE;
}

void tdk_clamp_set_one_tab_stop(TdkClamp *clamp, gboolean one_tab_stop) {
    g_return_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(clamp, tdk_clamp_get_type()));
    clamp->one_tab_stop = one_tab_stop;
}

GtkWidget *tdk_clamp_new(GtkWidget *child, int maximum_width, int minimum_margin) {
    TdkClamp *self = g_object_new(tdk_clamp_get_type(), NULL);
    self->maximum_width = MAX(0, maximum_width);
    self->minimum_margin = MAX(0, minimum_margin);
    if (child != NULL && gtk_widget_get_parent(child) == NULL) {
        self->child = child;
        gtk_widget_set_parent(child, GTK_WIDGET(self));
    }
    return GTK_WIDGET(self);
}
