import Foundation
import RecipesCore
import RecipesParsing

/// Who a recipe folder's `recipe.json` says it is, the same on every machine: Nextcloud
/// Cookbook's `id` (kept when Cookbook moves the folder to a new name) and the id this app
/// writes (`x-recipes-id`, the recipe's id on the machine that made it).
struct RemoteIdentity: Equatable, Sendable {
  /// Cookbook's `id`, a string or a number in the file.
  var cookbookID: String?
  /// The app's id, when it is an own recipe's.
  var recipesID: Recipe.ID?

  /// The identity `document` (a `recipe.json`) states; empty when it is no JSON object.
  init(document: Data) {
    let members = PublishedMembers(json: String(decoding: document, as: UTF8.self))
    cookbookID = members?.cookbookID
    recipesID = (members?.value("x-recipes-id") as? String).map(Recipe.ID.init(rawValue:))
      .flatMap { $0.origin == .mine ? $0 : nil }
  }

  /// Creates an identity.
  init(cookbookID: String?, recipesID: Recipe.ID?) {
    self.cookbookID = cookbookID
    self.recipesID = recipesID
  }

  /// Whether this is the recipe `record` stands for.
  func names(_ record: SyncRecord) -> Bool {
    if let cookbookID, cookbookID == record.cookbookID { return true }
    return recipesID == record.recipeID
  }

  /// The ids a recipe of this identity read from the server may take here: the app's id
  /// when it carries one, else one made from Cookbook's `id` (so every machine that reads
  /// the folder gives it the same), in that order; none when it has neither.
  var sharedIDs: [Recipe.ID] {
    var ids: [Recipe.ID] = []
    if let recipesID { ids.append(recipesID) }
    if let cookbookID {
      ids.append(.mine(StableIdentifier.uuid(for: "nextcloud-cookbook/" + cookbookID)))
    }
    return ids
  }
}
