import Foundation
import RecipesCore

/// A recipe as a schema.org `Recipe` JSON document: what `recipes export` writes as
/// `recipe.json`, one folder per recipe with its picture beside it (Nextcloud Cookbook's
/// layout), and what `recipes import` reads back.
///
/// Other apps read the standard properties. What schema.org has no place for travels in
/// extension properties, so a restore gives back the same recipe, field for field:
/// - `x-recipes-id`: the recipe's id ("mine-…", "catalog-…", a remote id), so favorites and
///   re-imports still find it;
/// - `x-recipes-ingredients`: each line's `text`, `name`, `measure` and `group` ("For the
///   sauce"), beside the standard `recipeIngredient` lines;
/// - `x-recipes-servings`, `x-recipes-yield`: servings and yield exactly, beside the
///   standard `recipeYield`;
/// - `x-recipes-instructions`: the method as written, when it is not simply the steps one
///   per line (a recipe without sections keeps it, and `recipeInstructions` is then that
///   text);
/// - `x-recipes-notes`: the cook's own notes, as written.
///
/// Sections are standard `HowToSection`s of `HowToStep`s. Text is tidied on reading (runs of
/// whitespace become one space, entities are decoded), as for a web page.
public enum SchemaOrgRecipe {
  /// Where a written document goes: what it must say whatever the source said.
  public enum Destination: Sendable {
    /// A backup (`recipes export`): our id and the picture's file name always, so `import`
    /// restores the same recipe with its picture.
    case backup
    /// A Nextcloud Cookbook folder: what the source said is given back wherever the cook did
    /// not edit it, the identity members included.
    case cookbookFolder
  }

  /// A schema.org Recipe JSON document (what `recipes export` writes as recipe.json,
  /// Nextcloud Cookbook's layout); `imageFileName` is the picture beside it, if any.
  ///
  /// `dateModified`, when given, is written as schema.org's `dateModified` (ISO 8601, UTC):
  /// Nextcloud Cookbook reads a recipe again only when its name or dates change, so every
  /// edit the sync pushes carries a new one. `dateCreated`, when given, is written where the
  /// recipe's source gave none. The members the recipe kept of its source
  /// (`Recipe.publishedMembers`) are given back as they were, except those the cook edited.
  public static func encode(
    _ recipe: Recipe, imageFileName: String?, dateModified: Date? = nil,
    dateCreated: Date? = nil, for destination: Destination = .backup
  ) -> Data {
    var members =
      SchemaOrgRecipeWriter.members(of: recipe, imageFileName: imageFileName).object
      ?? [:]
    let dates = ISO8601DateFormatter()
    if let dateModified { members["dateModified"] = .string(dates.string(from: dateModified)) }
    guard let kept = recipe.publishedMembers else {
      if let dateCreated { members["dateCreated"] = .string(dates.string(from: dateCreated)) }
      let options: JSONSerialization.WritingOptions = [
        .prettyPrinted, .sortedKeys, .withoutEscapingSlashes,
      ]
      // Only strings, numbers, arrays and dictionaries go in: serialisation cannot fail.
      return
        (try? JSONSerialization.data(
          withJSONObject: JSONValue.object(members).foundationValue, options: options)) ?? Data()
    }
    var written = SchemaOrgKeptMembers.merged(members, of: recipe, kept: kept)
    if destination == .backup {
      for name in [SchemaOrgRecipeWriter.idKey, "image"] {
        written[name] = members[name].map { SchemaOrgKeptMembers.text(of: $0) }
      }
    }
    if let modified = members["dateModified"] {
      written["dateModified"] = SchemaOrgKeptMembers.text(of: modified)
    }
    if let dateCreated, kept.dateCreated == nil {
      written["dateCreated"] = SchemaOrgKeptMembers.text(
        of: .string(dates.string(from: dateCreated)))
    }
    return SchemaOrgKeptMembers.document(written)
  }

  /// What a recipe read as `recipe` from the document `json` keeps of it (the members the
  /// app does not model, and those the document wrote in a form of its own); nil when
  /// nothing, or when `json` is no JSON object.
  public static func keptMembers(of json: Data, readAs recipe: Recipe) -> PublishedMembers? {
    SchemaOrgKeptMembers.kept(of: String(decoding: json, as: UTF8.self), readAs: recipe)
  }

  /// Reads one recipe.json back (a backup, or any schema.org Recipe JSON file); a relative
  /// image resolves against `folder`.
  public static func decode(
    _ json: Data, folder: URL?, newID: () -> Recipe.ID
  ) throws(ImportError) -> ImportedRecipe {
    guard let text = String(data: json, encoding: .utf8), let document = LenientJSON.value(of: text)
    else { throw .brokenRecipeData("the recipe file is not valid JSON") }
    guard let node = SchemaOrgGraph.recipes(in: [document]).first else {
      throw .brokenRecipeData("the file holds no schema.org Recipe")
    }
    let base = folder.map { URL(fileURLWithPath: $0.path, isDirectory: true) }
    let context = SchemaOrgContext(baseURL: base, documents: [document])
    let reader = SchemaOrgRecipeReader(context: context)
    let id = node[SchemaOrgRecipeWriter.idKey]?.text.flatMap {
      $0.isEmpty ? nil : Recipe.ID(rawValue: $0)
    }
    let imported = reader.imported(node, id: id ?? newID(), sourceURL: reader.publishedURL(node))
    let recipe = SchemaOrgRecipeWriter.restoringExtensions(of: node, into: imported.recipe)
    // Only a document that is the recipe itself keeps its members (not one of a graph's).
    let kept = node == document ? SchemaOrgKeptMembers.kept(of: text, readAs: recipe) : nil
    return ImportedRecipe(recipe: recipe.keeping(kept), imageURL: imported.imageURL)
  }
}
