import Foundation
import RecipesCore

/// Where the pictures of the cook's own recipes are kept: local ones copied into the data
/// folder's `pictures/`, web ones downloaded into the image cache, so an imported book
/// works offline and after the folder it came from is gone.
public struct PictureStore: Sendable {
  /// The data folder's `pictures/`.
  let folder: URL
  /// Keeps downloaded bytes in the image cache under their address.
  let cacheImage: @Sendable (_ data: Data, _ url: URL) async -> Void

  /// The name of the pictures folder inside the data folder.
  public static let folderName = "pictures"

  /// Copies the local picture `file` for recipe `id` into `folder` and returns the copy;
  /// a picture already there is returned as it is.
  func keep(_ file: URL, for id: Recipe.ID) throws(ImportError) -> URL {
    let file = file.standardizedFileURL
    if file.deletingLastPathComponent().path == folder.standardizedFileURL.path { return file }
    let fileExtension = file.pathExtension.isEmpty ? "jpg" : file.pathExtension.lowercased()
    let copy = folder.appendingPathComponent("\(id.rawValue).\(fileExtension)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let data = try Data(contentsOf: file)
      try data.write(to: copy, options: .atomic)
    } catch {
      throw .unreadableFile(path: file.path, reason: ImportSourceDetector.reason(error))
    }
    return copy
  }
}
