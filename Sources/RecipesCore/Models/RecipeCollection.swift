import Foundation

/// A named collection of recipes ("Weeknight dinners", "Christmas"); a recipe may be in
/// several, and deleting a collection never deletes a recipe.
public struct RecipeCollection: Equatable, Hashable, Sendable, Identifiable {
  /// The collection's stable id: a rename keeps it.
  public var id: String
  /// The name the cook gave it, unique without regard to case.
  public var name: String
  /// How many recipes of the library are in it.
  public var count: Int

  /// Creates a collection.
  public init(id: String, name: String, count: Int = 0) {
    self.id = id
    self.name = name
    self.count = count
  }

  /// The longest name a collection takes, in characters.
  public static let maximumNameLength = 80

  /// Why a name cannot be a collection's.
  public enum NameProblem: Equatable, Sendable, Error {
    /// Nothing but white space.
    case empty
    /// Longer than `maximumNameLength`.
    case tooLong
    /// Another collection has it (without regard to case).
    case taken(String)
  }

  /// `text` trimmed, as a collection's name among `existing` (leaving out `renaming`, the
  /// collection being renamed), or why it cannot be one.
  public static func validatedName(
    _ text: String, among existing: [RecipeCollection], renaming: String? = nil
  ) -> Result<String, NameProblem> {
    let name = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !name.isEmpty else { return .failure(.empty) }
    guard name.count <= maximumNameLength else { return .failure(.tooLong) }
    let folded = name.lowercased()
    if let other = existing.first(where: { $0.id != renaming && $0.name.lowercased() == folded }) {
      return .failure(.taken(other.name))
    }
    return .success(name)
  }

  /// The collection named `name` (without regard to case), if there is one.
  public static func named(_ name: String, in collections: [RecipeCollection])
    -> RecipeCollection?
  {
    let folded = name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    return collections.first { $0.name.lowercased() == folded }
  }
}

/// A deleted collection as it was, kept while its deletion can be undone.
public struct DeletedCollection: Equatable, Sendable {
  /// The collection (its id and name).
  public var collection: RecipeCollection
  /// Its recipes.
  public var recipeIDs: [Recipe.ID]

  /// Creates a deleted collection.
  public init(collection: RecipeCollection, recipeIDs: [Recipe.ID]) {
    self.collection = collection
    self.recipeIDs = recipeIDs
  }
}

/// A rating: 1 to 5 stars.
public enum RecipeRating {
  /// The stars a rating may have.
  public static let range = 1...5

  /// `stars` as a rating: the value for 1 to 5, nil (no rating) for anything else.
  public static func stars(_ stars: Int) -> Int? {
    range.contains(stars) ? stars : nil
  }
}
