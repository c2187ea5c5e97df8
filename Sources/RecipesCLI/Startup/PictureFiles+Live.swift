import Foundation
import RecipesArtwork
import RecipesCore
import RecipesImport
import RecipesLibrary

extension PictureFiles {
  /// The name of the folder, in the cache folder, of the pictures written for the
  /// Activities search.
  static let folderName = "search-pictures"

  /// Every recipe's picture as the window shows it, as a file: the cook's own picture in
  /// the data folder's `pictures/`, else the photo from the image cache, else its drawing.
  ///
  /// Photos and drawings are written once into the cache folder's `search-pictures/`
  /// (photos named by a hash of their address, drawings by their motif and colour); a photo
  /// never fetched is not fetched now (the overview asks at every keystroke), so its
  /// drawing stands in, as it does in the window while the photo loads.
  static func live(location: LibraryLocation, artwork: IllustrationArtwork = .bundled)
    -> PictureFiles
  {
    let folder = location.cacheDirectory.appendingPathComponent(folderName, isDirectory: true)
    let pictures =
      location.libraryDirectory.appendingPathComponent(PictureStore.folderName)
      .standardizedFileURL.path + "/"
    let cache = LazyImageCache(directory: location.cacheDirectory)
    return PictureFiles { recipe in
      if let url = recipe.thumbnailURL {
        if url.isFileURL {
          let file = url.standardizedFileURL
          if file.path.hasPrefix(pictures), FileManager.default.fileExists(atPath: file.path) {
            return file
          }
        } else {
          let name = "photo-\(stableHash(url.absoluteString)).\(photoExtension(url))"
          let file = await written(named: name, in: folder) {
            try? await cache.opened()?.data(for: url)
          }
          if let file { return file }
        }
      }
      let illustration = Illustration(category: recipe.category, area: recipe.area)
      let name =
        "drawing-\(illustration.motif.rawValue)-\(illustration.background.hex.dropFirst()).svg"
      return await written(named: name, in: folder) {
        let look = IllustrationArtwork.Look(
          illustration: illustration, width: 64, height: 64, scale: 2)
        return Data(artwork.svg(look).utf8)
      }
    }
  }

  /// `folder/name`, written with what `data` gives unless it is there already (then `data`
  /// is not asked: the Shell asks for every result's meta at every keystroke); nil if it
  /// cannot be.
  private static func written(
    named name: String, in folder: URL, _ data: () async -> Data?
  ) async -> URL? {
    let file = folder.appendingPathComponent(name)
    if FileManager.default.fileExists(atPath: file.path) { return file }
    guard let data = await data() else { return nil }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try data.write(to: file, options: .atomic)
      return file
    } catch {
      return nil
    }
  }

  /// A photo's file extension from its address ("jpg" when it says none we know).
  private static func photoExtension(_ url: URL) -> String {
    let known = ["jpg", "jpeg", "png", "webp", "gif"]
    let fileExtension = url.pathExtension.lowercased()
    return known.contains(fileExtension) ? fileExtension : "jpg"
  }

  /// FNV-1a over the text's UTF-8, in hex: the same name for the same address on every run
  /// (Swift's `hashValue` changes between runs).
  static func stableHash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}

/// The image cache, opened at the first question (not at launch, where the window's own
/// connection is opening it).
private actor LazyImageCache {
  private let directory: URL
  private var opening: Task<ImageCache?, Never>?

  init(directory: URL) { self.directory = directory }

  func opened() async -> ImageCache? {
    if let opening { return await opening.value }
    let opening = Task { [directory] in try? await ImageCache.open(in: directory) }
    self.opening = opening
    return await opening.value
  }
}

extension AppDependencies {
  /// The Activities search's answers: the library's matches, with pictures as files.
  public func makeShellSearch() -> ShellSearch {
    ShellSearch(library: library, pictures: .live(location: location))
  }
}
