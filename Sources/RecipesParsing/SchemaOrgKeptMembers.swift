import Foundation
import RecipesCore

/// What a recipe keeps of the document it was read from, and how a write gives it back.
///
/// Kept, each as the source wrote it: every member the writer does not make (Cookbook's
/// `id`, `dateCreated`, `tool`, `nutrition`, `"x-other-app"`…), and every member it makes that
/// the source wrote otherwise (`"prepTime": "PT0H10M0S"` where the writer says `"PT10M"`,
/// `"url": ""` where it writes none). For the latter, a fingerprint of the writer's own form
/// at the time of reading is kept too (under `formsKey`; absent in the source counts as a
/// form): a later write whose form of that member is still the same was not edited, and
/// gives back the source's form (or leaves the member out); an edited one is written anew.
/// A document the writer made itself keeps only the members it does not make.
enum SchemaOrgKeptMembers {
  /// The member holding the fingerprints of the writer's forms; never written out.
  static let formsKey = "x-recipes-read-forms"

  /// The members the writer makes.
  static let modelled: Set<String> = [
    "@context", "@type", SchemaOrgRecipeWriter.idKey, "name", "description", "author",
    "recipeCategory", "recipeCuisine", "keywords", "image", "video", "url", "prepTime",
    "cookTime", "totalTime", "recipeYield", SchemaOrgRecipeWriter.servingsKey,
    SchemaOrgRecipeWriter.yieldKey, "recipeIngredient", SchemaOrgRecipeWriter.ingredientsKey,
    "recipeInstructions", SchemaOrgRecipeWriter.instructionsKey, SchemaOrgRecipeWriter.notesKey,
  ]

  /// The members to keep of the JSON object `source`, read as `recipe`; nil when there is
  /// nothing to keep or `source` is no JSON object.
  static func kept(of source: String, readAs recipe: Recipe) -> PublishedMembers? {
    guard let document = PublishedMembers(json: source) else { return nil }
    let ours = forms(of: recipe)
    var kept: [PublishedMembers.Member] = []
    var fingerprints: [String: String] = [:]
    for member in document.members where member.name != formsKey {
      guard modelled.contains(member.name) else {
        kept.append(member)
        continue
      }
      let theirs = JSONValue(json: Data(member.json.utf8))
      if member.name == "image" {
        // The picture is a file beside the document: a name of one is the writer's own
        // form, and so is the picture's own address; another address (or "") is the source's.
        if let name = theirs?.string, !name.isEmpty,
          URL(string: name)?.scheme == nil || name == recipe.thumbnailURL?.absoluteString
        {
          continue
        }
      } else if theirs == ours[member.name] {
        continue
      }
      kept.append(member)
      fingerprints[member.name] = fingerprint(ours[member.name])
    }
    let written = Set(document.members.map(\.name))
    for (name, value) in ours where !written.contains(name) {
      fingerprints[name] = fingerprint(value)
    }
    if !fingerprints.isEmpty {
      kept.append(.init(name: formsKey, json: text(of: fingerprints)))
    }
    return kept.isEmpty ? nil : PublishedMembers(members: kept)
  }

  /// The members to write for `recipe`: the writer's `fresh` ones, with the kept members given
  /// back where the recipe was not edited since it was read.
  static func merged(
    _ fresh: [String: JSONValue], of recipe: Recipe, kept: PublishedMembers
  ) -> [String: String] {
    var written = fresh.mapValues { text(of: $0) }
    let ours = forms(of: recipe)
    let fingerprints = (kept.value(formsKey) as? [String: String]) ?? [:]
    for (name, form) in fingerprints where form == fingerprint(ours[name]) {
      written[name] = kept[name]
    }
    for member in kept.members where !modelled.contains(member.name) && member.name != formsKey {
      written[member.name] = member.json
    }
    return written
  }

  /// The writer's members of `recipe`, with the picture as whether there is one (the file's
  /// name differs between a backup and a synced folder).
  private static func forms(of recipe: Recipe) -> [String: JSONValue] {
    var members = SchemaOrgRecipeWriter.members(of: recipe, imageFileName: nil).object ?? [:]
    members["image"] = recipe.thumbnailURL == nil ? nil : .string("picture")
    return members
  }

  /// A short fingerprint of a member's form; `absent` for none.
  private static func fingerprint(_ value: JSONValue?) -> String {
    guard let value else { return "absent" }
    return ContentFingerprint.hex(ofUTF8: text(of: value, pretty: false))
  }

  /// `value` as JSON text (sorted keys, slashes as they are).
  static func text(of value: JSONValue, pretty: Bool = true) -> String {
    var options: JSONSerialization.WritingOptions = [
      .sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed,
    ]
    if pretty { options.insert(.prettyPrinted) }
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: value.foundationValue, options: options)
    else { return "null" }
    return String(decoding: data, as: UTF8.self)
  }

  private static func text(of fingerprints: [String: String]) -> String {
    text(of: .object(fingerprints.mapValues(JSONValue.string)), pretty: false)
  }

  /// The document `members` make: one member a line, sorted by name, each value as given.
  static func document(_ members: [String: String]) -> Data {
    let lines = members.sorted { $0.key < $1.key }.map { name, value in
      // Values written pretty by the writer are indented one level deeper, as members.
      "  " + text(of: .string(name), pretty: false) + " : "
        + value.replacingOccurrences(of: "\n", with: "\n  ")
    }
    return Data(("{\n" + lines.joined(separator: ",\n") + "\n}").utf8)
  }
}
