#include "CGtkShims.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

void tdk_emit_void(gpointer instance, const char *signal_name) {
    g_signal_emit_by_name(instance, signal_name);
}

void tdk_emit_click(GtkGestureClick *gesture, const char *signal_name, gint n_press, gdouble x, gdouble y) {
    g_signal_emit_by_name(gesture, signal_name, n_press, x, y);
}

gboolean tdk_emit_key_pressed(GtkEventControllerKey *controller, guint keyval, guint keycode,
                              GdkModifierType state) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(controller, "key-pressed", keyval, keycode, state, &handled);
    return handled;
}

gboolean tdk_emit_scroll(GtkEventControllerScroll *controller, gdouble dx, gdouble dy) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(controller, "scroll", dx, dy, &handled);
    return handled;
}

void tdk_emit_drag(GtkGestureDrag *gesture, const char *signal_name, gdouble x, gdouble y) {
    g_signal_emit_by_name(gesture, signal_name, x, y);
}

void tdk_accessible_set_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void tdk_accessible_set_description(GtkAccessible *accessible, const char *description) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

gboolean tdk_is_widget(gpointer instance) {
    return instance != NULL && GTK_IS_WIDGET(instance);
}

gint64 tdk_process_age_ms(void) {
    FILE *file = fopen("/proc/self/stat", "r");
    if (file == NULL) {
        return -1;
    }
    char buffer[1024];
    size_t length = fread(buffer, 1, sizeof buffer - 1, file);
    fclose(file);
    buffer[length] = '\0';
    /* The command name (field 2) may hold spaces and parentheses: fields resume after the last ')'. */
    char *cursor = strrchr(buffer, ')');
    if (cursor == NULL) {
        return -1;
    }
    unsigned long long start_ticks = 0;
    /* After ')' come fields 3..; starttime is field 22, the 20th after the name. */
    int field = 2;
    char *token = strtok(cursor + 1, " ");
    while (token != NULL) {
        field += 1;
        if (field == 22) {
            start_ticks = strtoull(token, NULL, 10);
            break;
        }
        token = strtok(NULL, " ");
    }
    long ticks_per_second = sysconf(_SC_CLK_TCK);
    struct timespec now;
    if (field != 22 || ticks_per_second <= 0 || clock_gettime(CLOCK_BOOTTIME, &now) != 0) {
        return -1;
    }
    double now_ms = (double)now.tv_sec * 1000.0 + (double)now.tv_nsec / 1e6;
    double start_ms = (double)start_ticks * 1000.0 / (double)ticks_per_second;
    return (gint64)(now_ms - start_ms + 0.5);
}

/* ---- Pager layout ---- */

struct _TdkPagerLayout {
    GtkLayoutManager parent_instance;
    double position;
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
    int min = 0, nat = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) {
            continue;
        }
        int child_min = 0, child_nat = 0;
        gtk_widget_measure(child, orientation, for_size, &child_min, &child_nat, NULL, NULL);
        min = MAX(min, child_min);
        nat = MAX(nat, child_nat);
    }
    *minimum = min;
    *natural = nat;
    *minimum_baseline = -1;
    *natural_baseline = -1;
}

static void tdk_pager_layout_allocate(GtkLayoutManager *manager, GtkWidget *widget, int width, int height,
                                      int baseline) {
    (void)baseline;
    TdkPagerLayout *self = TDK_PAGER_LAYOUT(manager);
    int index = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) {
            continue;
        }
        /* Round to whole pixels so text stays crisp while the pages move. */
        float x = (float)((double)width * ((double)index - self->position));
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

gboolean tdk_is_label(gpointer instance) {
    return instance != NULL && GTK_IS_LABEL(instance);
}

gboolean tdk_is_list_box(gpointer instance) {
    return instance != NULL && GTK_IS_LIST_BOX(instance);
}

void tdk_emit_gesture_sequence(GtkGesture *gesture, const char *signal_name, GdkEventSequence *sequence) {
    g_signal_emit_by_name(gesture, signal_name, sequence);
}

void tdk_settings_set_prefer_dark(gboolean prefer_dark) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings != NULL) {
        g_object_set(settings, "gtk-application-prefer-dark-theme", prefer_dark, NULL);
    }
}

gboolean tdk_settings_get_prefer_dark(void) {
    GtkSettings *settings = gtk_settings_get_default();
    gboolean prefer_dark = FALSE;
    if (settings != NULL) {
        g_object_get(settings, "gtk-application-prefer-dark-theme", &prefer_dark, NULL);
    }
    return prefer_dark;
}

gboolean tdk_accessible_label_is(GtkAccessible *accessible, const char *label) {
    char *problem = gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label);
    gboolean matches = problem == NULL;
    g_free(problem);
    return matches;
}

void tdk_object_get_string(gpointer object, const char *property, char **value) {
    *value = NULL;
    g_object_get(object, property, value, NULL);
}
