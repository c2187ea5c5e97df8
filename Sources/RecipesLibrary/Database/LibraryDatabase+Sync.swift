import Foundation
import RecipesCore

extension LibraryDatabase {
  /// The sync account, or nil when the library does not sync.
  public func syncAccount() throws(LibraryError) -> SyncAccount? {
    let row = try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.query(
        "SELECT server_url, user, last_synced_at, favorites_etag FROM sync_account WHERE id = 1"
      ).first
    }
    guard let row, let address = row[0].text, let url = URL(string: address),
      let user = row[1].text
    else { return nil }
    return SyncAccount(
      serverURL: url, user: user,
      lastSyncedAt: row[2].integer.map { Date(timeIntervalSince1970: Double($0) / 1000) },
      favoritesETag: row[3].text)
  }

  /// Remembers the sync account, replacing the one before.
  public func saveSyncAccount(_ account: SyncAccount) throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.run(
        """
        INSERT OR REPLACE INTO sync_account (id, server_url, user, last_synced_at, favorites_etag)
        VALUES (1, ?, ?, ?, ?)
        """,
        [
          .text(account.serverURL.absoluteString), .text(account.user),
          account.lastSyncedAt.map(SQLiteValue.timestamp) ?? .null,
          .optional(account.favoritesETag),
        ])
    }
  }

  /// What the last sync left of each synced recipe, by recipe id.
  public func syncRecords() throws(LibraryError) -> [SyncRecord] {
    let rows = try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.query(
        """
        SELECT recipe_id, folder, name, folder_etag, recipe_etag, picture_etag, content_hash,
          is_favorite, library_stamp, cookbook_id, created_at
        FROM sync_records ORDER BY recipe_id
        """)
    }
    return rows.compactMap { row in
      guard let id = row[0].text, let folder = row[1].text, let name = row[2].text,
        let hash = row[6].text
      else { return nil }
      return SyncRecord(
        recipeID: Recipe.ID(rawValue: id), folder: folder, name: name, folderETag: row[3].text,
        recipeETag: row[4].text, pictureETag: row[5].text, contentHash: hash,
        isFavorite: row[7].integer == 1, libraryStamp: row[8].text, cookbookID: row[9].text,
        createdAt: row[10].integer.map { Date(timeIntervalSince1970: Double($0) / 1000) })
    }
  }

  /// Records what a sync left of one recipe, replacing its earlier record.
  public func saveSyncRecord(_ record: SyncRecord) throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.run(
        """
        INSERT OR REPLACE INTO sync_records (
          recipe_id, folder, name, folder_etag, recipe_etag, picture_etag, content_hash,
          is_favorite, library_stamp, cookbook_id, created_at
        ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
        [
          .text(record.recipeID.rawValue), .text(record.folder), .text(record.name),
          .optional(record.folderETag), .optional(record.recipeETag),
          .optional(record.pictureETag), .text(record.contentHash),
          .integer(record.isFavorite ? 1 : 0), .optional(record.libraryStamp),
          .optional(record.cookbookID), record.createdAt.map(SQLiteValue.timestamp) ?? .null,
        ])
    }
  }

  /// Forgets the sync record of `id`.
  public func removeSyncRecord(_ id: Recipe.ID) throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.run("DELETE FROM sync_records WHERE recipe_id = ?", [.text(id.rawValue)])
    }
  }

  /// Forgets the account and every record, in one transaction; the recipes stay.
  public func forgetSync() throws(LibraryError) {
    try LibraryError.wrapping { () throws(SQLiteError) in
      try connection.transaction { () throws(SQLiteError) in
        try connection.run("DELETE FROM sync_records")
        try connection.run("DELETE FROM sync_account")
      }
    }
  }
}
