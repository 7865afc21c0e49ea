#include "CGtkShims.h"

/* A lazy GListModel: TableDeck's recycling table shows millions of rows over it. Nothing is
 * allocated per item up front; GtkListView asks only for the items it shows. */

/* The casts and class structs G_DECLARE_FINAL_TYPE would put in the header as static inline
 * functions; kept here so the header declares plain functions only. */
#define TDK_TYPE_INDEX_ITEM (tdk_index_item_get_type())
#define TDK_TYPE_INDEX_MODEL (tdk_index_model_get_type())
#define TDK_IS_INDEX_ITEM(obj) G_TYPE_CHECK_INSTANCE_TYPE((obj), TDK_TYPE_INDEX_ITEM)
#define TDK_IS_INDEX_MODEL(obj) G_TYPE_CHECK_INSTANCE_TYPE((obj), TDK_TYPE_INDEX_MODEL)
#define TDK_INDEX_MODEL(obj) G_TYPE_CHECK_INSTANCE_CAST((obj), TDK_TYPE_INDEX_MODEL, TdkIndexModel)

typedef struct {
    GObjectClass parent_class;
} TdkIndexItemClass;

typedef struct {
    GObjectClass parent_class;
} TdkIndexModelClass;

struct _TdkIndexItem {
    GObject parent_instance;
    guint index;
};

G_DEFINE_FINAL_TYPE(TdkIndexItem, tdk_index_item, G_TYPE_OBJECT)

static void tdk_index_item_class_init(TdkIndexItemClass *klass) {
    (void)klass;
}

static void tdk_index_item_init(TdkIndexItem *self) {
    self->index = 0;
}

gboolean tdk_is_index_item(gpointer instance) {
    return instance != NULL && TDK_IS_INDEX_ITEM(instance);
}

guint tdk_index_item_get_index(TdkIndexItem *item) {
    g_return_val_if_fail(TDK_IS_INDEX_ITEM(item), 0);
    return item->index;
}

struct _TdkIndexModel {
    GObject parent_instance;
    guint n_items;
    /* The positions shown as selected; the table decides them (clicks never change them here). */
    GtkBitset *selected;
};

static GType tdk_index_model_get_item_type(GListModel *list) {
    (void)list;
    return TDK_TYPE_INDEX_ITEM;
}

static guint tdk_index_model_get_n_items(GListModel *list) {
    return TDK_INDEX_MODEL(list)->n_items;
}

static gpointer tdk_index_model_get_item(GListModel *list, guint position) {
    TdkIndexModel *self = TDK_INDEX_MODEL(list);
    if (position >= self->n_items) {
        return NULL;
    }
    TdkIndexItem *item = g_object_new(TDK_TYPE_INDEX_ITEM, NULL);
    item->index = position;
    return item;
}

static void tdk_index_model_list_model_init(GListModelInterface *iface) {
    iface->get_item_type = tdk_index_model_get_item_type;
    iface->get_n_items = tdk_index_model_get_n_items;
    iface->get_item = tdk_index_model_get_item;
}

static gboolean tdk_index_model_is_selected(GtkSelectionModel *model, guint position) {
    return gtk_bitset_contains(TDK_INDEX_MODEL(model)->selected, position);
}

static GtkBitset *tdk_index_model_get_selection_in_range(GtkSelectionModel *model, guint position, guint n_items) {
    GtkBitset *range = gtk_bitset_new_range(position, n_items);
    gtk_bitset_intersect(range, TDK_INDEX_MODEL(model)->selected);
    return range;
}

/* Selecting through GTK (a list item's own click, rubber-banding) is refused: the table's
 * selection model decides, and tells the list through tdk_index_model_set_selection. */
static gboolean tdk_index_model_refuse_selection(GtkSelectionModel *model, GtkBitset *selected, GtkBitset *mask) {
    (void)model;
    (void)selected;
    (void)mask;
    return FALSE;
}

static void tdk_index_model_selection_model_init(GtkSelectionModelInterface *iface) {
    iface->is_selected = tdk_index_model_is_selected;
    iface->get_selection_in_range = tdk_index_model_get_selection_in_range;
    iface->set_selection = tdk_index_model_refuse_selection;
}

G_DEFINE_FINAL_TYPE_WITH_CODE(TdkIndexModel, tdk_index_model, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, tdk_index_model_list_model_init)
                                  G_IMPLEMENT_INTERFACE(GTK_TYPE_SELECTION_MODEL,
                                                        tdk_index_model_selection_model_init))

static void tdk_index_model_finalize(GObject *object) {
    g_clear_pointer(&TDK_INDEX_MODEL(object)->selected, gtk_bitset_unref);
    G_OBJECT_CLASS(tdk_index_model_parent_class)->finalize(object);
}

static void tdk_index_model_class_init(TdkIndexModelClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = tdk_index_model_finalize;
}

static void tdk_index_model_init(TdkIndexModel *self) {
    self->n_items = 0;
    self->selected = gtk_bitset_new_empty();
}

TdkIndexModel *tdk_index_model_new(void) {
    return g_object_new(TDK_TYPE_INDEX_MODEL, NULL);
}

guint tdk_index_model_get_count(TdkIndexModel *model) {
    g_return_val_if_fail(TDK_IS_INDEX_MODEL(model), 0);
    return model->n_items;
}

void tdk_index_model_reset(TdkIndexModel *model, guint n_items) {
    g_return_if_fail(TDK_IS_INDEX_MODEL(model));
    guint old = model->n_items;
    model->n_items = n_items;
    gtk_bitset_remove_all(model->selected);
    if (old != 0 || n_items != 0) {
        g_list_model_items_changed(G_LIST_MODEL(model), 0, old, n_items);
    }
}

void tdk_index_model_splice(TdkIndexModel *model, guint position, guint removed, guint added) {
    g_return_if_fail(TDK_IS_INDEX_MODEL(model));
    g_return_if_fail(position <= model->n_items && removed <= model->n_items - position);
    if (removed == 0 && added == 0) {
        return;
    }
    model->n_items = model->n_items - removed + added;
    gtk_bitset_splice(model->selected, position, removed, added);
    g_list_model_items_changed(G_LIST_MODEL(model), position, removed, added);
}

void tdk_index_model_set_selection(TdkIndexModel *model, const guint *starts, const guint *lengths, guint n_ranges) {
    g_return_if_fail(TDK_IS_INDEX_MODEL(model));
    GtkBitset *selected = gtk_bitset_new_empty();
    for (guint i = 0; i < n_ranges; i++) {
        gtk_bitset_add_range(selected, starts[i], lengths[i]);
    }
    /* Only the span that changed is announced, so the list updates just those rows. */
    GtkBitset *changed = gtk_bitset_copy(selected);
    gtk_bitset_difference(changed, model->selected); /* symmetric: selected or deselected */
    gboolean any = !gtk_bitset_is_empty(changed);
    guint first = any ? gtk_bitset_get_minimum(changed) : 0;
    guint last = any ? gtk_bitset_get_maximum(changed) : 0;
    gtk_bitset_unref(changed);
    gtk_bitset_unref(model->selected);
    model->selected = selected;
    if (any) {
        gtk_selection_model_selection_changed(GTK_SELECTION_MODEL(model), first, last - first + 1);
    }
}

gboolean tdk_list_scroll_to_item(GtkWidget *list, guint position) {
    /* GTK 4.8 neither sinks nor frees the parameter (valgrind's leak check found it): own it. */
    GVariant *parameter = g_variant_ref_sink(g_variant_new_uint32(position));
    gboolean activated = gtk_widget_activate_action_variant(list, "list.scroll-to-item", parameter);
    g_variant_unref(parameter);
    return activated;
}
