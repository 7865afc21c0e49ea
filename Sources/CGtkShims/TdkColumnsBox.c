/* TdkColumnsBox: children placed at given offsets and widths, one per table column (see CGtkShims.h). */
#include "CGtkShims.h"

struct _TdkColumnsBox {
    GtkWidget parent_instance;
    /* Per child, in child order: its column's leading offset and width; a child past the
     * arrays, or of width 0, is a hidden column (child-invisible). */
    int *offsets;
    int *widths;
    guint count;
    /* The sum of the shown columns' extents: the box's minimum and natural width. */
    int total_width;
};

typedef struct {
    GtkWidgetClass parent_class;
} TdkColumnsBoxClass;

G_DEFINE_FINAL_TYPE(TdkColumnsBox, tdk_columns_box, GTK_TYPE_WIDGET)

/* The column of the child at `index`: its offset and width; FALSE for a hidden column. */
static gboolean tdk_columns_box_column(TdkColumnsBox *self, guint index, int *offset, int *width) {
    if (index >= self->count || self->widths[index] <= 0) {
        return FALSE;
    }
    *offset = self->offsets[index];
    *width = self->widths[index];
    return TRUE;
}

/* The next child after `child` that is a column's (a popover attached to the box is none). */
static GtkWidget *tdk_columns_box_next(GtkWidget *child) {
    while (child != NULL && GTK_IS_NATIVE(child)) {
        child = gtk_widget_get_next_sibling(child);
    }
    return child;
}

static GtkSizeRequestMode tdk_columns_box_get_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void tdk_columns_box_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                    int *natural, int *minimum_baseline, int *natural_baseline) {
    TdkColumnsBox *self = (TdkColumnsBox *)widget;
    (void)for_size;
    (void)minimum_baseline;
    (void)natural_baseline;
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        *minimum = self->total_width;
        *natural = self->total_width;
        return;
    }
    /* As tall as the tallest cell at its column's width (or its own minimum width, if wider:
     * a cell is never squeezed below it, only clipped). */
    *minimum = 0;
    *natural = 0;
    guint index = 0;
    for (GtkWidget *child = tdk_columns_box_next(gtk_widget_get_first_child(widget)); child != NULL;
         child = tdk_columns_box_next(gtk_widget_get_next_sibling(child)), index++) {
        int offset = 0, width = 0;
        if (!gtk_widget_should_layout(child) || !tdk_columns_box_column(self, index, &offset, &width)) {
            continue;
        }
        int child_minimum_width = 0;
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &child_minimum_width, NULL, NULL, NULL);
        int child_minimum = 0, child_natural = 0;
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, MAX(width, child_minimum_width), &child_minimum,
                           &child_natural, NULL, NULL);
        *minimum = MAX(*minimum, child_minimum);
        *natural = MAX(*natural, child_natural);
    }
}

static void tdk_columns_box_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    TdkColumnsBox *self = (TdkColumnsBox *)widget;
    (void)baseline;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child)) {
        if (GTK_IS_POPOVER(child)) {
            gtk_popover_present(GTK_POPOVER(child));
        }
    }
    gboolean rtl = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL;
    guint index = 0;
    for (GtkWidget *child = tdk_columns_box_next(gtk_widget_get_first_child(widget)); child != NULL;
         child = tdk_columns_box_next(gtk_widget_get_next_sibling(child)), index++) {
        int offset = 0, column_width = 0;
        gboolean shown = tdk_columns_box_column(self, index, &offset, &column_width);
        gtk_widget_set_child_visible(child, shown);
        if (!shown || !gtk_widget_should_layout(child)) {
            continue;
        }
        int child_minimum_width = 0;
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &child_minimum_width, NULL, NULL, NULL);
        int child_width = MAX(column_width, child_minimum_width);
        /* Right to left, the first column is at the right edge. */
        int x = rtl ? width - offset - column_width : offset;
        if (rtl) {
            x -= child_width - column_width;
        }
        gtk_widget_size_allocate(child, &(GtkAllocation){x, 0, child_width, height}, -1);
    }
}

/* Each cell is drawn clipped to its column: a cell wider than its column (its minimum is more
 * than the column's width) never draws over the next one. */
static void tdk_columns_box_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    TdkColumnsBox *self = (TdkColumnsBox *)widget;
    int box_width = gtk_widget_get_width(widget);
    int box_height = gtk_widget_get_height(widget);
    gboolean rtl = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL;
    guint index = 0;
    for (GtkWidget *child = tdk_columns_box_next(gtk_widget_get_first_child(widget)); child != NULL;
         child = tdk_columns_box_next(gtk_widget_get_next_sibling(child)), index++) {
        int offset = 0, column_width = 0;
        if (!tdk_columns_box_column(self, index, &offset, &column_width)) {
            continue;
        }
        int x = rtl ? box_width - offset - column_width : offset;
        gtk_snapshot_push_clip(snapshot, &GRAPHENE_RECT_INIT((float)x, 0, (float)column_width, (float)box_height));
        gtk_widget_snapshot_child(widget, child, snapshot);
        gtk_snapshot_pop(snapshot);
    }
}

static void tdk_columns_box_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL) {
        gtk_widget_unparent(child);
    }
    G_OBJECT_CLASS(tdk_columns_box_parent_class)->dispose(object);
}

static void tdk_columns_box_finalize(GObject *object) {
    TdkColumnsBox *self = (TdkColumnsBox *)object;
    g_free(self->offsets);
    g_free(self->widths);
    G_OBJECT_CLASS(tdk_columns_box_parent_class)->finalize(object);
}

static void tdk_columns_box_class_init(TdkColumnsBoxClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    /* A layout container only, like GtkBox: its cells are what is read. */
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
    widget_class->get_request_mode = tdk_columns_box_get_request_mode;
    widget_class->measure = tdk_columns_box_measure;
    widget_class->size_allocate = tdk_columns_box_size_allocate;
    widget_class->snapshot = tdk_columns_box_snapshot;
    G_OBJECT_CLASS(klass)->dispose = tdk_columns_box_dispose;
    G_OBJECT_CLASS(klass)->finalize = tdk_columns_box_finalize;
}

static void tdk_columns_box_init(TdkColumnsBox *self) {
    self->offsets = NULL;
    self->widths = NULL;
    self->count = 0;
    self->total_width = 0;
}

GtkWidget *tdk_columns_box_new(void) {
    return g_object_new(tdk_columns_box_get_type(), NULL);
}

void tdk_columns_box_append(TdkColumnsBox *box, GtkWidget *child) {
    g_return_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(box, tdk_columns_box_get_type()));
    gtk_widget_insert_before(child, GTK_WIDGET(box), NULL);
}

void tdk_columns_box_remove(TdkColumnsBox *box, GtkWidget *child) {
    g_return_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(box, tdk_columns_box_get_type()));
    g_return_if_fail(gtk_widget_get_parent(child) == GTK_WIDGET(box));
    gtk_widget_unparent(child);
}

void tdk_columns_box_set_columns(TdkColumnsBox *box, const int *offsets, const int *widths, guint count) {
    g_return_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(box, tdk_columns_box_get_type()));
    gboolean same = count == box->count;
    for (guint i = 0; same && i < count; i++) {
        same = box->offsets[i] == offsets[i] && box->widths[i] == widths[i];
    }
    if (same) {
        return;
    }
    g_free(box->offsets);
    g_free(box->widths);
    box->offsets = count > 0 ? g_memdup2(offsets, count * sizeof(int)) : NULL;
    box->widths = count > 0 ? g_memdup2(widths, count * sizeof(int)) : NULL;
    box->count = count;
    box->total_width = 0;
    for (guint i = 0; i < count; i++) {
        if (widths[i] > 0) {
            box->total_width = MAX(box->total_width, MAX(0, offsets[i]) + widths[i]);
        }
    }
    gtk_widget_queue_resize(GTK_WIDGET(box));
}
