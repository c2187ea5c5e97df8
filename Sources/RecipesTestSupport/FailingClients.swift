import Foundation
import RecipesCore

/// Thrown by an endpoint a test did not expect to be called.
public struct UnimplementedEndpoint: Error, Equatable {
  /// The endpoint's name, such as "RecipesAPI.search".
  public let name: String
}

/// Reports a test failure naming `endpoint`, then throws.
private func unimplemented<T>(_ endpoint: String) throws -> T {
  reportFailure("\(endpoint) was called, but the test did not expect it.")
  throw UnimplementedEndpoint(name: endpoint)
}

extension RecipesAPI {
  /// An API whose every endpoint fails the test: override only the ones a test uses.
  public static var failing: RecipesAPI {
    RecipesAPI(
      search: { _ in try unimplemented("RecipesAPI.search") },
      lookup: { _ in try unimplemented("RecipesAPI.lookup") },
      byFirstLetter: { _ in try unimplemented("RecipesAPI.byFirstLetter") }
    )
  }
}

extension Library {
  /// A library whose every operation fails the test: override only the ones a test uses.
  public static var failing: Library {
    Library(
      search: { _, _ in try unimplemented("Library.search") },
      recipeCount: { _ in try unimplemented("Library.recipeCount") },
      recipes: { _, _ in try unimplemented("Library.recipes") },
      recipe: { _ in try unimplemented("Library.recipe") },
      save: { _ in try unimplemented("Library.save") },
      favoriteIDs: { try unimplemented("Library.favoriteIDs") },
      setFavorite: { _, _ in try unimplemented("Library.setFavorite") },
      categories: { try unimplemented("Library.categories") },
      areas: { try unimplemented("Library.areas") },
      saveMine: { _ in try unimplemented("Library.saveMine") },
      deleteMine: { _ in try unimplemented("Library.deleteMine") },
      mineWithSource: { _ in try unimplemented("Library.mineWithSource") },
      preference: { _ in try unimplemented("Library.preference") },
      setPreference: { _, _ in try unimplemented("Library.setPreference") },
      shoppingList: { try unimplemented("Library.shoppingList") },
      addToShoppingList: { _, _ in try unimplemented("Library.addToShoppingList") },
      removeFromShoppingList: { _ in try unimplemented("Library.removeFromShoppingList") },
      clearShoppingList: { try unimplemented("Library.clearShoppingList") },
      setShoppingItemChecked: { _, _ in try unimplemented("Library.setShoppingItemChecked") },
      ownRecipes: { try unimplemented("Library.ownRecipes") },
      syncAccount: { try unimplemented("Library.syncAccount") },
      saveSyncAccount: { _ in try unimplemented("Library.saveSyncAccount") },
      syncRecords: { try unimplemented("Library.syncRecords") },
      saveSyncRecord: { _ in try unimplemented("Library.saveSyncRecord") },
      removeSyncRecord: { _ in try unimplemented("Library.removeSyncRecord") },
      forgetSync: { try unimplemented("Library.forgetSync") },
      searchVocabulary: { try unimplemented("Library.searchVocabulary") }
    )
  }
}

extension Importer {
  /// An importer whose every operation fails the test: override only the ones a test uses.
  public static var failing: Importer {
    Importer(
      source: { _, _ in try unimplemented("Importer.source") },
      importSources: { _ in try unimplemented("Importer.importSources") },
      keepPicture: { _, _ in try unimplemented("Importer.keepPicture") }
    )
  }
}

extension URLOpener {
  /// An opener that fails the test if anything is opened.
  public static var failing: URLOpener {
    URLOpener { _ in try unimplemented("URLOpener.open") }
  }

  /// An opener that records what it is asked to open.
  public static func recording(into recorder: OpenedURLs) -> URLOpener {
    URLOpener { url in await recorder.append(url) }
  }
}

/// The URLs a recording opener was asked to open.
public actor OpenedURLs {
  /// The URLs, in order.
  public private(set) var urls: [URL] = []

  /// Creates an empty record.
  public init() {}

  fileprivate func append(_ url: URL) { urls.append(url) }
}
