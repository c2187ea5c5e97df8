extension LibrarySchema {
  /// Version 12: the cook's own order of the book — a rating of 1 to 5 stars per recipe, and
  /// named collections ("Christmas") with their recipes.
  ///
  /// Ratings and memberships are keyed by recipe id with no foreign key to `recipes`, as
  /// favorites are: a catalog re-seed deletes and re-inserts recipes and must not take them
  /// along. A membership does belong to its collection: deleting a collection deletes its
  /// memberships (never a recipe). Names are unique without regard to case. Every earlier
  /// table and row is left as it was.
  static let version12 = """
    CREATE TABLE ratings (
      recipe_id TEXT PRIMARY KEY NOT NULL,
      stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5)
    ) WITHOUT ROWID;
    CREATE INDEX ratings_by_stars ON ratings (stars, recipe_id);
    CREATE TABLE collections (
      id TEXT PRIMARY KEY NOT NULL,
      name TEXT NOT NULL UNIQUE COLLATE NOCASE
    ) WITHOUT ROWID;
    CREATE TABLE collection_members (
      collection_id TEXT NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
      recipe_id TEXT NOT NULL,
      PRIMARY KEY (collection_id, recipe_id)
    ) WITHOUT ROWID;
    CREATE INDEX collection_members_by_recipe ON collection_members (recipe_id);
    """
}
