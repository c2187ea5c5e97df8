import Foundation

/// Where recipes to import come from.
public enum ImportSource: Equatable, Sendable {
  /// A web page, fetched with the app's session and URL policy.
  case webPage(URL)
  /// A saved HTML page's bytes; `pageURL` is where it was saved from (`--url`), which
  /// relative pictures resolve against and which identifies it for a re-import.
  case htmlFile(Data, pageURL: URL?)
  /// A folder written by `recipes export`: one folder per recipe with its `recipe.json`.
  case backupFolder(URL)
  /// A schema.org Recipe JSON document on its own (JSON-LD saved from a page, another app's
  /// `.json`); a relative `image` resolves against its folder.
  case recipeDocument(URL)
  /// GNOME Recipes' `recipes.db` key file; its folder may hold `chefs.db` and `images/`.
  case gnomeRecipes(database: URL)
  /// GNOME Recipes' export archive (`*.gnome-recipes-export`, a gzip'd tar of `recipes.db`,
  /// `chefs.db` and `images/`).
  case gnomeRecipesArchive(URL)
  /// Paprika's export: a `.paprikarecipes` ZIP of gzip'd JSON recipes, or one gzip'd
  /// `.paprikarecipe`; the photos are inside.
  case paprikaRecipes(URL)
}

/// Brings recipes in from web pages, saved pages, backups and other apps' collections.
///
/// The live one (`RecipesImport`) fetches with the app's libcurl session, reads with the
/// pure parsers, keeps pictures for offline use and saves into the library. Its failures
/// are `ImportError`s, whose `message` says what to do next.
public struct Importer: Sendable {
  /// What `address` names: a web page, a saved page, a backup, GNOME Recipes' data (its
  /// folder, its `recipes.db` or its export archive), or a Paprika export.
  ///
  /// A saved page is a file path; `pageURL` is where it came from. Throws
  /// `ImportError.notASource` or `.unreadableFile` when `address` is none of them.
  public var source: @Sendable (_ address: String, _ pageURL: URL?) async throws -> ImportSource
  /// Reads every source, then saves every recipe found as the cook's own and returns them
  /// as saved; all or nothing: on any error nothing is saved.
  ///
  /// A recipe imported again from the same address (canonical or page URL), a GNOME Recipes
  /// recipe imported again from any copy of its collection, or a Paprika recipe from any
  /// export of it (by its uid), keeps its identifier and favorite, and the fields the cook
  /// filled that the source lacks.
  public var importSources: @Sendable (_ sources: [ImportSource]) async throws -> [Recipe]
  /// Copies a picture the cook chose (a local file) into the app's data folder for the own
  /// recipe `id`, and returns where the copy is: the recipe keeps working after the
  /// original file is gone.
  public var keepPicture: @Sendable (_ file: URL, _ id: Recipe.ID) async throws -> URL

  /// Creates an importer from its operations.
  public init(
    source: @escaping @Sendable (String, URL?) async throws -> ImportSource,
    importSources: @escaping @Sendable ([ImportSource]) async throws -> [Recipe],
    keepPicture: @escaping @Sendable (URL, Recipe.ID) async throws -> URL
  ) {
    self.source = source
    self.importSources = importSources
    self.keepPicture = keepPicture
  }
}

extension ImportError {
  /// `error` as an import error: itself when it is one, a library failure as `notSaved`,
  /// anything else as the network's.
  public init(_ error: any Error) {
    switch error {
    case let error as ImportError: self = error
    case RecipesError.library(let detail): self = .notSaved(.library(detail))
    default: self = .unreachable(RecipesError(error))
    }
  }
}
