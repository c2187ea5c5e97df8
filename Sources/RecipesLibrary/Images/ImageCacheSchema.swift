/// The image cache file's tables, one migration per schema version.
enum ImageCacheSchema {
  /// Every version of the schema; append, never edit.
  static let migrations = SchemaMigrations(scripts: [version1])

  /// Version 1: one row per image URL, with what least-recently-used eviction needs.
  private static let version1 = """
    CREATE TABLE images (
      url TEXT PRIMARY KEY NOT NULL,
      bytes BLOB NOT NULL,
      fetched_at INTEGER NOT NULL,
      last_access INTEGER NOT NULL,
      size INTEGER NOT NULL
    );
    CREATE INDEX images_by_last_access ON images (last_access);
    """
}
