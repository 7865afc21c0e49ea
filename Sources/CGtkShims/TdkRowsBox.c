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
    /* How far down (up when negative) the last allocation put it from its place, in pixels. */
    double applied;
} TdkRowMotion;

/* The column's own state, kept as the type's private data: the instance and class structures
 * are the parent type's, whose layout GTK does not publish (see tdk_rows_box_get_type). */
typedef struct {
    /* child → TdkRowMotion, for the few children in motion; NULL when none ever was. */
    GHashTable *motions;
    /* Called when Tab or Shift+Tab brings the focus into the column. */
    TdkRowsBoxFocusEntered entered;
    gpointer entered_data;
    GDestroyNotify entered_destroy;
    /* A child drawn after the others (a row lifted by a drag), or NULL. Not a reference: cleared
     * when the child leaves the box. */
    GtkWidget *raised;
    /* The one child a swipe moves sideways, and by how much. */
    GtkWidget *slid;
    double slide;
    /* row → TdkRowAccessories, for the rows that have them; NULL when none ever had. */
    GHashTable *accessories;
} TdkRowsBoxState;

/* A row's accessories: children of the box drawn in lanes at the row's leading and trailing
 * edges (a table's editing controls), the row between them; either may be NULL. */
typedef struct {
    GtkWidget *leading;
    GtkWidget *trailing;
} TdkRowAccessories;

/* Marks a child that is an accessory of a row, not a row. */
static GQuark tdk_rows_accessory_quark(void) {
    return g_quark_from_static_string("tdk-rows-box-accessory");
}

static gboolean tdk_rows_is_accessory(GtkWidget *child) {
    return g_object_get_qdata(G_OBJECT(child), tdk_rows_accessory_quark()) != NULL;
}

static gint tdk_rows_box_private_offset = 0;
static gpointer tdk_rows_box_parent_class = NULL;

/* The column's state. Every entry point checks the type first (g_return_if_fail). */
static TdkRowsBoxState *tdk_rows_state(TdkRowsBox *box) {
    return (TdkRowsBoxState *)G_STRUCT_MEMBER_P(box, tdk_rows_box_private_offset);
}

static void tdk_rows_box_class_init(gpointer klass, gpointer data);
static void tdk_rows_box_init(GTypeInstance *instance, gpointer klass);

/* Screen readers tell a list's items apart by selection only when the list offers AT-SPI's
 * Selection interface ("not selected" in Orca 43 needs it of the item's parent), and GTK 4.8
 * offers that interface by the widget's type alone: to GtkListBox, GtkListView, GtkGridView,
 * GtkFlowBox and a few others, never to a type of ours. So the column is registered as a
 * GtkListBox subtype whose list box part is inert (tdk_rows_box_init): GtkListBox's class and
 * instance structures are private, so the type is registered by hand with their sizes, and
 * the column's state lives in private data. Should GTK ever make GtkListBox final, the column
 * falls back to a plain widget: rows then read without their selected state, nothing else
 * changes. */
GType tdk_rows_box_get_type(void) {
    static gsize type_id = 0;
    if (g_once_init_enter(&type_id)) {
        GType parent = GTK_TYPE_LIST_BOX;
        if (G_TYPE_IS_FINAL(parent) || !G_TYPE_IS_DERIVABLE(parent)) {
            parent = GTK_TYPE_WIDGET;
        }
        GTypeQuery query;
        g_type_query(parent, &query);
        const GTypeInfo info = {
            .class_size = (guint16)query.class_size,
            .class_init = tdk_rows_box_class_init,
            .instance_size = (guint16)query.instance_size,
            .instance_init = tdk_rows_box_init,
        };
        GType type = g_type_register_static(parent, g_intern_static_string("TdkRowsBox"), &info, G_TYPE_FLAG_FINAL);
        tdk_rows_box_private_offset = g_type_add_instance_private(type, sizeof(TdkRowsBoxState));
        g_once_init_leave(&type_id, type);
    }
    return (GType)type_id;
}

/* The part of a child's height it takes in the column. */
static int tdk_rows_revealed(int height, double reveal) {
    return reveal >= 1.0 ? height : (int)lround((double)height * reveal);
}

static const TdkRowMotion *tdk_rows_motion(TdkRowsBoxState *state, GtkWidget *child) {
    if (state->motions == NULL || g_hash_table_size(state->motions) == 0) {
        return NULL;
    }
    return g_hash_table_lookup(state->motions, child);
}

static const TdkRowAccessories *tdk_rows_accessories(TdkRowsBoxState *state, GtkWidget *child) {
    if (state->accessories == NULL) {
        return NULL;
    }
    return g_hash_table_lookup(state->accessories, child);
}

/* The natural width of an accessory's lane (0 for none, or a hidden one). */
static int tdk_rows_lane_width(GtkWidget *accessory) {
    if (accessory == NULL || !gtk_widget_should_layout(accessory)) {
        return 0;
    }
    int natural = 0;
    gtk_widget_measure(accessory, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
    return natural;
}

/* The widths of a row's lanes: its leading accessory's and its trailing one's. */
static void tdk_rows_lanes(TdkRowsBoxState *state, GtkWidget *child, int *leading, int *trailing) {
    const TdkRowAccessories *accessories = tdk_rows_accessories(state, child);
    *leading = accessories != NULL ? tdk_rows_lane_width(accessories->leading) : 0;
    *trailing = accessories != NULL ? tdk_rows_lane_width(accessories->trailing) : 0;
}

/* Allocates an accessory in its lane: `x` from the box's left, `width` wide, the row's height,
 * moved as the row is (`transform`, not consumed). */
static void tdk_rows_allocate_accessory(GtkWidget *accessory, int x, int y, int width, int height,
                                        GskTransform *transform) {
    if (accessory == NULL || !gtk_widget_should_layout(accessory)) {
        return;
    }
    GskTransform *placed = gsk_transform_translate(gsk_transform_ref(transform), &GRAPHENE_POINT_INIT((float)x, (float)y));
    gtk_widget_allocate(accessory, width, height, -1, placed);
}

static void tdk_rows_box_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                                 int *natural, int *minimum_baseline, int *natural_baseline) {
    *minimum_baseline = -1;
    *natural_baseline = -1;
    TdkRowsBoxState *state = tdk_rows_state(TDK_ROWS_BOX(widget));
    gboolean horizontal = orientation == GTK_ORIENTATION_HORIZONTAL;
    if (horizontal && (state->accessories == NULL || g_hash_table_size(state->accessories) == 0)) {
        tdk_measure_largest_child(widget, orientation, -1, minimum, natural);
        return;
    }
    /* Across: the widest row with its lanes. Down: the rows' heights (the part each takes),
     * each measured for the width its lanes leave it. */
    int min = 0, nat = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child) || tdk_rows_is_accessory(child)) {
            continue;
        }
        int child_min = 0, child_nat = 0, leading = 0, trailing = 0;
        tdk_rows_lanes(state, child, &leading, &trailing);
        if (horizontal) {
            gtk_widget_measure(child, orientation, -1, &child_min, &child_nat, NULL, NULL);
            min = MAX(min, child_min + leading + trailing);
            nat = MAX(nat, child_nat + leading + trailing);
            continue;
        }
        int child_for = for_size < 0 ? -1 : MAX(0, for_size - leading - trailing);
        gtk_widget_measure(child, orientation, child_for, &child_min, &child_nat, NULL, NULL);
        const TdkRowMotion *motion = tdk_rows_motion(state, child);
        double reveal = motion != NULL ? motion->reveal : 1.0;
        min += tdk_rows_revealed(child_min, reveal);
        nat += tdk_rows_revealed(child_nat, reveal);
    }
    *minimum = min;
    *natural = nat;
}

static void tdk_rows_box_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    TdkRowsBoxState *state = tdk_rows_state(TDK_ROWS_BOX(widget));
    /* Natural heights when they fit, as a scrolled column always is; minimum heights otherwise. */
    int natural_total = 0;
    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, NULL, &natural_total, NULL, NULL);
    gboolean natural = natural_total <= height;
    int y = 0;
    gboolean rtl = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child) || tdk_rows_is_accessory(child)) {
            continue;
        }
        int leading = 0, trailing = 0;
        tdk_rows_lanes(state, child, &leading, &trailing);
        int row_width = MAX(0, width - leading - trailing);
        int row_x = rtl ? trailing : leading;
        int child_min = 0, child_nat = 0;
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, row_width, &child_min, &child_nat, NULL, NULL);
        int child_height = natural ? child_nat : child_min;
        TdkRowMotion *motion = (TdkRowMotion *)tdk_rows_motion(state, child);
        double offset = 0.0;
        double reveal = 1.0;
        if (motion != NULL) {
            reveal = motion->reveal;
            offset = motion->shift;
            if (!isnan(motion->pin) && motion->fraction != 0.0) {
                /* Where its top lands in place (margins included) says how far the pin is. */
                GskTransform *in_place = y != 0 || row_x != 0
                                             ? gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT((float)row_x, (float)y))
                                             : NULL;
                gtk_widget_allocate(child, row_width, child_height, -1, in_place);
                graphene_point_t top_in_place = GRAPHENE_POINT_INIT(0.0f, (float)y);
                graphene_point_t origin = GRAPHENE_POINT_INIT(0.0f, 0.0f);
                if (gtk_widget_compute_point(child, widget, &origin, &top_in_place)) {
                    offset += (motion->pin - (double)top_in_place.y) * motion->fraction;
                }
            }
        }
        float top = (float)lround((double)y + offset);
        float left = child == state->slid ? (float)lround(state->slide) : 0.0f;
        /* The row and its accessories move together: down with its motion, aside with a swipe. */
        GskTransform *moved = NULL;
        if (top != 0.0f || left != 0.0f) {
            moved = gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT(left, top));
        }
        if (motion != NULL) {
            motion->applied = (double)top - (double)y;
        }
        const TdkRowAccessories *accessories = tdk_rows_accessories(state, child);
        if (accessories != NULL) {
            GtkWidget *left_lane = rtl ? accessories->trailing : accessories->leading;
            GtkWidget *right_lane = rtl ? accessories->leading : accessories->trailing;
            int left_width = rtl ? trailing : leading;
            int right_width = rtl ? leading : trailing;
            tdk_rows_allocate_accessory(left_lane, 0, 0, left_width, child_height, moved);
            tdk_rows_allocate_accessory(right_lane, width - right_width, 0, right_width, child_height, moved);
        }
        GskTransform *transform = row_x != 0 ? gsk_transform_translate(gsk_transform_ref(moved), &GRAPHENE_POINT_INIT((float)row_x, 0.0f))
                                             : gsk_transform_ref(moved);
        gsk_transform_unref(moved);
        gtk_widget_allocate(child, row_width, child_height, -1, transform);
        y += tdk_rows_revealed(child_height, reveal);
    }
}

/* Tab into the column: its rows are labels, which GTK does not let Tab focus, so the table is
 * asked to put the focus on its cursor row. Tab from a row leaves the column (FALSE): GTK goes
 * on to the next widget outside it. */
static gboolean tdk_rows_box_focus(GtkWidget *widget, GtkDirectionType direction) {
    TdkRowsBoxState *state = tdk_rows_state(TDK_ROWS_BOX(widget));
    GtkRoot *root = gtk_widget_get_root(widget);
    GtkWidget *focus = root != NULL ? gtk_root_get_focus(root) : NULL;
    if (focus != NULL && (focus == widget || gtk_widget_is_ancestor(focus, widget))) {
        return FALSE;
    }
    if (state->entered == NULL || gtk_widget_get_first_child(widget) == NULL) {
        return FALSE;
    }
    return state->entered(state->entered_data, direction == GTK_DIR_TAB_BACKWARD || direction == GTK_DIR_UP);
}

/* Children in order, the raised one last, so a lifted row is drawn over the rows it passes. */
static void tdk_rows_box_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    TdkRowsBoxState *state = tdk_rows_state(TDK_ROWS_BOX(widget));
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (child != state->raised) {
            gtk_widget_snapshot_child(widget, child, snapshot);
        }
    }
    if (state->raised != NULL) {
        gtk_widget_snapshot_child(widget, state->raised, snapshot);
    }
}

/* Lets go of a row's accessories (unparenting them) and forgets them. */
static void tdk_rows_drop_accessories(TdkRowsBoxState *state, GtkWidget *child) {
    TdkRowAccessories *accessories = (TdkRowAccessories *)tdk_rows_accessories(state, child);
    if (accessories == NULL) {
        return;
    }
    GtkWidget *lanes[2] = {accessories->leading, accessories->trailing};
    g_hash_table_remove(state->accessories, child);
    for (int lane = 0; lane < 2; lane++) {
        if (lanes[lane] != NULL) {
            g_object_set_qdata(G_OBJECT(lanes[lane]), tdk_rows_accessory_quark(), NULL);
            gtk_widget_unparent(lanes[lane]);
        }
    }
}

void tdk_rows_box_set_accessories(TdkRowsBox *box, GtkWidget *child, GtkWidget *leading, GtkWidget *trailing) {
    g_return_if_fail(TDK_IS_ROWS_BOX(box));
    g_return_if_fail(GTK_IS_WIDGET(child) && gtk_widget_get_parent(child) == GTK_WIDGET(box));
    g_return_if_fail(!tdk_rows_is_accessory(child));
    g_return_if_fail(leading == NULL || (GTK_IS_WIDGET(leading) && gtk_widget_get_parent(leading) == NULL));
    g_return_if_fail(trailing == NULL || (GTK_IS_WIDGET(trailing) && gtk_widget_get_parent(trailing) == NULL));
    TdkRowsBoxState *state = tdk_rows_state(box);
    tdk_rows_drop_accessories(state, child);
    if (leading != NULL || trailing != NULL) {
        if (state->accessories == NULL) {
            /* Keys are rows of the box: tdk_rows_box_remove and dispose drop a row's entry. */
            state->accessories = g_hash_table_new_full(g_direct_hash, g_direct_equal, NULL, g_free);
        }
        TdkRowAccessories *accessories = g_new(TdkRowAccessories, 1);
        accessories->leading = leading;
        accessories->trailing = trailing;
        g_hash_table_replace(state->accessories, child, accessories);
        /* After the row among the box's children: read and focused after it. */
        GtkWidget *after = child;
        GtkWidget *lanes[2] = {leading, trailing};
        for (int lane = 0; lane < 2; lane++) {
            if (lanes[lane] != NULL) {
                g_object_set_qdata(G_OBJECT(lanes[lane]), tdk_rows_accessory_quark(), GINT_TO_POINTER(1));
                gtk_widget_insert_after(lanes[lane], GTK_WIDGET(box), after);
                after = lanes[lane];
            }
        }
    }
    gtk_widget_queue_resize(GTK_WIDGET(box));
}

void tdk_rows_box_set_raised(TdkRowsBox *box, GtkWidget *child) {
    g_return_if_fail(TDK_IS_ROWS_BOX(box));
    g_return_if_fail(child == NULL || gtk_widget_get_parent(child) == GTK_WIDGET(box));
    TdkRowsBoxState *state = tdk_rows_state(box);
    state->raised = child;
    gtk_widget_queue_draw(GTK_WIDGET(box));
}

static void tdk_rows_box_dispose(GObject *object) {
    TdkRowsBoxState *state = tdk_rows_state(TDK_ROWS_BOX(object));
    state->raised = NULL;
    state->slid = NULL;
    g_clear_pointer(&state->accessories, g_hash_table_unref);
    /* The rows go before the list box part's own dispose, which knows only rows of its own
     * (there are none). */
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL) {
        gtk_widget_unparent(child);
    }
    g_clear_pointer(&state->motions, g_hash_table_unref);
    if (state->entered_destroy != NULL) {
        state->entered_destroy(state->entered_data);
    }
    state->entered = NULL;
    state->entered_data = NULL;
    state->entered_destroy = NULL;
    G_OBJECT_CLASS(tdk_rows_box_parent_class)->dispose(object);
}

static void tdk_rows_box_class_init(gpointer klass, gpointer data) {
    (void)data;
    tdk_rows_box_parent_class = g_type_class_peek_parent(klass);
    g_type_class_adjust_private_offset(klass, &tdk_rows_box_private_offset);
    GObjectClass *object_class = G_OBJECT_CLASS(klass);
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    /* A plain widget's ways wherever a list box has its own: the column sizes, shows, focuses
     * and expands as the GtkWidget subclass it was before it had to be a list box. */
    GtkWidgetClass *plain = g_type_class_peek(GTK_TYPE_WIDGET);
    widget_class->show = plain->show;
    widget_class->grab_focus = plain->grab_focus;
    widget_class->compute_expand = plain->compute_expand;
    widget_class->get_request_mode = plain->get_request_mode;
    object_class->dispose = tdk_rows_box_dispose;
    widget_class->measure = tdk_rows_box_measure;
    widget_class->size_allocate = tdk_rows_box_size_allocate;
    widget_class->focus = tdk_rows_box_focus;
    widget_class->snapshot = tdk_rows_box_snapshot;
    gtk_widget_class_set_css_name(widget_class, "box");
    /* A list of rows: named after its table (the stack table sets it), each row a list item
     * (tdk_widget_set_accessible_role_if_unshown). */
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_LIST);
}

static void tdk_rows_box_init(GTypeInstance *instance, gpointer klass) {
    (void)klass;
    GtkWidget *widget = GTK_WIDGET(instance);
    TdkRowsBoxState *state = tdk_rows_state(TDK_ROWS_BOX(instance));
    state->motions = NULL;
    state->entered = NULL;
    state->entered_data = NULL;
    state->entered_destroy = NULL;
    state->raised = NULL;
    state->slid = NULL;
    state->slide = 0.0;
    state->accessories = NULL;
    /* The list box part stays inert: it never holds a GtkListBoxRow, takes no focus of its own
     * (the rows do), and its event controllers (its click and motion tracking, its key
     * bindings, installed by GtkWidget's and GtkListBox's init, which ran before this) go, so
     * every press and key reaches the table as it did before. */
    gtk_widget_set_focusable(widget, FALSE);
    GListModel *controllers = gtk_widget_observe_controllers(widget);
    guint count = g_list_model_get_n_items(controllers);
    GPtrArray *inherited = g_ptr_array_new_full(count, g_object_unref);
    for (guint index = 0; index < count; index++) {
        g_ptr_array_add(inherited, g_list_model_get_item(controllers, index));
    }
    g_object_unref(controllers);
    for (guint index = 0; index < inherited->len; index++) {
        gtk_widget_remove_controller(widget, g_ptr_array_index(inherited, index));
    }
    g_ptr_array_unref(inherited);
}

void tdk_rows_box_set_focus_entered(TdkRowsBox *box, TdkRowsBoxFocusEntered entered, gpointer data,
                                    GDestroyNotify destroy) {
    g_return_if_fail(TDK_IS_ROWS_BOX(box));
    TdkRowsBoxState *state = tdk_rows_state(box);
    if (state->entered_destroy != NULL) {
        state->entered_destroy(state->entered_data);
    }
    state->entered = entered;
    state->entered_data = data;
    state->entered_destroy = destroy;
}

GtkWidget *tdk_rows_box_new(void) {
    return g_object_new(TDK_TYPE_ROWS_BOX, NULL);
}

void tdk_rows_box_set_motion(TdkRowsBox *box, GtkWidget *child, double pin, double fraction, double shift,
                             double reveal) {
    g_return_if_fail(TDK_IS_ROWS_BOX(box));
    g_return_if_fail(GTK_IS_WIDGET(child) && gtk_widget_get_parent(child) == GTK_WIDGET(box));
    TdkRowsBoxState *state = tdk_rows_state(box);
    reveal = CLAMP(reveal, 0.0, 1.0);
    const TdkRowMotion *old = tdk_rows_motion(state, child);
    double old_reveal = old != NULL ? old->reveal : 1.0;
    gboolean pinned = !isnan(pin) && fraction != 0.0;
    if (!pinned && shift == 0.0 && reveal >= 1.0) {
        if (old == NULL) {
            return;
        }
        g_hash_table_remove(state->motions, child);
    } else {
        if (state->motions == NULL) {
            /* Keys are children of the box: tdk_rows_box_remove drops a child's entry before it
             * lets go of the child, and dispose drops them all, so no key outlives its child. */
            state->motions = g_hash_table_new_full(g_direct_hash, g_direct_equal, NULL, g_free);
        }
        TdkRowMotion *motion = g_new(TdkRowMotion, 1);
        motion->pin = pin;
        motion->fraction = fraction;
        motion->shift = shift;
        motion->reveal = reveal;
        motion->applied = old != NULL ? old->applied : 0.0;
        g_hash_table_replace(state->motions, child, motion);
    }
    if (reveal != old_reveal) {
        gtk_widget_queue_resize(GTK_WIDGET(box));
    } else {
        gtk_widget_queue_allocate(GTK_WIDGET(box));
    }
}

double tdk_rows_box_get_motion_offset(TdkRowsBox *box, GtkWidget *child) {
    g_return_val_if_fail(TDK_IS_ROWS_BOX(box), 0.0);
    TdkRowsBoxState *state = tdk_rows_state(box);
    const TdkRowMotion *motion = tdk_rows_motion(state, child);
    return motion != NULL ? motion->applied : 0.0;
}

void tdk_rows_box_remove(TdkRowsBox *box, GtkWidget *child) {
    g_return_if_fail(TDK_IS_ROWS_BOX(box));
    g_return_if_fail(GTK_IS_WIDGET(child) && gtk_widget_get_parent(child) == GTK_WIDGET(box));
    TdkRowsBoxState *state = tdk_rows_state(box);
    if (state->motions != NULL) {
        g_hash_table_remove(state->motions, child);
    }
    if (state->raised == child) {
        state->raised = NULL;
    }
    if (state->slid == child) {
        state->slid = NULL;
        state->slide = 0.0;
    }
    tdk_rows_drop_accessories(state, child);
    gtk_widget_unparent(child);
}

void tdk_rows_box_set_slide(TdkRowsBox *box, GtkWidget *child, double slide) {
    g_return_if_fail(TDK_IS_ROWS_BOX(box));
    g_return_if_fail(GTK_IS_WIDGET(child) && gtk_widget_get_parent(child) == GTK_WIDGET(box));
    TdkRowsBoxState *state = tdk_rows_state(box);
    /* A weak pointer is not needed: tdk_rows_box_remove and dispose forget the child first. */
    state->slid = slide != 0.0 ? child : NULL;
    state->slide = slide;
    gtk_widget_queue_allocate(GTK_WIDGET(box));
}

void tdk_accessible_set_selected(GtkAccessible *accessible, gboolean selected) {
    gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

void tdk_accessible_set_expanded(GtkAccessible *accessible, int expanded) {
    if (expanded < 0) {
        gtk_accessible_reset_state(accessible, GTK_ACCESSIBLE_STATE_EXPANDED);
    } else {
        gtk_accessible_update_state(accessible, GTK_ACCESSIBLE_STATE_EXPANDED, expanded ? TRUE : FALSE, -1);
    }
}

/* ---- TdkMotionLayout: a recycled cell's content, moved and folded (see CGtkShims.h) ---- */

struct _TdkMotionLayout {
    GtkLayoutManager parent_instance;
    double shift;
    double reveal;
    double slide;
};

G_DEFINE_FINAL_TYPE(TdkMotionLayout, tdk_motion_layout, GTK_TYPE_LAYOUT_MANAGER)

static void tdk_motion_layout_measure(GtkLayoutManager *manager, GtkWidget *widget, GtkOrientation orientation,
                                      int for_size, int *minimum, int *natural, int *minimum_baseline,
                                      int *natural_baseline) {
    TdkMotionLayout *self = TDK_MOTION_LAYOUT(manager);
    tdk_measure_largest_child(widget, orientation, for_size, minimum, natural);
    if (orientation == GTK_ORIENTATION_VERTICAL) {
        *minimum = tdk_rows_revealed(*minimum, self->reveal);
        *natural = tdk_rows_revealed(*natural, self->reveal);
    }
    *minimum_baseline = -1;
    *natural_baseline = -1;
}

static void tdk_motion_layout_allocate(GtkLayoutManager *manager, GtkWidget *widget, int width, int height,
                                       int baseline) {
    (void)baseline;
    TdkMotionLayout *self = TDK_MOTION_LAYOUT(manager);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) {
            continue;
        }
        /* Folded, the child keeps its own height and the widget clips it (tdk_motion_layout_set). */
        int child_height = height;
        if (self->reveal < 1.0) {
            gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, NULL, &child_height, NULL, NULL);
        }
        GskTransform *transform = NULL;
        float top = (float)lround(self->shift);
        float left = (float)lround(self->slide);
        if (top != 0.0f || left != 0.0f) {
            transform = gsk_transform_translate(NULL, &GRAPHENE_POINT_INIT(left, top));
        }
        gtk_widget_allocate(child, width, MAX(child_height, height), -1, transform);
    }
}

static void tdk_motion_layout_class_init(TdkMotionLayoutClass *klass) {
    GtkLayoutManagerClass *layout_class = GTK_LAYOUT_MANAGER_CLASS(klass);
    layout_class->measure = tdk_motion_layout_measure;
    layout_class->allocate = tdk_motion_layout_allocate;
}

static void tdk_motion_layout_init(TdkMotionLayout *self) {
    self->shift = 0.0;
    self->reveal = 1.0;
    self->slide = 0.0;
}

GtkLayoutManager *tdk_motion_layout_new(void) {
    return g_object_new(TDK_TYPE_MOTION_LAYOUT, NULL);
}

gboolean tdk_is_motion_layout(gpointer instance) {
    return instance != NULL && TDK_IS_MOTION_LAYOUT(instance);
}

void tdk_motion_layout_set(TdkMotionLayout *layout, double shift, double reveal) {
    g_return_if_fail(TDK_IS_MOTION_LAYOUT(layout));
    reveal = CLAMP(reveal, 0.0, 1.0);
    if (layout->shift == shift && layout->reveal == reveal) {
        return;
    }
    gboolean resize = layout->reveal != reveal;
    layout->shift = shift;
    layout->reveal = reveal;
    GtkWidget *widget = gtk_layout_manager_get_widget(GTK_LAYOUT_MANAGER(layout));
    if (widget == NULL) {
        return;
    }
    /* Folded, the widget clips its child; at rest nothing is clipped (focus rings, shadows). */
    gtk_widget_set_overflow(widget, reveal < 1.0 ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE);
    if (resize) {
        gtk_layout_manager_layout_changed(GTK_LAYOUT_MANAGER(layout));
    } else {
        gtk_widget_queue_allocate(widget);
    }
}

void tdk_motion_layout_set_slide(TdkMotionLayout *layout, double slide) {
    g_return_if_fail(TDK_IS_MOTION_LAYOUT(layout));
    if (layout->slide == slide) {
        return;
    }
    layout->slide = slide;
    GtkWidget *widget = gtk_layout_manager_get_widget(GTK_LAYOUT_MANAGER(layout));
    if (widget != NULL) {
        gtk_widget_queue_allocate(widget);
    }
}
