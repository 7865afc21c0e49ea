/* TdkFocusStop: a container that is one keyboard stop (see CGtkShims.h). */
#include "CGtkShims.h"

struct _TdkFocusStop {
    GtkWidget parent_instance;
};

typedef struct {
    GtkWidgetClass parent_class;
} TdkFocusStopClass;

G_DEFINE_FINAL_TYPE(TdkFocusStop, tdk_focus_stop, GTK_TYPE_WIDGET)

/* Tab lands on the stop itself, never inside it; from the stop it moves on. */
static gboolean tdk_focus_stop_focus(GtkWidget *widget, GtkDirectionType direction) {
    (void)direction;
    if (gtk_widget_is_focus(widget) || !gtk_widget_get_focusable(widget)) {
        return FALSE;
    }
    return gtk_widget_grab_focus(widget);
}

static gboolean tdk_focus_stop_grab_focus(GtkWidget *widget) {
    GtkRoot *root = gtk_widget_get_root(widget);
    if (root == NULL || !gtk_widget_get_focusable(widget) || !gtk_widget_is_sensitive(widget)) {
        return FALSE;
    }
    gtk_root_set_focus(root, widget);
    return gtk_widget_is_focus(widget);
}

static void tdk_focus_stop_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL) {
        gtk_widget_unparent(child);
    }
    G_OBJECT_CLASS(tdk_focus_stop_parent_class)->dispose(object);
}

static void tdk_focus_stop_class_init(TdkFocusStopClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->focus = tdk_focus_stop_focus;
    widget_class->grab_focus = tdk_focus_stop_grab_focus;
    G_OBJECT_CLASS(klass)->dispose = tdk_focus_stop_dispose;
    gtk_widget_class_set_layout_manager_type(widget_class, GTK_TYPE_BOX_LAYOUT);
}

static void tdk_focus_stop_init(TdkFocusStop *self) {
    gtk_widget_set_focusable(GTK_WIDGET(self), TRUE);
}

GtkWidget *tdk_focus_stop_new(void) {
    return g_object_new(tdk_focus_stop_get_type(), NULL);
}

GtkWidget *tdk_focus_stop_new_with_role(GtkAccessibleRole role) {
    return g_object_new(tdk_focus_stop_get_type(), "accessible-role", role, NULL);
}

void tdk_focus_stop_append(TdkFocusStop *stop, GtkWidget *child) {
    g_return_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(stop, tdk_focus_stop_get_type()));
    gtk_widget_insert_before(child, GTK_WIDGET(stop), NULL);
}
