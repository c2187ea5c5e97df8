#ifndef RECIPES_CADWAITA_SHIM_H
#define RECIPES_CADWAITA_SHIM_H
// libadwaita 1.2 (Debian 12), for GtkInterop only: what Swift cannot import, as wrappers.
#include <adwaita.h>

/// Creates an AdwApplication (the constructor takes flags as a macro-typed enum): a
/// GtkApplication that initialises libadwaita at startup, loads its style sheet and follows
/// the desktop's light or dark preference. A unique one hands a second launch to the first,
/// a non-unique one (tests) stays on its own.
static inline GtkApplication *recipes_adw_application_new(const char *id, gboolean unique) {
  AdwApplication *application =
      adw_application_new(id, unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE);
  // The app ships no GResource. With a base path, GTK's own startup creates the display's
  // icon theme, whose index then loads on a worker thread; the app's icon folder, added a
  // moment later, found that load under way, waited for it and threw it away, and the
  // main thread read the whole theme again before the first frame.
  g_application_set_resource_base_path(G_APPLICATION(application), NULL);
  return GTK_APPLICATION(application);
}
#endif
