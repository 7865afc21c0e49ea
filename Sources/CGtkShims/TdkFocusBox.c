/* TdkFocusBox: a GtkBox that takes the keyboard focus itself (see CGtkShims.h). */
#include "CGtkShims.h"

struct _TdkFocusBox {
    GtkBox parent_instance;
};

typedef struct {
    GtkBoxClass parent_class;
} TdkFocusBoxClass;

G_DEFINE_FINAL_TYPE(TdkFocusBox, tdk_focus_box, GTK_TYPE_BOX)

/* Tab lands on the box itself while it is focusable, never inside it; from the box it moves on. */
static gboolean tdk_focus_box_focus(GtkWidget *widget, GtkDirectionType direction) {
    (void)direction;
    if (gtk_widget_is_focus(widget) || !gtk_widget_get_focusable(widget)) {
        return FALSE;
    }
    return gtk_widget_grab_focus(widget);
}

/* GtkBox hands a grab to its children; this box keeps it. */
static gboolean tdk_focus_box_grab_focus(GtkWidget *widget) {
    GtkRoot *root = gtk_widget_get_root(widget);
    if (root == NULL || !gtk_widget_get_focusable(widget) || !gtk_widget_is_sensitive(widget)) {
        return FALSE;
    }
    gtk_root_set_focus(root, widget);
    return gtk_widget_is_focus(widget);
}

static void tdk_focus_box_class_init(TdkFocusBoxClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->focus = tdk_focus_box_focus;
    widget_class->grab_focus = tdk_focus_box_grab_focus;
}

static void tdk_focus_box_init(TdkFocusBox *self) {
    (void)self;
}

GtkWidget *tdk_focus_box_new_with_role(GtkOrientation orientation, int spacing, GtkAccessibleRole role) {
    return g_object_new(tdk_focus_box_get_type(), "orientation", orientation, "spacing", spacing, "accessible-role", role,
                        NULL);
}
