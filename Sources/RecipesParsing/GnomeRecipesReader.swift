import Foundation
import RecipesCore
import RecipesQuantities

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
  /// Recipes of a GNOME Recipes `recipes.db` key file, given its groups (see KeyFile), with
  /// authors named from `chefs` (the groups of `chefs.db`, empty when there is none) and
  /// picture names resolved by file name inside `imagesFolder`.
  ///
  /// Each recipe's id is derived from its group name (see `id(ofGroup:)`), so reading the
  /// same collection again, from any copy of it, names the same recipes. Pictures are looked
  /// up by their file name only, whatever folder the path names (the recipe's own
  /// `images/NAME`, an absolute path into another user's data folder, or a bare `NAME`); a
  /// picture that is not there leaves the recipe without one.
  public static func recipes(
    in groups: [KeyFileGroup], chefs: [KeyFileGroup] = [], imagesFolder: URL
  ) -> [ImportedRecipe] {
    let chefNames = GnomeChefNames(chefs)
    return groups.filter { $0.name != "Metadata" && isRecipe($0) }.map { group in
      let imageURL = picture(group, in: imagesFolder)
      let recipe = recipe(group, chefs: chefNames, imageURL: imageURL)
      return ImportedRecipe(recipe: recipe, imageURL: imageURL)
    }
  }

  /// The own-recipe id of the GNOME Recipes recipe named `group` ("R_goulash_by_anna").
  ///
  /// GNOME Recipes names each recipe once, for good, and that name travels with every copy
  /// of the collection; deriving our id from it (rather than recording it beside the recipe)
  /// needs no new column, keeps `sourceURL` for real web addresses, and lets a re-import
  /// find the earlier one by id alone — the rule web pages follow then applies as it is.
  public static func id(ofGroup group: String) -> Recipe.ID {
    .mine(StableIdentifier.uuid(for: "gnome-recipes/" + group))
  }

  private static func recipe(_ group: KeyFileGroup, chefs: GnomeChefNames, imageURL: URL?)
    -> Recipe
  {
    func text(_ key: String) -> String? {
      value(key, in: group.values).map(SchemaOrgText.collapsed).flatMap { $0.isEmpty ? nil : $0 }
    }
    let steps = GnomeInstructionMarkup.steps(value("Instructions", in: group.values) ?? "")
    return Recipe(
      id: id(ofGroup: group.name),
      name: text("Name") ?? name(ofGroup: group.name),
      category: text("Category").map(GnomeRecipesVocabulary.meal),
      area: text("Cuisine").map(GnomeRecipesVocabulary.cuisine),
      instructions: steps.joined(separator: "\n"),
      tags: [text("Season").map(GnomeRecipesVocabulary.season)].compactMap { $0 }
        + diets(group.values["Diets"]),
      thumbnailURL: imageURL,
      ingredients: ingredients(value("Ingredients", in: group.values) ?? ""),
      stepSections: steps.isEmpty ? [] : [StepSection(title: nil, steps: steps)],
      servings: servings(group.values["Serves"]),
      yield: text("Yield"),
      prepMinutes: text("PrepTime").flatMap(KitchenDuration.minutes),
      cookMinutes: text("CookTime").flatMap(KitchenDuration.minutes),
      description: group.values["Description"].flatMap(paragraphs),
      author: text("Author").map(chefs.name(of:)),
      notes: group.values["Notes"].flatMap(paragraphs))
  }

  /// Whether `group` is a recipe rather than the cook's note on one GNOME Recipes ships:
  /// for those, the user's `recipes.db` keeps a group with nothing but Notes.
  private static func isRecipe(_ group: KeyFileGroup) -> Bool {
    ["Name", "Ingredients", "Instructions", "Description"].contains { key in
      value(key, in: group.values).map { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        ?? false
    }
  }

  /// The value of `key`, else of a translation of it (`Name[de]`) when the file has only
  /// those — the untranslated one is what GNOME Recipes itself reads.
  private static func value(_ key: String, in values: [String: String]) -> String? {
    if let plain = values[key] { return plain }
    return values.keys.filter { $0.hasPrefix(key + "[") }.sorted().first.flatMap { values[$0] }
  }

  /// A name for a recipe without one, from its group: "R_plum_cake_by_anna" → "Plum cake".
  private static func name(ofGroup group: String) -> String {
    var words = Substring(group)
    if words.hasPrefix("R_") { words = words.dropFirst(2) }
    if let by = words.range(of: "_by_", options: .backwards) { words = words[..<by.lowerBound] }
    let name = SchemaOrgText.collapsed(words.replacingOccurrences(of: "_", with: " "))
    return name.isEmpty ? "Untitled recipe" : name.prefix(1).uppercased() + name.dropFirst()
  }

  /// Serves as a count of people: GNOME Recipes writes an integer, 0 when unknown; a hand-made
  /// file may say "4 people".
  private static func servings(_ text: String?) -> Int? {
    let digits = (text ?? "").trimmingCharacters(in: .whitespaces).prefix(while: \.isASCII)
      .prefix(while: \.isNumber)
    return Int(digits).flatMap { $0 > 0 && $0 < 10_000 ? $0 : nil }
  }

  /// The ingredients of lines of `amount⇥unit⇥name⇥group`.
  ///
  /// The line is the first three fields joined, the group the fourth. A line without tabs
  /// (typed by hand into the file) is the whole ingredient.
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

  /// A description or the cook's notes as written, paragraphs kept; nil when blank.
  private static func paragraphs(_ text: String) -> String? {
    let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty ? nil : text
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
  ///
  /// The list comes from GLib's list parsing (`\;` inside an item, a trailing `;`) when the
  /// key file reader gave it, else from splitting the plain value.
  private static func picture(_ group: KeyFileGroup, in folder: URL) -> URL? {
    let items =
      group.lists["Images"]
      ?? (group.values["Images"] ?? "").split(separator: ";").map(String.init)
    let paths = items.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    let preferred = group.values["DefaultImage"].flatMap {
      Int($0.trimmingCharacters(in: .whitespaces))
    }
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
