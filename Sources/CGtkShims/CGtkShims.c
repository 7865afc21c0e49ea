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
    tdk_accessible_allow_naming(accessible);
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    g_object_set_data_full(G_OBJECT(accessible), "tdk-accessible-label", g_strdup(label), g_free);
}

const char *tdk_accessible_get_label(GtkAccessible *accessible) {
    return g_object_get_data(G_OBJECT(accessible), "tdk-accessible-label");
}

void tdk_accessible_set_description(GtkAccessible *accessible, const char *description) {
    tdk_accessible_allow_naming(accessible);
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

void tdk_accessible_set_level(GtkAccessible *accessible, int level) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LEVEL, level, -1);
}

GtkWidget *tdk_box_new_with_role(GtkOrientation orientation, int spacing, GtkAccessibleRole role) {
    return g_object_new(GTK_TYPE_BOX, "orientation", orientation, "spacing", spacing, "accessible-role", role, NULL);
}

GtkWidget *tdk_label_new_with_role(const char *text, GtkAccessibleRole role) {
    return g_object_new(GTK_TYPE_LABEL, "label", text, "accessible-role", role, NULL);
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

gboolean tdk_is_label(gpointer instance) {
    return instance != NULL && GTK_IS_LABEL(instance);
}

gboolean tdk_is_gesture_click(gpointer instance) {
    return instance != NULL && GTK_IS_GESTURE_CLICK(instance);
}

gboolean tdk_is_list_box(gpointer instance) {
    return instance != NULL && GTK_IS_LIST_BOX(instance);
}

gboolean tdk_is_editable(gpointer instance) {
    return instance != NULL && GTK_IS_EDITABLE(instance);
}

gboolean tdk_is_viewport(gpointer instance) {
    return instance != NULL && GTK_IS_VIEWPORT(instance);
}

gboolean tdk_is_scrolled_window(gpointer instance) {
    return instance != NULL && GTK_IS_SCROLLED_WINDOW(instance);
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

gboolean tdk_settings_get_enable_animations(void) {
    GtkSettings *settings = gtk_settings_get_default();
    gboolean enabled = TRUE;
    if (settings != NULL) {
        g_object_get(settings, "gtk-enable-animations", &enabled, NULL);
    }
    return enabled;
}

int tdk_settings_get_drag_threshold(void) {
    GtkSettings *settings = gtk_settings_get_default();
    int threshold = 8;
    if (settings != NULL) {
        g_object_get(settings, "gtk-dnd-drag-threshold", &threshold, NULL);
    }
    return threshold;
}

void tdk_settings_set_enable_animations(gboolean enabled) {
    GtkSettings *settings = gtk_settings_get_default();
    if (settings != NULL) {
        g_object_set(settings, "gtk-enable-animations", enabled, NULL);
    }
}

void tdk_accessible_set_value(GtkAccessible *accessible, double minimum, double maximum, double now, const char *text) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, minimum,
                                   GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, maximum, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW,
                                   now, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}

int tdk_format_decimal(char *buffer, size_t size, double value, int digits) {
    return snprintf(buffer, size, "%.*f", digits, value);
}

void tdk_accessible_set_sort(GtkAccessible *accessible, int sort) {
    GtkAccessibleSort value = sort > 0 ? GTK_ACCESSIBLE_SORT_ASCENDING
                              : sort < 0 ? GTK_ACCESSIBLE_SORT_DESCENDING
                                         : GTK_ACCESSIBLE_SORT_NONE;
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_SORT, value, -1);
}

gboolean tdk_accessible_sort_is(GtkAccessible *accessible, int sort) {
    GtkAccessibleSort value = sort > 0 ? GTK_ACCESSIBLE_SORT_ASCENDING
                              : sort < 0 ? GTK_ACCESSIBLE_SORT_DESCENDING
                                         : GTK_ACCESSIBLE_SORT_NONE;
    char *problem = gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_SORT, value);
    gboolean same = problem == NULL;
    g_free(problem);
    return same;
}

gboolean tdk_accessible_value_is(GtkAccessible *accessible, double value, const char *text) {
    char *now_problem = gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, value);
    char *text_problem = gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text);
    gboolean matches = now_problem == NULL && text_problem == NULL;
    g_free(now_problem);
    g_free(text_problem);
    return matches;
}

void tdk_widget_set_accessible_role(GtkWidget *widget, GtkAccessibleRole role) {
    g_object_set(widget, "accessible-role", role, NULL);
}

gboolean tdk_widget_set_accessible_role_if_unshown(GtkWidget *widget, GtkAccessibleRole role) {
    g_return_val_if_fail(GTK_IS_WIDGET(widget), FALSE);
    GtkAccessibleRole current = GTK_ACCESSIBLE_ROLE_NONE;
    g_object_get(widget, "accessible-role", &current, NULL);
    if (current == role) {
        return TRUE;
    }
    /* In a window, GTK 4.8 has told assistive technologies the role already and refuses to
     * change it, with a critical. */
    if (gtk_widget_get_root(widget) != NULL) {
        return FALSE;
    }
    g_object_set(widget, "accessible-role", role, NULL);
    return TRUE;
}

gboolean tdk_accessible_label_is(GtkAccessible *accessible, const char *label) {
    char *problem = gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label);
    gboolean matches = problem == NULL;
    g_free(problem);
    return matches;
}

gboolean tdk_accessible_selected_is(GtkAccessible *accessible, gboolean selected) {
    char *problem = gtk_test_accessible_check_state(accessible, GTK_ACCESSIBLE_STATE_SELECTED, selected);
    gboolean matches = problem == NULL;
    g_free(problem);
    return matches;
}

gboolean tdk_accessible_is_hidden(GtkAccessible *accessible) {
    char *problem = gtk_test_accessible_check_state(accessible, GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
    gboolean hidden = problem == NULL;
    g_free(problem);
    return hidden;
}

void tdk_object_get_string(gpointer object, const char *property, char **value) {
    *value = NULL;
    g_object_get(object, property, value, NULL);
}

void tdk_measure_largest_child(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                               int *natural) {
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
}

static void tdk_collect_menu_items(GtkWidget *widget, GtkWidget **items, guint capacity, guint *count) {
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (GTK_IS_STACK(child)) {
            /* The menu's pages: unnamed, GTK 4.8 reads each as "GtkStackPage panel". */
            GtkStackPage *page = gtk_stack_get_page(GTK_STACK(child), gtk_stack_get_visible_child(GTK_STACK(child)));
            if (page != NULL) {
                gtk_accessible_update_property(GTK_ACCESSIBLE(page), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
            }
        }
        if (g_strcmp0(gtk_widget_get_css_name(child), "modelbutton") == 0) {
            if (*count < capacity) {
                items[*count] = child;
            }
            *count += 1;
        } else {
            tdk_collect_menu_items(child, items, capacity, count);
        }
    }
}

guint tdk_popover_menu_items(GtkWidget *popover, GtkWidget **items, guint capacity) {
    g_return_val_if_fail(GTK_IS_POPOVER(popover), 0);
    guint count = 0;
    tdk_collect_menu_items(popover, items, capacity, &count);
    return count;
}

static void tdk_disable_scrolling(GtkWidget *widget) {
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (GTK_IS_SCROLLED_WINDOW(child)) {
            gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(child), GTK_POLICY_NEVER, GTK_POLICY_NEVER);
        }
        tdk_disable_scrolling(child);
    }
}

void tdk_popover_menu_never_scroll(GtkWidget *popover) {
    g_return_if_fail(GTK_IS_POPOVER(popover));
    tdk_disable_scrolling(popover);
}

void tdk_popover_point_to(GtkWidget *popover, int x, int y, int width, int height) {
    g_return_if_fail(GTK_IS_POPOVER(popover));
    GdkRectangle rect = {x, y, width, height};
    gtk_popover_set_pointing_to(GTK_POPOVER(popover), &rect);
}
