import RecipesCore

extension Recipe {
  /// This recipe, read again from its page, as an update of `existing` (the one an earlier
  /// import made): `existing`'s id, the page's fields, and `existing`'s wherever the page
  /// has nothing — the cook's own additions survive a re-import.
  func updating(_ existing: Recipe) -> Recipe {
    let hasMethod = !instructions.isEmpty || !stepSections.isEmpty
    return Recipe(
      id: existing.id, name: name.isEmpty ? existing.name : name,
      category: category ?? existing.category, area: area ?? existing.area,
      instructions: hasMethod ? instructions : existing.instructions,
      tags: tags.isEmpty ? existing.tags : tags,
      thumbnailURL: thumbnailURL ?? existing.thumbnailURL,
      videoURL: videoURL ?? existing.videoURL, sourceURL: sourceURL ?? existing.sourceURL,
      ingredients: ingredients.isEmpty ? existing.ingredients : ingredients,
      stepSections: hasMethod ? stepSections : existing.stepSections,
      servings: servings ?? existing.servings, yield: yield ?? existing.yield,
      prepMinutes: prepMinutes ?? existing.prepMinutes,
      cookMinutes: cookMinutes ?? existing.cookMinutes,
      totalMinutes: totalMinutes ?? existing.totalMinutes,
      description: description ?? existing.description, author: author ?? existing.author,
      notes: notes ?? existing.notes,
      publishedMembers: publishedMembers ?? existing.publishedMembers,
      basedOn: basedOn ?? existing.basedOn)
  }
}

extension Recipe {
  /// Whether `other` is this recipe as written again.
  ///
  /// The same name (in any case) and the same ingredient lines: how a file with no address
  /// is known when imported twice.
  func isSameWriting(as other: Recipe) -> Bool {
    name.lowercased() == other.name.lowercased()
      && ingredients.map(\.text) == other.ingredients.map(\.text)
  }
}
