import Foundation
import RecipesCore

extension Library {
  /// The library backed by `database`; its failures arrive as `RecipesError.library`.
  public static func live(_ database: LibraryDatabase) -> Library {
    Library(
      search: { query, limit in
        try await mapped { () async throws(LibraryError) in
          try await database.search(query, limit: limit)
        }
      },
      recipeCount: { filter in
        try await mapped { () async throws(LibraryError) in
          try await database.recipeCount(filter)
        }
      },
      recipes: { filter, range in
        try await mapped { () async throws(LibraryError) in
          try await database.recipes(filter, in: range)
        }
      },
      recipe: { id in
        try await mapped { () async throws(LibraryError) in try await database.recipe(id) }
      },
      save: { recipes in
        try await mapped { () async throws(LibraryError) in try await database.save(recipes) }
      },
      favoriteIDs: {
        try await mapped { () async throws(LibraryError) in try await database.favoriteIDs() }
      },
      setFavorite: { id, isFavorite in
        try await mapped { () async throws(LibraryError) in
          try await database.setFavorite(id, isFavorite)
        }
      },
      categories: {
        try await mapped { () async throws(LibraryError) in try await database.categories() }
      },
      areas: {
        try await mapped { () async throws(LibraryError) in try await database.areas() }
      },
      saveMine: { recipes in
        try await mapped { () async throws(LibraryError) in try await database.saveMine(recipes) }
      },
      deleteMine: { id in
        let existed = try await mapped { () async throws(LibraryError) in
          try await database.deleteMine(id)
        }
        guard existed else { throw RecipesError.notFound }
      },
      mineWithSource: { url in
        try await mapped { () async throws(LibraryError) in
          try await database.mine(withSource: url)
        }
      },
      preference: { key in
        try await mapped { () async throws(LibraryError) in try await database.preference(key) }
      },
      setPreference: { key, value in
        try await mapped { () async throws(LibraryError) in
          try await database.setPreference(key, value)
        }
      },
      shoppingList: {
        try await mapped { () async throws(LibraryError) in try await database.shoppingList() }
      },
      addToShoppingList: { id, servings in
        try await mapped { () async throws(LibraryError) in
          try await database.addToShoppingList(id, servings: servings)
        }
      },
      removeFromShoppingList: { id in
        try await mapped { () async throws(LibraryError) in
          try await database.removeFromShoppingList(id)
        }
      },
      clearShoppingList: {
        try await mapped { () async throws(LibraryError) in try await database.clearShoppingList() }
      },
      setShoppingItemChecked: { key, isChecked in
        try await mapped { () async throws(LibraryError) in
          try await database.setShoppingItemChecked(key, isChecked)
        }
      },
      ownRecipes: {
        try await mapped { () async throws(LibraryError) in try await database.ownRecipes() }
      },
      syncAccount: {
        try await mapped { () async throws(LibraryError) in try await database.syncAccount() }
      },
      saveSyncAccount: { account in
        try await mapped { () async throws(LibraryError) in
          try await database.saveSyncAccount(account)
        }
      },
      syncRecords: {
        try await mapped { () async throws(LibraryError) in try await database.syncRecords() }
      },
      saveSyncRecord: { record in
        try await mapped { () async throws(LibraryError) in
          try await database.saveSyncRecord(record)
        }
      },
      removeSyncRecord: { id in
        try await mapped { () async throws(LibraryError) in
          try await database.removeSyncRecord(id)
        }
      },
      forgetSync: {
        try await mapped { () async throws(LibraryError) in try await database.forgetSync() }
      },
      plan: plan(database),
      calendar: calendar(database),
      ownShoppingItems: OwnShoppingItemOperations(
        add: { texts in
          try await mapped { () async throws(LibraryError) in
            try await database.addOwnShoppingItems(texts)
          }
        },
        remove: { id in
          try await mapped { () async throws(LibraryError) in
            try await database.removeOwnShoppingItem(id)
          }
        },
        restore: { item, before in
          try await mapped { () async throws(LibraryError) in
            try await database.restoreOwnShoppingItem(item, before: before)
          }
        }),
      foodCorrections: FoodCorrectionOperations(
        all: {
          try await mapped { () async throws(LibraryError) in try await database.foodCorrections() }
        },
        set: { key, choice in
          try await mapped { () async throws(LibraryError) in
            try await database.setFoodCorrection(key, choice)
          }
        }),
      ratings: ratings(database),
      collections: collections(database),
      pantry: pantry(database),
      importedVersions: ImportedVersionOperations(
        save: { recipes in
          try await mapped { () async throws(LibraryError) in
            try await database.saveImported(recipes)
          }
        },
        asImported: { id, channel in
          try await mapped { () async throws(LibraryError) in
            try await database.asImported(id, channel)
          }
        }),
      searchVocabulary: {
        try await mapped { () async throws(LibraryError) in try await database.searchVocabulary() }
      },
      cooksVersion: { id in
        try await mapped { () async throws(LibraryError) in
          try await database.cooksVersion(of: id)
        }
      }
    )
  }

  static func mapped<Value>(
    _ operation: () async throws(LibraryError) -> Value
  ) async throws(RecipesError) -> Value {
    do {
      return try await operation()
    } catch {
      throw .library(error.description)
    }
  }
}
