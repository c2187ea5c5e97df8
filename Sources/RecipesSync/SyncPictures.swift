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

  /// The JPEG thumbnail of the picture `data`, `size` pixels at most on a side.
  ///
  /// Cookbook's rule: scaled so the longer side is `size`, the middle square cut out; nil
  /// when none can be made (no picture, or one too large to decode). Without this closure,
  /// the sync makes no thumbnails.
  public var thumbnail: (@Sendable (_ data: Data, _ size: Int) async -> Data?)?

  /// Creates the picture access from its operations; without `thumbnail`, no thumbnails are
  /// made.
  public init(
    read: @escaping @Sendable (URL) async -> Data?,
    keep: @escaping @Sendable (Data, Recipe.ID) async throws -> URL,
    thumbnail: (@Sendable (Data, Int) async -> Data?)? = nil
  ) {
    self.read = read
    self.keep = keep
    self.thumbnail = thumbnail
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
