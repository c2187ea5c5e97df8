import Foundation

/// The project's translations compiled for a test.
///
/// `po/LANG.po` goes through gettext's `msgfmt` into a temporary folder laid out as gettext
/// looks for them (`LANG/LC_MESSAGES/recipes.mo`), for tests that run the app or its windows
/// in German or French. The folder goes with the value.
public final class CompiledCatalogs: Sendable {
  /// Why the catalogs could not be compiled, in one line.
  public struct Failure: Error, CustomStringConvertible {
    /// The line.
    public let description: String
  }

  /// The folder to bind the text domain to (`RECIPES_LOCALE_DIR`, or `Gettext.catalog`'s
  /// directory).
  public var directory: URL { folder.url }
  private let folder: TemporaryDirectory

  /// Compiles `languages` (`de`, `fr`) from the package's `po/` folder; throws when `msgfmt`
  /// is missing or refuses a catalog.
  public init(languages: [String] = ["de", "fr"]) throws {
    folder = try TemporaryDirectory(label: "catalogs")
    let po = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("po")
    for language in languages {
      let messages = folder.url.appendingPathComponent("\(language)/LC_MESSAGES")
      try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
      let msgfmt = Process()
      msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
      msgfmt.arguments = [
        "-o", messages.appendingPathComponent("recipes.mo").path,
        po.appendingPathComponent("\(language).po").path,
      ]
      msgfmt.standardError = FileHandle.nullDevice
      do {
        try msgfmt.run()
      } catch {
        throw Failure(description: "msgfmt is not installed (scripts/install-deps.sh does)")
      }
      msgfmt.waitUntilExit()
      guard msgfmt.terminationStatus == 0 else {
        throw Failure(description: "msgfmt refused po/\(language).po")
      }
    }
  }
}
