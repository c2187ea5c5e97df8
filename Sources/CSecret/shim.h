#ifndef RECIPES_CSECRET_SHIM_H
#define RECIPES_CSECRET_SHIM_H
// What Swift cannot call in libsecret: the schema (a struct with a fixed array) and the
// variadic password functions, as small wrappers over the `*v` variants.
#include <libsecret/secret.h>

/// The schema the app's passwords are stored under: one user on one server, for one use.
static inline const SecretSchema *recipes_password_schema(void) {
  static const SecretSchema schema = {
    "org.recipesapp.Recipes.Password", SECRET_SCHEMA_NONE,
    {
      {"server", SECRET_SCHEMA_ATTRIBUTE_STRING},
      {"user", SECRET_SCHEMA_ATTRIBUTE_STRING},
      {"purpose", SECRET_SCHEMA_ATTRIBUTE_STRING},
      {NULL, 0},
    },
  };
  return &schema;
}

/// The attributes of one password (a table to `g_hash_table_unref`; it copies nothing).
static inline GHashTable *recipes_password_attributes(
    const char *server, const char *user, const char *purpose) {
  GHashTable *attributes = g_hash_table_new(g_str_hash, g_str_equal);
  g_hash_table_insert(attributes, (gpointer)"server", (gpointer)server);
  g_hash_table_insert(attributes, (gpointer)"user", (gpointer)user);
  g_hash_table_insert(attributes, (gpointer)"purpose", (gpointer)purpose);
  return attributes;
}

/// Stores `password` in the default collection, replacing the one with these attributes.
static inline gboolean recipes_password_store(
    const char *server, const char *user, const char *purpose, const char *label,
    const char *password, GError **error) {
  GHashTable *attributes = recipes_password_attributes(server, user, purpose);
  gboolean stored = secret_password_storev_sync(
      recipes_password_schema(), attributes, SECRET_COLLECTION_DEFAULT, label, password, NULL,
      error);
  g_hash_table_unref(attributes);
  return stored;
}

/// The password with these attributes (to free with `secret_password_free`), or NULL when
/// there is none or on error (then `*error` is set).
static inline gchar *recipes_password_lookup(
    const char *server, const char *user, const char *purpose, GError **error) {
  GHashTable *attributes = recipes_password_attributes(server, user, purpose);
  gchar *password = secret_password_lookupv_sync(
      recipes_password_schema(), attributes, NULL, error);
  g_hash_table_unref(attributes);
  return password;
}

/// Removes the password with these attributes; FALSE with `*error` unset when there was none.
static inline gboolean recipes_password_clear(
    const char *server, const char *user, const char *purpose, GError **error) {
  GHashTable *attributes = recipes_password_attributes(server, user, purpose);
  gboolean cleared = secret_password_clearv_sync(
      recipes_password_schema(), attributes, NULL, error);
  g_hash_table_unref(attributes);
  return cleared;
}

/// Whether `error` means that no Secret Service answers: no session bus, or nobody owns
/// (nor can start) `org.freedesktop.secrets` on it.
static inline gboolean recipes_secret_error_is_unavailable(const GError *error) {
  if (error == NULL) return FALSE;
  if (error->domain == G_DBUS_ERROR) {
    return error->code == G_DBUS_ERROR_SERVICE_UNKNOWN
        || error->code == G_DBUS_ERROR_NAME_HAS_NO_OWNER
        || error->code == G_DBUS_ERROR_NO_SERVER
        || error->code == G_DBUS_ERROR_SPAWN_EXEC_FAILED
        || error->code == G_DBUS_ERROR_SPAWN_FAILED
        || error->code == G_DBUS_ERROR_SPAWN_CHILD_EXITED
        || error->code == G_DBUS_ERROR_SPAWN_SERVICE_NOT_FOUND
        || error->code == G_DBUS_ERROR_FILE_NOT_FOUND
        || error->code == G_DBUS_ERROR_ADDRESS_IN_USE
        || error->code == G_DBUS_ERROR_DISCONNECTED
        || error->code == G_DBUS_ERROR_NOT_SUPPORTED;
  }
  // Connecting to the session bus itself failed (no address, a socket that is gone).
  if (error->domain == G_IO_ERROR) {
    return error->code == G_IO_ERROR_NOT_FOUND || error->code == G_IO_ERROR_CONNECTION_REFUSED
        || error->code == G_IO_ERROR_INVALID_ARGUMENT || error->code == G_IO_ERROR_CLOSED;
  }
  if (error->domain == G_SPAWN_ERROR) return TRUE;
  // Whatever the error says, no session bus means no Secret Service.
  GError *bus_error = NULL;
  GDBusConnection *bus = g_bus_get_sync(G_BUS_TYPE_SESSION, NULL, &bus_error);
  if (bus == NULL) {
    g_clear_error(&bus_error);
    return TRUE;
  }
  g_object_unref(bus);
  return FALSE;
}

#endif
