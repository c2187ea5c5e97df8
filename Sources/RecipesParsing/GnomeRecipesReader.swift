import Foundation
import RecipesCore

/// Reads the recipes of GNOME Recipes' `recipes.db`.
///
/// The format, as GNOME Recipes writes it (`gr-recipe-store.c`): one key-file group per
/// recipe named by its id, and a `[Metadata]` group with the version; keys Name, Author
/// (a chef id), Description, Cuisine, Season, Category, PrepTime and CookTime (free text
/// such as "30 to 45 minutes"), Serves (integer), Yield, Diets (bit flags), Ingredients (one
/// `amount⇥unit⇥name⇥group` line each), Instructions (steps separated by a blank line, with
/// `[image:N]`, `[timer:…]` and `[temperature:…]` markup), Notes, Images (a `;` list of
/// paths) and DefaultImage (an index into it).
public enum GnomeRecipesReader {
  /// Recipes of a GNOME Recipes `recipes.db` key file, given its groups (see KeyFile);
  /// picture names resolved by file name inside `imagesFolder`.
  ///
  /// Pictures are looked up by their file name only, whatever folder the path names (the
  /// recipe's own `images/NAME`, an absolute path into another user's data folder, or a bare
  /// `NAME`); a picture that is not there leaves the recipe without one.
  public static func recipes(
    in groups: [KeyFileGroup], imagesFolder: URL, newID: () -> Recipe.ID
  ) -> [ImportedRecipe] {
    groups.filter { $0.name != "Metadata" }.map { group in
      let imageURL = picture(group.values, in: imagesFolder)
      return ImportedRecipe(
        recipe: recipe(group.values, id: newID(), imageURL: imageURL), imageURL: imageURL)
    }
  }

  private static func recipe(_ values: [String: String], id: Recipe.ID, imageURL: URL?) -> Recipe {
    func text(_ key: String) -> String? {
      values[key].map(SchemaOrgText.collapsed).flatMap { $0.isEmpty ? nil : $0 }
    }
    let steps = GnomeInstructionMarkup.steps(values["Instructions"] ?? "")
    let serves = values["Serves"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    return Recipe(
      id: id,
      name: text("Name") ?? "Untitled recipe",
      category: text("Category"),
      area: text("Cuisine"),
      instructions: steps.joined(separator: "\n"),
      tags: [text("Season")].compactMap { $0 } + diets(values["Diets"]),
      thumbnailURL: imageURL,
      ingredients: ingredients(values["Ingredients"] ?? ""),
      stepSections: steps.isEmpty ? [] : [StepSection(title: nil, steps: steps)],
      servings: serves.flatMap { $0 > 0 ? $0 : nil },
      yield: text("Yield"),
      prepMinutes: text("PrepTime").flatMap(KitchenDuration.minutes(freeText:)),
      cookMinutes: text("CookTime").flatMap(KitchenDuration.minutes(freeText:)),
      description: description(values),
      author: text("Author"))
  }

  /// Lines of `amount⇥unit⇥name⇥group`; the line is the first three joined, the group the
  /// fourth.
  private static func ingredients(_ text: String) -> [Ingredient] {
    text.split(whereSeparator: \.isNewline).compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        .map { SchemaOrgText.collapsed(String($0)) }
      let words = fields.prefix(3).filter { !$0.isEmpty }.joined(separator: " ")
      guard !words.isEmpty else { return nil }
      let group = fields.count > 3 && !fields[3].isEmpty ? fields[3] : nil
      return Ingredient(name: words, measure: "", text: words, group: group)
    }
  }

  /// The description, with the cook's notes after it (the model has no place of their own
  /// for notes, and they are too valuable to drop).
  private static func description(_ values: [String: String]) -> String? {
    let parts = [values["Description"], values["Notes"]]
      .compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
    return parts.isEmpty ? nil : parts.joined(separator: "\n\n")
  }

  private static let dietNames: [(flag: Int, name: String)] = [
    (1, "Gluten-free"), (2, "Nut-free"), (4, "Vegan"), (8, "Vegetarian"), (16, "Dairy-free"),
    (32, "Halal"),
  ]

  private static func diets(_ text: String?) -> [String] {
    guard let flags = text.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else {
      return []
    }
    return dietNames.filter { flags & $0.flag != 0 }.map(\.name)
  }

  /// The default picture (DefaultImage indexes the Images list), else the first one there.
  private static func picture(_ values: [String: String], in folder: URL) -> URL? {
    let paths = (values["Images"] ?? "").split(separator: ";")
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    let preferred = values["DefaultImage"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    let ordered =
      (preferred.flatMap { paths.indices.contains($0) ? [paths[$0]] : nil } ?? []) + paths
    for path in ordered {
      let name = (path as NSString).lastPathComponent
      guard !name.isEmpty, name != "..", name != "." else { continue }
      let candidate = folder.appendingPathComponent(name)
      if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}
