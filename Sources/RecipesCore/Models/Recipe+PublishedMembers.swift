import Foundation

extension Recipe {
  /// The same recipe keeping `members` of the document it was read from.
  public func keeping(_ members: PublishedMembers?) -> Recipe {
    Recipe(
      id: id, name: name, category: category, area: area, instructions: instructions,
      tags: tags, thumbnailURL: thumbnailURL, videoURL: videoURL, sourceURL: sourceURL,
      ingredients: ingredients, stepSections: stepSections, servings: servings, yield: yield,
      prepMinutes: prepMinutes, cookMinutes: cookMinutes, totalMinutes: totalMinutes,
      description: description, author: author, notes: notes, publishedMembers: members,
      basedOn: basedOn)
  }

  /// The published nutrition facts ("calories": "240 kcal"), as the source document gave
  /// them; nil without.
  public var publishedNutrition: [String: String]? { publishedMembers?.nutrition }
}
