import Foundation
import RecipesCore

extension Recipe {
  /// The same recipe under another id and name, the cook's version of `basedOn` if that is
  /// given: a download given this library's id (a version made here stays one: the server's
  /// file cannot say it), or the conflict copy kept beside the server's version.
  func copy(id: Recipe.ID, name: String? = nil, basedOn: Recipe.ID?) -> Recipe {
    Recipe(
      id: id, name: name ?? self.name, category: category, area: area,
      instructions: instructions, tags: tags, thumbnailURL: thumbnailURL, videoURL: videoURL,
      sourceURL: sourceURL, ingredients: ingredients, stepSections: stepSections,
      servings: servings, yield: yield, prepMinutes: prepMinutes, cookMinutes: cookMinutes,
      totalMinutes: totalMinutes, description: description, author: author, notes: notes,
      publishedMembers: publishedMembers, basedOn: basedOn)
  }
}
