import Foundation
import RecipesArchives
import RecipesCore
import RecipesLocalization

/// Tells what an address given to `recipes import` or typed in the import dialog is.
///
/// An `http`/`https` address is a web page, and so is one typed without its scheme
/// ("kitchen.example.org/…") when no such file exists; any other scheme is refused. A path is a
/// folder — a backup (a `recipes-backup.json` index or recipe folders each holding a
/// `recipe.json`) or a GNOME Recipes data folder (holding `recipes.db`) — or a file: GNOME
/// Recipes' `recipes.db` (a `.db` key file), its export archive (gzip'd, whatever its name),
/// a Paprika export (a ZIP, whatever its name, or one gzip'd `.paprikarecipe`), a schema.org
/// Recipe JSON document (one recipe folder's `recipe.json` is read as that folder), or else
/// a saved HTML page.
enum ImportSourceDetector {
  /// The source `address` names; `pageURL` is where a saved page came from (`--url`).
  static func source(
    _ address: String, pageURL: URL?, fileManager: FileManager = .default
  ) throws(ImportError) -> ImportSource {
    if let url = URL(string: address), let scheme = url.scheme?.lowercased(),
      scheme.count > 1
    {
      guard scheme == "http" || scheme == "https" else {
        guard scheme == "file" else { throw .addressNotAllowed(address) }
        return try source(url.path, pageURL: pageURL, fileManager: fileManager)
      }
      guard url.host?.isEmpty == false else { throw .notASource(address) }
      return .webPage(url)
    }
    let path = (address as NSString).expandingTildeInPath
    var isFolder: ObjCBool = false
    guard fileManager.fileExists(atPath: path, isDirectory: &isFolder) else {
      // "kitchen.example.org/shortbread", typed as a browser takes it.
      if let page = TypedAddress.assumingHTTPS(address, mayBeFile: true) {
        return .webPage(page)
      }
      throw .unreadableFile(path: address, reason: localized("no such file or folder"))
    }
    let url = URL(fileURLWithPath: path, isDirectory: isFolder.boolValue)
    guard isFolder.boolValue else { return try file(url, address: address, pageURL: pageURL) }
    let database = url.appendingPathComponent("recipes.db")
    if fileManager.fileExists(atPath: database.path) { return .gnomeRecipes(database: database) }
    if BackupLayout.isBackup(url, fileManager: fileManager) { return .backupFolder(url) }
    throw .notASource(address)
  }

  private static func file(_ url: URL, address: String, pageURL: URL?) throws(ImportError)
    -> ImportSource
  {
    let data: Data
    do {
      // An export archive may hold hundreds of megabytes of pictures: its first bytes tell.
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      let head = try handle.read(upToCount: 4096) ?? Data()
      if ZipArchive.isZip(head) { return .paprikaRecipes(url) }
      if Gzip.isGzip(head) {
        // One recipe Paprika exported on its own; any other gzip is GNOME Recipes' archive.
        return url.pathExtension.lowercased() == PaprikaExport.recipeExtension
          ? .paprikaRecipes(url) : .gnomeRecipesArchive(url)
      }
      if url.pathExtension.lowercased() == "db", startsAsKeyFile(head) {
        return .gnomeRecipes(database: url)
      }
      if startsAsJSON(head) {
        // A recipe folder's own recipe.json brings its picture along with it.
        return url.lastPathComponent == BackupLayout.recipeFileName
          ? .backupFolder(url.deletingLastPathComponent()) : .recipeDocument(url)
      }
      data = head + (try handle.readToEnd() ?? Data())
    } catch {
      throw .unreadableFile(path: address, reason: Self.reason(error))
    }
    // A saved page names the page it was saved from only if the cook says so (`--url`).
    return .htmlFile(data, pageURL: pageURL)
  }

  /// Whether `head` opens a JSON object or an array of objects (after a byte-order mark and
  /// whitespace); "[Metadata]" opens a key file, not JSON.
  private static func startsAsJSON(_ head: Data) -> Bool {
    let bytes = head.starts(with: [0xEF, 0xBB, 0xBF]) ? head.dropFirst(3) : head[...]
    let significant = bytes.lazy.filter { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }.prefix(2)
    let opening = Array(significant)
    if opening.first == UInt8(ascii: "{") { return true }
    return opening == [UInt8(ascii: "["), UInt8(ascii: "{")]
  }

  /// Whether the first line of `head` that is neither blank nor a `#` comment is a `[group]`
  /// header.
  private static func startsAsKeyFile(_ data: Data) -> Bool {
    let text = String(decoding: data, as: UTF8.self)
    let line = text.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .first { !$0.isEmpty && !$0.hasPrefix("#") }
    return line.map { $0.hasPrefix("[") && $0.hasSuffix("]") } ?? false
  }

  /// The short reason of a file-system error ("permission denied").
  static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue)).lowercased()
    }
    return (error as NSError).localizedDescription
  }
}
