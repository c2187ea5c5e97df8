extension LibrarySchema {
  /// Version 15: each recipe's minutes from start to table (`Recipe.minutesToTable`), which
  /// a card shows, as a column the list reads with the rest of a summary.
  ///
  /// Filled from the stored JSON: the stated total, or preparation plus cooking when the
  /// recipe states both. The two triggers that run on every update of `recipes` (the
  /// full-text index's and the pantry's) are dropped for the fill and made again as they
  /// were, since the fill changes neither what is indexed nor what a recipe needs: with
  /// them, every recipe would be indexed again and its needs read again. Every earlier table
  /// and row is left as it was.
  static let version15 = """
    ALTER TABLE recipes ADD COLUMN total_minutes INTEGER;
    DROP TRIGGER recipes_fts_after_update;
    DROP TRIGGER pantry_needs_forget_updated;
    UPDATE recipes SET total_minutes = coalesce(
      json_extract(json, '$.totalMinutes'),
      json_extract(json, '$.prepMinutes') + json_extract(json, '$.cookMinutes'));
    CREATE TRIGGER recipes_fts_after_update AFTER UPDATE ON recipes BEGIN
      INSERT INTO recipes_fts (recipes_fts, rowid, name, ingredients, category, area, tags)
      VALUES ('delete', old.rowid, old.name, old.ingredients, old.category, old.area, old.tags);
      INSERT INTO recipes_fts (rowid, name, ingredients, category, area, tags)
      VALUES (new.rowid, new.name, new.ingredients, new.category, new.area, new.tags);
    END;
    CREATE TRIGGER pantry_needs_forget_updated AFTER UPDATE ON recipes BEGIN
      DELETE FROM pantry_recipe_needs WHERE recipe_id IN (old.id, new.id);
    END;
    """
}
