/* TdkSwipeLayer: a table's content with the buttons a swipe reveals (see CGtkShims.h). */
#include "CGtkShims.h"

#include <math.h>

struct _TdkSwipeLayer {
    GtkWidget parent_instance;
    GtkWidget *content;
    GtkWidget *strip;
    /* The uncovered part of the row, in the layer's coordinates. */
    graphene_rect_t reveal;
    /* Whether the strip's buttons are pinned to the right of the uncovered part (else the left). */
    gboolean align_right;
};

G_DEFINE_FINAL_TYPE(TdkSwipeLayer, tdk_swipe_layer, GTK_TYPE_WIDGET)

static void tdk_swipe_layer_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                    int *natural, int *minimum_baseline, int *natural_baseline) {
    TdkSwipeLayer *self = TDK_SWIPE_LAYER(widget);
    *minimum = 0;
    *natural = 0;
    *minimum_baseline = -1;
    *natural_baseline = -1;
    /* Only the content sizes the layer: the strip is drawn over it, never makes it larger. */
    if (self->content != NULL && gtk_widget_should_layout(self->content)) {
        gtk_widget_measure(self->content, orientation, for_size, minimum, natural, NULL, NULL);
    }
}

/* The strip's allocation: the uncovered part, or as wide as the strip's minimum (clipped when
 * drawn) and against the row's edge while less is uncovered. */
static gboolean tdk_swipe_layer_strip_rect(TdkSwipeLayer *self, int *x, int *y, int *width, int *height) {
    if (self->strip == NULL || !gtk_widget_should_layout(self->strip) || self->reveal.size.width < 1.0 ||
        self->reveal.size.height < 1.0) {
        return FALSE;
    }
    *height = (int)lround(self->reveal.size.height);
    int minimum = 0;
    gtk_widget_measure(self->strip, GTK_ORIENTATION_HORIZONTAL, *height, &minimum, NULL, NULL, NULL);
    int uncovered = (int)lround(self->reveal.size.width);
    *width = MAX(uncovered, minimum);
    int left = (int)lround(self->reveal.origin.x);
    *x = self->align_right ? left + uncovered - *width : left;
    *y = (int)lround(self->reveal.origin.y);
    return TRUE;
}

static void tdk_swipe_layer_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    TdkSwipeLayer *self = TDK_SWIPE_LAYER(widget);
    if (self->content != NULL && gtk_widget_should_layout(self->content)) {
        gtk_widget_allocate(self->content, width, height, baseline, NULL);
    }
    int x = 0, y = 0, strip_width = 0, strip_height = 0;
    if (tdk_swipe_layer_strip_rect(self, &x, &y, &strip_width, &strip_height)) {
        GskTransform *transform = gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT((float)x, (float)y));
        gtk_widget_allocate(self->strip, strip_width, strip_height, -1, transform);
    }
}

static void tdk_swipe_layer_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    TdkSwipeLayer *self = TDK_SWIPE_LAYER(widget);
    if (self->content != NULL) {
        gtk_widget_snapshot_child(widget, self->content, snapshot);
    }
    int x = 0, y = 0, width = 0, height = 0;
    if (tdk_swipe_layer_strip_rect(self, &x, &y, &width, &height)) {
        /* Drawn over the content, but only where the row has moved aside: behind the row. */
        gtk_snapshot_push_clip(snapshot, &self->reveal);
        gtk_widget_snapshot_child(widget, self->strip, snapshot);
        gtk_snapshot_pop(snapshot);
    }
}

static void tdk_swipe_layer_dispose(GObject *object) {
    TdkSwipeLayer *self = TDK_SWIPE_LAYER(object);
    g_clear_pointer(&self->strip, gtk_widget_unparent);
    g_clear_pointer(&self->content, gtk_widget_unparent);
    G_OBJECT_CLASS(tdk_swipe_layer_parent_class)->dispose(object);
}

static void tdk_swipe_layer_class_init(TdkSwipeLayerClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    object_class->dispose = tdk_swipe_layer_dispose;
    widget_class->measure = tdk_swipe_layer_measure;
    widget_class->size_allocate = tdk_swipe_layer_size_allocate;
    widget_class->snapshot = tdk_swipe_layer_snapshot;
    gtk_widget_class_set_css_name(widget_class, "box");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void tdk_swipe_layer_init(TdkSwipeLayer *self) {
    self->content = NULL;
    self->strip = NULL;
    self->reveal = GRAPHENE_RECT_INIT(0, 0, 0, 0);
    self->align_right = FALSE;
}

GtkWidget *tdk_swipe_layer_new(GtkWidget *content) {
    TdkSwipeLayer *self = g_object_new(TDK_TYPE_SWIPE_LAYER, NULL);
    self->content = content;
    gtk_widget_set_parent(content, GTK_WIDGET(self));
    return GTK_WIDGET(self);
}

void tdk_swipe_layer_set_strip(TdkSwipeLayer *layer, GtkWidget *strip) {
    g_return_if_fail(TDK_IS_SWIPE_LAYER(layer));
    if (layer->strip == strip) {
        return;
    }
    g_clear_pointer(&layer->strip, gtk_widget_unparent);
    if (strip != NULL) {
        layer->strip = strip;
        /* After the content: Tab from the last row reaches the buttons. */
        gtk_widget_insert_after(strip, GTK_WIDGET(layer), layer->content);
    }
    gtk_widget_queue_allocate(GTK_WIDGET(layer));
}

void tdk_swipe_layer_set_reveal(TdkSwipeLayer *layer, double x, double y, double width, double height,
                                gboolean align_right) {
    g_return_if_fail(TDK_IS_SWIPE_LAYER(layer));
    layer->reveal = GRAPHENE_RECT_INIT((float)x, (float)y, (float)MAX(width, 0.0), (float)MAX(height, 0.0));
    layer->align_right = align_right;
    gtk_widget_queue_allocate(GTK_WIDGET(layer));
}
