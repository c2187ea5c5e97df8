import Foundation

extension Recipe {
  private enum CodingKeys: String, CodingKey {
    case id, name, category, area, instructions, tags, thumbnailURL, videoURL, sourceURL
    case ingredients, stepSections, servings, yield, prepMinutes, cookMinutes, totalMinutes
    case description, author, notes, publishedMembers, basedOn
  }

  /// Decodes a recipe, also one the library saved before the fields that came later
  /// (sections, servings, times, description, author, notes) existed.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(ID.self, forKey: .id),
      name: try container.decode(String.self, forKey: .name),
      category: try container.decodeIfPresent(String.self, forKey: .category),
      area: try container.decodeIfPresent(String.self, forKey: .area),
      instructions: try container.decodeIfPresent(String.self, forKey: .instructions) ?? "",
      tags: try container.decodeIfPresent([String].self, forKey: .tags) ?? [],
      thumbnailURL: try container.decodeIfPresent(URL.self, forKey: .thumbnailURL),
      videoURL: try container.decodeIfPresent(URL.self, forKey: .videoURL),
      sourceURL: try container.decodeIfPresent(URL.self, forKey: .sourceURL),
      ingredients: try container.decodeIfPresent([Ingredient].self, forKey: .ingredients) ?? [],
      stepSections: try container.decodeIfPresent([StepSection].self, forKey: .stepSections)
        ?? [],
      servings: try container.decodeIfPresent(Int.self, forKey: .servings),
      yield: try container.decodeIfPresent(String.self, forKey: .yield),
      prepMinutes: try container.decodeIfPresent(Int.self, forKey: .prepMinutes),
      cookMinutes: try container.decodeIfPresent(Int.self, forKey: .cookMinutes),
      totalMinutes: try container.decodeIfPresent(Int.self, forKey: .totalMinutes),
      description: try container.decodeIfPresent(String.self, forKey: .description),
      author: try container.decodeIfPresent(String.self, forKey: .author),
      notes: try container.decodeIfPresent(String.self, forKey: .notes),
      publishedMembers: try container.decodeIfPresent(
        PublishedMembers.self, forKey: .publishedMembers),
      basedOn: try container.decodeIfPresent(ID.self, forKey: .basedOn))
  }

  /// Encodes every field; empty lists and unknown values are left out, so a recipe from the
  /// API stores as compactly as before.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encodeIfPresent(category, forKey: .category)
    try container.encodeIfPresent(area, forKey: .area)
    if !instructions.isEmpty { try container.encode(instructions, forKey: .instructions) }
    if !tags.isEmpty { try container.encode(tags, forKey: .tags) }
    try container.encodeIfPresent(thumbnailURL, forKey: .thumbnailURL)
    try container.encodeIfPresent(videoURL, forKey: .videoURL)
    try container.encodeIfPresent(sourceURL, forKey: .sourceURL)
    if !ingredients.isEmpty { try container.encode(ingredients, forKey: .ingredients) }
    if !stepSections.isEmpty { try container.encode(stepSections, forKey: .stepSections) }
    try container.encodeIfPresent(servings, forKey: .servings)
    try container.encodeIfPresent(yield, forKey: .yield)
    try container.encodeIfPresent(prepMinutes, forKey: .prepMinutes)
    try container.encodeIfPresent(cookMinutes, forKey: .cookMinutes)
    try container.encodeIfPresent(totalMinutes, forKey: .totalMinutes)
    try container.encodeIfPresent(description, forKey: .description)
    try container.encodeIfPresent(author, forKey: .author)
    try container.encodeIfPresent(notes, forKey: .notes)
    try container.encodeIfPresent(publishedMembers, forKey: .publishedMembers)
    try container.encodeIfPresent(basedOn, forKey: .basedOn)
  }
}
