import Foundation

/// Where the library and the image cache live on disk.
///
/// By the XDG base directory rules: `${XDG_DATA_HOME:-~/.local/share}/recipes/` for the
/// library and `${XDG_CACHE_HOME:-~/.cache}/recipes/` for images. `--data-dir DIR` puts
/// both under `DIR` (`DIR/` and `DIR/cache/`), for tests and portable installs.
public struct LibraryLocation: Equatable, Sendable {
  /// The directory of `library.sqlite`.
  public var libraryDirectory: URL
  /// The directory of `images.sqlite`.
  public var cacheDirectory: URL

  /// The name of the app's folder inside the XDG directories.
  public static let appFolder = "recipes"

  /// A location with explicit directories.
  public init(libraryDirectory: URL, cacheDirectory: URL) {
    self.libraryDirectory = libraryDirectory
    self.cacheDirectory = cacheDirectory
  }

  /// Resolves the directories from `environment`, or from `dataDirectory` if given.
  ///
  /// An XDG variable that is unset, empty or relative is ignored, as the specification
  /// says; `HOME` falls back to the account's home directory.
  public init(environment: [String: String], dataDirectory: String? = nil) {
    if let dataDirectory, !dataDirectory.isEmpty {
      let root = URL(fileURLWithPath: dataDirectory, isDirectory: true)
      self.init(
        libraryDirectory: root,
        cacheDirectory: root.appendingPathComponent("cache", isDirectory: true))
      return
    }
    let home = Self.absolutePath(environment["HOME"]).map {
      URL(fileURLWithPath: $0, isDirectory: true)
    }
    let homeDirectory = home ?? FileManager.default.homeDirectoryForCurrentUser
    let dataHome = Self.absolutePath(environment["XDG_DATA_HOME"]).map {
      URL(fileURLWithPath: $0, isDirectory: true)
    }
    let cacheHome = Self.absolutePath(environment["XDG_CACHE_HOME"]).map {
      URL(fileURLWithPath: $0, isDirectory: true)
    }
    self.init(
      libraryDirectory: (dataHome ?? homeDirectory.appendingPathComponent(".local/share"))
        .appendingPathComponent(Self.appFolder, isDirectory: true),
      cacheDirectory: (cacheHome ?? homeDirectory.appendingPathComponent(".cache"))
        .appendingPathComponent(Self.appFolder, isDirectory: true))
  }

  /// Creates both directories (and their parents) if they do not exist.
  public func createDirectories() throws(LibraryError) {
    for directory in [libraryDirectory, cacheDirectory] {
      do {
        try FileManager.default.createDirectory(
          at: directory, withIntermediateDirectories: true)
      } catch {
        throw .fileSystem(
          "could not create \(directory.path): \(error.localizedDescription)")
      }
    }
  }

  private static func absolutePath(_ value: String?) -> String? {
    guard let value, value.hasPrefix("/") else { return nil }
    return value
  }
}
