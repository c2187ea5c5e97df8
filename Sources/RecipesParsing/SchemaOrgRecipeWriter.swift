import Foundation
import RecipesCore

/// The properties `SchemaOrgRecipe` writes, and the extensions it reads back.
enum SchemaOrgRecipeWriter {
  static let idKey = "x-recipes-id"
  static let ingredientsKey = "x-recipes-ingredients"
  static let servingsKey = "x-recipes-servings"
  static let yieldKey = "x-recipes-yield"
  static let instructionsKey = "x-recipes-instructions"
  /// The cook's own notes: schema.org has no member for them.
  static let notesKey = "x-recipes-notes"

  static func members(of recipe: Recipe, imageFileName: String?) -> JSONValue {
    var members: [String: JSONValue] = [
      "@context": .string("https://schema.org"),
      "@type": .string("Recipe"),
      idKey: .string(recipe.id.rawValue),
      "name": .string(recipe.name),
    ]
    members["description"] = recipe.description.map(JSONValue.string)
    members[notesKey] = recipe.notes.map(JSONValue.string)
    members["author"] = recipe.author.map {
      .object(["@type": .string("Person"), "name": .string($0)])
    }
    members["recipeCategory"] = recipe.category.map(JSONValue.string)
    members["recipeCuisine"] = recipe.area.map(JSONValue.string)
    members["keywords"] = keywords(recipe.tags)
    members["image"] = (imageFileName ?? recipe.thumbnailURL?.absoluteString).map(JSONValue.string)
    members["video"] = recipe.videoURL.map {
      .object(["@type": .string("VideoObject"), "contentUrl": .string($0.absoluteString)])
    }
    members["url"] = recipe.sourceURL.map { .string($0.absoluteString) }
    members["prepTime"] = recipe.prepMinutes.map(duration)
    members["cookTime"] = recipe.cookMinutes.map(duration)
    members["totalTime"] = recipe.totalMinutes.map(duration)
    members["recipeYield"] = yield(servings: recipe.servings, text: recipe.yield)
    members[servingsKey] = recipe.servings.map { .number(Double($0)) }
    members[yieldKey] = recipe.yield.map(JSONValue.string)
    if !recipe.ingredients.isEmpty {
      members["recipeIngredient"] = .array(recipe.ingredients.map { .string($0.text) })
      members[ingredientsKey] = .array(recipe.ingredients.map(ingredient))
    }
    members["recipeInstructions"] = instructions(recipe)
    if recipe.stepSections.isEmpty
      ? !recipe.instructions.isEmpty
      : recipe.instructions != recipe.stepSections.flatMap(\.steps).joined(separator: "\n")
    {
      members[instructionsKey] = .string(recipe.instructions)
    }
    return .object(members)
  }

  /// `recipe` with the fields schema.org cannot hold exactly taken from the extensions.
  static func restoringExtensions(of node: JSONValue, into recipe: Recipe) -> Recipe {
    let hasYield = node[servingsKey] != nil || node[yieldKey] != nil
    let instructions = node[instructionsKey]?.text
    // A file this app wrote keeps its text as written: paragraphs of a description, spacing
    // inside a step; a page's text is tidied.
    let isOwnBackup = node[idKey] != nil
    var stepSections = isOwnBackup ? exactSections(node["recipeInstructions"]) : recipe.stepSections
    if instructions != nil, case .string = node["recipeInstructions"] { stepSections = [] }
    return Recipe(
      id: recipe.id, name: recipe.name, category: recipe.category, area: recipe.area,
      instructions: instructions ?? recipe.instructions, tags: recipe.tags,
      thumbnailURL: recipe.thumbnailURL, videoURL: recipe.videoURL, sourceURL: recipe.sourceURL,
      ingredients: node[ingredientsKey].map(ingredients) ?? recipe.ingredients,
      stepSections: stepSections,
      servings: hasYield ? node[servingsKey]?.text.flatMap { Int($0) } : recipe.servings,
      yield: hasYield ? node[yieldKey]?.text : recipe.yield,
      prepMinutes: exactMinutes(node["prepTime"]) ?? recipe.prepMinutes,
      cookMinutes: exactMinutes(node["cookTime"]) ?? recipe.cookMinutes,
      // A file this app wrote has a total only when the recipe had one: no sum of the parts.
      totalMinutes: exactMinutes(node["totalTime"])
        ?? (isOwnBackup && node["totalTime"] == nil ? nil : recipe.totalMinutes),
      description: isOwnBackup ? node["description"]?.text : recipe.description,
      author: recipe.author, notes: node[notesKey]?.text ?? recipe.notes)
  }

  // MARK: - Writing

  private static func keywords(_ tags: [String]) -> JSONValue? {
    guard !tags.isEmpty else { return nil }
    // Other apps expect one comma-separated string; tags that hold a comma need the array.
    if tags.contains(where: { $0.contains(",") }) { return .array(tags.map(JSONValue.string)) }
    return .string(tags.joined(separator: ", "))
  }

  private static func duration(_ minutes: Int) -> JSONValue { .string("PT\(minutes)M") }

  private static func yield(servings: Int?, text: String?) -> JSONValue? {
    switch (servings, text) {
    case (let servings?, let text?): return .array([.string(String(servings)), .string(text)])
    case (let servings?, nil): return .number(Double(servings))
    case (nil, let text?): return .string(text)
    case (nil, nil): return nil
    }
  }

  private static func ingredient(_ line: Ingredient) -> JSONValue {
    var members: [String: JSONValue] = [
      "text": .string(line.text), "name": .string(line.name), "measure": .string(line.measure),
    ]
    members["group"] = line.group.map(JSONValue.string)
    return .object(members)
  }

  /// One untitled section as a flat list of steps; otherwise a `HowToSection` each; a
  /// recipe without sections gives its method as written.
  private static func instructions(_ recipe: Recipe) -> JSONValue? {
    let sections = recipe.stepSections
    if sections.isEmpty { return recipe.instructions.isEmpty ? nil : .string(recipe.instructions) }
    if sections.count == 1, sections[0].title == nil { return .array(sections[0].steps.map(step)) }
    return .array(
      sections.map { section in
        var members: [String: JSONValue] = [
          "@type": .string("HowToSection"), "itemListElement": .array(section.steps.map(step)),
        ]
        members["name"] = section.title.map(JSONValue.string)
        return .object(members)
      })
  }

  private static func step(_ text: String) -> JSONValue {
    .object(["@type": .string("HowToStep"), "text": .string(text)])
  }

  // MARK: - Reading

  private static func ingredients(_ value: JSONValue) -> [Ingredient] {
    value.list.compactMap { line in
      guard let text = line["text"]?.text else { return nil }
      return Ingredient(
        name: line["name"]?.text ?? text, measure: line["measure"]?.text ?? "", text: text,
        group: line["group"]?.text)
    }
  }

  /// The sections as `instructions(_:)` wrote them: steps at the top level form one untitled
  /// section, each `HowToSection` its own.
  private static func exactSections(_ value: JSONValue?) -> [StepSection] {
    guard case .array(let items)? = value else { return [] }
    var sections: [StepSection] = []
    var loose: [String] = []
    for item in items {
      if item.types.contains("HowToSection") {
        if !loose.isEmpty { sections.append(StepSection(title: nil, steps: loose)) }
        loose = []
        let steps = (item["itemListElement"]?.list ?? []).compactMap { $0["text"]?.text ?? $0.text }
        sections.append(StepSection(title: item["name"]?.text, steps: steps))
      } else if let text = item["text"]?.text ?? item.text {
        loose.append(text)
      }
    }
    if !loose.isEmpty { sections.append(StepSection(title: nil, steps: loose)) }
    return sections
  }

  /// "PT0M" is no time on a web page, but a backup that says 0 meant 0.
  private static func exactMinutes(_ value: JSONValue?) -> Int? {
    value?.text?.uppercased() == "PT0M" ? 0 : nil
  }
}
