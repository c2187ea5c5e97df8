#ifndef RECIPES_CGTK_SHIM_H
#define RECIPES_CGTK_SHIM_H
// What Swift cannot import from GTK: macros and variadic functions, as small wrappers.
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <cairo-pdf.h>
#include <libintl.h>
#include <locale.h>
#include "wrap_layout.h"

/// Sets the name assistive technologies (and the tests) read for a widget.
/// The name is also kept on the widget ("recipes-accessible-label"): GTK 4.8 has no getter,
/// and the tests walk the widget tree for controls without a name.
static inline void recipes_set_accessible_label(GtkWidget *widget, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_object_set_data_full(G_OBJECT(widget), "recipes-accessible-label", g_strdup(label), g_free);
}

/// The name last given with `recipes_set_accessible_label`, or NULL (borrowed).
static inline const char *recipes_accessible_label(GtkWidget *widget) {
  return g_object_get_data(G_OBJECT(widget), "recipes-accessible-label");
}

/// Sets a text description assistive technologies read after the name.
static inline void recipes_set_accessible_description(GtkWidget *widget, const char *text) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/// Sets an entry's placeholder text (GtkSearchEntry has no setter before GTK 4.10).
static inline void recipes_set_placeholder_text(GtkWidget *entry, const char *text) {
  g_object_set(entry, "placeholder-text", text, NULL);
}
/// Emits a list or grid view's `activate` signal, as a double-click would (for tests).
static inline void recipes_emit_activate(GtkWidget *view, guint position) {
  g_signal_emit_by_name(view, "activate", position);
}
/// Emits a signal that takes no arguments, as a click or Enter would (for tests).
static inline void recipes_emit(gpointer instance, const char *signal) {
  g_signal_emit_by_name(instance, signal);
}

/// The text the process itself put on `clipboard` (a copy to `g_free`), or NULL when the
/// clipboard holds no local text: `gdk_clipboard_read_text_async` would need the main loop.
static inline char *recipes_clipboard_local_text(GdkClipboard *clipboard) {
  GdkContentProvider *content = gdk_clipboard_get_content(clipboard);
  if (content == NULL) return NULL;
  GValue value = G_VALUE_INIT;
  g_value_init(&value, G_TYPE_STRING);
  char *text = NULL;
  if (gdk_content_provider_get_value(content, &value, NULL)) text = g_value_dup_string(&value);
  g_value_unset(&value);
  return text;
}

// MARK: - A list model of bare positions

/// A list model that is only a count: `n` positions, each item a plain GObject made on
/// request. The grid asks the app what to show at a position when it binds a cell, so a
/// list of 100 000 recipes costs GTK no memory per recipe and no strings to copy.
typedef struct {
  GObject parent_instance;
  guint n_items;
} RecipesPositionList;

typedef struct {
  GObjectClass parent_class;
} RecipesPositionListClass;

static inline GType recipes_position_list_item_type(GListModel *list) {
  (void)list;
  return G_TYPE_OBJECT;
}

static inline guint recipes_position_list_n_items(GListModel *list) {
  return ((RecipesPositionList *)list)->n_items;
}

static inline gpointer recipes_position_list_item(GListModel *list, guint position) {
  if (position >= ((RecipesPositionList *)list)->n_items) return NULL;
  return g_object_new(G_TYPE_OBJECT, NULL);
}

static inline void recipes_position_list_model_init(gpointer iface, gpointer data) {
  (void)data;
  GListModelInterface *model = iface;
  model->get_item_type = recipes_position_list_item_type;
  model->get_n_items = recipes_position_list_n_items;
  model->get_item = recipes_position_list_item;
}

/// The type, registered on first use. Looked up by name first: every Swift module that
/// calls this has its own copy of these inline functions, but there is one type.
static inline GType recipes_position_list_get_type(void) {
  GType type = g_type_from_name("RecipesPositionList");
  if (type != 0) return type;
  const GTypeInfo info = {
    .class_size = sizeof(RecipesPositionListClass),
    .instance_size = sizeof(RecipesPositionList),
  };
  type = g_type_register_static(G_TYPE_OBJECT, "RecipesPositionList", &info, 0);
  const GInterfaceInfo model = {.interface_init = recipes_position_list_model_init};
  g_type_add_interface_static(type, G_TYPE_LIST_MODEL, &model);
  return type;
}

/// A new, empty position list (one reference, the caller's).
static inline GListModel *recipes_position_list_new(void) {
  return G_LIST_MODEL(g_object_new(recipes_position_list_get_type(), NULL));
}

/// Sets how many positions there are: the views see items added or removed at the end.
static inline void recipes_position_list_set_count(GListModel *list, guint count) {
  RecipesPositionList *self = (RecipesPositionList *)list;
  guint old = self->n_items;
  if (old == count) return;
  self->n_items = count;
  if (count > old) {
    g_list_model_items_changed(list, old, 0, count - old);
  } else {
    g_list_model_items_changed(list, count, old - count, 0);
  }
}
// MARK: - Layout and inspection (narrow windows, accessibility checks)

/// The name of the widget's GType ("GtkButton", "GtkText", …).
static inline const char *recipes_type_name(GtkWidget *widget) {
  return G_OBJECT_TYPE_NAME(widget);
}

/// The widget as a window, or NULL when it is not one (GTK_IS_WINDOW is a macro).
static inline GtkWindow *recipes_as_window(GtkWidget *widget) {
  return GTK_IS_WINDOW(widget) ? GTK_WINDOW(widget) : NULL;
}

/// The text a widget shows as its own name: a label's, a button's or a check button's
/// label, an inscription's text; NULL for any other widget (borrowed).
static inline const char *recipes_shown_text(GtkWidget *widget) {
  if (GTK_IS_LABEL(widget)) return gtk_label_get_text(GTK_LABEL(widget));
  if (GTK_IS_BUTTON(widget)) return gtk_button_get_label(GTK_BUTTON(widget));
  if (GTK_IS_CHECK_BUTTON(widget)) return gtk_check_button_get_label(GTK_CHECK_BUTTON(widget));
  if (GTK_IS_INSCRIPTION(widget)) return gtk_inscription_get_text(GTK_INSCRIPTION(widget));
  return NULL;
}

/// Whether a label's text is cut with an ellipsis as laid out; false for any other widget.
static inline gboolean recipes_label_is_ellipsized(GtkWidget *widget) {
  if (!GTK_IS_LABEL(widget)) return FALSE;
  return pango_layout_is_ellipsized(gtk_label_get_layout(GTK_LABEL(widget)));
}

/// Whether a scrolled window's content is wider than its view (it would scroll sideways);
/// false for any other widget.
static inline gboolean recipes_scrolls_horizontally(GtkWidget *widget) {
  if (!GTK_IS_SCROLLED_WINDOW(widget)) return FALSE;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_hadjustment(GTK_SCROLLED_WINDOW(widget));
  return gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_lower(adjustment)
      > gtk_adjustment_get_page_size(adjustment) + 0.5;
}

/// The process's font resolution, in 1024ths of a dot per inch (-1: the default).
static inline int recipes_xft_dpi(void) {
  int dpi = -1;
  g_object_get(gtk_settings_get_default(), "gtk-xft-dpi", &dpi, NULL);
  return dpi;
}

/// Sets the process's font resolution, in 1024ths of a dot per inch: text scaling.
static inline void recipes_set_xft_dpi(int dpi) {
  g_object_set(gtk_settings_get_default(), "gtk-xft-dpi", dpi, NULL);
}

/// A flow box that assistive tools see as a group of controls, not as a grid of cells (the
/// role is fixed when the widget is made).
static inline GtkWidget *recipes_flow_box_new_group(void) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_FLOW_BOX, "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL));
}

/// Emits a swipe gesture's `swipe(velocity_x, velocity_y)`, as a finger would (for tests).
static inline void recipes_emit_swipe(GtkGesture *gesture, double velocity_x, double velocity_y) {
  g_signal_emit_by_name(gesture, "swipe", velocity_x, velocity_y);
}

// MARK: Drag and drop: text carried as a GValue string (G_TYPE_STRING is a macro).

/// A content provider holding `text` as a string, for a drag source's `prepare`.
static inline GdkContentProvider *recipes_content_provider_for_string(const char *text) {
  GValue value = G_VALUE_INIT;
  g_value_init(&value, G_TYPE_STRING);
  g_value_set_string(&value, text);
  GdkContentProvider *provider = gdk_content_provider_new_for_value(&value);
  g_value_unset(&value);
  return provider;
}

/// The string a content provider holds (a copy to `g_free`), or NULL when it holds none.
static inline char *recipes_content_provider_string(GdkContentProvider *provider) {
  GValue value = G_VALUE_INIT;
  g_value_init(&value, G_TYPE_STRING);
  char *text = NULL;
  if (gdk_content_provider_get_value(provider, &value, NULL)) {
    text = g_value_dup_string(&value);
  }
  g_value_unset(&value);
  return text;
}

/// A drop target that accepts strings, copied or moved.
static inline GtkDropTarget *recipes_drop_target_new_for_strings(void) {
  return gtk_drop_target_new(G_TYPE_STRING, GDK_ACTION_COPY | GDK_ACTION_MOVE);
}

/// The text of a dropped value, borrowed, or NULL when it holds no string.
static inline const char *recipes_value_string(const GValue *value) {
  return G_VALUE_HOLDS_STRING(value) ? g_value_get_string(value) : NULL;
}

/// Emits a drop target's `drop` with `text` at (x, y), as a drop would (for tests); its
/// handler's answer.
static inline gboolean recipes_emit_drop(GtkDropTarget *target, const char *text, double x,
                                         double y) {
  GValue value = G_VALUE_INIT;
  g_value_init(&value, G_TYPE_STRING);
  g_value_set_string(&value, text);
  gboolean accepted = FALSE;
  g_signal_emit_by_name(target, "drop", &value, x, y, &accepted);
  g_value_unset(&value);
  return accepted;
}

/// Emits a drag source's `prepare` at (x, y), as the start of a drag would (for tests):
/// the content it gives (owned), or NULL.
static inline GdkContentProvider *recipes_emit_prepare(GtkDragSource *source, double x,
                                                       double y) {
  GdkContentProvider *content = NULL;
  g_signal_emit_by_name(source, "prepare", x, y, &content);
  return content;
}

/// Scrolls the page (the nearest scrolled window around `controller`'s widget) by a wheel
/// turn over the widget, and keeps the turn from the widget itself.
static gboolean recipes_scroll_page_instead(GtkEventControllerScroll *controller, double dx,
                                            double dy, gpointer data) {
  GtkWidget *widget = gtk_event_controller_get_widget(GTK_EVENT_CONTROLLER(controller));
  GtkWidget *scroller = gtk_widget_get_ancestor(widget, GTK_TYPE_SCROLLED_WINDOW);
  if (scroller != NULL) {
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scroller));
    double step = MAX(gtk_adjustment_get_page_size(adjustment) / 8.0, 40.0);
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + dy * step);
  }
  return TRUE;
}

/// A wheel turn over `widget` (a spin button in a scrolling page) scrolls the page instead
/// of changing the widget's value.
static inline void recipes_pass_scroll_to_page(GtkWidget *widget) {
  GtkEventController *controller = gtk_event_controller_scroll_new(
      GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE);
  g_signal_connect(controller, "scroll", G_CALLBACK(recipes_scroll_page_instead), NULL);
  gtk_widget_add_controller(widget, controller);
}

// MARK: - D-Bus (GDBus)

/// The GVariantType of a type string ("as", "aa{sv}"): `G_VARIANT_TYPE` is a macro.
static inline const GVariantType *recipes_variant_type(const char *type_string) {
  return G_VARIANT_TYPE(type_string);
}

#endif
