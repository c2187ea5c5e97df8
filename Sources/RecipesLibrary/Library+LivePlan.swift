import RecipesCore

extension Library {
  /// The plan's operations on `database`; its failures arrive as `RecipesError.library`, an
  /// entry that is not there as `RecipesError.notFound`.
  static func plan(_ database: LibraryDatabase) -> PlanOperations {
    PlanOperations(
      entries: { days in
        try await mapped { () async throws(LibraryError) in
          try await database.planEntries(in: days)
        }
      },
      add: { entry in
        try await mapped { () async throws(LibraryError) in
          try await database.addPlanEntry(entry)
        }
      },
      move: { id, day, meal, position in
        let moved = try await mapped { () async throws(LibraryError) in
          try await database.movePlanEntry(id, to: day, meal: meal, position: position)
        }
        guard let moved else { throw RecipesError.notFound }
        return moved
      },
      remove: { id in
        let removed = try await mapped { () async throws(LibraryError) in
          try await database.removePlanEntry(id)
        }
        guard let removed else { throw RecipesError.notFound }
        return removed
      },
      restore: { entry in
        try await mapped { () async throws(LibraryError) in
          try await database.restorePlanEntry(entry)
        }
      },
      recordCooked: { id, day in
        try await mapped { () async throws(LibraryError) in
          try await database.recordCooked(id, on: day)
        }
      },
      lastCooked: { ids in
        try await mapped { () async throws(LibraryError) in try await database.lastCooked(ids) }
      },
      cookedRecords: { days in
        try await mapped { () async throws(LibraryError) in
          try await database.cookedRecords(in: days)
        }
      },
      addToShoppingList: { entries in
        try await mapped { () async throws(LibraryError) in
          try await database.addPlanToShoppingList(entries)
        }
      },
      addAll: { entries in
        try await mapped { () async throws(LibraryError) in
          try await database.addPlanEntries(entries)
        }
      })
  }
}
