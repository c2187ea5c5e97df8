#ifndef RECIPES_CADWAITA_SHIM_H
#define RECIPES_CADWAITA_SHIM_H
// libadwaita 1.2 (Debian 12), for GtkInterop only: what Swift cannot import, as wrappers.
#include <adwaita.h>

/// Called when the application registers on the session bus (`registering` true), before
/// it asks for its bus name, and when it leaves the bus: where objects of its own are exported
/// (the Shell's search provider), so a call that started the app finds them.
typedef void (*RecipesDBusHook)(GDBusConnection *connection, const char *object_path,
                                gboolean registering, gpointer data);

/// AdwApplication's subclass of ours: only `dbus_register` and `dbus_unregister` differ,
/// calling the hook set with `recipes_application_set_dbus_hook` (if any) after chaining up.
typedef struct {
  AdwApplication parent_instance;
} RecipesApplication;

typedef struct {
  AdwApplicationClass parent_class;
} RecipesApplicationClass;

static inline void recipes_application_call_hook(GApplication *application,
                                                 GDBusConnection *connection,
                                                 const char *object_path, gboolean registering) {
  RecipesDBusHook hook = (RecipesDBusHook)g_object_get_data(G_OBJECT(application),
                                                            "recipes-dbus-hook");
  if (hook != NULL) {
    hook(connection, object_path, registering,
         g_object_get_data(G_OBJECT(application), "recipes-dbus-hook-data"));
  }
}

static inline gboolean recipes_application_dbus_register(GApplication *application,
                                                         GDBusConnection *connection,
                                                         const char *object_path,
                                                         GError **error) {
  GApplicationClass *parent = G_APPLICATION_CLASS(g_type_class_peek(ADW_TYPE_APPLICATION));
  if (parent->dbus_register != NULL &&
      !parent->dbus_register(application, connection, object_path, error)) {
    return FALSE;
  }
  recipes_application_call_hook(application, connection, object_path, TRUE);
  return TRUE;
}

static inline void recipes_application_dbus_unregister(GApplication *application,
                                                      GDBusConnection *connection,
                                                      const char *object_path) {
  recipes_application_call_hook(application, connection, object_path, FALSE);
  GApplicationClass *parent = G_APPLICATION_CLASS(g_type_class_peek(ADW_TYPE_APPLICATION));
  if (parent->dbus_unregister != NULL) {
    parent->dbus_unregister(application, connection, object_path);
  }
}

static inline void recipes_application_class_init(gpointer klass, gpointer data) {
  (void)data;
  GApplicationClass *application = G_APPLICATION_CLASS(klass);
  application->dbus_register = recipes_application_dbus_register;
  application->dbus_unregister = recipes_application_dbus_unregister;
}

/// The type, registered on first use (looked up by name first: every Swift module that
/// calls this has its own copy of these inline functions, but there is one type).
static inline GType recipes_application_get_type(void) {
  GType type = g_type_from_name("RecipesApplication");
  if (type != 0) return type;
  const GTypeInfo info = {
      .class_size = sizeof(RecipesApplicationClass),
      .class_init = recipes_application_class_init,
      .instance_size = sizeof(RecipesApplication),
  };
  return g_type_register_static(ADW_TYPE_APPLICATION, "RecipesApplication", &info, 0);
}

/// Sets the hook called when the application registers on the bus and leaves it;
/// `free_data` frees `data` with the application (or when the hook is replaced).
static inline void recipes_application_set_dbus_hook(GtkApplication *application,
                                                     RecipesDBusHook hook, gpointer data,
                                                     GDestroyNotify free_data) {
  g_object_set_data(G_OBJECT(application), "recipes-dbus-hook", (gpointer)hook);
  g_object_set_data_full(G_OBJECT(application), "recipes-dbus-hook-data", data, free_data);
}

/// Creates the application (an AdwApplication of our subclass; the constructor takes flags
/// as a macro-typed enum): a GtkApplication that initialises libadwaita at startup, loads
/// its style sheet and follows the desktop's light or dark preference. A unique one hands a
/// second launch to the first, a non-unique one (tests) stays on its own.
static inline GtkApplication *recipes_adw_application_new(const char *id, gboolean unique) {
  GApplicationFlags flags = unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE;
  GtkApplication *application = GTK_APPLICATION(
      g_object_new(recipes_application_get_type(), "application-id", id, "flags", flags, NULL));
  // The app ships no GResource. With a base path, GTK's own startup creates the display's
  // icon theme, whose index then loads on a worker thread; the app's icon folder, added a
  // moment later, found that load under way, waited for it and threw it away, and the
  // main thread read the whole theme again before the first frame.
  g_application_set_resource_base_path(G_APPLICATION(application), NULL);
  return application;
}

/// Makes the application a D-Bus service (`--gapplication-service`): it registers without
/// being activated, and quits `timeout_ms` after the last call that held it.
static inline void recipes_application_make_service(GtkApplication *application,
                                                    guint timeout_ms) {
  GApplication *app = G_APPLICATION(application);
  g_application_set_flags(app, g_application_get_flags(app) | G_APPLICATION_IS_SERVICE);
  g_application_set_inactivity_timeout(app, timeout_ms);
}
#endif
