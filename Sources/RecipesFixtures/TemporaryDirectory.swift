import Foundation

/// A fresh directory under the system's temporary directory, deleted when released (or by
/// `remove()`).
///
/// Every test and every benchmark works in its own, so they run in parallel and never touch
/// the person's real library.
public final class TemporaryDirectory: Sendable {
  /// The directory.
  public let url: URL

  /// Creates an empty directory named `recipes-<label>-<uuid>`.
  public init(label: String = "test") throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("recipes-\(label)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    remove()
  }

  /// Runs `body` with a fresh directory and deletes the directory afterwards, even on error.
  public static func with<Value>(
    label: String, _ body: (TemporaryDirectory) async throws -> Value
  ) async throws -> Value {
    let directory = try TemporaryDirectory(label: label)
    defer { directory.remove() }
    return try await body(directory)
  }

  /// A path inside the directory.
  public func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  /// The names of the files in the directory, sorted.
  public func fileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  /// Deletes the directory and everything in it now.
  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
