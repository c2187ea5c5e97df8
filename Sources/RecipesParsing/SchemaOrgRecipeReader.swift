import Foundation
import RecipesCore

/// Turns one schema.org `Recipe` node (from JSON-LD, microdata or RDFa, all read into
/// `JSONValue`) into a `Recipe`.
struct SchemaOrgRecipeReader {
  let context: SchemaOrgContext
  /// The name of a recipe that gives none: the page's own title, when read from a page.
  var fallbackName: String?

  /// The recipe of `node`: `sourceURL` is where it was published (decided by the caller),
  /// the picture is the first usable image, resolved against the context's base.
  func imported(_ node: JSONValue, id: Recipe.ID, sourceURL: URL?) -> ImportedRecipe {
    // The second names are data-vocabulary.org's, which old microdata pages still use.
    let name =
      firstText(node["name"]) ?? firstText(node["headline"]) ?? fallbackName ?? "Untitled recipe"
    let sections = SchemaOrgInstructions(context: context).sections(
      node["recipeInstructions"] ?? node["instructions"], recipeName: name)
    let yield = SchemaOrgYield.read(node["recipeYield"] ?? node["yield"])
    let imageURL = image(node["image"] ?? node["photo"] ?? node["thumbnailUrl"])
    let times = SchemaOrgTimes(node, context: context)
    let recipe = Recipe(
      id: id,
      name: name,
      category: firstText(node["recipeCategory"]),
      area: firstText(node["recipeCuisine"]),
      instructions: sections.flatMap(\.steps).joined(separator: "\n"),
      tags: tags(node["keywords"]),
      thumbnailURL: imageURL,
      videoURL: video(node["video"]),
      sourceURL: sourceURL,
      ingredients: ingredients(
        node["recipeIngredient"] ?? node["ingredients"] ?? node["ingredient"]),
      stepSections: sections,
      servings: yield.servings,
      yield: yield.text,
      prepMinutes: times.prepMinutes,
      cookMinutes: times.cookMinutes,
      totalMinutes: times.totalMinutes,
      description: firstText(node["description"]),
      author: author(node["author"]))
    return ImportedRecipe(recipe: recipe, imageURL: imageURL)
  }

  /// Whether the node gives ingredients or steps, not only a name and a picture.
  func hasContent(_ node: JSONValue) -> Bool {
    imported(node, id: "mine-probe", sourceURL: nil).recipe.hasContent
  }

  /// The address the node says it was published at: `url`, else an http(s) `@id` without
  /// its fragment.
  func publishedURL(_ node: JSONValue) -> URL? {
    if let url = context.list(node["url"]).lazy.compactMap(\.string).compactMap(
      context.absoluteURL
    ).first {
      return url
    }
    guard let id = node["@id"]?.string, let url = context.absoluteURL(id),
      var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    else { return nil }
    components.fragment = nil
    return components.url
  }

  // MARK: - Fields

  private func firstText(_ value: JSONValue?) -> String? {
    // A text, or an object's name (`"recipeCategory": {"@type": "Thing", "name": …}`).
    context.list(value).lazy.compactMap { item -> String? in item.text ?? item["name"]?.text }
      .compactMap(SchemaOrgText.plainOrNil).first
  }

  /// Lines written as text, or as items (data-vocabulary's `RecipeIngredient`: an amount
  /// and a name in one element, read as the element's whole text).
  private func ingredients(_ value: JSONValue?) -> [Ingredient] {
    context.list(value)
      .compactMap {
        $0.text ?? $0["text"]?.text ?? $0[EmbeddedItems.elementTextKey]?.text ?? $0["name"]?.text
      }
      .flatMap(SchemaOrgText.lines)
      .map { Ingredient(name: $0, measure: "", text: $0) }
  }

  /// Keywords as a comma-separated string or an array, each once (ignoring case).
  private func tags(_ value: JSONValue?) -> [String] {
    var seen: Set<String> = []
    return context.list(value).compactMap(\.text)
      .flatMap { $0.split(separator: ",").map { SchemaOrgText.plain(String($0)) } }
      .filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
  }

  /// Names of people or organisations, written as strings or `Person`s, joined.
  private func author(_ value: JSONValue?) -> String? {
    let names = context.list(value).compactMap { $0.text ?? $0["name"]?.text }
      .compactMap(SchemaOrgText.plainOrNil)
    return names.isEmpty ? nil : names.joined(separator: ", ")
  }

  /// The first usable picture: a URL string, an `ImageObject` (url, contentUrl), or an
  /// array of either.
  private func image(_ value: JSONValue?) -> URL? {
    firstURL(value, keys: ["url", "contentUrl", "contentURL"])
  }

  /// The first usable video: a URL string or a `VideoObject`.
  private func video(_ value: JSONValue?) -> URL? {
    firstURL(value, keys: ["contentUrl", "embedUrl", "url"])
  }

  /// The first element that is an address, or an object with an address under one of
  /// `keys`, that resolves to one the app may fetch.
  private func firstURL(_ value: JSONValue?, keys: [String]) -> URL? {
    for candidate in context.list(value) {
      let texts = [candidate.string] + keys.map { context.list(candidate[$0]).first?.string }
      if let url = texts.lazy.compactMap({ $0 }).compactMap(context.absoluteURL).first {
        return url
      }
    }
    return nil
  }
}

extension Recipe {
  /// Whether it has ingredients or steps: more than what search results show of a recipe.
  var hasContent: Bool { !ingredients.isEmpty || !steps.isEmpty }
}
