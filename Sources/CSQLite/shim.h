#ifndef RECIPES_CSQLITE_SHIM_H
#define RECIPES_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro Swift cannot import: SQLite copies the bound value at once.
static inline sqlite3_destructor_type recipes_sqlite_transient(void) {
  return (sqlite3_destructor_type)-1;
}
#endif
