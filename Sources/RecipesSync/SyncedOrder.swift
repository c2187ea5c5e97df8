import Foundation
import RecipesCore

/// A recipe's rating and collections as they travel with sync.
///
/// They are members of our own in its `recipe.json` (`"x-recipes-rating": 4`,
/// `"x-recipes-collections": ["Christmas"]`), which Nextcloud Cookbook keeps as they are.
/// Cookbook's `keywords` stay the cook's keywords.
///
/// The library keeps them in tables of their own, never in a recipe's stored JSON: the sync
/// sees the library through `Library.carryingOrder()`, which adds them to the own recipes it
/// reads and takes them out of the recipes it saves.
enum SyncedOrder {
  /// The member holding the rating (1 to 5); absent when not rated.
  static let ratingMember = "x-recipes-rating"
  /// The member holding the collections' names; absent when in none.
  static let collectionsMember = "x-recipes-collections"

  /// `stored` with its rating and collections as members, stamped anew when it has any (so a
  /// new rating is a change to sync, though the stored JSON did not change).
  static func adding(rating: Int?, collections: [String], to stored: StoredRecipe)
    -> StoredRecipe
  {
    var members = (stored.recipe.publishedMembers ?? PublishedMembers(members: []))
      .removing(ratingMember).removing(collectionsMember)
    var added = ""
    if let rating = rating.flatMap(RecipeRating.stars) {
      members = members.setting(ratingMember, json: String(rating))
      added += "rating:\(rating)\n"
    }
    if !collections.isEmpty {
      let names = collections.sorted { $0.lowercased() < $1.lowercased() }
      let json = jsonArray(names)
      members = members.setting(collectionsMember, json: json)
      added += "collections:" + json
    }
    guard !added.isEmpty else { return stored }
    return StoredRecipe(
      recipe: stored.recipe.keeping(members),
      stamp: stored.stamp.map { ContentFingerprint.hex(ofUTF8: $0 + "\n" + added) })
  }

  /// The rating `recipe` carries (nil: none, or not a number of stars).
  static func rating(of recipe: Recipe) -> Int? {
    switch recipe.publishedMembers?.value(ratingMember) {
    case let number as NSNumber:
      let value = number.doubleValue
      return value == value.rounded() ? RecipeRating.stars(Int(value)) : nil
    default: return nil
    }
  }

  /// The collections `recipe` carries, by name (none: not in any).
  static func collections(of recipe: Recipe) -> [String] {
    let names = recipe.publishedMembers?.value(collectionsMember) as? [Any] ?? []
    return names.compactMap { ($0 as? String)?.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
  }

  /// `recipe` without the members, as the library stores it.
  static func removing(from recipe: Recipe) -> Recipe {
    guard let members = recipe.publishedMembers,
      members[ratingMember] != nil || members[collectionsMember] != nil
    else { return recipe }
    return recipe.keeping(members.removing(ratingMember).removing(collectionsMember))
  }

  private static func jsonArray(_ names: [String]) -> String {
    let data = try? JSONSerialization.data(
      withJSONObject: names, options: [.withoutEscapingSlashes])
    return data.map { String(decoding: $0, as: UTF8.self) } ?? "[]"
  }
}

extension Library {
  /// This library as the sync sees it: the own recipes it reads carry their rating and
  /// collections (`SyncedOrder`), and the recipes it saves give theirs to the library's
  /// tables — a recipe read from the server without them is rated and gathered in none.
  func carryingOrder() -> Library {
    let base = self
    var library = self
    library.ownRecipes = {
      let own = try await base.ownRecipes()
      let ratings = try await base.ratings.all()
      let memberships = try await base.collections.memberships()
      return own.map {
        SyncedOrder.adding(
          rating: ratings[$0.recipe.id], collections: memberships[$0.recipe.id] ?? [], to: $0)
      }
    }
    library.saveMine = { recipes in
      try await base.saveMine(recipes.map(SyncedOrder.removing))
      let ratings = try await base.ratings.all()
      let memberships = try await base.collections.memberships()
      // Only what differs is written: a library without ratings or collections is never
      // asked to keep any it does not have.
      for recipe in recipes {
        let rating = SyncedOrder.rating(of: recipe)
        if rating != ratings[recipe.id] { try await base.ratings.set(recipe.id, rating) }
        let names = SyncedOrder.collections(of: recipe)
        let current = memberships[recipe.id] ?? []
        if Set(names.map { $0.lowercased() }) != Set(current.map { $0.lowercased() }) {
          try await base.collections.setMemberships(recipe.id, names)
        }
      }
    }
    return library
  }
}
