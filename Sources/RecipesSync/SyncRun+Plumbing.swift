import Foundation
import RecipesCore

extension SyncRun {
  /// Runs a request: an item's failure comes back, a failure of the server stops the sync.
  func send<Value>(
    _ request: () async throws(WebDAVError) -> Value
  ) async throws(SyncError) -> Result<Value, WebDAVError> {
    do {
      return .success(try await request())
    } catch {
      return .failure(try Self.itemFailure(error))
    }
  }

  /// Puts `files` all at once (none of them waits for another: the thumbnails and
  /// `.nomedia` beside `full.jpg`), each unconditionally; their answers in the order given.
  ///
  /// A failure of the server stops the sync as `send`'s does, once every put has answered.
  func putAll(_ files: [(path: WebDAVPath, data: Data)]) async throws(SyncError)
    -> [Result<WebDAVETag?, WebDAVError>]
  {
    let dav = dav
    let answers = await withTaskGroup(of: PutAnswer.self) { group in
      for index in files.indices {
        let file = files[index]
        group.addTask { await Self.put(file.data, at: file.path, with: dav, index: index) }
      }
      var byIndex: [Int: Result<WebDAVETag?, WebDAVError>] = [:]
      for await answer in group { byIndex[answer.index] = answer.result }
      return files.indices.map { byIndex[$0] ?? .success(nil) }
    }
    return try answers.map { answer throws(SyncError) in
      guard case .failure(let error) = answer else { return answer }
      return .failure(try Self.itemFailure(error))
    }
  }

  /// One put's answer, by the position of its file.
  private struct PutAnswer: Sendable {
    let index: Int
    let result: Result<WebDAVETag?, WebDAVError>
  }

  /// Puts `data` at `path` unconditionally; the answer, failures included, as a value.
  private static func put(
    _ data: Data, at path: WebDAVPath, with dav: WebDAVClient, index: Int
  ) async -> PutAnswer {
    do {
      return PutAnswer(index: index, result: .success(try await dav.put(path, data, .always)))
    } catch {
      return PutAnswer(index: index, result: .failure(error))
    }
  }

  /// `error` when it is about one item (skipped with a line); throws `.server` when it is
  /// about the server (the sync stops).
  static func itemFailure(_ error: WebDAVError) throws(SyncError) -> WebDAVError {
    switch error {
    case .unauthorized, .insufficientStorage, .serverError, .unexpectedStatus, .transport,
      .depthInfinityRefused, .badXML, .unsafeHref:
      throw .server(error)
    case .forbidden, .notFound, .conflict, .preconditionFailed, .alreadyExists, .locked,
      .invalidPath, .tooLarge:
      return error
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
