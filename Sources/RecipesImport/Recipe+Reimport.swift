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
  /// The cook's recipe `existing` brought up to date from this reading of its source, where
  /// `base` is how the last import read it: each field the cook left as `base` has takes
  /// this reading's value (`updating(_:)`); each the cook changed since keeps theirs.
  ///
  /// A three-way merge by field: the method (steps and their sections) is one field, as is
  /// the list of ingredients; a cook's change to one line keeps their whole list.
  func merged(into existing: Recipe, base: Recipe) -> Recipe {
    let update = updating(existing)
    func field<Value: Equatable>(_ path: KeyPath<Recipe, Value>) -> Value {
      existing[keyPath: path] == base[keyPath: path]
        ? update[keyPath: path] : existing[keyPath: path]
    }
    let methodKept =
      existing.instructions != base.instructions || existing.stepSections != base.stepSections
    let method = methodKept ? existing : update
    return Recipe(
      id: existing.id, name: field(\.name), category: field(\.category), area: field(\.area),
      instructions: method.instructions, tags: field(\.tags),
      thumbnailURL: field(\.thumbnailURL), videoURL: field(\.videoURL),
      sourceURL: field(\.sourceURL), ingredients: field(\.ingredients),
      stepSections: method.stepSections, servings: field(\.servings), yield: field(\.yield),
      prepMinutes: field(\.prepMinutes), cookMinutes: field(\.cookMinutes),
      totalMinutes: field(\.totalMinutes), description: field(\.description),
      author: field(\.author), notes: field(\.notes),
      publishedMembers: field(\.publishedMembers), basedOn: field(\.basedOn))
  }

  /// This reading of a source as the cook's recipe `id`: what an import remembers it read.
  func withID(_ id: Recipe.ID) -> Recipe {
    var copy = self
    copy.id = id
    return copy
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
