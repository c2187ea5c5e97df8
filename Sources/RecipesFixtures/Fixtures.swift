import Foundation
import RecipesCore

/// The JSON fixtures this project wrote, in `data/fixtures/`.
public enum Fixtures {
  /// The repository's `data/fixtures` folder.
  public static var directory: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // RecipesFixtures
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()  // repository
      .appendingPathComponent("data/fixtures", isDirectory: true)
  }

  /// The bytes of the fixture at `path` (relative to `data/fixtures`).
  public static func data(_ path: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(path))
  }

  /// The recipes of a TheMealDB-shaped fixture.
  public static func recipes(_ path: String) throws -> [Recipe] {
    try MealDB.decodeRecipes(from: data(path))
  }
}
