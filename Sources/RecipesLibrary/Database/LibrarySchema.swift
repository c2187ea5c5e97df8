/// The library file's tables, one migration per schema version.
enum LibrarySchema {
  /// Every version of the schema; append, never edit.
  static let migrations = SchemaMigrations(scripts: [
    version1, version2, version3, version4, version5, version6, version7, version8,
    version9, version10, version11, version12, version13, version14, version15, version16,
    version17,
  ])

  /// The column weights of the ranking: a hit in the name counts ten times one in the tags.
  ///
  /// In `recipes_fts` column order: name, ingredients, category, area, tags.
  static let rankWeights = "10.0, 2.0, 1.5, 1.5, 1.0"

  /// Version 1: recipes, their full-text index, favorites and metadata.
  ///
  /// `recipes` keeps an explicit `rowid INTEGER PRIMARY KEY` beside its `id` key: the
  /// full-text index refers to rows by rowid, and only an explicit one is guaranteed to
  /// survive `VACUUM`. The index is external-content (it reads text from `recipes`), kept in
  /// step by triggers, so no code path can update one without the other.
  ///
  /// The prefix index covers prefixes of 1 to 6 characters. A prefix query longer than the
  /// longest indexed prefix makes FTS5 merge the posting lists of every word it matches
  /// ("lemon" → lemon, lemony) for the query and again for bm25's statistics; over 100 000
  /// recipes that tripled the time of a search for "lemon coconu". One-letter prefixes are
  /// indexed because the first keystroke is searched too. The index grows by about half.
  ///
  /// `favorites` has no foreign key to `recipes` on purpose: a favorite must outlive a
  /// catalog re-seed that deletes and re-inserts its recipe.
  private static let version1 = """
    CREATE TABLE recipes (
      rowid INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      origin TEXT NOT NULL CHECK (origin IN ('catalog', 'remote')),
      json TEXT NOT NULL,
      name TEXT NOT NULL,
      category TEXT,
      area TEXT,
      thumbnail_url TEXT,
      ingredients TEXT NOT NULL,
      tags TEXT NOT NULL,
      fetched_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );
    CREATE INDEX recipes_by_name ON recipes (name COLLATE NOCASE, id);
    CREATE INDEX recipes_by_category ON recipes (category COLLATE NOCASE, name COLLATE NOCASE);
    CREATE INDEX recipes_by_area ON recipes (area COLLATE NOCASE, name COLLATE NOCASE);
    CREATE INDEX recipes_by_origin ON recipes (origin);

    CREATE VIRTUAL TABLE recipes_fts USING fts5 (
      name, ingredients, category, area, tags,
      content = 'recipes', content_rowid = 'rowid',
      tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3 4 5 6'
    );
    \(ftsTriggers)
    CREATE TABLE favorites (
      recipe_id TEXT PRIMARY KEY NOT NULL,
      added_at INTEGER NOT NULL
    ) WITHOUT ROWID;

    CREATE TABLE meta (
      key TEXT PRIMARY KEY NOT NULL,
      value TEXT NOT NULL
    ) WITHOUT ROWID;
    """

  /// Version 2: the category and cuisine indexes end with `id`, like the name index, so a
  /// filtered list page is picked in list order from the index alone (the list sorts by
  /// name, then id) instead of sorting every matching recipe for each page.
  private static let version2 = """
    DROP INDEX recipes_by_category;
    DROP INDEX recipes_by_area;
    CREATE INDEX recipes_by_category
      ON recipes (category COLLATE NOCASE, name COLLATE NOCASE, id);
    CREATE INDEX recipes_by_area ON recipes (area COLLATE NOCASE, name COLLATE NOCASE, id);
    """

  /// Version 3: the cook's own recipes (`origin = 'mine'`) and where a recipe came from.
  ///
  /// SQLite cannot change a `CHECK` in place, so `recipes` is rebuilt: copied row by row
  /// with its `rowid`s (the full-text index refers to rows by them, so it stays valid as
  /// it is), dropped with its indexes and triggers, and renamed back. `source_url` is
  /// filled from the stored JSON; an import finds the recipe it made from a page before by
  /// it. The origin index now also orders by name, so "My recipes" is read in list order.
  private static let version3 = """
    CREATE TABLE recipes_v3 (
      rowid INTEGER PRIMARY KEY,
      id TEXT NOT NULL UNIQUE,
      origin TEXT NOT NULL CHECK (origin IN ('catalog', 'remote', 'mine')),
      json TEXT NOT NULL,
      name TEXT NOT NULL,
      category TEXT,
      area TEXT,
      thumbnail_url TEXT,
      ingredients TEXT NOT NULL,
      tags TEXT NOT NULL,
      fetched_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      source_url TEXT
    );
    INSERT INTO recipes_v3 (
      rowid, id, origin, json, name, category, area, thumbnail_url, ingredients, tags,
      fetched_at, updated_at, source_url
    )
    SELECT rowid, id, origin, json, name, category, area, thumbnail_url, ingredients, tags,
      fetched_at, updated_at, json_extract(json, '$.sourceURL')
    FROM recipes ORDER BY rowid;
    DROP TABLE recipes;
    ALTER TABLE recipes_v3 RENAME TO recipes;
    CREATE INDEX recipes_by_name ON recipes (name COLLATE NOCASE, id);
    CREATE INDEX recipes_by_category
      ON recipes (category COLLATE NOCASE, name COLLATE NOCASE, id);
    CREATE INDEX recipes_by_area ON recipes (area COLLATE NOCASE, name COLLATE NOCASE, id);
    CREATE INDEX recipes_by_origin ON recipes (origin, name COLLATE NOCASE, id);
    CREATE INDEX recipes_mine_by_source ON recipes (source_url) WHERE origin = 'mine';
    \(ftsTriggers)
    """

  /// Version 4: the cook's remembered choices (the units recipe windows show).
  ///
  /// One value per key; a table of its own rather than rows of `meta`, which holds what the
  /// library knows about itself, not what the cook chose.
  private static let version4 = """
    CREATE TABLE preferences (
      key TEXT PRIMARY KEY NOT NULL,
      value TEXT NOT NULL
    ) WITHOUT ROWID;
    """

  /// Version 5: the shopping list — its recipes, for how many servings (NULL: as the recipe
  /// is written), in the order they were added — and the keys of the items ticked off.
  ///
  /// No foreign key to `recipes`, as for favorites: a catalog re-seed deletes and re-inserts
  /// recipes, and the list must outlive it. Every earlier table and row is left as it was.
  private static let version5 = """
    CREATE TABLE shopping_recipes (
      recipe_id TEXT PRIMARY KEY NOT NULL,
      servings INTEGER,
      position INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE shopping_checked (
      item_key TEXT PRIMARY KEY NOT NULL
    ) WITHOUT ROWID;
    """

  /// Version 6: the sync with a WebDAV folder — its account (one row: the server and user,
  /// never the password; when it last synced; the favorites file's entity tag) and, per
  /// synced own recipe, its folder there, the name, entity tags and content hash it had
  /// when last synced, and whether it was a favorite then.
  ///
  /// No foreign key to `recipes`: a record must outlive its recipe's deletion here until the
  /// next sync deletes the folder there. Every earlier table and row is left as it was.
  private static let version6 = """
    CREATE TABLE sync_account (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      server_url TEXT NOT NULL,
      user TEXT NOT NULL,
      last_synced_at INTEGER,
      favorites_etag TEXT
    );
    CREATE TABLE sync_records (
      recipe_id TEXT PRIMARY KEY NOT NULL,
      folder TEXT NOT NULL,
      name TEXT NOT NULL,
      folder_etag TEXT,
      recipe_etag TEXT,
      picture_etag TEXT,
      content_hash TEXT NOT NULL,
      is_favorite INTEGER NOT NULL DEFAULT 0
    ) WITHOUT ROWID;
    """

  /// Version 7: each sync record remembers the stamp of the library version it was synced
  /// from (`SyncRecord.libraryStamp`), so a sync hashes only the recipes changed since.
  ///
  /// Records written before have none: the next sync hashes those and stamps them.
  private static let version7 = """
    ALTER TABLE sync_records ADD COLUMN library_stamp TEXT;
    """

  /// Version 8: the meal plan and what was cooked when; the shopping list remembers the
  /// plan's days a recipe was put on it for.
  ///
  /// A plan entry is a recipe with servings or a note, for a day (`YYYY-MM-DD`, no time
  /// zone) and a meal, ordered by `position` within them. `cooked` keeps every cooking, not
  /// only the last. No foreign keys to `recipes`, as for favorites: a catalog re-seed must
  /// not take the plan with it. Every earlier table and row is left as it was.
  private static let version8 = """
    CREATE TABLE plan_entries (
      id TEXT PRIMARY KEY NOT NULL,
      day TEXT NOT NULL,
      meal TEXT NOT NULL CHECK (meal IN ('breakfast', 'lunch', 'snack', 'dinner')),
      position INTEGER NOT NULL,
      recipe_id TEXT,
      servings INTEGER,
      note TEXT,
      CHECK ((recipe_id IS NULL) <> (note IS NULL))
    ) WITHOUT ROWID;
    CREATE INDEX plan_entries_by_day ON plan_entries (day, meal, position);
    CREATE TABLE cooked (
      recipe_id TEXT NOT NULL,
      day TEXT NOT NULL
    );
    CREATE INDEX cooked_by_recipe ON cooked (recipe_id, day);
    CREATE INDEX cooked_by_day ON cooked (day);
    ALTER TABLE shopping_recipes ADD COLUMN plan_days TEXT;
    """

  /// Version 9: the plan's calendar sync — the CalDAV account (address and user, never the
  /// password), each event's ETag when last synced (`calendar_event_tags`, the snapshot
  /// `CalDAVClient.changes(since:)` compares with), and per plan entry its event's name,
  /// ETag, the hash of the event text last written and the start it had.
  ///
  /// No foreign key to `plan_entries`: a record outlives its entry until the sync deletes
  /// the event. Every earlier table and row is left as it was.
  private static let version9 = """
    CREATE TABLE calendar_account (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      calendar_url TEXT NOT NULL,
      user TEXT NOT NULL,
      snapshot_version TEXT,
      last_synced_at INTEGER
    );
    CREATE TABLE calendar_event_tags (
      name TEXT PRIMARY KEY NOT NULL,
      etag TEXT NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE calendar_records (
      entry_id TEXT PRIMARY KEY NOT NULL,
      event_name TEXT NOT NULL,
      etag TEXT,
      content_hash TEXT NOT NULL,
      start TEXT NOT NULL
    ) WITHOUT ROWID;
    """

  /// The triggers that keep `recipes_fts` in step with `recipes`.
  ///
  /// Created by version 1, and again by version 3 when the table is rebuilt. Part of
  /// released migrations: never edit.
  private static let ftsTriggers = """
    CREATE TRIGGER recipes_fts_after_insert AFTER INSERT ON recipes BEGIN
      INSERT INTO recipes_fts (rowid, name, ingredients, category, area, tags)
      VALUES (new.rowid, new.name, new.ingredients, new.category, new.area, new.tags);
    END;
    CREATE TRIGGER recipes_fts_after_delete AFTER DELETE ON recipes BEGIN
      INSERT INTO recipes_fts (recipes_fts, rowid, name, ingredients, category, area, tags)
      VALUES ('delete', old.rowid, old.name, old.ingredients, old.category, old.area, old.tags);
    END;
    CREATE TRIGGER recipes_fts_after_update AFTER UPDATE ON recipes BEGIN
      INSERT INTO recipes_fts (recipes_fts, rowid, name, ingredients, category, area, tags)
      VALUES ('delete', old.rowid, old.name, old.ingredients, old.category, old.area, old.tags);
      INSERT INTO recipes_fts (rowid, name, ingredients, category, area, tags)
      VALUES (new.rowid, new.name, new.ingredients, new.category, new.area, new.tags);
    END;
    """
}
