#ifndef RECIPES_CSQLITE_SHIM_H
#define RECIPES_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro Swift cannot import: SQLite copies the bound value at once.
static inline sqlite3_destructor_type recipes_sqlite_transient(void) {
  return (sqlite3_destructor_type)-1;
}

/// The FTS5 auxiliary function `recipes_rank(table, weight, ...)`: bm25 without its
/// inverse-document-frequency factor, one weight per column; smaller is better, like bm25.
///
/// FTS5's bm25 learns each phrase's document frequency by running the phrase again over
/// the whole index once per query; for a short prefix at 100 000 recipes that walk alone
/// took about a millisecond. The ranked tiers only hold rows matching every phrase, where
/// that factor scales every row alike, so this keeps bm25's term-frequency saturation and
/// length normalisation (k1 = 1.2, b = 0.75) and leaves the walk out.
static inline void recipes_fts5_rank(
    const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *result, int argc,
    sqlite3_value **argv) {
  const double k1 = 1.2, b = 0.75;
  int columns = api->xColumnCount(fts);
  int phrases = api->xPhraseCount(fts);
  double *average = (double *)api->xGetAuxdata(fts, 0);
  if (average == 0) {
    average = (double *)sqlite3_malloc64(sizeof(double) * (sqlite3_uint64)columns);
    if (average == 0) { sqlite3_result_error_nomem(result); return; }
    sqlite3_int64 rows = 0;
    api->xRowCount(fts, &rows);
    for (int column = 0; column < columns; column++) {
      sqlite3_int64 total = 0;
      api->xColumnTotalSize(fts, column, &total);
      average[column] = (rows > 0 && total > 0) ? (double)total / (double)rows : 1.0;
    }
    api->xSetAuxdata(fts, average, sqlite3_free);
  }
  double *frequency =
      (double *)sqlite3_malloc64(sizeof(double) * (sqlite3_uint64)(columns * phrases + 1));
  if (frequency == 0) { sqlite3_result_error_nomem(result); return; }
  for (int index = 0; index < columns * phrases; index++) frequency[index] = 0;
  int instances = 0;
  int code = api->xInstCount(fts, &instances);
  for (int index = 0; code == SQLITE_OK && index < instances; index++) {
    int phrase = 0, column = 0, offset = 0;
    code = api->xInst(fts, index, &phrase, &column, &offset);
    if (code == SQLITE_OK) frequency[phrase * columns + column] += 1;
  }
  double score = 0;
  for (int column = 0; code == SQLITE_OK && column < columns; column++) {
    double weight = column < argc ? sqlite3_value_double(argv[column]) : 1.0;
    int length = 0;
    code = api->xColumnSize(fts, column, &length);
    double norm = k1 * (1 - b + b * (double)length / average[column]);
    for (int phrase = 0; phrase < phrases; phrase++) {
      double tf = frequency[phrase * columns + column];
      if (tf > 0) score += weight * tf * (k1 + 1) / (tf + norm);
    }
  }
  sqlite3_free(frequency);
  if (code != SQLITE_OK) {
    sqlite3_result_error_code(result, code);
  } else {
    sqlite3_result_double(result, -score);
  }
}

/// Registers `recipes_rank` on `db`; returns an SQLite result code.
static inline int recipes_register_fts5_rank(sqlite3 *db) {
  fts5_api *fts = 0;
  sqlite3_stmt *statement = 0;
  int code = sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &statement, 0);
  if (code != SQLITE_OK) return code;
  sqlite3_bind_pointer(statement, 1, (void *)&fts, "fts5_api_ptr", 0);
  sqlite3_step(statement);
  code = sqlite3_finalize(statement);
  if (code != SQLITE_OK) return code;
  if (fts == 0 || fts->iVersion < 2) return SQLITE_ERROR;
  return fts->xCreateFunction(fts, "recipes_rank", 0, recipes_fts5_rank, 0);
}
#endif
