import Foundation
import RecipesCore
import RecipesQuantities

/// Reads one recipe of a Paprika export: the JSON object inside a `.paprikarecipe` file.
///
/// Keys, as Paprika writes them: uid, name, ingredients and directions (one text each, a
/// line per ingredient or step), description, notes, nutritional_info, servings (free text:
/// "4", "Serves 4-6", "Makes 24 cookies"), prep_time, cook_time and total_time (free text:
/// "15 mins", "1 hr 30 mins"), categories (names), source (where it came from, by name),
/// source_url, image_url, photo_data (a base64 photo, may be empty), photos, rating,
/// difficulty, created and hash. Any of them may be missing or null.
public enum PaprikaRecipeReader {
  /// The recipe in `json`, or nil when it is no JSON object.
  ///
  /// `newID` names a recipe without a uid.
  public static func recipe(json: Data, newID: () -> Recipe.ID) -> PaprikaRecipe? {
    guard let object = JSONValue(json: json), object.object != nil else { return nil }
    func text(_ key: String) -> String? {
      object[key]?.text.map(SchemaOrgText.collapsed).flatMap { $0.isEmpty ? nil : $0 }
    }
    func minutes(_ key: String) -> Int? {
      text(key).flatMap(KitchenDuration.minutes)
    }
    func longest(_ key: String) -> Int? {
      text(key).flatMap(KitchenDuration.longestMinutes)
    }
    let categories = (object["categories"]?.list ?? []).compactMap(\.text)
      .map(SchemaOrgText.collapsed).filter { !$0.isEmpty }
    let servings = SchemaOrgYield.read(text("servings").map(JSONValue.string))
    let sections = PaprikaLines.sections(object["directions"]?.text ?? "")
    let imageURL = webAddress(text("image_url"))
    let uid = text("uid")
    let (prep, cook) = (minutes("prep_time"), minutes("cook_time"))
    let recipe = Recipe(
      id: uid.map(id(ofUID:)) ?? newID(),
      name: text("name") ?? "Untitled recipe",
      category: categories.first,
      instructions: sections.flatMap(\.steps).joined(separator: "\n"),
      tags: Array(categories.dropFirst()),
      thumbnailURL: imageURL,
      sourceURL: webAddress(text("source_url")),
      ingredients: PaprikaLines.ingredients(object["ingredients"]?.text ?? ""),
      stepSections: sections,
      servings: servings.servings,
      yield: servings.text,
      prepMinutes: prep,
      cookMinutes: cook,
      // Paprika leaves total_time blank unless the cook typed one.
      totalMinutes: TotalTime.minutes(
        stated: longest("total_time"), prep: longest("prep_time"), cook: longest("cook_time")),
      description: description(object),
      author: text("source"),
      notes: notes(object),
      // Kept as the page or the cook gave them, to show beside the estimate.
      publishedMembers: PaprikaNutrition.kept(object["nutritional_info"]?.text))
    return PaprikaRecipe(
      imported: ImportedRecipe(recipe: recipe, imageURL: imageURL), photo: photo(object),
      hasUID: uid != nil, rating: rating(object["rating"]))
  }

  /// The own-recipe id of the Paprika recipe `uid`.
  ///
  /// Paprika gives every recipe a uid that stays with it through exports and syncs, so
  /// importing a newer export of the same collection finds the recipes made from the
  /// older one by id, as GNOME Recipes' do.
  public static func id(ofUID uid: String) -> Recipe.ID {
    .mine(StableIdentifier.uuid(for: "paprika/" + uid))
  }

  /// Paprika's `rating` (0 to 5, a number or its text) as stars; nil for 0 or anything else.
  static func rating(_ value: JSONValue?) -> Int? {
    guard let text = value?.text, let number = Double(text), number == number.rounded() else {
      return nil
    }
    return RecipeRating.stars(Int(number))
  }

  /// Whether the recipe sits in Paprika's trash (`in_trash`), which an export may keep.
  public static func isInTrash(json: Data) -> Bool {
    guard let flag = JSONValue(json: json)?["in_trash"] else { return false }
    return flag == .number(1) || flag.text?.lowercased() == "true"
  }

  /// The description, then the nutrition facts.
  ///
  /// The model has one place for both, and neither is worth dropping; the cook's notes have
  /// their own (`notes(_:)`).
  private static func description(_ object: JSONValue) -> String? {
    let parts = ["description", "nutritional_info"]
      .compactMap { object[$0]?.text?.trimmingCharacters(in: .whitespacesAndNewlines) }
      .filter { !$0.isEmpty }
    return parts.isEmpty ? nil : parts.joined(separator: "\n\n")
  }

  /// The cook's notes, paragraphs as written.
  private static func notes(_ object: JSONValue) -> String? {
    let text = object["notes"]?.text?.trimmingCharacters(in: .whitespacesAndNewlines)
    return text?.isEmpty == false ? text : nil
  }

  /// The photo of `photo_data`, else of the first of `photos` that carries its data.
  private static func photo(_ object: JSONValue) -> Data? {
    let candidates =
      [object["photo_data"]] + (object["photos"]?.list ?? []).map { $0["data"] }
    return candidates.lazy.compactMap { $0?.string }
      .compactMap { Data(base64Encoded: $0, options: .ignoreUnknownCharacters) }
      .first { !$0.isEmpty }
  }

  /// `text` as an http(s) address with a host; nil for anything else.
  private static func webAddress(_ text: String?) -> URL? {
    guard let text, let url = URL(string: text),
      ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false
    else { return nil }
    return url
  }
}
