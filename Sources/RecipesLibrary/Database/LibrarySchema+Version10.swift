extension LibrarySchema {
  /// Version 10: each sync record remembers the recipe's identity on the server, Nextcloud
  /// Cookbook's `id` (`SyncRecord.cookbookID`, which survives Cookbook's renames, so a folder
  /// moved there is the same recipe here), and the `dateCreated` first written for a recipe
  /// made here (`SyncRecord.createdAt`, so every later upload writes the same one).
  ///
  /// Records written before have neither: the next download of each fills its identity.
  /// Every earlier table and row is left as it was.
  static let version10 = """
    ALTER TABLE sync_records ADD COLUMN cookbook_id TEXT;
    ALTER TABLE sync_records ADD COLUMN created_at INTEGER;
    """
}
