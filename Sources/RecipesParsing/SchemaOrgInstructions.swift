import RecipesCore

/// `recipeInstructions` in every shape sites write it: one string (lines or HTML), an array
/// of strings, `HowToStep`s (text, name, or `itemListElement` of directions), `HowToSection`s
/// of steps, an `ItemList`.
struct SchemaOrgInstructions {
  let context: SchemaOrgContext

  /// The method in sections; steps outside any `HowToSection` form untitled sections.
  ///
  /// A first step that only repeats `recipeName` is the heading a site copied in with the
  /// method's text ("Plum cake\nHeat the oven…"), not a step.
  func sections(_ value: JSONValue?, recipeName: String? = nil) -> [StepSection] {
    var sections: [StepSection] = []
    var loose: [String] = []
    collect(context.list(value), into: &sections, loose: &loose, depth: 0)
    if !loose.isEmpty { sections.append(StepSection(title: nil, steps: loose)) }
    if let recipeName, let first = sections.first, first.title == nil,
      let step = first.steps.first, first.steps.count > 1,
      PageRecipeLists.fold(step) == PageRecipeLists.fold(recipeName)
    {
      sections[0] = StepSection(title: nil, steps: Array(first.steps.dropFirst()))
    }
    return sections.map { section in
      var seen: Set<String> = []
      // A plugin that lists a step twice means it once.
      return StepSection(
        title: section.title, steps: section.steps.filter { seen.insert($0).inserted })
    }
  }

  private func collect(
    _ items: [JSONValue], into sections: inout [StepSection], loose: inout [String], depth: Int
  ) {
    guard depth < 8 else { return }
    for item in items {
      switch item {
      case .string(let text):
        let lines = SchemaOrgText.lines(text).flatMap(InlineStepNumbers.split)
        loose.append(contentsOf: InstructionSteps.split(lines.joined(separator: "\n")))
      case .object:
        let types = item.types
        if types.contains("HowToSection") {
          if !loose.isEmpty { sections.append(StepSection(title: nil, steps: loose)) }
          loose = []
          var inner: [StepSection] = []
          var steps: [String] = []
          collect(
            context.list(item["itemListElement"]), into: &inner, loose: &steps, depth: depth + 1)
          let title = SchemaOrgText.plainOrNil(item["name"]?.text)
          if !steps.isEmpty || title != nil {
            sections.append(StepSection(title: title, steps: inner.flatMap(\.steps) + steps))
          }
        } else if types.contains("ItemList") || (types.isEmpty && item["itemListElement"] != nil) {
          collect(
            context.list(item["itemListElement"]), into: &sections, loose: &loose, depth: depth + 1)
        } else if let step = step(item, depth: depth) {
          loose.append(step)
        }
      default:
        continue
      }
    }
  }

  /// One step: its text, else the texts of its directions and tips, else its name.
  private func step(_ item: JSONValue, depth: Int) -> String? {
    // The list numbers steps itself: a number some sites write into the text ("1. Heat…",
    // "Step 2: Stir…") goes, as it does from a method written as lines.
    if let lines = item["text"]?.text.map(SchemaOrgText.lines),
      case let text = InstructionSteps.split(lines.joined(separator: "\n")), !text.isEmpty
    {
      return text.joined(separator: " ")
    }
    let parts = context.list(item["itemListElement"]).compactMap { part in
      (part.text ?? part["text"]?.text).map(SchemaOrgText.plain)
    }.filter { !$0.isEmpty }
    if !parts.isEmpty { return parts.joined(separator: " ") }
    return SchemaOrgText.plainOrNil(item["name"]?.text ?? item["description"]?.text)
  }
}
