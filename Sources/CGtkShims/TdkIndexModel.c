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

G_DEFINE_FINAL_TYPE_WITH_CODE(TdkIndexModel, tdk_index_model, G_TYPE_OBJECT,
                              G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, tdk_index_model_list_model_init))

static void tdk_index_model_class_init(TdkIndexModelClass *klass) {
    (void)klass;
}

static void tdk_index_model_init(TdkIndexModel *self) {
    self->n_items = 0;
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
    if (old != 0 || n_items != 0) {
        g_list_model_items_changed(G_LIST_MODEL(model), 0, old, n_items);
    }
}

gboolean tdk_list_scroll_to_item(GtkWidget *list, guint position) {
    return gtk_widget_activate_action_variant(list, "list.scroll-to-item", g_variant_new_uint32(position));
}
