import Foundation

extension Recipe {
  /// The same recipe with its picture at `url` (a picture copied into the data folder or
  /// downloaded into the image cache).
  public func withPicture(_ url: URL?) -> Recipe {
    Recipe(
      id: id, name: name, category: category, area: area, instructions: instructions,
      tags: tags, thumbnailURL: url, videoURL: videoURL, sourceURL: sourceURL,
      ingredients: ingredients, stepSections: stepSections, servings: servings, yield: yield,
      prepMinutes: prepMinutes, cookMinutes: cookMinutes, totalMinutes: totalMinutes,
      description: description, author: author, notes: notes, publishedMembers: publishedMembers,
      basedOn: basedOn)
  }
}
