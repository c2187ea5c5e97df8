import RecipesCore

extension SyncRun {
  /// Runs a request: an item's failure comes back, a failure of the server stops the sync.
  func send<Value>(
    _ request: () async throws(WebDAVError) -> Value
  ) async throws(SyncError) -> Result<Value, WebDAVError> {
    do {
      return .success(try await request())
    } catch {
      switch error {
      case .unauthorized, .insufficientStorage, .serverError, .unexpectedStatus, .transport,
        .depthInfinityRefused, .badXML, .unsafeHref:
        throw .server(error)
      case .forbidden, .notFound, .conflict, .preconditionFailed, .alreadyExists, .locked,
        .invalidPath, .tooLarge:
        return .failure(error)
      }
    }
  }

  /// Saves `record`, stamped with the library's version when that version is the one its
  /// hash is of (the stamp names the bytes hashed, so a later save cannot make it lie).
  func save(_ record: SyncRecord) async throws(SyncError) {
    var record = record
    let version = versions[record.recipeID]
    record.libraryStamp = version?.contentHash == record.contentHash ? version?.stamp : nil
    try await SyncError.fromLibrary { try await library.saveSyncRecord(record) }
    records[record.recipeID] = record
  }

  func removeRecord(_ id: Recipe.ID) async throws(SyncError) {
    try await SyncError.fromLibrary { try await library.removeSyncRecord(id) }
    records[id] = nil
  }

  func skip(_ path: String, _ reason: String) {
    report.skipped.append(SyncReport.Skipped(path: path, reason: reason))
  }

  func path(_ folder: String) -> WebDAVPath? {
    guard let path = try? WebDAVPath(components: [folder]) else {
      skip(folder, "the name cannot be a folder")
      return nil
    }
    return path
  }
}
