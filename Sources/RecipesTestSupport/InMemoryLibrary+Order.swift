import Foundation
import RecipesCore

extension InMemoryLibrary {
  // MARK: - Ratings and collections

  nonisolated var ratingOperations: RatingOperations {
    RatingOperations(
      all: { await self.ratings },
      set: { id, stars in await self.setRating(id, stars) })
  }

  nonisolated var collectionOperations: CollectionOperations {
    CollectionOperations(
      all: { await self.collectionList() },
      memberships: { await self.memberships() },
      create: { name in try await self.createCollection(name) },
      rename: { id, name in try await self.renameCollection(id, name) },
      delete: { id in try await self.deleteCollection(id) },
      restore: { deleted in await self.restoreCollection(deleted) },
      add: { id, recipes in try await self.addToCollection(id, recipes) },
      remove: { id, recipes in await self.removeFromCollection(id, recipes) },
      setMemberships: { id, names in await self.setMemberships(id, names) })
  }

  /// Rates `id` (nil, or a number out of range: no rating).
  public func setRating(_ id: Recipe.ID, _ stars: Int?) {
    ratings[id] = stars.flatMap(RecipeRating.stars)
  }

  /// Every collection by name, counting the recipes of the library in each.
  public func collectionList() -> [RecipeCollection] {
    collectionsByID.values.map { collection in
      var counted = collection
      counted.count =
        (collectionMembers[collection.id] ?? []).filter { id in
          allRecipes.contains { $0.id == id }
        }.count
      return counted
    }.sorted {
      ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id)
    }
  }

  private func memberships() -> [Recipe.ID: [String]] {
    var names: [Recipe.ID: [String]] = [:]
    for collection in collectionList() {
      for id in collectionMembers[collection.id] ?? [] {
        names[id, default: []].append(collection.name)
      }
    }
    return names
  }

  /// Makes a collection named `name`; a taken name is refused, as the SQLite library does.
  @discardableResult
  public func createCollection(_ name: String) throws -> RecipeCollection {
    if RecipeCollection.named(name, in: Array(collectionsByID.values)) != nil {
      throw RecipesError.library("UNIQUE constraint failed: collections.name")
    }
    collectionCount += 1
    let collection = RecipeCollection(id: "collection-\(collectionCount)", name: name)
    collectionsByID[collection.id] = collection
    return collection
  }

  private func renameCollection(_ id: String, _ name: String) throws {
    let others = collectionsByID.values.filter { $0.id != id }
    if RecipeCollection.named(name, in: Array(others)) != nil {
      throw RecipesError.library("UNIQUE constraint failed: collections.name")
    }
    collectionsByID[id]?.name = name
  }

  private func deleteCollection(_ id: String) throws -> DeletedCollection {
    guard var collection = collectionsByID.removeValue(forKey: id) else {
      throw RecipesError.notFound
    }
    let members = (collectionMembers.removeValue(forKey: id) ?? []).sorted()
    collection.count = members.count
    return DeletedCollection(collection: collection, recipeIDs: members)
  }

  private func restoreCollection(_ deleted: DeletedCollection) {
    collectionsByID[deleted.collection.id] = deleted.collection
    collectionMembers[deleted.collection.id, default: []].formUnion(deleted.recipeIDs)
  }

  /// Puts `recipes` in the collection `id`.
  public func addToCollection(_ id: String, _ recipes: [Recipe.ID]) throws {
    guard collectionsByID[id] != nil else { throw RecipesError.library("no such collection") }
    collectionMembers[id, default: []].formUnion(recipes)
  }

  private func removeFromCollection(_ id: String, _ recipes: [Recipe.ID]) {
    collectionMembers[id]?.subtract(recipes)
  }

  private func setMemberships(_ recipe: Recipe.ID, _ names: [String]) {
    for key in collectionMembers.keys { collectionMembers[key]?.remove(recipe) }
    for name in names {
      let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !trimmed.isEmpty else { continue }
      let collection =
        RecipeCollection.named(trimmed, in: Array(collectionsByID.values))
        ?? (try? createCollection(trimmed))
      if let collection { collectionMembers[collection.id, default: []].insert(recipe) }
    }
  }
}
