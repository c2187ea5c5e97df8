import RecipesCore

extension Library {
  /// The ratings on `database`; its failures arrive as `RecipesError.library`.
  static func ratings(_ database: LibraryDatabase) -> RatingOperations {
    RatingOperations(
      all: { try await mapped { () async throws(LibraryError) in try await database.ratings() } },
      set: { id, stars in
        try await mapped { () async throws(LibraryError) in
          try await database.setRating(id, stars)
        }
      })
  }

  /// The collections on `database`; its failures arrive as `RecipesError.library`, an
  /// unknown collection's deletion as `RecipesError.notFound`.
  static func collections(_ database: LibraryDatabase) -> CollectionOperations {
    CollectionOperations(
      all: {
        try await mapped { () async throws(LibraryError) in try await database.collections() }
      },
      memberships: {
        try await mapped { () async throws(LibraryError) in
          try await database.collectionMemberships()
        }
      },
      create: { name in
        try await mapped { () async throws(LibraryError) in
          try await database.createCollection(name)
        }
      },
      rename: { id, name in
        try await mapped { () async throws(LibraryError) in
          try await database.renameCollection(id, to: name)
        }
      },
      delete: { id in
        let deleted = try await mapped { () async throws(LibraryError) in
          try await database.deleteCollection(id)
        }
        guard let deleted else { throw RecipesError.notFound }
        return deleted
      },
      restore: { deleted in
        try await mapped { () async throws(LibraryError) in
          try await database.restoreCollection(deleted)
        }
      },
      add: { id, recipes in
        try await mapped { () async throws(LibraryError) in
          try await database.addToCollection(id, recipes)
        }
      },
      remove: { id, recipes in
        try await mapped { () async throws(LibraryError) in
          try await database.removeFromCollection(id, recipes)
        }
      },
      setMemberships: { id, names in
        try await mapped { () async throws(LibraryError) in
          try await database.setCollectionMemberships(id, names)
        }
      })
  }
}
