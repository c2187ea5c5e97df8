#ifndef RECIPES_CGTK_SHIM_H
#define RECIPES_CGTK_SHIM_H
// What Swift cannot import from GTK: macros and variadic functions, as small wrappers.
#include <gtk/gtk.h>
#include <glib-unix.h>

/// Sets the name assistive technologies (and the tests) read for a widget.
static inline void recipes_set_accessible_label(GtkWidget *widget, const char *label) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/// Sets a text description assistive technologies read after the name.
static inline void recipes_set_accessible_description(GtkWidget *widget, const char *text) {
  gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/// Creates a GtkApplication (the constructor takes flags as a macro-typed enum).
static inline GtkApplication *recipes_application_new(const char *id) {
  return gtk_application_new(id, G_APPLICATION_DEFAULT_FLAGS);
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
#endif
