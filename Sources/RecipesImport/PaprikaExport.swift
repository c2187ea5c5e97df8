import Foundation
import RecipesArchives
import RecipesCore
import RecipesLocalization
import RecipesParsing

/// Reads a Paprika export, photos and all.
///
/// `NAME.paprikarecipes` is a ZIP holding one `NAME.paprikarecipe` per recipe, each a gzip'd
/// JSON object with the photo inside it (base64). A single `.paprikarecipe` (one recipe
/// exported on its own) reads the same way.
///
/// Photos are written into `photosFolder` (in the import's scratch folder), from where the
/// import copies them into the data folder. Any unreadable part fails the whole export.
struct PaprikaExport {
  /// The extension of one recipe's file.
  static let recipeExtension = "paprikarecipe"

  let file: URL
  let photosFolder: URL
  var limits = ArchiveLimits()

  /// The recipes of the export, in the archive's order, without those in Paprika's trash.
  func recipes(newID: () -> Recipe.ID) throws(ImportError) -> [FoundRecipe] {
    let data: Data
    do {
      // Mapped: an export with photos may be hundreds of megabytes, read entry by entry.
      data = try Data(contentsOf: file, options: .mappedIfSafe)
    } catch {
      throw failure(ImportSourceDetector.reason(error))
    }
    if Gzip.isGzip(data) {
      let json = try gunzipped(data, name: file.lastPathComponent)
      return try recipe(json, name: file.lastPathComponent, newID: newID).map { [$0] } ?? []
    }
    let archive: ZipArchive
    do throws(ArchiveError) {
      archive = try ZipArchive(data, limits: limits)
    } catch {
      throw failure(error.reason)
    }
    let entries = archive.entries.filter(Self.isRecipe)
    guard !entries.isEmpty else {
      throw failure(
        localized(
          "it holds no Paprika recipes (no .{extension} inside)",
          ["extension": Self.recipeExtension]))
    }
    var recipes: [FoundRecipe] = []
    var unpacked = 0
    for entry in entries {
      let packed: Data
      do throws(ArchiveError) {
        packed = try archive.contents(of: entry)
      } catch {
        throw failure(error.reason)
      }
      // Each recipe's gzip may unpack to the limit of one entry; together they are held to
      // the limit of the whole, or a thousand small bombs would add up.
      let json = try gunzipped(packed, name: entry.name)
      unpacked += json.count
      guard unpacked <= limits.totalBytes else {
        throw failure(ArchiveError.archiveTooLarge(limit: limits.totalBytes).reason)
      }
      if let read = try recipe(json, name: entry.name, newID: newID) { recipes.append(read) }
    }
    return recipes
  }

  /// The recipe in one recipe file's JSON, its photo written out; nil when it is in the
  /// trash.
  private func recipe(_ json: Data, name: String, newID: () -> Recipe.ID)
    throws(ImportError) -> FoundRecipe?
  {
    if PaprikaRecipeReader.isInTrash(json: json) { return nil }
    guard let read = PaprikaRecipeReader.recipe(json: json, newID: newID) else {
      throw failure(localized("“{name}” holds no recipe (it is not a JSON object)", ["name": name]))
    }
    return FoundRecipe(
      imported: try withPhotoFile(read), isKnownByID: read.hasUID, rating: read.rating)
  }

  /// Whether `entry` is a recipe rather than a folder or the metadata macOS adds to a ZIP.
  private static func isRecipe(_ entry: ZipEntry) -> Bool {
    !entry.isFolder && !entry.name.hasPrefix("__MACOSX/")
      && (entry.name as NSString).pathExtension.lowercased() == recipeExtension
  }

  /// The JSON of one recipe file: gzip'd as Paprika writes it, or already plain.
  private func gunzipped(_ packed: Data, name: String) throws(ImportError) -> Data {
    guard Gzip.isGzip(packed) else { return packed }
    do {
      return try Gzip.decompress(packed, limit: limits.entryBytes, name: name)
    } catch {
      throw failure(error.reason)
    }
  }

  /// `read` with its photo written to a file of its own, which becomes its picture; a
  /// recipe without one keeps the web picture it names.
  private func withPhotoFile(_ read: PaprikaRecipe) throws(ImportError) -> ImportedRecipe {
    guard let photo = read.photo else { return read.imported }
    let recipe = read.imported.recipe
    let photoFile = photosFolder.appendingPathComponent(
      "\(recipe.id.rawValue).\(read.photoExtension)")
    do {
      try FileManager.default.createDirectory(
        at: photosFolder, withIntermediateDirectories: true)
      try photo.write(to: photoFile)
    } catch {
      throw .unreadableFile(
        path: photoFile.path,
        reason: localized(
          "its photo could not be written: {reason}",
          ["reason": ImportSourceDetector.reason(error)]))
    }
    return ImportedRecipe(recipe: recipe.withPicture(photoFile), imageURL: photoFile)
  }

  private func failure(_ reason: String) -> ImportError {
    .unusableArchive(path: file.path, reason: reason)
  }
}
