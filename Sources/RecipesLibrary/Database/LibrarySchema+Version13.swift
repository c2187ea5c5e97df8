extension LibrarySchema {
  /// Version 13: the pantry — the cook's lines of what is at home, in their order — and each
  /// recipe's needs as the pantry reads them (`PantryNeedsCodec`), kept so "what can I
  /// make?" ranks every recipe without reading its lines again.
  ///
  /// The needs are filled the first time they are asked for and forgotten by triggers
  /// whenever their recipe is inserted, changed or deleted, so no code path that writes a
  /// recipe can leave stale needs behind; `reader` is the reading's version, and needs read
  /// by another version are read again. Every earlier table and row is left as it was.
  static let version13 = """
    CREATE TABLE pantry_items (
      id TEXT PRIMARY KEY NOT NULL,
      text TEXT NOT NULL,
      position INTEGER NOT NULL
    ) WITHOUT ROWID;

    CREATE TABLE pantry_recipe_needs (
      recipe_id TEXT PRIMARY KEY NOT NULL,
      reader INTEGER NOT NULL,
      needs TEXT NOT NULL
    ) WITHOUT ROWID;

    CREATE TRIGGER pantry_needs_forget_inserted AFTER INSERT ON recipes BEGIN
      DELETE FROM pantry_recipe_needs WHERE recipe_id = new.id;
    END;
    CREATE TRIGGER pantry_needs_forget_updated AFTER UPDATE ON recipes BEGIN
      DELETE FROM pantry_recipe_needs WHERE recipe_id IN (old.id, new.id);
    END;
    CREATE TRIGGER pantry_needs_forget_deleted AFTER DELETE ON recipes BEGIN
      DELETE FROM pantry_recipe_needs WHERE recipe_id = old.id;
    END;
    """
}
