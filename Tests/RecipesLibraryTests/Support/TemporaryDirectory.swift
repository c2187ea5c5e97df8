import Foundation

/// A fresh directory under the system's temporary directory, deleted when released.
///
/// Every test works in its own, so tests run in parallel and never touch the person's
/// real library.
final class TemporaryDirectory {
  /// The directory.
  let url: URL

  /// Creates an empty directory with a unique name.
  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("RecipesLibraryTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// A path inside the directory.
  func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  /// The names of the files in the directory, sorted.
  func fileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }
}
