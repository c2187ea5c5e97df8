import ArgumentParser
import RecipesCore
import RecipesLocalization

/// What the collection commands share: finding a collection by name, checking a new name,
/// checking recipe ids; each failure said in one line, with the documented exit status.
@MainActor
enum CollectionLookup {
  /// The collection named `name` (without regard to case); exits 1 when there is none.
  static func collection(
    named name: String, in library: Library, console: Console
  ) async throws -> RecipeCollection {
    try collection(
      named: name, among: try await all(in: library, console: console), console: console)
  }

  /// The collection named `name` among `collections`; exits 1 when there is none.
  static func collection(
    named name: String, among collections: [RecipeCollection], console: Console
  ) throws -> RecipeCollection {
    guard let collection = RecipeCollection.named(name, in: collections) else {
      console.error(
        localized(
          "no collection “{name}”: see `recipes collection list`", ["name": name]))
      throw ExitCode(1)
    }
    return collection
  }

  /// Every collection; exits 1 when the library cannot say.
  static func all(in library: Library, console: Console) async throws -> [RecipeCollection] {
    do {
      return try await library.collections.all()
    } catch {
      console.error(RecipesError(error).message)
      throw ExitCode(1)
    }
  }

  /// `text` as a new name among `collections` (leaving out `renaming`); an empty or taken
  /// name is a usage error (exit 2).
  static func validName(
    _ text: String, among collections: [RecipeCollection], renaming: String? = nil,
    console: Console
  ) throws -> String {
    switch RecipeCollection.validatedName(text, among: collections, renaming: renaming) {
    case .success(let name):
      return name
    case .failure(let problem):
      console.error(message(for: problem))
      throw ExitCode(Invocation.usageErrorStatus)
    }
  }

  /// What is wrong with a name, in one line (the window's field says the same).
  static func message(for problem: RecipeCollection.NameProblem) -> String {
    switch problem {
    case .empty: localized("a collection needs a name")
    case .tooLong:
      localized(
        "a collection's name may have at most {count} characters",
        ["count": String(RecipeCollection.maximumNameLength)])
    case .taken(let other): localized("there is already a collection “{name}”", ["name": other])
    }
  }

  /// `ids` as recipes of the library; exits 1 at the first it does not have.
  static func recipes(_ ids: [String], in library: Library, console: Console) async throws
    -> [Recipe.ID]
  {
    var found: [Recipe.ID] = []
    for id in ids {
      let recipeID = Recipe.ID(rawValue: id)
      let recipe = (try? await library.recipe(recipeID)) ?? nil
      guard recipe != nil else {
        console.error(localized("no recipe {id}: see `recipes list`", ["id": id]))
        throw ExitCode(1)
      }
      found.append(recipeID)
    }
    return found
  }

  /// Runs `change`; a failure is said in one line, with exit status 1.
  static func change(console: Console, _ change: () async throws -> Void) async throws {
    do {
      try await change()
    } catch {
      console.error(
        localized(
          "the collection could not be changed: {reason}", ["reason": RecipesError(error).message]))
      throw ExitCode(1)
    }
  }
}
