import Foundation
import RecipesCore
import RecipesParsing

/// Where the sync reads the pictures it uploads and keeps the ones it downloads.
///
/// The app's live one reads from the data folder and the image cache and keeps pictures in
/// the data folder, so a downloaded recipe shows its picture offline.
public struct SyncPictures: Sendable {
  /// The bytes of the picture at `url`; nil when it cannot be had.
  public var read: @Sendable (_ url: URL) async -> Data?
  /// Keeps `data`, the picture of recipe `id`, and returns where it is.
  public var keep: @Sendable (_ data: Data, _ id: Recipe.ID) async throws -> URL

  /// Creates the picture access from its operations.
  public init(
    read: @escaping @Sendable (URL) async -> Data?,
    keep: @escaping @Sendable (Data, Recipe.ID) async throws -> URL
  ) {
    self.read = read
    self.keep = keep
  }

  /// Pictures read from local files and kept in `folder`, each under a name made of its
  /// recipe's id and its bytes' hash: a new picture never replaces a file another version
  /// of the recipe (a conflict copy) still shows.
  public static func files(in folder: URL) -> SyncPictures {
    SyncPictures(
      read: { url in url.isFileURL ? try? Data(contentsOf: url) : nil },
      keep: { data, id in
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name =
          "\(id.rawValue)-\(ContentFingerprint.hex(of: data)).\(PictureFileExtension.of(data))"
        let file = folder.appendingPathComponent(name)
        if !FileManager.default.fileExists(atPath: file.path) {
          try data.write(to: file, options: .atomic)
        }
        return file
      })
  }
}
