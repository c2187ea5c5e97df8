import Foundation

/// A directory of its own under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory: Sendable {
  /// Where the directory is.
  let url: URL

  /// Creates `recipes-bench-<label>-<uuid>` in the temporary directory.
  init(label: String) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("recipes-bench-\(label)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Deletes the directory and everything in it.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  /// Runs `body` with a fresh directory and removes the directory afterwards, even on error.
  static func with<Value>(
    label: String, _ body: (TemporaryDirectory) async throws -> Value
  ) async throws -> Value {
    let directory = try TemporaryDirectory(label: label)
    defer { directory.remove() }
    return try await body(directory)
  }
}
