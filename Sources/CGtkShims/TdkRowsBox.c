/* TdkRowsBox: the stack table's column of rows, with per-row motion (see CGtkShims.h). */
#include "CGtkShims.h"

#include <math.h>

typedef struct {
    /* Where the child's top (its border box, in the box's coordinates) is pinned, or NAN. */
    double pin;
    /* How much of the way from its place to the pin it is drawn (1: at the pin, 0: in place). */
    double fraction;
    /* Pixels it is drawn further down (up when negative). */
    double shift;
    double reveal;
} TdkRowMotion;

struct _TdkRowsBox {
    GtkWidget parent_instance;
    /* child → TdkRowMotion, for the few children in motion; NULL when none ever was. */
    GHashTable *motions;
};

G_DEFINE_FINAL_TYPE(TdkRowsBox, tdk_rows_box, GTK_TYPE_WIDGET)

/* The part of a child's height it takes in the column. */
static int tdk_rows_revealed(int height, double reveal) {
    return reveal >= 1.0 ? height : (int)lround((double)height * reveal);
}

static const TdkRowMotion *tdk_rows_motion(TdkRowsBox *self, GtkWidget *child) {
    if (self->motions == NULL || g_hash_table_size(self->motions) == 0) {
        return NULL;
    }
    return g_hash_table_lookup(self->motions, child);
}

static void tdk_rows_box_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                 int *natural, int *minimum_baseline, int *natural_baseline) {
    TdkRowsBox *self = TDK_ROWS_BOX(widget);
    int min = 0, nat = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) {
            continue;
        }
        int child_min = 0, child_nat = 0;
        if (orientation == GTK_ORIENTATION_HORIZONTAL) {
            gtk_widget_measure(child, orientation, -1, &child_min, &child_nat, NULL, NULL);
            min = MAX(min, child_min);
            nat = MAX(nat, child_nat);
        } else {
            gtk_widget_measure(child, orientation, for_size, &child_min, &child_nat, NULL, NULL);
            const TdkRowMotion *motion = tdk_rows_motion(self, child);
            double reveal = motion != NULL ? motion->reveal : 1.0;
            min += tdk_rows_revealed(child_min, reveal);
            nat += tdk_rows_revealed(child_nat, reveal);
        }
    }
    *minimum = min;
    *natural = nat;
    *minimum_baseline = -1;
    *natural_baseline = -1;
}

static void tdk_rows_box_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    TdkRowsBox *self = TDK_ROWS_BOX(widget);
    /* Natural heights when they fit, as a scrolled column always is; minimum heights otherwise. */
    int natural_total = 0;
    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, NULL, &natural_total, NULL, NULL);
    gboolean natural = natural_total <= height;
    int y = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) {
            continue;
        }
        int child_min = 0, child_nat = 0;
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, &child_min, &child_nat, NULL, NULL);
        int child_height = natural ? child_nat : child_min;
        const TdkRowMotion *motion = tdk_rows_motion(self, child);
        double offset = 0.0;
        double reveal = 1.0;
        if (motion != NULL) {
            reveal = motion->reveal;
            offset = motion->shift;
            if (!isnan(motion->pin) && motion->fraction != 0.0) {
                /* Where its top lands in place (margins included) says how far the pin is. */
                GskTransform *in_place = y != 0 ? gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT(0.0f, (float)y)) : NULL;
                gtk_widget_allocate(child, width, child_height, -1, in_place);
                graphene_point_t top_in_place = GRAPHENE_POINT_INIT(0.0f, (float)y);
                graphene_point_t origin = GRAPHENE_POINT_INIT(0.0f, 0.0f);
                if (gtk_widget_compute_point(child, widget, &origin, &top_in_place)) {
                    offset += (motion->pin - (double)top_in_place.y) * motion->fraction;
                }
            }
        }
        GskTransform *transform = NULL;
        float top = (float)lround((double)y + offset);
        if (top != 0.0f) {
            transform = gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT(0.0f, top));
        }
        gtk_widget_allocate(child, width, child_height, -1, transform);
        y += tdk_rows_revealed(child_height, reveal);
    }
}

static void tdk_rows_box_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL) {
        gtk_widget_unparent(child);
    }
    g_clear_pointer(&TDK_ROWS_BOX(object)->motions, g_hash_table_unref);
    G_OBJECT_CLASS(tdk_rows_box_parent_class)->dispose(object);
}

static void tdk_rows_box_class_init(TdkRowsBoxClass *klass) {
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    object_class->dispose = tdk_rows_box_dispose;
    widget_class->measure = tdk_rows_box_measure;
    widget_class->size_allocate = tdk_rows_box_size_allocate;
    gtk_widget_class_set_css_name(widget_class, "box");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void tdk_rows_box_init(TdkRowsBox *self) {
    self->motions = NULL;
}

GtkWidget *tdk_rows_box_new(void) {
    return g_object_new(TDK_TYPE_ROWS_BOX, NULL);
}

void tdk_rows_box_set_motion(TdkRowsBox *box, GtkWidget *child, double pin, double fraction, double shift,
                             double reveal) {
    g_return_if_fail(TDK_IS_ROWS_BOX(box));
    g_return_if_fail(GTK_IS_WIDGET(child) && gtk_widget_get_parent(child) == GTK_WIDGET(box));
    reveal = CLAMP(reveal, 0.0, 1.0);
    const TdkRowMotion *old = tdk_rows_motion(box, child);
    double old_reveal = old != NULL ? old->reveal : 1.0;
    gboolean pinned = !isnan(pin) && fraction != 0.0;
    if (!pinned && shift == 0.0 && reveal >= 1.0) {
        if (old == NULL) {
            return;
        }
        g_hash_table_remove(box->motions, child);
    } else {
        if (box->motions == NULL) {
            /* Keys are children of the box: tdk_rows_box_remove drops a child's entry before it
             * lets go of the child, and dispose drops them all, so no key outlives its child. */
            box->motions = g_hash_table_new_full(g_direct_hash, g_direct_equal, NULL, g_free);
        }
        TdkRowMotion *motion = g_new(TdkRowMotion, 1);
        motion->pin = pin;
        motion->fraction = fraction;
        motion->shift = shift;
        motion->reveal = reveal;
        g_hash_table_replace(box->motions, child, motion);
    }
    if (reveal != old_reveal) {
        gtk_widget_queue_resize(GTK_WIDGET(box));
    } else {
        gtk_widget_queue_allocate(GTK_WIDGET(box));
    }
}

void tdk_rows_box_remove(TdkRowsBox *box, GtkWidget *child) {
    g_return_if_fail(TDK_IS_ROWS_BOX(box));
    g_return_if_fail(GTK_IS_WIDGET(child) && gtk_widget_get_parent(child) == GTK_WIDGET(box));
    if (box->motions != NULL) {
        g_hash_table_remove(box->motions, child);
    }
    gtk_widget_unparent(child);
}

void tdk_accessible_set_selected(GtkAccessible *accessible, gboolean selected) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}
