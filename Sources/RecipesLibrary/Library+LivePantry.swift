import RecipesCore

extension Library {
  /// The pantry's operations on `database`; its failures arrive as `RecipesError.library`.
  static func pantry(_ database: LibraryDatabase) -> PantryOperations {
    PantryOperations(
      items: {
        try await mapped { () async throws(LibraryError) in try await database.pantryItems() }
      },
      add: { texts in
        try await mapped { () async throws(LibraryError) in
          try await database.addPantryItems(texts)
        }
      },
      remove: { id in
        try await mapped { () async throws(LibraryError) in
          try await database.removePantryItem(id)
        }
      },
      restore: { item in
        try await mapped { () async throws(LibraryError) in
          try await database.restorePantryItem(item)
        }
      },
      cookable: { request in
        try await mapped { () async throws(LibraryError) in try await database.cookable(request) }
      },
      atHome: { names in
        try await mapped { () async throws(LibraryError) in try await database.pantryHolds(names) }
      })
  }
}
